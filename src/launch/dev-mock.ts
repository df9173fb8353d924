import { emitEvent, mockTelegramEnv } from '@telegram-apps/sdk';
import { reloadIntoSignOut } from '../app/sign-out-intent';
import { DEV_MOCK_KEY } from './dev-flag';

/**
 * DEV / sandbox only: pretends to be a Telegram client around the real app. The init data was
 * signed by the sandbox with its bot token (the sign-in screen's switch), so the server-side
 * validation runs for real; this module only answers the client-side events a Telegram client
 * would (theme, viewport, the phone request of sign-up).
 */
const THEME = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  section_bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  header_bg_color: '#17212b',
  accent_text_color: '#6ab2f2',
  destructive_text_color: '#ec3942',
  subtitle_text_color: '#708499',
  section_header_text_color: '#6ab3f3',
  bottom_bar_bg_color: '#17212b',
} as const;

/** The phone the mocked client shares on "Share phone number". */
const DEV_PHONE = '+1 555 000 4242';

export function applyDevMock(): void {
  const initData = sessionStorage.getItem(DEV_MOCK_KEY);
  if (!initData) return;
  const user = JSON.parse(new URLSearchParams(initData).get('user') ?? '{}') as {
    id?: number;
    first_name?: string;
  };
  let phoneShared = false;

  mockTelegramEnv({
    launchParams: {
      tgWebAppData: initData,
      tgWebAppPlatform: 'tdesktop',
      tgWebAppVersion: '8.0',
      tgWebAppThemeParams: THEME as never,
      tgWebAppStartParam: new URLSearchParams(window.location.search).get('startapp') ?? undefined,
    } as never,
    onEvent([name, params]) {
      const p = (params ?? {}) as Record<string, unknown>;
      const later = (fn: () => void) => setTimeout(fn, 30);
      switch (name) {
        case 'web_app_request_theme':
          return later(() => emitEvent('theme_changed', { theme_params: THEME }));
        case 'web_app_request_viewport':
          return later(() =>
            emitEvent('viewport_changed', {
              height: window.innerHeight,
              width: window.innerWidth,
              is_expanded: true,
              is_state_stable: true,
            }),
          );
        case 'web_app_request_safe_area':
          return later(() => emitEvent('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }));
        case 'web_app_request_content_safe_area':
          return later(() =>
            emitEvent('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }),
          );
        case 'web_app_request_phone':
          phoneShared = window.confirm(
            `Share your phone number ${DEV_PHONE} with the app? (mocked Telegram)`,
          );
          return later(() => emitEvent('phone_requested', { status: phoneShared ? 'sent' : 'cancelled' }));
        case 'web_app_invoke_custom_method': {
          const reqId = String(p.req_id);
          if (p.method !== 'getRequestedContact')
            return later(() => emitEvent('custom_method_invoked', { req_id: reqId, error: 'UNSUPPORTED' }));
          if (!phoneShared)
            return later(() => emitEvent('custom_method_invoked', { req_id: reqId, error: 'NO_CONTACT' }));
          const contact = JSON.stringify({
            user_id: user.id,
            phone_number: DEV_PHONE.replace(/\D/g, ''),
            first_name: user.first_name ?? '',
          });
          const result = new URLSearchParams({
            contact,
            auth_date: String(Math.floor(Date.now() / 1000)),
            hash: 'dev',
          }).toString();
          return later(() => emitEvent('custom_method_invoked', { req_id: reqId, result }));
        }
        case 'web_app_open_link':
          window.open(String(p.url), '_blank', 'noopener');
          return;
        default:
          return;
      }
    },
  });
}

/** Leaves the mocked Telegram and returns to the plain web app. */
export function exitDevMock(): void {
  sessionStorage.removeItem(DEV_MOCK_KEY);
  sessionStorage.removeItem('tapps/launchParams');
  reloadIntoSignOut();
}
