import { Button, Modal } from '@telegram-apps/telegram-ui';
import { createContext, type ReactNode, useContext, useEffect, useId, useRef, useState } from 'react';
import { t } from '../i18n';
import { isTelegram } from '../lib/platform';
import { useBackHandler } from './back-button';
import { useMainButton } from './MainButton';
import './sheet.css';

/**
 * A bottom sheet (telegram-ui Modal) with a visible title, a scrolling body, and one primary
 * action: Telegram's MainButton inside Telegram (loader while `loading`), a button pinned to the
 * bottom of the sheet on the web. Sizes follow `--tg-viewport-stable-height` and the safe areas
 * (sheet.css).
 *
 * The action comes from the `primary` prop, or — for multi-step sheets whose action lives in a
 * step's state — from `useSheetPrimary` called anywhere inside the sheet.
 */
export interface SheetAction {
  text: string;
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
}

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  primary?: SheetAction | undefined;
  /** false: swipe, overlay tap, Escape and the close button do nothing (e.g. until a secret is saved). */
  dismissible?: boolean;
}

type SetSlot = (action: SheetAction | null) => void;
const PrimarySlot = createContext<SetSlot | null>(null);
/** Inside a sheet: a sheet opened from it (a picker) stacks on it as a nested drawer. */
const InSheet = createContext(false);

/**
 * A tap that opens a sheet can be followed at once by a second one (a double tap, a bounce) that
 * lands on the overlay sliding in under the finger and would close it again: a close that follows
 * a pointer press made this soon after opening is ignored. Nobody means to dismiss a sheet before
 * seeing it; Escape, the close button and any later tap always close.
 */
const GHOST_TAP_MS = 400;

export function Sheet({ open, onOpenChange, title, children, primary, dismissible = true }: SheetProps) {
  const titleId = useId();
  const ghostTapAt = useGhostTap(open);
  const requestOpenChange = (next: boolean) => {
    if (!next && Date.now() - ghostTapAt.current < GHOST_TAP_MS) return;
    onOpenChange(next);
  };
  const [slotted, setSlotted] = useState<SheetAction | null>(null);
  const action = primary ?? slotted ?? undefined;
  const inPage = !!action && !isTelegram();
  const nested = useContext(InSheet);
  // Telegram's BackButton closes the sheet (not the screen under it, nor — on a tab — the app).
  useBackHandler(
    open && isTelegram(),
    () => {
      if (dismissible) onOpenChange(false);
    },
    1,
  );
  return (
    <Modal
      open={open}
      onOpenChange={requestOpenChange}
      dismissible={dismissible}
      nested={nested}
      className="ui-sheet"
      aria-labelledby={titleId}
      aria-describedby={undefined}
      header={
        <SheetHeader
          titleId={titleId}
          title={title}
          onClose={dismissible ? () => onOpenChange(false) : null}
        />
      }
    >
      <PrimarySlot.Provider value={setSlotted}>
        <InSheet.Provider value>
          <div
            ref={focusableScroller}
            className={inPage ? 'ui-sheet__body' : 'ui-sheet__body ui-sheet__body--end'}
          >
            {children}
          </div>
        </InSheet.Provider>
      </PrimarySlot.Provider>
      {open && <SheetPrimary action={action} />}
    </Modal>
  );
}

/** When the last pointer press came within GHOST_TAP_MS of the sheet opening (else -Infinity). */
function useGhostTap(open: boolean) {
  const ghostTapAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    if (!open) return;
    const openedAt = Date.now();
    ghostTapAt.current = Number.NEGATIVE_INFINITY;
    // Capture phase: seen before the dialog's own outside-press handling decides to close.
    const onPress = () => {
      const at = Date.now();
      ghostTapAt.current = at - openedAt < GHOST_TAP_MS ? at : Number.NEGATIVE_INFINITY;
    };
    document.addEventListener('pointerdown', onPress, true);
    return () => document.removeEventListener('pointerdown', onPress, true);
  }, [open]);
  return ghostTapAt;
}

/**
 * The Modal's scroll area takes keyboard focus, so a long sheet scrolls with the arrow keys even
 * when its rows are tap-only (axe scrollable-region-focusable). Set when the body mounts, inside it.
 */
function focusableScroller(body: HTMLDivElement | null) {
  body?.closest('[role="dialog"] > div')?.setAttribute('tabindex', '0');
}

/**
 * Declares the sheet's primary action from inside it (e.g. from the step that owns the form).
 * null = no action right now. Outside a Sheet it does nothing.
 */
export function useSheetPrimary(action: SheetAction | null): void {
  const setSlot = useContext(PrimarySlot);
  const clickRef = useRef(action?.onClick);
  clickRef.current = action?.onClick;
  const present = action !== null;
  const text = action?.text ?? '';
  const loading = action?.loading ?? false;
  const disabled = action?.disabled ?? false;

  useEffect(() => {
    if (!setSlot) return;
    setSlot(present ? { text, loading, disabled, onClick: () => clickRef.current?.() } : null);
  }, [setSlot, present, text, loading, disabled]);
  useEffect(() => () => setSlot?.(null), [setSlot]);
}

function SheetHeader({
  titleId,
  title,
  onClose,
}: {
  titleId: string;
  title: string;
  onClose: (() => void) | null;
}) {
  // Not Modal.Header: telegram-ui renders its children only on the iOS platform, so on Android
  // and the web the title vanished.
  return (
    <header className="ui-sheet__header">
      <h2 id={titleId} className="ui-sheet__title">
        {title}
      </h2>
      {onClose && (
        <button
          type="button"
          className="ui-sheet__close"
          aria-label={t('common.action.close')}
          onClick={onClose}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
            <path d="M1 1l12 12M13 1L1 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </header>
  );
}

function SheetPrimary({ action }: { action: SheetAction | undefined }) {
  const telegram = isTelegram();
  // Registered even without an action: while a sheet is open, the screen's own main button must
  // neither show over it (web dock) nor fire the screen's action from under it (Telegram).
  useMainButton({
    text: action?.text || t('common.action.continue'),
    onClick: () => action?.onClick(),
    loading: action?.loading ?? false,
    disabled: action?.disabled ?? false,
    visible: telegram && !!action,
  });
  if (telegram || !action) return null;
  const { text, onClick, loading = false, disabled = false } = action;
  return (
    <div className="ui-sheet__primary">
      <Button
        size="l"
        stretched
        loading={loading}
        disabled={disabled || loading}
        onClick={onClick}
        type="button"
      >
        {text}
      </Button>
    </div>
  );
}
