import { Cell } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import type { SubAccount } from '../../../api/types/issuing';
import { t } from '../../../i18n';
import type { CurrencyLike } from '../../../lib/format';
import { formatCurrencyAmount } from '../../../lib/format';
import { Sheet } from '../../../ui/Sheet';
import { useSubmitFailure } from '../../../ui/submit-failure';
import { useUnsavedGuard } from '../../../ui/useUnsavedGuard';
import { QuoteCard } from '../components/QuoteCard';
import { ReviewBody } from '../components/ReviewSheet';
import { duplicateWarning } from '../components/SubmitFooter';
import type { FlowDefinition, FlowForm } from '../engine/flow';
import { useFlow } from '../engine/useFlow';
import { submitErrorText } from '../submit';

/** What a card's order sheet (top-up, money back) is opened with, besides its card. */
export interface CardSheetProps {
  subAccount: SubAccount;
  onClose: () => void;
  /** The order was placed: the card screen follows it until it settles. */
  onSubmitted: (orderUuid: string | null) => void;
}

/**
 * A card's order flow in a sheet over the card (top-up, money back to the wallet): the form, then
 * the review in the same sheet, then the outcome; the card screen follows the order until it
 * settles (`onSubmitted`).
 */
export function CardOrderSheet<F extends FlowForm>({
  def,
  walletId,
  words,
  unavailable,
  overBalance,
  onClose,
  onSubmitted,
}: {
  def: FlowDefinition<F>;
  walletId: string;
  words: { title: string; review: string; confirm: string; submitted: (amount: string) => string };
  /** Why the flow cannot run for this card now (shown instead of the form), or null. */
  unavailable: (form: F) => ReactNode | null;
  /** The sentence under the amount when the total is over what can be spent. */
  overBalance: (form: F) => string;
  onClose: () => void;
  onSubmitted: (orderUuid: string | null) => void;
}) {
  const flow = useFlow(def, walletId, (orderUuid) => {
    onSubmitted(orderUuid);
    onClose();
  });
  const { form, quote, submit } = flow;
  const to = (form.to ?? form.from) as CurrencyLike | null | undefined;
  useUnsavedGuard(flow.dirty || submit.submitting || submit.unknownOutcome);
  const formError = flow.fieldError ? null : submitErrorText(submit);
  const failureRef = useSubmitFailure<HTMLDivElement>(
    submit.error || submit.unknownOutcome ? formError : null,
  );
  const unknown = submit.unknownOutcome;
  const action = { loading: submit.submitting, disabled: !flow.ready || submit.submitting };
  const blocked = unavailable(form);

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={words.title}
      primary={
        submit.result
          ? { text: t('cards.topup.done'), onClick: onClose }
          : blocked
            ? undefined
            : submit.reviewing
              ? {
                  ...action,
                  text: unknown ? t('cards.topup.sendAgainAnyway') : words.confirm,
                  onClick: () => void submit.confirm(),
                }
              : {
                  ...action,
                  text: unknown ? t('cards.topup.sendAgain') : words.review,
                  onClick: submit.review,
                }
      }
    >
      {submit.result ? (
        <Cell multiline data-testid="order-result">
          {words.submitted(formatCurrencyAmount(submit.result.summary?.receive ?? '0', to ?? null))}
        </Cell>
      ) : submit.reviewing ? (
        <ReviewBody
          summary={flow.summary}
          fresh={!!quote.bound}
          warning={unknown ? duplicateWarning() : null}
        />
      ) : blocked ? (
        <Cell multiline data-testid="card-order-unavailable">
          {blocked}
        </Cell>
      ) : (
        <>
          {flow.fields}
          {flow.overBalance && form.from && (
            // The card's stylesheet (the sheet opens over the card screen) styles these sentences.
            <div className="cards-field-error" role="alert">
              {overBalance(form)}
            </div>
          )}
          <QuoteCard {...quote.shown} from={form.from} to={to} />
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
