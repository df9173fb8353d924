import { useSubmitFailure } from '../../ui/submit-failure';

/** Why a card sheet's last submit failed, under its fields: scrolled into view and flagged by a toast. */
export function SubmitFailure({ text }: { text: string | null | undefined }) {
  const ref = useSubmitFailure<HTMLDivElement>(text);
  return text ? (
    <div ref={ref} className="cards-field-error" role="alert">
      {text}
    </div>
  ) : null;
}
