import { Cell } from '@telegram-apps/telegram-ui';
import { useMemo } from 'react';
import type { CardDetail, SubAccount } from '../../../api/types/issuing';
import { t } from '../../../i18n';
import { formatCurrencyAmount } from '../../../lib/format';
import { Sheet } from '../../../ui/Sheet';
import { useSubmitFailure } from '../../../ui/submit-failure';
import { useUnsavedGuard } from '../../../ui/useUnsavedGuard';
import { QuoteCard } from '../components/QuoteCard';
import { ReviewBody } from '../components/ReviewSheet';
import { duplicateWarning } from '../components/SubmitFooter';
import { useFlow } from '../engine/useFlow';
import { submitErrorText } from '../submit';
import { cardTopUpFlow } from './card-top-up';

/**
 * The card top-up flow in a sheet over the card: the form, then the review in the same sheet
 * (pay, fees and total before the order goes), then the card screen follows the order until the
 * money arrives (`onSubmitted`).
 */
export function CardTopUpSheet({
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
  const def = useMemo(() => cardTopUpFlow(card, subAccount), [card, subAccount]);
  const flow = useFlow(def, card.wallet_id, (orderUuid) => {
    onSubmitted(orderUuid);
    onClose();
  });
  const { form, quote, submit } = flow;
  const cardCurrency = subAccount.currency;
  useUnsavedGuard(flow.dirty || submit.submitting || submit.unknownOutcome);
  const formError = flow.fieldError ? null : submitErrorText(submit);
  const failureRef = useSubmitFailure<HTMLDivElement>(
    submit.error || submit.unknownOutcome ? formError : null,
  );
  const unknown = submit.unknownOutcome;
  const action = { loading: submit.submitting, disabled: !flow.ready || submit.submitting };

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('cards.topup.title')}
      primary={
        submit.result
          ? { text: t('cards.topup.done'), onClick: onClose }
          : form.topUpType && !form.blocked
            ? submit.reviewing
              ? {
                  ...action,
                  text: unknown ? t('cards.topup.sendAgainAnyway') : t('cards.topup.confirm'),
                  onClick: () => void submit.confirm(),
                }
              : {
                  ...action,
                  text: unknown ? t('cards.topup.sendAgain') : t('cards.topup.review'),
                  onClick: submit.review,
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
      ) : submit.reviewing ? (
        <ReviewBody
          summary={flow.summary}
          fresh={quote.quoted}
          warning={unknown ? duplicateWarning() : null}
        />
      ) : !form.topUpType ? (
        <Cell multiline>{t('cards.topup.noProgram')}</Cell>
      ) : form.blocked ? (
        <Cell multiline data-testid="topup-blocked">
          {form.blocked}
        </Cell>
      ) : (
        <>
          {flow.fields}
          {flow.overBalance && form.from && (
            // The card's stylesheet (the sheet opens over the card screen) styles these sentences.
            <div className="cards-field-error" role="alert">
              {t('cards.topup.overBalance', { symbol: form.from.meta.symbol })}
            </div>
          )}
          <QuoteCard
            result={quote.shown.result}
            loading={quote.shown.loading}
            error={quote.shown.error}
            from={form.from}
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
