import { Cell, Section } from '@telegram-apps/telegram-ui';
import { ORDER_CREATE_V1 } from '../../../api/endpoints/orders';
import { call } from '../../../api/http';
import type { CardDetail, SubAccount } from '../../../api/types/issuing';
import { t } from '../../../i18n';
import { currencyName } from '../../../lib/currency-name';
import { formatCurrencyAmount } from '../../../lib/format';
import { wireNumber } from '../../../shared/wire-json';
import { AmountInput, checkAmount } from '../../../ui/AmountInput';
import { holdingsOf } from '../data';
import { v1Base } from '../engine/bodies';
import type { FieldsProps, FlowContext, FlowDefinition } from '../engine/flow';
import { typedText } from '../useOrderQuote';
import { canFundCard, prepaidSource } from './top-up-source';

/** What arrives on the card: two decimals (the card's currency is fiat). */
const CARD_RULES = { maxDecimals: 2 };

type TopUpType = 'TRANSFER_CARD_PREPAID' | 'TRANSFER_CARD_SUBACCOUNT' | 'TRANSFER_CARD_WHOLESALE';

/** Which top-up order the card's program accepts (Program.order_types), by account type. */
export function topUpTypeOf(subAccount: SubAccount): TopUpType | null {
  const accepted = subAccount.issuing_program.order_types.map((o) => o.order_types_id);
  const preferred: TopUpType[] =
    subAccount.type === 'prepaid'
      ? ['TRANSFER_CARD_PREPAID', 'TRANSFER_CARD_SUBACCOUNT', 'TRANSFER_CARD_WHOLESALE']
      : ['TRANSFER_CARD_SUBACCOUNT', 'TRANSFER_CARD_WHOLESALE', 'TRANSFER_CARD_PREPAID'];
  return preferred.find((t) => accepted.includes(t)) ?? null;
}

/** Why this card cannot take money now (the platform says the same with a 409), or null. */
function blockedReason(card: CardDetail): string | null {
  if (card.card_status === 'FROZEN') return t('cards.topup.blocked.frozen');
  if (card.card_status === 'CLOSED' || card.card_status === 'CANCELED')
    return t('cards.topup.blocked.closed');
  if (card.card_status === 'BLOCKED') return t('cards.topup.blocked.blocked');
  return null;
}

function useTopUpForm({ wallet, draft }: FlowContext, card: CardDetail, subAccount: SubAccount) {
  const orderType = topUpTypeOf(subAccount);
  const blocked = blockedReason(card);
  const cardCurrency = subAccount.currency;
  const sources = holdingsOf(wallet.data).filter((h) => canFundCard(h.currency, cardCurrency.uuid));
  // The user types what arrives on the card: the amount lives in the draft's "you get" text.
  const typed = checkAmount(typedText(draft, 'to'), CARD_RULES);
  // Prepaid: the platform chooses the source; we show (and quote) the one it will use.
  const platformPicks = orderType === 'TRANSFER_CARD_PREPAID';
  const from = platformPicks
    ? prepaidSource(sources, cardCurrency.uuid, typed.ok ? typed.value : null)
    : (sources.find((s) => s.currency.uuid === draft.get('fromId')) ?? sources[0] ?? null);
  return {
    card,
    subAccount,
    topUpType: orderType,
    blocked,
    sources,
    platformPicks,
    walletLoading: wallet.loading,
    empty: null,
    orderType: orderType ?? 'TRANSFER_CARD_PREPAID',
    from: from?.currency,
    to: cardCurrency,
    quoteOff: !orderType || !!blocked || !from,
    fromRules: { maxDecimals: from?.currency.decimal ?? 2 },
    toRules: CARD_RULES,
    balance: from?.amount ?? null,
    intent: { card: card.card_id, from: from?.currency.uuid },
    complete: !!orderType && !blocked,
    where: t('cards.topup.cardLabel', { last4: card.last4 ?? '' }).trim(),
    errorFields: ['amount'],
  };
}

type TopUpForm = ReturnType<typeof useTopUpForm>;

function TopUpFields({ form, quote, busy, fieldError, ctx: { draft } }: FieldsProps<TopUpForm>) {
  const { subAccount, platformPicks, sources } = form;
  const cardCurrency = subAccount.currency;
  const from = sources.find((s) => s.currency.uuid === form.from?.uuid);
  const fromLabel = (c: TopUpForm['sources'][number]['currency']) =>
    c.is_crypto
      ? `${c.meta.name} (${c.meta.symbol})`
      : currencyName({ code: c.meta.code, platformName: c.meta.name, isCrypto: false });
  return (
    <>
      <Section
        header={t('cards.topup.amountSection')}
        footer={t('cards.topup.balanceNow', {
          amount: formatCurrencyAmount(subAccount.balance, cardCurrency),
        })}
      >
        <AmountInput
          name="topup_amount"
          header={t('cards.topup.arrives', { code: cardCurrency.meta.code })}
          placeholder="0.00"
          value={quote.fields.toText}
          {...CARD_RULES}
          disabled={busy}
          currencyLabel={cardCurrency.meta.code}
          externalError={fieldError}
          onChange={quote.fields.onTo}
        />
      </Section>
      <Section
        header={platformPicks ? t('cards.topup.paidFrom') : t('cards.topup.payFrom')}
        footer={platformPicks ? t('cards.topup.platformPicks', { code: cardCurrency.meta.code }) : undefined}
      >
        {form.walletLoading && <Cell>{t('cards.topup.loadingBalances')}</Cell>}
        {!form.walletLoading && sources.length === 0 && (
          <Cell multiline>{t('cards.topup.noSources', { code: cardCurrency.meta.code })}</Cell>
        )}
        {(platformPicks ? (from ? [from] : []) : sources).map((s) => (
          <Cell
            key={s.currency.uuid}
            data-testid="topup-source"
            onClick={platformPicks ? undefined : () => draft.set('fromId', s.currency.uuid)}
            after={!platformPicks && s.currency.uuid === from?.currency.uuid ? '✓' : undefined}
            subtitle={t('cards.topup.available', { amount: formatCurrencyAmount(s.amount, s.currency) })}
          >
            {fromLabel(s.currency)}
          </Cell>
        ))}
      </Section>
    </>
  );
}

/**
 * Moves money from the card's wallet onto its balance through the top-up order of its program.
 * The user types what should arrive on the card (`amount` of API.md §15.2 is card-side); the
 * first-generation calculator quotes what the wallet pays, fee included (is_reverse). A
 * first-generation body: no request id, locked from the tap until the outcome, a lost answer is
 * looked up and never re-sent by itself.
 */
export const cardTopUpFlow = (card: CardDetail, subAccount: SubAccount): FlowDefinition<TopUpForm> => ({
  kind: 'topup',
  name: `topup-${card.card_id}`,
  generation: 1,
  calcVersion: 1,
  titleKey: 'cards.topup.title',
  actionKey: 'cards.topup.review',
  skeletonRows: 0,
  useForm: (ctx) => useTopUpForm(ctx, card, subAccount),
  Fields: TopUpFields,
  send: (form, order) => {
    // The card-side amount the user typed, exactly (is_reverse quote).
    if (form.topUpType === 'TRANSFER_CARD_PREPAID')
      return call(ORDER_CREATE_V1.TRANSFER_CARD_PREPAID, {
        body: { ...v1Base(order), card_id: card.card_id },
      });
    if (form.topUpType === 'TRANSFER_CARD_SUBACCOUNT')
      return call(ORDER_CREATE_V1.TRANSFER_CARD_SUBACCOUNT, {
        body: { ...v1Base(order), from_uuid: form.from?.uuid ?? '', sub_account_id: subAccount.id },
      });
    // The wholesale body names the wallet `wallet_id` (API.md §15.2).
    return call(ORDER_CREATE_V1.TRANSFER_CARD_WHOLESALE, {
      body: {
        amount: wireNumber(order.amount),
        wallet_id: order.walletId,
        currency_id: form.from?.uuid ?? '',
        vendor_id: subAccount.issuing_program.vendor_id,
      },
    });
  },
  match: (form, order) =>
    form.topUpType
      ? {
          orderTypes: [form.topUpType],
          fromId: form.platformPicks ? '' : (form.from?.uuid ?? ''),
          toId: subAccount.currency.uuid,
          amount: order.amount,
        }
      : null,
});
