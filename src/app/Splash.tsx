import { Spinner } from '@telegram-apps/telegram-ui';

/** Shown while a lazy screen loads or a Telegram sign-in runs. */
export function Splash({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="full-screen" aria-busy="true">
      <Spinner size="l" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
