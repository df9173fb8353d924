import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { t, useLaterCatalogues } from '../../i18n';
import { DEV_MOCK_KEY } from '../../lib/dev-flag';
import { sandboxOrigin } from '../../lib/sandbox-origin';

/**
 * DEV / sandbox only: "Open as Telegram user". Asks the sandbox to sign Telegram init data with
 * its bot token, then reloads into a mocked Telegram (launch/dev-mock.ts), so the real
 * server-side validation and the Telegram sign-in path run, not a shortcut.
 */
export function DevTelegramSwitch() {
  useLaterCatalogues(); // its words are in a later namespace (the first screens' stay small)
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function open() {
    setBusy(true);
    setError(null);
    try {
      // The bundled sandbox is on this origin; a separate one (VITE_PLATFORM_IS_SANDBOX) on its own.
      const res = await fetch(`${sandboxOrigin() ?? ''}/__sandbox/telegram/init-data`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (!res.ok) throw new Error(String(res.status));
      const { init_data } = (await res.json()) as { init_data: string };
      sessionStorage.setItem(DEV_MOCK_KEY, init_data);
      window.location.assign('/');
    } catch {
      setError(t('access.dev.noSandbox'));
      setBusy(false);
    }
  }

  return (
    <div className="dev-switch">
      <p className="field-hint">{t('access.dev.title')}</p>
      <Button size="m" mode="gray" stretched loading={busy} onClick={open} type="button">
        {t('access.dev.openAsTelegram')}
      </Button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
