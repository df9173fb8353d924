import { Button } from '@telegram-apps/telegram-ui';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { t } from '../i18n';
import { isTelegram, telegram } from '../lib/platform';

/**
 * The screen's primary action. Inside Telegram it is Telegram's MainButton (native, with a
 * loader while `loading`); on the web the shell renders it as a sticky in-page button. Screens
 * and sheets register with `useMainButton`; the most recently mounted registration is shown.
 */
export interface MainButtonOptions {
  text: string;
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
  visible?: boolean;
}

interface Entry extends Required<Omit<MainButtonOptions, 'onClick'>> {
  id: string;
  onClick: () => void;
}

let stack: Entry[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
  syncTelegram();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const top = () => stack[stack.length - 1] ?? null;

// The bridge our one click listener is registered on (re-registered if the bridge is replaced).
let wired: { bridge: ReturnType<typeof telegram>; off: () => void } | null = null;
function syncTelegram() {
  const tg = telegram();
  if (!tg) return;
  const entry = top();
  tg.mainButton.set({
    text: entry?.text ?? t('common.action.continue'),
    visible: !!entry?.visible,
    enabled: !!entry && !entry.disabled,
    loading: !!entry?.loading,
  });
  if (wired?.bridge !== tg) {
    wired?.off();
    wired = { bridge: tg, off: tg.mainButton.onClick(() => top()?.onClick()) };
  }
}

export function useMainButton({
  text,
  onClick,
  loading = false,
  disabled = false,
  visible = true,
}: MainButtonOptions) {
  const id = useId();
  const clickRef = useRef(onClick);
  clickRef.current = onClick;

  // Register on mount, unregister on unmount; the entry keeps its place in the stack.
  useEffect(() => {
    stack = [
      ...stack,
      { id, text: '', loading: false, disabled: false, visible: false, onClick: () => clickRef.current() },
    ];
    return () => {
      stack = stack.filter((e) => e.id !== id);
      emit();
    };
  }, [id]);

  useEffect(() => {
    stack = stack.map((e) => (e.id === id ? { ...e, text, loading, disabled, visible } : e));
    emit();
  }, [id, text, loading, disabled, visible]);
}

/** Component form of `useMainButton`, for screens that prefer JSX. Renders nothing itself. */
export function MainButton(props: MainButtonOptions) {
  useMainButton(props);
  return null;
}

/** Mounted once in the shell: on the web, renders the top registration as a sticky button. */
export function MainButtonHost() {
  const entry = useSyncExternalStore(subscribe, top, top);
  if (isTelegram() || !entry?.visible) return null;
  return (
    <div className="main-button-dock">
      <Button
        size="l"
        stretched
        loading={entry.loading}
        disabled={entry.disabled || entry.loading}
        onClick={entry.onClick}
        type="button"
      >
        {entry.text}
      </Button>
    </div>
  );
}
