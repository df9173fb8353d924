import { Link } from 'wouter';
import type { OtpCreateBody } from '../../../api/types';
import { type MessageKey, t } from '../../../i18n';
import { paths } from '../../../routing/paths';
import { FormError } from '../../../ui/FormError';
import { MainButton } from '../../../ui/MainButton';
import { useUnsavedGuard } from '../../../ui/useUnsavedGuard';
import { type OrderSubmit, submitErrorText } from '../submit';
import type { OrderSummary } from '../summary';
import type { OrderQuote } from '../useOrderQuote';
import { OrderSecondFactor } from './OrderSecondFactor';
import { ReviewSheet } from './ReviewSheet';

/** The review's warning after an unknown outcome: sending again may pay twice. */
export const duplicateWarning = () => t('orders.submit.duplicateWarning');

/** A sentence's text around its `{link}` placeholder, so the link sits where the language puts it. */
function aroundLink(key: MessageKey): [string, string] {
  const mark = '\u2063';
  const [before = '', after = ''] = t(key, { link: mark }).split(mark);
  return [before, after];
}

/**
 * The end of every order form: why the last submit failed, the primary action that opens the
 * review sheet, the review sheet that places the order, and the second-factor sheet (when the
 * order can ask for one). After an unknown outcome the action becomes "Send again", whose review
 * warns about a possible duplicate. While the form has input or an order is on its way, leaving
 * the page asks first (beforeunload on the web, closing confirmation in Telegram).
 */
export function SubmitFooter({
  submit,
  text,
  ready,
  error,
  confirm,
  summary,
  quote,
  walletId,
  dirty,
}: {
  submit: OrderSubmit;
  /** The form's action ("Review exchange"): it opens the review. */
  text: string;
  ready: boolean;
  /** Overrides the sentence under the form (e.g. a field error first). */
  error?: string | null;
  /** What the second-factor sheet shows and asks the platform for; absent: no sheet. */
  confirm?: { summary: string; request: OtpCreateBody | null };
  summary: OrderSummary | null;
  /** The form's quote: whether it is bound to the form (the review can be confirmed), its
   * refresh and its error. */
  quote: Pick<OrderQuote, 'bound' | 'refreshing' | 'refresh' | 'shown'>;
  walletId: string;
  /** The form has input. */
  dirty: boolean;
}) {
  useUnsavedGuard(dirty || submit.submitting || submit.unknownOutcome);
  const unknown = submit.unknownOutcome;
  return (
    <>
      <FormError
        text={error ?? submitErrorText(submit)}
        submitted={!error && (!!submit.error || submit.unknownOutcome)}
      />
      {unknown && <HistoryHint walletId={walletId} />}
      {confirm && <OrderSecondFactor submit={submit} summary={confirm.summary} request={confirm.request} />}
      <ReviewSheet
        open={submit.reviewing}
        summary={summary}
        fresh={!!quote.bound}
        refreshing={quote.refreshing}
        quoteError={quote.shown.error}
        onRefresh={quote.refresh}
        onClose={submit.closeReview}
        warning={unknown ? duplicateWarning() : null}
        confirmText={unknown ? t('orders.submit.sendAgainAnyway') : undefined}
        onConfirm={() => void submit.confirm()}
      />
      <MainButton
        text={unknown ? t('orders.submit.sendAgain') : submit.uncertain ? t('orders.submit.tryAgain') : text}
        onClick={submit.review}
        loading={submit.submitting}
        disabled={!ready || submit.submitting || submit.needsSecondFactor}
      />
    </>
  );
}

/** "Open History to see whether it arrived.", the link placed where the sentence has it. */
function HistoryHint({ walletId }: { walletId: string }) {
  const [before, after] = aroundLink('orders.submit.checkHistory');
  return (
    <p className="o-hint">
      {before}
      <Link href={paths.wallet(walletId)}>{t('orders.submit.openHistory')}</Link>
      {after}
    </p>
  );
}
