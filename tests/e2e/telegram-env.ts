import type { Page } from 'playwright-core';
import { TELEGRAM_DARK } from '../../src/launch/telegram-palettes.ts';
import type { AppServer } from './app-server.ts';

/**
 * Opens the built app the way a Telegram client does: launch params in the URL hash, and a
 * `window.TelegramWebviewProxy` (the native clients' bridge) that records every postEvent call
 * and answers the events the app waits for (theme, viewport, the phone request of sign-up).
 */
export interface TelegramLaunch {
  /** Signed init data (from `signedInitData`) or any string, e.g. tampered. */
  initData: string;
  platform?: string;
  startParam?: string;
  /** The phone shared on "Share phone number"; null = the user declines. */
  phone?: string | null;
  /** The device's biometry: absent (default), or present with access granted / refused when asked. */
  biometry?: 'absent' | 'granted' | 'refused';
  /** null: the client sends no theme parameters at all. */
  theme?: Record<string, string> | null;
}

export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
}

export interface RecordedEvent {
  type: string;
  data: Record<string, unknown> | undefined;
}

export const LIGHT_THEME = {
  bg_color: '#ffffff',
  secondary_bg_color: '#efeff4',
  section_bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#8e8e93',
  link_color: '#007aff',
  button_color: '#007aff',
  button_text_color: '#ffffff',
  header_bg_color: '#f8f8f8',
  accent_text_color: '#007aff',
  destructive_text_color: '#ff3b30',
  subtitle_text_color: '#8e8e93',
  section_header_text_color: '#6d6d72',
  bottom_bar_bg_color: '#f2f2f2',
};

/** Telegram Desktop's night theme, as the dev server's mocked client uses it. */
export const DARK_THEME = TELEGRAM_DARK;

/** Init data signed by the sandbox's bot token (the real validation path runs on sign-in). */
export async function signedInitData(
  app: Pick<AppServer, 'control'>,
  user?: TelegramUser,
): Promise<{ init_data: string; user: TelegramUser }> {
  return app.control('/telegram/init-data', user ? { user } : {});
}

/**
 * Registers a Telegram user through the platform's Telegram sign-up, as the app's sign-up does
 * (fresh signed init data, the shared phone). The platform's answer is returned for the caller to
 * check, with the init data it was given.
 */
export async function signUpTelegram(
  app: Pick<AppServer, 'control' | 'platformUrl'>,
  user: TelegramUser,
  phone: string,
): Promise<{ res: Response; init_data: string }> {
  const { init_data } = await signedInitData(app, user);
  const res = await fetch(`${app.platformUrl}/__platform/v2/auth/sign-up/telegram`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': 'sandbox-tenant' },
    body: JSON.stringify({
      tg_id: String(user.id),
      hash: new URLSearchParams(init_data).get('hash'),
      init_data_raw: init_data,
      phone,
      first_name: user.first_name,
      last_name: user.last_name ?? '',
      username: user.username,
    }),
  });
  return { res, init_data };
}

/** Flips one character of the hash: same shape, wrong signature. */
export function tamper(initData: string): string {
  const params = new URLSearchParams(initData);
  const hash = params.get('hash') ?? '';
  params.set('hash', (hash[0] === 'a' ? 'b' : 'a') + hash.slice(1));
  return params.toString();
}

export function launchHash(launch: TelegramLaunch): string {
  const lp = new URLSearchParams({
    tgWebAppData: launch.initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: launch.platform ?? 'ios',
  });
  if (launch.theme !== null) lp.set('tgWebAppThemeParams', JSON.stringify(launch.theme ?? LIGHT_THEME));
  if (launch.startParam) lp.set('tgWebAppStartParam', launch.startParam);
  return `#${lp.toString()}`;
}

/** Installs the Telegram client stub, then loads the app with the launch params. */
export async function openInTelegram(page: Page, launch: TelegramLaunch, path = '/'): Promise<void> {
  await page.addInitScript(installTelegramStub, {
    phone: launch.phone === undefined ? '+1 555 010 2030' : launch.phone,
    biometry: launch.biometry ?? 'absent',
  });
  await page.goto(`${path}${launchHash(launch)}`);
}

/** Every postEvent call the app made so far. */
export function telegramEvents(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(() => (window as unknown as { __tgEvents: RecordedEvent[] }).__tgEvents ?? []);
}

/** Presses Telegram's MainButton / BackButton the way the client reports it. */
export function pressTelegram(
  page: Page,
  button: 'main_button_pressed' | 'back_button_pressed',
): Promise<void> {
  return page.evaluate((type) => {
    (
      window as unknown as { Telegram: { WebView: { receiveEvent(t: string, d?: unknown): void } } }
    ).Telegram.WebView.receiveEvent(type);
  }, button);
}

/** An event from the Telegram client with its payload (`theme_changed`, `visibility_changed`…). */
export function tellTelegram(page: Page, type: string, data?: Record<string, unknown>): Promise<void> {
  return page.evaluate(
    ([t, d]) => {
      (
        window as unknown as { Telegram: { WebView: { receiveEvent(t: string, d?: unknown): void } } }
      ).Telegram.WebView.receiveEvent(t as string, d);
    },
    [type, data] as const,
  );
}

/** Runs in the page before any app script (serialised by Playwright: keep it self-contained). */
export function installTelegramStub({
  phone,
  biometry,
}: {
  phone: string | null;
  biometry: 'absent' | 'granted' | 'refused';
}) {
  type Receiver = { Telegram?: { WebView?: { receiveEvent?: (t: string, d?: unknown) => void } } };
  const w = window as unknown as Receiver & { __tgEvents: unknown[]; TelegramWebviewProxy: unknown };
  const events: { type: string; data: Record<string, unknown> | undefined }[] = [];
  w.__tgEvents = events;
  let phoneShared = false;
  let bioAsked = false;
  const bioInfo = () =>
    biometry === 'absent'
      ? { available: false }
      : {
          available: true,
          type: 'face',
          access_requested: bioAsked,
          access_granted: bioAsked && biometry === 'granted',
          device_id: 'stub-device',
          token_saved: false,
        };
  const emit = (type: string, data?: unknown) =>
    setTimeout(() => {
      w.Telegram?.WebView?.receiveEvent?.(type, data);
    }, 15);
  w.TelegramWebviewProxy = {
    postEvent(type: string, json?: string) {
      const data = json ? (JSON.parse(json) as Record<string, unknown>) : undefined;
      events.push({ type, data });
      switch (type) {
        case 'web_app_request_theme':
          return emit('theme_changed', { theme_params: {} });
        case 'web_app_request_viewport':
          return emit('viewport_changed', {
            height: window.innerHeight,
            width: window.innerWidth,
            is_expanded: true,
            is_state_stable: true,
          });
        case 'web_app_request_safe_area':
          return emit('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
        case 'web_app_request_content_safe_area':
          return emit('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
        case 'web_app_biometry_get_info':
          return emit('biometry_info_received', bioInfo());
        case 'web_app_biometry_request_access':
          bioAsked = true;
          return emit('biometry_info_received', bioInfo());
        case 'web_app_biometry_request_auth':
          return emit('biometry_auth_requested', { status: 'authorized', token: '' });
        case 'web_app_request_phone':
          phoneShared = phone !== null;
          return emit('phone_requested', { status: phoneShared ? 'sent' : 'cancelled' });
        case 'web_app_invoke_custom_method': {
          const reqId = String(data?.req_id);
          // CloudStorage: kept in the page's localStorage, so it outlives a reload like the real one.
          const params = (data?.params ?? {}) as { key?: string; value?: string; keys?: string[] };
          if (data?.method === 'saveStorageValue') {
            localStorage.setItem(`stub-cloud:${params.key}`, String(params.value));
            return emit('custom_method_invoked', { req_id: reqId, result: true });
          }
          if (data?.method === 'getStorageValues') {
            const values = Object.fromEntries(
              (params.keys ?? []).map((k) => [k, localStorage.getItem(`stub-cloud:${k}`) ?? '']),
            );
            return emit('custom_method_invoked', { req_id: reqId, result: values });
          }
          if (data?.method !== 'getRequestedContact' || !phoneShared) {
            return emit('custom_method_invoked', { req_id: reqId, error: 'NO_CONTACT' });
          }
          const contact = JSON.stringify({
            user_id: 1,
            phone_number: (phone ?? '').replace(/\D/g, ''),
            first_name: 'Tess',
          });
          const result = new URLSearchParams({
            contact,
            auth_date: String(Math.floor(Date.now() / 1000)),
            hash: 'stub',
          }).toString();
          return emit('custom_method_invoked', { req_id: reqId, result });
        }
        default:
          return;
      }
    },
  };
}
