import type { OtpCreateBody } from '../../../api/types';
import { MainButton } from '../../../ui/MainButton';
import { OrderSecondFactor } from '../second-factor';
import { type OrderSubmit, submitErrorText } from '../submit';
import { FormError } from './FormError';

/**
 * The end of every order form: why the last submit failed, the second-factor sheet (when the
 * order can ask for one), and the main button — "Try again" after an uncertain outcome, which
 * re-sends the same request id.
 */
export function SubmitFooter({
  submit,
  text,
  ready,
  error,
  confirm,
  onSubmit,
}: {
  submit: OrderSubmit;
  /** The button's label when nothing went wrong. */
  text: string;
  ready: boolean;
  /** Overrides the sentence under the form (e.g. a field error first). */
  error?: string | null;
  /** What the second-factor sheet shows and asks the platform for; absent: no sheet. */
  confirm?: { summary: string; request: OtpCreateBody | null };
  /** Instead of a plain submit (e.g. refresh a stale quote first). */
  onSubmit?: () => Promise<void>;
}) {
  return (
    <>
      <FormError text={error ?? submitErrorText(submit)} />
      {confirm && <OrderSecondFactor submit={submit} summary={confirm.summary} request={confirm.request} />}
      <MainButton
        text={submit.uncertain ? 'Try again' : text}
        onClick={() => void (onSubmit ?? submit.submit)()}
        loading={submit.submitting}
        disabled={!ready}
      />
    </>
  );
}
