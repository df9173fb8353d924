import { Section } from '@telegram-apps/telegram-ui';
import { useParams } from 'wouter';
import { ORDER_CREATE_V2 } from '../../api/endpoints/orders';
import { call } from '../../api/http';
import { t } from '../../i18n';
import { paths } from '../../routing/paths';
import { wireNumber } from '../../shared/wire-json';
import { AmountInput } from '../../ui/AmountInput';
import { CurrencyPicker } from '../../ui/CurrencyPicker';
import { ListPicker } from '../../ui/ListPicker';
import { NameAvatar } from '../../ui/NameAvatar';
import { FlowScreen } from './components/FlowScreen';
import { NoOtherWallet } from './components/NoOtherWallet';
import { NothingToSend } from './components/NothingToSend';
import { OrderResultView } from './components/OrderResultView';
import { QuoteSummary } from './components/QuoteSummary';
import { SubmitFooter } from './components/SubmitFooter';
import { decimalsOf, positiveHoldings, useChains, useFreshWallet, useWalletList } from './data';
import { largestHolding } from './defaults';
import { useDraft } from './intent/useDraft';
import { useOrderSubmit } from './submit';
import { summaryOf } from './summary';
import { useOrderQuote } from './useOrderQuote';
import './orders.css';

const ORDER_TYPE = 'TRANSFER_INTERNAL';

/**
 * Move money between the user's own wallets (TRANSFER_INTERNAL). SPEC shows the second-generation
 * path as `/v2/orders/TRA` — a truncation defect; we post to the intended
 * `/v2/orders/TRANSFER_INTERNAL` (ORDER_CREATE_V2.TRANSFER_INTERNAL; the sandbox serves both).
 * The calculator gets the receiving wallet as `to_address` (API.md lists to_address for
 * TRANSFER_INTERNAL), so a change of wallet re-quotes at once.
 */
export default function TransferScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const wallet = useFreshWallet(walletId);
  const wallets = useWalletList();
  const chains = useChains();
  const draft = useDraft('transfer', walletId);
  const targets = (wallets.data?.data ?? []).filter((w) => w.uuid !== walletId && w.role !== 'user');
  const holdings = positiveHoldings(wallet.data);
  const toWalletId = draft.get('toWalletId') || (targets.length === 1 ? targets[0]!.uuid : null);
  const toWallet = targets.find((w) => w.uuid === toWalletId);
  const currencyId = draft.get('currencyId') || largestHolding(holdings)?.currency.uuid || null;
  const held = holdings.find((h) => h.currency.uuid === currencyId) ?? null;
  const decimals = decimalsOf(held?.currency);
  const fromRules = { maxDecimals: decimals, available: held?.amount ?? null };

  const quote = useOrderQuote({
    orderType: ORDER_TYPE,
    fromCurrencyId: currencyId,
    toCurrencyId: currencyId,
    toAddress: toWalletId,
    draft,
    fromRules,
    fromCurrency: held?.currency,
  });
  const { fields } = quote;
  const summary = quote.bound
    ? summaryOf(
        'transfer',
        quote.bound,
        held?.currency,
        held?.currency,
        toWallet?.name ?? t('orders.transfer.otherWallet'),
      )
    : null;

  const submit = useOrderSubmit({
    flow: 'transfer',
    walletId,
    generation: 2,
    intentOf: { toWalletId, currencyId, amount: quote.request?.amount, reverse: quote.isReverse },
    canSend: quote.quoted && !!toWalletId,
    send: (requestId) =>
      call(ORDER_CREATE_V2.TRANSFER_INTERNAL, {
        body: {
          request_id: requestId,
          wallet_id: walletId,
          to_wallet_id: toWalletId ?? '',
          to_wallet_uuid: toWalletId ?? '',
          from_crypto_uuid: currencyId ?? '',
          amount: wireNumber(quote.typedAmount),
          is_subtract: !quote.isReverse,
          is_reverse: quote.isReverse,
        },
      }),
    match: null,
    summary,
    alsoRefresh: toWalletId ? [toWalletId] : [],
    onReset: fields.reset,
  });

  const ready = !!toWalletId && quote.quoted && !quote.isOver(held?.amount);
  const busy = submit.submitting;

  return (
    <FlowScreen
      title={t('orders.transfer.title')}
      backTo={paths.wallet(walletId)}
      error={wallet.error ?? wallets.error}
      onRetry={() => void Promise.all([wallet.refresh(), wallets.refresh()])}
      loading={wallet.loading || wallets.loading}
      refreshing={wallet.updating}
      skeletonRows={3}
      result={
        submit.result && (
          <OrderResultView summary={submit.result.summary} walletId={walletId} onNew={submit.startOver} />
        )
      }
      empty={
        // Money first: a second wallet is no use while there is nothing to move into it.
        holdings.length === 0 ? (
          <NothingToSend
            walletId={walletId}
            title={t('orders.transfer.emptyTitle')}
            text={t('orders.transfer.emptyText')}
          />
        ) : targets.length === 0 ? (
          <NoOtherWallet />
        ) : null
      }
    >
      <Section header={t('orders.transfer.toWallet')}>
        <ListPicker
          label={t('orders.transfer.wallet')}
          name="to_wallet"
          value={toWalletId}
          disabled={busy}
          placeholder={t('orders.transfer.chooseWallet')}
          onChange={(id) => draft.set('toWalletId', id)}
          options={targets.map((w) => {
            const name = w.name ?? t('orders.wallet.unnamed');
            return { value: w.uuid, title: name, icon: <NameAvatar name={name} /> };
          })}
        />
      </Section>
      <Section header={t('orders.form.whatToSend')}>
        <CurrencyPicker
          header={t('orders.form.currency')}
          sheetTitle={t('orders.form.whatToSend')}
          name="currency"
          value={currencyId}
          chains={chains.data?.data}
          options={holdings}
          disabled={busy}
          onChange={(id) => draft.set('currencyId', id)}
        />
        <AmountInput
          name="amount"
          header={t('orders.form.amount')}
          value={fields.fromText}
          {...fromRules}
          max={held?.amount ?? null}
          currencyLabel={held?.currency.meta.symbol}
          disabled={!held || busy}
          onChange={fields.onFrom}
        />
      </Section>
      <QuoteSummary calc={quote.shown} from={held?.currency} />
      <SubmitFooter
        submit={submit}
        text={t('orders.transfer.review')}
        ready={ready}
        summary={summary}
        quote={quote}
        walletId={walletId}
        dirty={!!fields.fromText}
      />
    </FlowScreen>
  );
}
