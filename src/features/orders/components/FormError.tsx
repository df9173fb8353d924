/** A sentence under a form saying why the last submit failed, and what to do. */
export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="o-form-error" role="alert" data-testid="form-error">
      {text}
    </p>
  );
}
