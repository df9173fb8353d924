import { t } from '../i18n';

/** DEV only: marks the mocked Telegram environment and offers the way back to the web app. */
export default function DevMockBadge() {
  return (
    <button
      type="button"
      className="dev-badge"
      onClick={() => void import('../launch/dev-mock').then((m) => m.exitDevMock())}
    >
      {t('common.devMock.exit')}
    </button>
  );
}
