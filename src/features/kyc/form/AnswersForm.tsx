import type { ReactNode } from 'react';
import type { FormNode } from '../../../api/types/kyc';
import { FormError } from '../../../ui/FormError';
import { FormTree, type FormTreeProps } from './FormTree';
import type { useKycForm } from './use-kyc-form';

/**
 * A form screen's body: what the screen says first, the tree's fields, and why the last send
 * failed. Enter (or the MainButton beside it) sends.
 */
export function AnswersForm({
  intro,
  nodes,
  form,
  text,
  failure,
  onSubmit,
}: {
  intro: ReactNode;
  nodes: FormNode[];
  form: ReturnType<typeof useKycForm>;
  /** The words of the tree's labels and notes (the platform's, or our own keys). */
  text: FormTreeProps['text'];
  failure: string | null;
  onSubmit: () => void;
}) {
  return (
    <form
      className="kyc-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div className="kyc-pad">{intro}</div>
      <FormTree
        nodes={nodes}
        answers={form.answers}
        onChange={form.set}
        onBlur={form.blur}
        errors={form.errors}
        text={text}
      />
      <FormError text={failure} submitted />
    </form>
  );
}
