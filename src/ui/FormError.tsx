import { useSubmitFailure } from './submit-failure';
import './ui.css';

/**
 * A sentence under a form saying why the last submit failed, and what to do. `submitted`: it is
 * the answer to a submit (not a hint while typing), so a toast says so and it scrolls into view.
 */
export function FormError({ text, submitted = false }: { text: string | null; submitted?: boolean }) {
  const ref = useSubmitFailure<HTMLParagraphElement>(submitted ? text : null);
  if (!text) return null;
  return (
    <p ref={ref} className="ui-form-error" role="alert" data-testid="form-error">
      {text}
    </p>
  );
}
