import { Button } from '@telegram-apps/telegram-ui';
import { t, useLaterCatalogues } from '../../i18n';
import { DEV_MOCK_KEY } from '../../lib/dev-flag';
import { sandboxOrigin } from '../../lib/sandbox-origin';
import { useWrite } from '../../lib/server-state/use-write';

/**
 * DEV / sandbox only: "Open as Telegram user". Asks the sandbox to sign Telegram init data with
 * its bot token, then reloads into a mocked Telegram (launch/dev-mock.ts), so the real
 * server-side validation and the Telegram sign-in path run, not a shortcut.
 */
export function DevTelegramSwitch() {
  useLaterCatalogues(); // its words are in a later namespace (the first screens' stay small)
  const open = useWrite({
    mutationFn: async () => {
      // The bundled sandbox is on this origin; a separate one (VITE_PLATFORM_IS_SANDBOX) on its own.
      const res = await fetch(`${sandboxOrigin() ?? ''}/__sandbox/telegram/init-data`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (!res.ok) throw new Error(String(res.status));
      const { init_data } = (await res.json()) as { init_data: string };
      sessionStorage.setItem(DEV_MOCK_KEY, init_data);
    },
    onSuccess: () => window.location.assign('/'),
  });

  return (
    <div className="dev-switch">
      <p className="field-hint">{t('access.dev.title')}</p>
      <Button
        size="m"
        mode="gray"
        stretched
        // Busy until the page reloads into the mocked launch.
        loading={open.isPending || open.isSuccess}
        onClick={() => open.mutate()}
        type="button"
      >
        {t('access.dev.openAsTelegram')}
      </Button>
      {open.isError && (
        <p className="field-error" role="alert">
          {t('access.dev.noSandbox')}
        </p>
      )}
    </div>
  );
}
