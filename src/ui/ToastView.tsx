import { Snackbar } from '@telegram-apps/telegram-ui';
import type { Toast, ToastTone } from './toast';

const ICONS: Record<ToastTone, string | null> = { neutral: null, success: '✓', error: '!' };

/** The toast on screen: telegram-ui's Snackbar with the tone's icon and live-region role. */
export default function ToastView({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const icon = ICONS[toast.tone];
  return (
    <Snackbar
      key={toast.id}
      className={`ui-toast ui-toast--${toast.tone}`}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      aria-live={toast.tone === 'error' ? 'assertive' : 'polite'}
      duration={toast.duration}
      onClose={onClose}
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
