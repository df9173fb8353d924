import { useParams, useSearch } from 'wouter';
import { t } from '../../i18n';
import { type CryptoSendType, cryptoSendTypes, isCryptoDestination } from '../../lib/crypto-send-types';
import { formatCurrencyAmount } from '../../lib/format';
import { tryNormalize } from '../../lib/money';
import { paths } from '../../routing/paths';
import { EmptyState } from '../../ui/EmptyState';
import { FormError } from '../../ui/FormError';
import { destinationRow } from '../recipients';
import { otpRequestFor } from '../second-factor';
import { FlowScreen } from './components/FlowScreen';
import { OrderResultView } from './components/OrderResultView';
import { OrderTypePicker } from './components/OrderTypePicker';
import { QuoteSummary } from './components/QuoteSummary';
import { RecipientPicker } from './components/RecipientPicker';
import { SendAmounts } from './components/SendAmounts';
import { SubmitFooter } from './components/SubmitFooter';
import { cryptoSendLabel, sendCrypto } from './crypto-send';
import {
  currencyLabel,
  decimalsOf,
  networkOf,
  useChains,
  useCurrencies,
  useFreshWallet,
  useKycUnlock,
  useOrderTypes,
} from './data';
import { useDraft } from './intent/useDraft';
import { useOrderSubmit } from './submit';
import { summaryOf } from './summary';
import { useOrderQuote } from './useOrderQuote';
import { useRecipientChoice } from './useRecipientChoice';
import './orders.css';

const CRYPTO_KINDS = ['CRYPTO_EXTERNAL', 'CRYPTO_INTERNAL'] as const;

/**
 * Send crypto to a saved recipient (OMNIBUS_CRYPTO_TRANSFER / SEGREGATED_CRYPTO_TRANSFER):
 * offered only where the order types list has them; the recipient's crypto destination fixes
 * the currency; the shared calculator quotes (with the address); the platform's second factor
 * confirms; one request_id per intent; then the order status screen.
 * `?recipient=<id>&destination=<id>` preselects (from the recipient's screen).
 */
export default function SendScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const search = new URLSearchParams(useSearch());
  const wallet = useFreshWallet(walletId);
  const types = useOrderTypes();
  const currencies = useCurrencies();
  const chains = useChains();
  const kyc = useKycUnlock(walletId);
  const draft = useDraft('send', walletId);
  const offered = cryptoSendTypes(types.data);
  const typeId = draft.get('typeId') || null;
  const type = offered.find((o) => o.id === typeId) ?? offered.find((o) => kyc.isUnlocked(o)) ?? null;
  const unlocked = !!type && kyc.isUnlocked(type);

  const recipient = useRecipientChoice(
    walletId,
    {
      recipient: search.get('recipient'),
      destination: search.get('destination'),
    },
    draft,
  );
  const { cpId, destId, cp } = recipient;
  const crypto = (recipient.destinations.data?.data ?? []).filter(isCryptoDestination);
  const dest = crypto.find((d) => d.id === destId) ?? null;

  const currencyId = dest?.external_crypto_data?.currency_id ?? null;
  const currency = (currencies.data?.data ?? []).find((c) => c.uuid === currencyId);
  const account = (wallet.data?.balance ?? [])
    .flatMap((b) => b.details)
    .find((d) => d.currency.uuid === currencyId);
  const held = tryNormalize(account?.amount ?? '0') ?? '0';
  const address = dest?.external_crypto_data?.address ?? null;

  const quote = useOrderQuote({
    orderType: type?.id ?? '',
    fromCurrencyId: currencyId,
    toCurrencyId: currencyId,
    toAddress: address,
    disabled: !type || !unlocked || !dest,
    draft,
    fromRules: { maxDecimals: decimalsOf(currency), available: held },
    toRules: { maxDecimals: decimalsOf(currency) },
    fromCurrency: currency,
  });
  const { fields, pay, receive } = quote;
  const decimals = decimalsOf(currency);
  const symbol = currency?.meta.symbol ?? '';
  const network = currency ? networkOf(currency, chains.data?.data) : null;
  const summary = quote.bound
    ? summaryOf('send', quote.bound, currency, currency, {
        name: dest
          ? [cp?.name ?? t('orders.recipient.label'), dest.nickname].filter(Boolean).join(' · ')
          : null,
        address,
        network,
      })
    : null;

  const submit = useOrderSubmit({
    flow: 'send',
    walletId,
    generation: 2,
    intentOf: { typeId: type?.id, destId, amount: quote.request?.amount, reverse: quote.isReverse },
    canSend: quote.quoted && !!type && !!dest && !!account,
    send: (requestId) =>
      sendCrypto({
        type: type!.id as CryptoSendType,
        requestId,
        walletId,
        currencyId: currencyId ?? '',
        walletAccountId: account?.uuid ?? '',
        destinationId: destId ?? '',
        counterpartyId: cpId ?? '',
        amount: quote.typedAmount,
        isReverse: quote.isReverse,
      }),
    match: null,
    summary,
    onReset: fields.reset,
  });

  const overBalance = quote.isOver(held);
  const ready = unlocked && !!dest && !!account && quote.quoted && !overBalance;

  return (
    <FlowScreen
      title={t('orders.send.title')}
      backTo={paths.wallet(walletId)}
      error={wallet.error ?? types.error}
      onRetry={() => void Promise.all([wallet.refresh(), types.refresh()])}
      loading={wallet.loading || types.loading}
      refreshing={wallet.updating}
      skeletonRows={4}
      result={
        submit.result && (
          <OrderResultView summary={submit.result.summary} walletId={walletId} onNew={submit.startOver} />
        )
      }
      empty={
        offered.length === 0 ? (
          <EmptyState title={t('orders.flow.unavailable')} description={t('orders.send.unavailableText')} />
        ) : null
      }
    >
      {(offered.length > 1 || !unlocked) && (
        <OrderTypePicker
          header={t('orders.send.typeHeader')}
          walletId={walletId}
          types={offered}
          selectedId={type?.id}
          isUnlocked={kyc.isUnlocked}
          label={(type) => cryptoSendLabel(type.id)}
          onChoose={(type) => draft.set('typeId', type.id)}
        />
      )}
      <RecipientPicker
        walletId={walletId}
        choice={recipient}
        header={t('orders.summary.to')}
        footer={
          currency
            ? t('orders.send.networkOnly', { currency: currencyLabel(currency, chains.data?.data) })
            : undefined
        }
        destinationHeader={t('orders.send.address')}
        destinationValue={dest ? dest.id : ''}
        options={crypto.map((d) => {
          const c = (currencies.data?.data ?? []).find((x) => x.uuid === d.external_crypto_data?.currency_id);
          return {
            id: d.id,
            label: destinationRow(d).title,
            subtitle: c ? currencyLabel(c, chains.data?.data) : undefined,
          };
        })}
        emptyText={cp ? t('orders.send.noAddressFor', { name: cp.name }) : t('orders.send.noAddress')}
        chooseText={t('orders.send.chooseAddress')}
        addText={t('orders.send.addAddress')}
        kinds={CRYPTO_KINDS}
        showLoadError
      />
      {dest && (
        <SendAmounts
          fields={fields}
          decimals={decimals}
          symbol={symbol}
          held={held}
          disabled={!account || !unlocked}
          notice={!account && <FormError text={t('orders.send.noBalance', { symbol })} />}
        />
      )}
      <QuoteSummary
        calc={quote.shown}
        from={currency}
        overBalance={overBalance ? t('orders.form.overBalance') : null}
      />
      <SubmitFooter
        submit={submit}
        text={t('orders.send.review')}
        ready={ready}
        summary={summary}
        quote={quote}
        walletId={walletId}
        dirty={!!fields.fromText || !!fields.toText}
        error={submit.fieldError('counterparty_destination_id') ?? submit.fieldError('amount')}
        confirm={{
          summary: cp
            ? t('orders.secondFactor.sendTo', {
                amount: formatCurrencyAmount(receive ?? '0', currency),
                destination: cp.name,
              })
            : t('orders.secondFactor.sendToRecipient', {
                amount: formatCurrencyAmount(receive ?? '0', currency),
              }),
          request:
            type && currency && pay && receive
              ? otpRequestFor({
                  requestId: submit.requestId,
                  orderType: type.id,
                  walletId,
                  fromSymbol: symbol,
                  toSymbol: symbol,
                  fromCurrencyId: currency.uuid,
                  toCurrencyId: currency.uuid,
                  fromAmount: pay,
                  toAmount: receive,
                  counterpartyAccountId: cpId,
                  counterpartyDestinationId: destId,
                })
              : null,
        }}
      />
    </FlowScreen>
  );
}
