import { Cell } from '@telegram-apps/telegram-ui';
import { memo, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { walletsApi } from '../../../api/endpoints/wallets';
import type { WalletTransaction } from '../../../api/types/wallets';
import { paths } from '../../../app/paths';
import { formatTime } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { Money } from '../../../ui/Money';
import { StatusChip } from '../../../ui/StatusChip';
import { refreshAfterSettle } from '../data';
import { backoffDelay, directionOf, isLive, methodLabel, shortWhen, transactionTitle } from '../tx-display';

/**
 * One history row. A row still moving (new/pending/processing) polls its own detail with back-off
 * until it settles (paused while the app is hidden), then refreshes balances and lists.
 * Memoised: the query cache keeps an unchanged transaction the same object across refetches, so
 * a list refresh renders only the rows that changed.
 */
export const TxRow = memo(function TxRow({
  tx,
  walletId,
  withDate = false,
}: {
  tx: WalletTransaction;
  walletId: string;
  withDate?: boolean;
}) {
  const [, navigate] = useLocation();
  const live = useLiveTransaction(tx, walletId);
  const shown = live ?? tx;
  const direction = directionOf(shown);
  return (
    <Cell
      onClick={() => navigate(paths.walletTransaction(walletId, shown.id))}
      subtitle={
        <span>
          {withDate ? shortWhen(shown.created_at) : formatTime(shown.created_at)} ·{' '}
          {methodLabel(shown.method)}
        </span>
      }
      description={<StatusChip kind="wallet-tx" status={shown.status} />}
      after={
        <Money className="w-amount" amount={shown.amount} currency={shown.currency} direction={direction} />
      }
      data-testid={`tx-${shown.id}`}
      data-status={shown.status}
    >
      {transactionTitle(shown)}
    </Cell>
  );
});

/** Polls a live transaction's detail; returns the freshest copy (or undefined when not live). */
export function useLiveTransaction(tx: WalletTransaction, walletId: string): WalletTransaction | undefined {
  const live = isLive(tx.status);
  const attempts = useRef(0);
  const lastStatus = useRef(tx.status);
  const detail = useQuery(
    walletsApi.transaction,
    live ? { path: { wallet_id: walletId, transaction_id: tx.id } } : null,
    {
      staleMs: 0,
      pollMs: (data) => {
        const status = data?.status ?? tx.status;
        if (status !== lastStatus.current) {
          lastStatus.current = status;
          attempts.current = 0;
        }
        if (!isLive(status)) return null;
        return backoffDelay(attempts.current++);
      },
    },
  );
  // Settled while watched (by this poll, or by a list refresh that already carries the final
  // status): balances and lists are stale now.
  const status = detail.data?.status ?? tx.status;
  const wasLive = useRef(live);
  useEffect(() => {
    if (isLive(status)) wasLive.current = true;
    else if (wasLive.current) {
      wasLive.current = false;
      refreshAfterSettle(walletId);
    }
  }, [status, walletId]);
  return detail.data;
}
