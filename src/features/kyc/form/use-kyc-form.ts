import { useCallback, useMemo, useState } from 'react';
import { isApiError } from '../../../api/errors';
import type { FormNode, KycEntity } from '../../../api/types/kyc';
import type { FieldAnswer } from '../../../shared/form-rules';
import { problemText } from './form-messages';
import { answersFrom, fieldsOf, problemsOf, toPatch } from './form-model';
import { useFormDraft } from './use-form-draft';

/**
 * A form's state over its tree: the draft (what the entity holds, overlaid by what the user
 * typed), which errors to show (a field's once the user left it, all after a submit attempt), and
 * the platform's own refusals by field until that field changes.
 */
export function useKycForm(
  walletId: string,
  formId: string,
  nodes: FormNode[],
  entity: KycEntity | undefined,
) {
  const initial = useMemo(() => answersFrom(nodes, entity), [nodes, entity]);
  const secretPaths = useMemo(
    () =>
      new Set(
        fieldsOf(nodes, initial)
          .filter((f) => f.field.type === 'password')
          .map((f) => f.path),
      ),
    [nodes, initial],
  );
  const secret = useCallback((path: string) => secretPaths.has(path), [secretPaths]);
  const draft = useFormDraft(walletId, formId, initial, secret);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [refusals, setRefusals] = useState<Record<string, string>>({});

  const problems = problemsOf(nodes, draft.answers);
  const errors: Record<string, string> = {};
  for (const [path, p] of Object.entries(problems))
    if (attempted || touched.has(path)) errors[path] = problemText(p);
  for (const [path, sentence] of Object.entries(refusals)) errors[path] ??= sentence;

  return {
    answers: draft.answers,
    errors,
    /** How many answers are wrong now (after a submit attempt: all of them count). */
    problemCount: Object.keys(problems).length,
    dirty: draft.dirty,
    clear: draft.clear,
    /** The PATCH body the answers make (over what the entity holds). */
    patch: () => toPatch(nodes, draft.answers, entity),
    set: (path: string, value: FieldAnswer) => {
      draft.set(path, value);
      if (path in refusals) setRefusals(({ [path]: _gone, ...rest }) => rest);
    },
    blur: (path: string) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path))),
    /** Marks every answer for showing; true when the form may be sent. */
    attempt: () => {
      setAttempted(true);
      return Object.keys(problems).length === 0;
    },
    /** The platform's refusals by field (a 422 on save, a 400 on submit), shown under them. */
    refuse: (err: unknown) => {
      const fields = isApiError(err) ? err.fields : {};
      setRefusals(fields);
      return Object.keys(fields).length > 0;
    },
  };
}
