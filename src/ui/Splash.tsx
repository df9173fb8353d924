import { Spinner } from '@telegram-apps/telegram-ui';
import { t } from '../i18n';

/** Shown while a lazy screen loads or a Telegram sign-in runs. */
export function Splash({ label }: { label?: string }) {
  return (
    <div className="full-screen" aria-busy="true">
      <Spinner size="l" />
      <span className="visually-hidden">{label ?? t('common.splash.loading')}</span>
    </div>
  );
}
