import { t } from '../../../i18n';
import { type CryptoSendType, cryptoSendTypes, isCryptoDestination } from '../../../lib/crypto-send-types';
import { formatCurrencyAmount } from '../../../lib/format';
import { tryNormalize } from '../../../lib/money';
import { FormError } from '../../../ui/FormError';
import { destinationRow } from '../../recipients';
import { FlowUnavailable } from '../components/FlowUnavailable';
import { OrderTypePicker } from '../components/OrderTypePicker';
import { RecipientPicker } from '../components/RecipientPicker';
import { SendAmounts } from '../components/SendAmounts';
import { cryptoSendLabel, sendCrypto } from '../crypto-send';
import { currencyLabel, decimalsOf, networkOf, useChains, useCurrencies, useOrderTypes } from '../data';
import type { FieldsProps, FlowContext, FlowDefinition } from '../engine/flow';
import { OrderFlowScreen } from '../engine/OrderFlowScreen';
import { secondFactor, useTypeChoice } from './choices';

const CRYPTO_KINDS = ['CRYPTO_EXTERNAL', 'CRYPTO_INTERNAL'] as const;

function useSendForm(ctx: FlowContext) {
  const { wallet } = ctx;
  const types = useOrderTypes();
  const currencies = useCurrencies();
  const chains = useChains();
  const offered = cryptoSendTypes(types.data);
  const choice = useTypeChoice(ctx, offered, (kyc) => offered.find((o) => kyc.isUnlocked(o)));
  const { type, recipient } = choice;
  const { destId, cp } = recipient;
  const crypto = (recipient.destinations.data?.data ?? []).filter(isCryptoDestination);
  const dest = crypto.find((d) => d.id === destId) ?? null;
  const currencyId = dest?.external_crypto_data?.currency_id ?? null;
  const currency = (currencies.data?.data ?? []).find((c) => c.uuid === currencyId);
  const account = (wallet.data?.balance ?? [])
    .flatMap((b) => b.details)
    .find((d) => d.currency.uuid === currencyId);
  const held = tryNormalize(account?.amount ?? '0') ?? '0';
  const address = dest?.external_crypto_data?.address ?? null;
  const decimals = decimalsOf(currency);
  return {
    ...choice,
    offered,
    crypto,
    dest,
    account,
    reads: [types],
    empty: offered.length === 0 ? <FlowUnavailable text={t('orders.send.unavailableText')} /> : null,
    orderType: type?.id ?? '',
    from: currency,
    toAddress: address,
    quoteOff: !type || !choice.unlocked || !dest,
    fromRules: { maxDecimals: decimals, available: held },
    toRules: { maxDecimals: decimals },
    balance: held,
    intent: { typeId: type?.id, destId },
    complete: choice.unlocked && !!dest && !!account,
    where: {
      name: dest
        ? [cp?.name ?? t('orders.recipient.label'), dest.nickname].filter(Boolean).join(' · ')
        : null,
      address,
      network: currency ? networkOf(currency, chains.data?.data) : null,
    },
    errorFields: ['counterparty_destination_id', 'amount'],
  };
}

type SendForm = ReturnType<typeof useSendForm>;

function SendFields({ form, quote, ctx: { walletId, draft } }: FieldsProps<SendForm>) {
  const currencies = useCurrencies();
  const chains = useChains();
  const { from: currency, recipient, dest, kyc } = form;
  const symbol = currency?.meta.symbol ?? '';
  const cp = recipient.cp;
  return (
    <>
      {(form.offered.length > 1 || !form.unlocked) && (
        <OrderTypePicker
          header={t('orders.send.typeHeader')}
          walletId={walletId}
          types={form.offered}
          selectedId={form.type?.id}
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
        options={form.crypto.map((d) => {
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
          fields={quote.fields}
          decimals={form.fromRules.maxDecimals}
          symbol={symbol}
          held={form.balance}
          disabled={!form.account || !form.unlocked}
          notice={!form.account && <FormError text={t('orders.send.noBalance', { symbol })} />}
        />
      )}
    </>
  );
}

/**
 * Send crypto to a saved recipient (OMNIBUS_CRYPTO_TRANSFER / SEGREGATED_CRYPTO_TRANSFER):
 * offered only where the order types list has them; the recipient's crypto destination fixes
 * the currency; the shared calculator quotes (with the address); the platform's second factor
 * confirms; one request_id per intent; then the order status screen.
 * `?recipient=<id>&destination=<id>` preselects (from the recipient's screen).
 */
export const sendFlow: FlowDefinition<SendForm> = {
  kind: 'send',
  name: 'send',
  generation: 2,
  titleKey: 'orders.send.title',
  actionKey: 'orders.send.review',
  skeletonRows: 4,
  useForm: useSendForm,
  Fields: SendFields,
  send: (form, order) =>
    sendCrypto({
      type: form.type!.id as CryptoSendType,
      requestId: order.requestId,
      walletId: order.walletId,
      currencyId: form.from?.uuid ?? '',
      walletAccountId: form.account?.uuid ?? '',
      destinationId: form.dest?.id ?? '',
      counterpartyId: form.recipient.cpId ?? '',
      amount: order.amount,
      isReverse: order.isReverse,
    }),
  confirm: (form, order) => {
    const amount = formatCurrencyAmount(order.receive, form.from);
    const cp = form.recipient.cp;
    return secondFactor(
      form,
      order,
      cp
        ? t('orders.secondFactor.sendTo', { amount, destination: cp.name })
        : t('orders.secondFactor.sendToRecipient', { amount }),
    );
  },
};

export default function SendScreen() {
  return <OrderFlowScreen def={sendFlow} />;
}
