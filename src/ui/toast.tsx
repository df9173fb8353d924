/**
 * App-wide snackbar. `showToast('Copied')` from anywhere (actions included); `<ToastHost/>`, mounted
 * once by the app shell inside AppRoot, renders the latest one with telegram-ui's Snackbar. A new
 * toast replaces the current one, so rapid taps never stack a queue of stale messages.
 */
import { Snackbar } from '@telegram-apps/telegram-ui';
import { useSyncExternalStore } from 'react';
import './ui.css';

export type ToastTone = 'neutral' | 'success' | 'error';

export interface ToastOptions {
  tone?: ToastTone;
  /** Second line under the text. */
  description?: string;
  /** Milliseconds on screen; default 2500 (4000 for errors, which take longer to read). */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  text: string;
  description?: string;
}

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const l of [...listeners]) l();
}

export function showToast(text: string, opts: ToastOptions = {}): void {
  const tone = opts.tone ?? 'neutral';
  current = {
    id: nextId++,
    text,
    tone,
    description: opts.description,
    duration: opts.duration ?? (tone === 'error' ? 4000 : 2500),
  };
  emit();
}

/** Closes the toast with this id (or the current one), unless a newer one replaced it. */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

/** The toast on screen, for tests and for screens that want to know. */
export function currentToast(): Toast | null {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const ICONS: Record<ToastTone, string | null> = { neutral: null, success: '✓', error: '!' };

export function ToastHost() {
  const toast = useSyncExternalStore(subscribe, currentToast, currentToast);
  if (!toast) return null;
  const icon = ICONS[toast.tone];
  return (
    <Snackbar
      key={toast.id}
      className={`ui-toast ui-toast--${toast.tone}`}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      aria-live={toast.tone === 'error' ? 'assertive' : 'polite'}
      duration={toast.duration}
      onClose={() => dismissToast(toast.id)}
      before={
        icon ? (
          <span className={`ui-toast__icon ui-toast__icon--${toast.tone}`} aria-hidden="true">
            {icon}
          </span>
        ) : undefined
      }
      description={toast.description ? <span dir="auto">{toast.description}</span> : undefined}
    >
      {/* A toast may carry the platform's own (English) sentence inside a right-to-left screen. */}
      <span dir="auto">{toast.text}</span>
    </Snackbar>
  );
}
