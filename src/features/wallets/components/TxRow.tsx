import { Cell } from '@telegram-apps/telegram-ui';
import { memo, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { walletsApi } from '../../../api/endpoints/wallets';
import type { WalletTransaction } from '../../../api/types/wallets';
import { t } from '../../../i18n';
import { formatTime, isolateInRtl } from '../../../lib/format';
import { endpointQuery } from '../../../lib/server-state/client';
import { useRead } from '../../../lib/server-state/use-read';
import { paths } from '../../../routing/paths';
import { Money } from '../../../ui/Money';
import { StatusChip } from '../../../ui/StatusChip';
import { walletTxStatuses } from '../../../ui/status';
import { refreshAfterSettle, useWalletList } from '../data';
import {
  backoffDelay,
  directionOf,
  isLive,
  kindOf,
  methodLabel,
  shortWhen,
  transactionTitle,
} from '../tx-display';
import { otherSide, partyText } from '../tx-parties';
import { TxKindIcon } from './TxKindIcon';
import '../wallet-screens.css';

/** A status chip only while a movement is not done (a settled, completed row needs none). */
const needsChip = (status: string) => status !== 'complete';

/**
 * One history row: a kind icon, what happened in words, when, who with (or how), the amount.
 * A row still moving (new/pending/processing) polls its own detail with back-off until it
 * settles (paused while the app is hidden), then refreshes balances and lists.
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
  const when = withDate ? shortWhen(shown.created_at) : formatTime(shown.created_at);
  // Who it was with says more than how ("Received · 09:00 · Acme Holdings"): the title and the
  // sign already say which way; the method only when the platform named nobody.
  const wallets = useWalletList().data?.data ?? [];
  const side = otherSide(shown, walletId, wallets, t('home.wallet.fallbackName'));
  const how =
    side?.kind === 'address' ? (
      // An address reads left to right and never breaks at its ellipsis.
      <span className="ui-money ui-ltr" dir="ltr">
        {partyText(side)}
      </span>
    ) : side ? (
      isolateInRtl(side.text)
    ) : (
      methodLabel(shown.method)
    );
  return (
    <Cell
      // Multiline: a longer language's method ("Transferencia bancaria") wraps instead of being cut.
      multiline
      onClick={() => navigate(paths.walletTransaction(walletId, shown.id))}
      before={<TxKindIcon kind={kindOf(shown)} />}
      subtitle={
        how ? (
          <>
            {when} · {how}
          </>
        ) : (
          when
        )
      }
      description={
        needsChip(shown.status) ? <StatusChip statuses={walletTxStatuses} status={shown.status} /> : undefined
      }
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

/** Both legs of one exchange as one row: "BTC → ETH", what came in, what went out under it. */
export function ExchangeRow({
  out,
  into,
  walletId,
  withDate = false,
}: {
  out: WalletTransaction;
  into: WalletTransaction;
  walletId: string;
  withDate?: boolean;
}) {
  const [, navigate] = useLocation();
  const status = into.status === 'complete' ? out.status : into.status;
  return (
    <Cell
      onClick={() => navigate(paths.walletTransaction(walletId, into.id))}
      before={<TxKindIcon kind="exchange" />}
      subtitle={withDate ? shortWhen(into.created_at) : formatTime(into.created_at)}
      description={needsChip(status) ? <StatusChip statuses={walletTxStatuses} status={status} /> : undefined}
      after={
        <span className="w-amount w-right">
          <Money amount={into.amount} currency={into.currency} direction="in" />
          <Money className="w-sub" amount={out.amount} currency={out.currency} direction="out" />
        </span>
      }
      data-testid={`tx-${into.id}`}
      data-exchange={`${out.id}-${into.id}`}
      data-status={status}
    >
      {`${out.currency.meta.symbol} → ${into.currency.meta.symbol}`}
    </Cell>
  );
}

/** Polls a live transaction's detail; returns the freshest copy (or undefined when not live). */
export function useLiveTransaction(tx: WalletTransaction, walletId: string): WalletTransaction | undefined {
  const live = isLive(tx.status);
  const attempts = useRef(0);
  const lastStatus = useRef(tx.status);
  const detail = useRead(
    endpointQuery(
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
    ),
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

/** A history item (single or exchange pair) as its row. */
export function HistoryRow({
  item,
  walletId,
  withDate,
}: {
  item: { tx: WalletTransaction; exchange?: { out: WalletTransaction; in: WalletTransaction } | undefined };
  walletId: string;
  withDate?: boolean;
}) {
  return item.exchange ? (
    <ExchangeRow out={item.exchange.out} into={item.exchange.in} walletId={walletId} withDate={withDate} />
  ) : (
    <TxRow tx={item.tx} walletId={walletId} withDate={withDate} />
  );
}
