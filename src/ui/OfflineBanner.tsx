import { useSyncExternalStore } from 'react';
import { t } from '../i18n';
import './offline-banner.css';

const subscribe = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};

/**
 * A thin banner while the device is offline; requests fail with "No connection" meanwhile. It sits
 * in the page flow above the screen (not pinned), so it never covers a header or its back button.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div className="ui-offline" role="status">
      {t('common.offline.banner')}
    </div>
  );
}
