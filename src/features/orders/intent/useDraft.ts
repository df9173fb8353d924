import { useCallback, useState } from 'react';
import { intentKey, readIntent, writeIntent } from './storage';

export interface Draft {
  get: (name: string) => string;
  set: (name: string, value: string | null) => void;
  /** Empties the form (after a success). */
  clear: () => void;
  /** The user has typed or chosen something. */
  dirty: boolean;
}

/**
 * A money form's fields, kept in sessionStorage per flow and wallet: a reload (or Telegram
 * reopening the app) brings back what the user typed, with the same request id.
 */
export function useDraft(flow: string, walletId: string): Draft {
  const key = intentKey(flow, walletId);
  const [draft, setDraft] = useState<Record<string, string>>(() => readIntent(key).draft);
  const set = useCallback(
    (name: string, value: string | null) =>
      setDraft((d) => {
        if ((d[name] ?? '') === (value ?? '')) return d;
        const next = { ...d, [name]: value ?? '' };
        writeIntent(key, { draft: next });
        return next;
      }),
    [key],
  );
  const clear = useCallback(() => {
    setDraft({});
    writeIntent(key, { draft: {} });
  }, [key]);
  return {
    get: (name) => draft[name] ?? '',
    set,
    clear,
    dirty: Object.values(draft).some((v) => v !== ''),
  };
}
