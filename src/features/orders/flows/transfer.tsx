import { Section } from '@telegram-apps/telegram-ui';
import { ORDER_CREATE_V2 } from '../../../api/endpoints/orders';
import { call } from '../../../api/http';
import { t } from '../../../i18n';
import { ListPicker } from '../../../ui/ListPicker';
import { NameAvatar } from '../../../ui/NameAvatar';
import { CurrencyAmount } from '../components/CurrencyAmount';
import { NoOtherWallet } from '../components/NoOtherWallet';
import { NothingToSend } from '../components/NothingToSend';
import { decimalsOf, positiveHoldings, useWalletList } from '../data';
import { largestHolding } from '../defaults';
import { v2Base } from '../engine/bodies';
import type { FieldsProps, FlowContext, FlowDefinition } from '../engine/flow';
import { OrderFlowScreen } from '../engine/OrderFlowScreen';

function useTransferForm({ walletId, wallet, draft }: FlowContext) {
  const wallets = useWalletList();
  const targets = (wallets.data?.data ?? []).filter((w) => w.uuid !== walletId && w.role !== 'user');
  const holdings = positiveHoldings(wallet.data);
  const toWalletId = draft.get('toWalletId') || (targets.length === 1 ? targets[0]!.uuid : null);
  const toWallet = targets.find((w) => w.uuid === toWalletId);
  const currencyId = draft.get('currencyId') || largestHolding(holdings)?.currency.uuid || null;
  const held = holdings.find((h) => h.currency.uuid === currencyId) ?? null;
  return {
    holdings,
    targets,
    toWalletId,
    reads: [wallets],
    // Money first: a second wallet is no use while there is nothing to move into it.
    empty:
      holdings.length === 0 ? (
        <NothingToSend walletId={walletId} flow="transfer" />
      ) : targets.length === 0 ? (
        <NoOtherWallet />
      ) : null,
    orderType: 'TRANSFER_INTERNAL',
    from: held?.currency,
    // The receiving wallet goes to the calculator as to_address: a change of wallet re-quotes at once.
    toAddress: toWalletId,
    fromRules: { maxDecimals: decimalsOf(held?.currency), available: held?.amount ?? null },
    balance: held?.amount ?? null,
    intent: { toWalletId, currencyId },
    complete: !!toWalletId,
    where: toWallet?.name ?? t('orders.transfer.otherWallet'),
    alsoRefresh: toWalletId ? [toWalletId] : [],
  };
}

type TransferForm = ReturnType<typeof useTransferForm>;

function TransferFields({ form, quote: { fields }, busy, ctx: { draft } }: FieldsProps<TransferForm>) {
  return (
    <>
      <Section header={t('orders.transfer.toWallet')}>
        <ListPicker
          label={t('orders.transfer.wallet')}
          name="to_wallet"
          value={form.toWalletId}
          disabled={busy}
          placeholder={t('orders.transfer.chooseWallet')}
          onChange={(id) => draft.set('toWalletId', id)}
          options={form.targets.map((w) => {
            const name = w.name ?? t('orders.wallet.unnamed');
            return { value: w.uuid, title: name, icon: <NameAvatar name={name} /> };
          })}
        />
      </Section>
      <CurrencyAmount
        header={t('orders.form.whatToSend')}
        names={['currency', 'amount']}
        currency={form.from}
        options={form.holdings}
        busy={busy}
        onCurrency={(id) => draft.set('currencyId', id)}
        amount={{ text: fields.fromText, rules: form.fromRules, max: form.balance, onChange: fields.onFrom }}
      />
    </>
  );
}

/**
 * Move money between the user's own wallets (TRANSFER_INTERNAL). SPEC shows the second-generation
 * path as `/v2/orders/TRA` — a truncation defect; we post to the intended
 * `/v2/orders/TRANSFER_INTERNAL` (ORDER_CREATE_V2.TRANSFER_INTERNAL; the sandbox serves both).
 */
export const transferFlow: FlowDefinition<TransferForm> = {
  kind: 'transfer',
  name: 'transfer',
  generation: 2,
  titleKey: 'orders.transfer.title',
  actionKey: 'orders.transfer.review',
  skeletonRows: 3,
  useForm: useTransferForm,
  Fields: TransferFields,
  send: (form, order) =>
    call(ORDER_CREATE_V2.TRANSFER_INTERNAL, {
      body: {
        ...v2Base(order),
        to_wallet_id: form.toWalletId ?? '',
        to_wallet_uuid: form.toWalletId ?? '',
        from_crypto_uuid: form.from?.uuid ?? '',
      },
    }),
};

export default function TransferScreen() {
  return <OrderFlowScreen def={transferFlow} />;
}
