/**
 * App-wide snackbar. `showToast('Copied')` from anywhere (actions included); `<ToastHost/>`, mounted
 * once by the app shell inside AppRoot, renders the latest one (ToastView, telegram-ui's Snackbar).
 * A new toast replaces the current one, so rapid taps never stack a queue of stale messages.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { afterFirstPaint } from '../lib/after-first-paint';
// The shell's shared styles (the toast's among them) load with the shell, as before.
import './ui.css';

// The Snackbar's code waits off the first screens (no first paint shows a toast); it is fetched
// after the first paint, so a toast later (an error while offline included) shows at once.
const loadView = () => import('./ToastView');
const ToastView = lazy(loadView);

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

export function ToastHost() {
  const toast = useSyncExternalStore(subscribe, currentToast, currentToast);
  useEffect(() => {
    // Only a head start: a fetch cut short (the page leaving, offline) leaves lazy() to try again.
    afterFirstPaint()
      .then(loadView)
      .catch(() => {});
  }, []);
  if (!toast) return null;
  return (
    <Suspense fallback={null}>
      <ToastView toast={toast} onClose={() => dismissToast(toast.id)} />
    </Suspense>
  );
}
