import { useCallback, useState } from 'react';
import type { FieldAnswer } from '../../../shared/form-rules';
import { KYC_DRAFT_PREFIX } from './draft-forget';
import type { Answers } from './form-model';

/**
 * A form's answers while the user fills it, per wallet and form (a rail, or the entity), kept in
 * sessionStorage so a reload, a failed submit or Telegram reopening the page loses nothing. Every
 * change of owner forgets them (draft-forget.ts, registered at boot), as it does the money forms'
 * drafts. A password answer is kept in memory only: a secret is never written down.
 */
export interface FormDraft {
  answers: Answers;
  set: (path: string, value: FieldAnswer) => void;
  /** Forgets the draft (after the answers reached the platform). */
  clear: () => void;
  /** The user has changed something since the draft began. */
  dirty: boolean;
}

const keyOf = (walletId: string, formId: string) => `${KYC_DRAFT_PREFIX}${walletId}:${formId}`;

function read(key: string): Answers | null {
  try {
    const raw = sessionStorage.getItem(key);
    const v = raw ? (JSON.parse(raw) as unknown) : null;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Answers) : null;
  } catch {
    return null;
  }
}

function write(key: string, answers: Answers | null): void {
  try {
    if (answers) sessionStorage.setItem(key, JSON.stringify(answers));
    else sessionStorage.removeItem(key);
  } catch {
    // storage blocked or full: the form keeps working in memory
  }
}

/**
 * `initial`: the answers the platform already has (the entity); the draft's own answers win over
 * them. `secret(path)`: answers never written to storage.
 */
export function useFormDraft(
  walletId: string,
  formId: string,
  initial: Answers,
  secret: (path: string) => boolean,
): FormDraft {
  const key = keyOf(walletId, formId);
  const [own, setOwn] = useState<Answers | null>(() => read(key));
  const set = useCallback(
    (path: string, value: FieldAnswer) =>
      setOwn((d) => {
        const next = { ...d, [path]: value };
        write(key, Object.fromEntries(Object.entries(next).filter(([p]) => !secret(p))));
        return next;
      }),
    [key, secret],
  );
  const clear = useCallback(() => {
    write(key, null);
    setOwn(null);
  }, [key]);
  return { answers: { ...initial, ...own }, set, clear, dirty: own !== null };
}
