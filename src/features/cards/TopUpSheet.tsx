import { Cell, Section } from '@telegram-apps/telegram-ui';
import { useMemo, useState } from 'react';
import { ORDER_CREATE_V1 } from '../../api/endpoints/orders';
import { call } from '../../api/http';
import type { CardDetail, SubAccount } from '../../api/types/issuing';
import { t } from '../../i18n';
import { currencyName } from '../../lib/currency-name';
import { formatCurrencyAmount } from '../../lib/format';
import { wireNumber } from '../../shared/wire-json';
import { AmountInput, checkAmount } from '../../ui/AmountInput';
import { Sheet } from '../../ui/Sheet';
import { useSubmitFailure } from '../../ui/submit-failure';
import { useUnsavedGuard } from '../../ui/useUnsavedGuard';
import {
  duplicateWarning,
  holdingsOf,
  QuoteCard,
  ReviewBody,
  submitErrorText,
  summaryOf,
  useDraft,
  useFreshWallet,
  useOrderQuote,
  useOrderSubmit,
} from '../orders';
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

/**
 * Moves money from the card's wallet onto its balance through the top-up order of its program.
 * The user types what should arrive on the card (`amount` of API.md §15.2 is card-side); the
 * orders calculator quotes what the wallet pays, fee included (is_reverse). Submitting goes
 * through the orders submit (a first-generation body: no request id and no extra header; the action
 * locks from the tap until the outcome, a lost answer is looked up, never re-sent by itself; the
 * draft survives a reload); a review step in the sheet shows pay, fees and total before
 * the order goes; the card screen then follows the order until the money arrives.
 */
export function TopUpSheet({
  card,
  subAccount,
  onClose,
  onSubmitted,
}: {
  card: CardDetail;
  subAccount: SubAccount;
  onClose: () => void;
  onSubmitted: (orderUuid: string | null) => void;
}) {
  const orderType = topUpTypeOf(subAccount);
  const blocked = blockedReason(card);
  const wallet = useFreshWallet(card.wallet_id);
  const cardCurrency = subAccount.currency;
  const sources = useMemo(
    () => holdingsOf(wallet.data).filter((h) => canFundCard(h.currency, cardCurrency.uuid)),
    [wallet.data, cardCurrency.uuid],
  );
  const draft = useDraft(`topup-${card.card_id}`, card.wallet_id);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const typed = checkAmount(draft.get('toText'), CARD_RULES);
  const amount = typed.ok ? typed.value : null;
  // Prepaid: the platform chooses the source; we show (and quote) the one it will use.
  const platformPicks = orderType === 'TRANSFER_CARD_PREPAID';
  const from = platformPicks
    ? prepaidSource(sources, cardCurrency.uuid, amount)
    : (sources.find((s) => s.currency.uuid === pickedId) ?? sources[0] ?? null);

  const quote = useOrderQuote({
    orderType: orderType ?? 'TRANSFER_CARD_PREPAID',
    fromCurrencyId: from?.currency.uuid ?? null,
    toCurrencyId: cardCurrency.uuid,
    version: 1,
    disabled: !orderType || !!blocked || !from,
    draft,
    fromRules: { maxDecimals: from?.currency.decimal ?? 2 },
    toRules: CARD_RULES,
    fromCurrency: from?.currency,
    toCurrency: cardCurrency,
  });
  const overBalance = from ? quote.isOver(from.amount) : false;
  const summary = quote.bound
    ? summaryOf(
        'topup',
        quote.bound,
        from?.currency,
        cardCurrency,
        t('cards.topup.cardLabel', { last4: card.last4 ?? '' }).trim(),
      )
    : null;

  const submit = useOrderSubmit({
    flow: `topup-${card.card_id}`,
    walletId: card.wallet_id,
    generation: 1,
    intentOf: { card: card.card_id, amount: quote.request?.amount, from: from?.currency.uuid },
    canSend: quote.quoted && !!orderType,
    send: () => {
      // The card-side amount the user typed, exactly (is_reverse quote).
      const value = wireNumber(quote.typedAmount); // a JSON number with the typed digits
      if (orderType === 'TRANSFER_CARD_PREPAID') {
        return call(ORDER_CREATE_V1.TRANSFER_CARD_PREPAID, {
          body: { amount: value, wallet_uuid: card.wallet_id, card_id: card.card_id },
        });
      }
      if (orderType === 'TRANSFER_CARD_SUBACCOUNT') {
        return call(ORDER_CREATE_V1.TRANSFER_CARD_SUBACCOUNT, {
          body: {
            amount: value,
            wallet_uuid: card.wallet_id,
            from_uuid: from?.currency.uuid ?? '',
            sub_account_id: subAccount.id,
          },
        });
      }
      return call(ORDER_CREATE_V1.TRANSFER_CARD_WHOLESALE, {
        body: {
          amount: value,
          wallet_id: card.wallet_id,
          currency_id: from?.currency.uuid ?? '',
          vendor_id: subAccount.issuing_program.vendor_id,
        },
      });
    },
    match:
      quote.quoted && orderType
        ? {
            orderTypes: [orderType],
            fromId: platformPicks ? '' : (from?.currency.uuid ?? ''),
            toId: cardCurrency.uuid,
            amount: quote.typedAmount,
          }
        : null,
    summary,
    onReset: () => {
      quote.fields.reset();
      setReviewing(false);
    },
    onDone: (orderUuid) => {
      onSubmitted(orderUuid);
      onClose();
    },
  });
  useUnsavedGuard(!!draft.get('toText') || submit.submitting || submit.unknownOutcome);

  const ready = !!orderType && !blocked && quote.quoted && !overBalance;
  const fieldError = submit.fieldError('amount');
  const formError = fieldError ? null : submitErrorText(submit);
  const failureRef = useSubmitFailure<HTMLDivElement>(
    submit.error || submit.unknownOutcome ? formError : null,
  );
  const fromLabel = (c: SubAccount['currency'] | NonNullable<typeof from>['currency']) =>
    c.is_crypto
      ? `${c.meta.name} (${c.meta.symbol})`
      : currencyName({ code: c.meta.code, platformName: c.meta.name, isCrypto: false });

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('cards.topup.title')}
      primary={
        submit.result
          ? { text: t('cards.topup.done'), onClick: onClose }
          : orderType && !blocked
            ? reviewing
              ? {
                  text: submit.unknownOutcome ? t('cards.topup.sendAgainAnyway') : t('cards.topup.confirm'),
                  onClick: () => {
                    setReviewing(false);
                    void (submit.unknownOutcome ? submit.sendAgain() : submit.submit());
                  },
                  loading: submit.submitting,
                  disabled: !ready || submit.submitting,
                }
              : {
                  text: submit.unknownOutcome ? t('cards.topup.sendAgain') : t('cards.topup.review'),
                  onClick: () => setReviewing(true),
                  loading: submit.submitting,
                  disabled: !ready || submit.submitting,
                }
            : undefined
      }
    >
      {submit.result ? (
        <Cell multiline data-testid="order-result">
          {t('cards.topup.submitted', {
            amount: formatCurrencyAmount(submit.result.summary?.receive ?? '0', cardCurrency),
          })}
        </Cell>
      ) : reviewing ? (
        <ReviewBody
          summary={summary}
          fresh={quote.quoted}
          warning={submit.unknownOutcome ? duplicateWarning() : null}
        />
      ) : !orderType ? (
        <Cell multiline>{t('cards.topup.noProgram')}</Cell>
      ) : blocked ? (
        <Cell multiline data-testid="topup-blocked">
          {blocked}
        </Cell>
      ) : (
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
              value={draft.get('toText')}
              {...CARD_RULES}
              disabled={submit.submitting}
              currencyLabel={cardCurrency.meta.code}
              externalError={fieldError}
              onChange={quote.fields.onTo}
            />
          </Section>
          <Section
            header={platformPicks ? t('cards.topup.paidFrom') : t('cards.topup.payFrom')}
            footer={
              platformPicks ? t('cards.topup.platformPicks', { code: cardCurrency.meta.code }) : undefined
            }
          >
            {wallet.loading && <Cell>{t('cards.topup.loadingBalances')}</Cell>}
            {!wallet.loading && sources.length === 0 && (
              <Cell multiline>{t('cards.topup.noSources', { code: cardCurrency.meta.code })}</Cell>
            )}
            {(platformPicks ? (from ? [from] : []) : sources).map((s) => (
              <Cell
                key={s.currency.uuid}
                data-testid="topup-source"
                onClick={platformPicks ? undefined : () => setPickedId(s.currency.uuid)}
                after={!platformPicks && s.currency.uuid === from?.currency.uuid ? '✓' : undefined}
                subtitle={t('cards.topup.available', { amount: formatCurrencyAmount(s.amount, s.currency) })}
              >
                {fromLabel(s.currency)}
              </Cell>
            ))}
          </Section>
          {overBalance && from && (
            <div className="cards-field-error" role="alert">
              {t('cards.topup.overBalance', { symbol: from.currency.meta.symbol })}
            </div>
          )}
          <QuoteCard
            result={quote.shown.result}
            loading={quote.shown.loading}
            error={quote.shown.error}
            from={from?.currency}
            to={cardCurrency}
          />
          {formError && (
            <div ref={failureRef} className="cards-field-error" role="alert" data-testid="topup-error">
              {formError}
            </div>
          )}
        </>
      )}
    </Sheet>
  );
}
