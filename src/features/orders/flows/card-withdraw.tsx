import { Section } from '@telegram-apps/telegram-ui';
import { ORDER_CREATE_V1 } from '../../../api/endpoints/orders';
import { call } from '../../../api/http';
import type { CardDetail, SubAccount } from '../../../api/types/issuing';
import { t } from '../../../i18n';
import { formatCurrencyAmount } from '../../../lib/format';
import { AmountInput } from '../../../ui/AmountInput';
import { v1Base } from '../engine/bodies';
import type { FieldsProps, FlowContext, FlowDefinition } from '../engine/flow';

type WithdrawType = 'WITHDRAW_CARD_PREPAID' | 'WITHDRAW_CARD_SUBACCOUNT';

/**
 * A prepaid card gives its money back by card (its account is its own); a card on a shared
 * balance, and the account itself, by sub-account (API.md §15.2).
 */
export const cardWithdrawTypeOf = (card: CardDetail | null, subAccount: SubAccount): WithdrawType =>
  card && subAccount.type === 'prepaid' ? 'WITHDRAW_CARD_PREPAID' : 'WITHDRAW_CARD_SUBACCOUNT';

/** Why no money can leave this card or account now (the platform says the same with a 409), or null. */
function blockedReason(card: CardDetail | null, subAccount: SubAccount): string | null {
  const cardOff = card && ['CLOSED', 'CANCELED', 'BLOCKED'].includes(card.card_status);
  return cardOff || subAccount.status !== 'ACTIVE' ? t('cards.cardback.blocked') : null;
}

function useWithdrawForm({ wallet }: FlowContext, card: CardDetail | null, subAccount: SubAccount) {
  const currency = subAccount.currency;
  const blocked = blockedReason(card, subAccount);
  // What the card can give: its available balance (pending authorisations excluded).
  const rules = { maxDecimals: 2, available: subAccount.balance, currencyLabel: currency.meta.code };
  return {
    blocked,
    subAccount,
    empty: null,
    orderType: cardWithdrawTypeOf(card, subAccount),
    // The money arrives in the wallet in the card's own currency.
    from: currency,
    to: currency,
    quoteOff: !!blocked,
    fromRules: rules,
    balance: subAccount.balance,
    intent: { card: card?.card_id ?? null, subAccount: subAccount.id },
    complete: !blocked,
    // The wallet's name is the user's own text.
    where: wallet.data?.name ?? null,
    errorFields: ['amount', 'card_id', 'sub_account_id'],
  };
}

type WithdrawForm = ReturnType<typeof useWithdrawForm>;

function WithdrawFields({ form, quote, busy, fieldError }: FieldsProps<WithdrawForm>) {
  const { currency, balance } = form.subAccount;
  return (
    <Section
      header={t('cards.cardback.amountSection')}
      footer={t('cards.cardback.available', { amount: formatCurrencyAmount(balance, currency) })}
    >
      <AmountInput
        name="cardback_amount"
        header={t('cards.cardback.leaves', { code: currency.meta.code })}
        placeholder="0.00"
        value={quote.fields.fromText}
        {...form.fromRules}
        max={balance}
        disabled={busy}
        externalError={fieldError}
        onChange={quote.fields.onFrom}
      />
    </Section>
  );
}

/**
 * Money back from a card (or its sub-account) to the card's wallet. The user types what leaves
 * the card; the first-generation calculator prices these types like any other (API.md §15.1:
 * `order_type` is any OrderType), so the review shows its fee and what arrives. A first-generation
 * body: no request id, locked from the tap until the outcome; the answer is not shown (null), so
 * the order is found in the wallet's order list, and a lost answer is looked up, never re-sent.
 */
export const cardWithdrawFlow = (
  card: CardDetail | null,
  subAccount: SubAccount,
): FlowDefinition<WithdrawForm> => ({
  kind: 'transfer',
  name: `cardback-${card?.card_id ?? subAccount.id}`,
  generation: 1,
  calcVersion: 1,
  titleKey: 'cards.cardback.title',
  actionKey: 'cards.cardback.review',
  overBalanceKey: 'cards.cardback.overBalance',
  skeletonRows: 0,
  useForm: (ctx) => useWithdrawForm(ctx, card, subAccount),
  Fields: WithdrawFields,
  send: (form, order) =>
    form.orderType === 'WITHDRAW_CARD_PREPAID'
      ? call(ORDER_CREATE_V1.WITHDRAW_CARD_PREPAID, { body: { ...v1Base(order), card_id: card!.card_id } })
      : call(ORDER_CREATE_V1.WITHDRAW_CARD_SUBACCOUNT, {
          body: { ...v1Base(order), sub_account_id: subAccount.id },
        }),
  match: (form, order) => ({
    orderTypes: [form.orderType],
    fromId: subAccount.currency.uuid,
    toId: subAccount.currency.uuid,
    amount: order.amount,
  }),
});
