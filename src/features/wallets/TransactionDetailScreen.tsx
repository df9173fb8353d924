import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useParams } from 'wouter';
import { walletsApi } from '../../api/endpoints/wallets';
import type { TransactionMeta } from '../../api/types/wallets';
import { t } from '../../i18n';
import { formatDateTime, formatMoney, formatRate } from '../../lib/format';
import { openExternal } from '../../lib/platform';
import { orderTypesQuery } from '../../lib/server-state/account-queries';
import { endpointQuery } from '../../lib/server-state/client';
import { useRead } from '../../lib/server-state/use-read';
import { useTenantConfig } from '../../lib/tenant-config';
import { paths } from '../../routing/paths';
import { CopyField } from '../../ui/CopyField';
import { ErrorState } from '../../ui/ErrorState';
import { FeeAmount } from '../../ui/FeeAmount';
import { Money } from '../../ui/Money';
import { ReadPlaceholder } from '../../ui/ReadPlaceholder';
import { Screen } from '../../ui/Screen';
import { StaleNotice } from '../../ui/StaleNotice';
import { StatusChip } from '../../ui/StatusChip';
import { walletTxStatuses } from '../../ui/status';
import { WalletNotFound } from './components/States';
import { TxKindIcon } from './components/TxKindIcon';
import { refreshAfterSettle, useWalletList } from './data';
import { getHelp, shareReceipt } from './receipt';
import {
  backoffDelay,
  directionOf,
  explorerUrl,
  isLive,
  kindOf,
  methodLabel,
  transactionTitle,
} from './tx-display';
import { otherSide, type Party, partyOf, partyText } from './tx-parties';
import './wallets.css';
import './wallet-screens.css';

/**
 * One transaction in the words of the screens (no record types, internal ids or dashes), label and
 * value on one line; Share receipt and Get help. Live while it is still moving.
 */
export default function TransactionDetailScreen() {
  const { walletId = '', txId = '' } = useParams<{ walletId: string; txId: string }>();
  const id = Number(txId);
  const attempts = useRef(0);
  const tx = useRead(
    endpointQuery(
      walletsApi.transaction,
      Number.isInteger(id) && id > 0 ? { path: { wallet_id: walletId, transaction_id: id } } : null,
      {
        staleMs: 5000,
        pollMs: (data) => (data && isLive(data.status) ? backoffDelay(attempts.current++) : null),
      },
    ),
  );
  const txn = tx.data;
  const support = useTenantConfig().data?.tg_bot_name ?? null;
  // Names for the wallets a movement went between (the list Home already holds).
  const wallets = useWalletList();
  // The platform's words for its order types: a note that only repeats one is not shown.
  const orderTypes = useRead(orderTypesQuery(!!txn?.info));
  const settled = !!txn && !isLive(txn.status);
  const wasLive = useRef(false);
  if (txn && isLive(txn.status)) wasLive.current = true;
  useEffect(() => {
    if (settled && wasLive.current) refreshAfterSettle(walletId);
  }, [settled, walletId]);

  if (tx.error?.status === 403 || (tx.error?.status === 404 && !txn) || !(id > 0)) {
    return (
      <Screen title={t('wallets.tx.notFound.screenTitle')} backTo={paths.home()}>
        {tx.error?.status === 403 ? (
          <WalletNotFound />
        ) : (
          <ErrorState title={t('wallets.tx.notFound.title')} error={t('wallets.tx.notFound.description')} />
        )}
      </Screen>
    );
  }

  const meta: TransactionMeta = txn?.meta ?? {};
  const hash = meta.transaction_hash || meta.txid || txn?.txid || null;
  const chainId = meta.chain_id ?? (txn?.currency.is_crypto ? txn.currency.meta.chain_id : null);
  const explorer = explorerUrl(chainId, hash);
  const amountOf = (value: unknown, code?: string) =>
    value === undefined || value === null || String(value) === '' || Number(value) === 0
      ? null
      : formatMoney(String(value), { currency: code ?? txn?.currency.meta.symbol });
  const transactionAmount = meta.transaction_amount ?? meta.transcation_amount;
  const transactionCurrency = meta.transaction_amount_currency ?? meta.transcation_amount_currency;
  // Paid and received only say something when they differ from the amount above (an exchange).
  const symbol = txn?.currency.meta.symbol;
  const paid = billingCurrencyDiffers(meta.billing_amount_currency, symbol)
    ? amountOf(meta.billing_amount, meta.billing_amount_currency)
    : null;
  const received = billingCurrencyDiffers(transactionCurrency, symbol)
    ? amountOf(transactionAmount, transactionCurrency)
    : null;
  // A rate with both its units ("1 BTC = 96,515.00 USDT"), only when the two currencies are known.
  const rate =
    meta.billing_amount_currency && billingCurrencyDiffers(transactionCurrency, meta.billing_amount_currency)
      ? formatRate(meta.exchange_rate, meta.billing_amount_currency, transactionCurrency!)?.text
      : null;
  const method = txn ? methodLabel(txn.method) : '';
  const fallbackName = t('home.wallet.fallbackName');
  const known = wallets.data?.data ?? [];
  const from = partyOf(txn?.from, known, fallbackName);
  const to = partyOf(txn?.to, known, fallbackName);
  // An exchange moves money inside one wallet: "from Main to Main" says only which wallet.
  const oneWallet = from?.id && from.id === to?.id ? from : null;
  const note = txn ? platformNote(txn.info, orderTypes.data) : null;
  const side = txn ? otherSide(txn, walletId, known, fallbackName) : null;
  const failed = txn?.status === 'failed' || txn?.status === 'canceled';

  return (
    <Screen title={t('wallets.tx.title')} backTo={paths.walletTransactions(walletId)}>
      <ReadPlaceholder read={tx} rows={6} label={t('wallets.tx.loading')} />
      {txn && (
        <>
          <header className="w-hero w-hero--tx">
            <TxKindIcon kind={kindOf(txn)} />
            <div className="w-hero__label">{transactionTitle(txn)}</div>
            <div className="w-hero__total">
              <Money amount={txn.amount} currency={txn.currency} direction={directionOf(txn)} />
            </div>
            <StatusChip statuses={walletTxStatuses} status={txn.status} data-testid="tx-status" />
          </header>
          <StaleNotice of={[tx]} />
          <Section>
            <Row label={t('wallets.tx.date')}>{formatDateTime(txn.created_at)}</Row>
            {method && <Row label={t('wallets.tx.method')}>{method}</Row>}
            {txn.currency.is_crypto && txn.currency.meta.chain_name && (
              <Row label={t('wallets.tx.network')}>{txn.currency.meta.chain_name}</Row>
            )}
            {paid && <Row label={t('wallets.tx.paid')}>{paid}</Row>}
            {received && <Row label={t('wallets.tx.received')}>{received}</Row>}
            {rate && (
              <Row label={t('wallets.tx.rate')} testId="tx-rate">
                {rate}
              </Row>
            )}
            {amountOf(meta.fee, meta.fee_currency) && (
              <Row label={t('wallets.tx.fee')}>
                <FeeAmount amount={meta.fee} currency={meta.fee_currency ?? symbol ?? ''} testId="tx-fee" />
              </Row>
            )}
            {amountOf(meta.network_fee, meta.network_fee_currency) && (
              <Row label={t('wallets.tx.networkFee')}>
                <FeeAmount amount={meta.network_fee} currency={meta.network_fee_currency ?? symbol ?? ''} />
              </Row>
            )}
            {meta.to_card_last4 && <Row label={t('wallets.tx.card')}>•••• {meta.to_card_last4}</Row>}
            {note && (
              // The platform's own words, which we cannot translate: said to be the platform's.
              <Row
                label={t(failed ? 'wallets.tx.platformReason' : 'wallets.tx.platformNote')}
                testId="tx-note"
              >
                {note}
              </Row>
            )}
          </Section>
          {(from || to || hash) && (
            <Section>
              {oneWallet ? (
                <Row label={t('wallets.tx.wallet')}>{oneWallet.text}</Row>
              ) : (
                <>
                  {from && <PartyRow label={t('wallets.tx.from')} party={from} />}
                  {to && <PartyRow label={t('wallets.tx.to')} party={to} />}
                </>
              )}
              {hash && <CopyField label={t('wallets.tx.hash')} value={hash} mono />}
              {explorer && (
                <Cell
                  multiline
                  onClick={() => openExternal(explorer)}
                  after={<span className="w-link">{t('wallets.tx.explorerOpen')}</span>}
                >
                  {t('wallets.tx.explorer')}
                </Cell>
              )}
            </Section>
          )}
          <div className="w-tx-actions">
            <Button size="m" mode="bezeled" stretched onClick={() => void shareReceipt(txn, side)}>
              {t('wallets.tx.shareReceipt')}
            </Button>
            <Button size="m" mode="plain" stretched onClick={() => void getHelp(txn, support)}>
              {t('wallets.tx.getHelp')}
            </Button>
          </div>
        </>
      )}
    </Screen>
  );
}

/** An address is copied whole (people paste it); a wallet or a name is read. */
function PartyRow({ label, party }: { label: string; party: Party }) {
  return party.kind === 'address' ? (
    <CopyField label={label} value={party.text} mono />
  ) : (
    <Row label={label}>{partyText(party)}</Row>
  );
}

/**
 * The platform's note on a transaction, unless it only names the order type in the platform's
 * words ("Exchange between currencies in a wallet"): the title already says that in the user's.
 */
function platformNote(info: string | null, types: readonly { description: string | null }[] | undefined) {
  const text = info?.trim();
  if (!text) return null;
  return types?.some((type) => type.description?.trim() === text) ? null : text;
}

const billingCurrencyDiffers = (code: string | undefined, symbol: string | undefined) =>
  !!code && !!symbol && code.toUpperCase() !== symbol.toUpperCase();

/** Label and value on one line; the value wraps under its own column when long. */
function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="w-row" data-testid={testId}>
      <span className="w-row__label">{label}</span>
      {/* Isolated: a date or an amount keeps its own order inside a right-to-left row. */}
      <span className="w-row__value">
        <bdi>{children}</bdi>
      </span>
    </div>
  );
}
