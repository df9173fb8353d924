import { emitEvent, mockTelegramEnv } from '@telegram-apps/sdk';
import { DEV_MOCK_KEY } from '../lib/dev-flag';
import { reloadIntoSignOut } from '../session/sign-out-intent';
import { TELEGRAM_DARK, TELEGRAM_LIGHT } from './telegram-palettes';

/**
 * DEV / sandbox builds only: pretends to be a Telegram client around the real app. The init data
 * was signed by the sandbox with its bot token (the sign-in screen's switch), so the server-side
 * validation runs for real; this module answers the client-side events a Telegram client would
 * (theme, viewport, safe areas, the phone request of sign-up) and keeps the state of the
 * client's own controls — MainButton, SecondaryButton, BackButton — which launch/DevMockChrome.tsx
 * draws and whose presses it sends back as the client does. The chrome sits over the page like
 * Telegram's fullscreen header (a content safe area on top) and below it like Telegram's bottom
 * bar (a shorter viewport), so the app lays itself out as it would inside Telegram.
 */
export type MockTheme = 'light' | 'dark';
const THEMES = { light: TELEGRAM_LIGHT, dark: TELEGRAM_DARK } as const;
/** The mock's theme survives a reload of the tab, as Telegram's would. */
const THEME_KEY = 'dev/telegram-theme';

/** The phone the mocked client shares on "Share phone number". */
const DEV_PHONE = '+1 555 000 4242';

/** A bottom-bar button as the app set it up (`web_app_setup_main_button` / `_secondary_button`). */
export interface MockButton {
  text: string;
  visible: boolean;
  active: boolean;
  progress: boolean;
  color: string | undefined;
  textColor: string | undefined;
  /** SecondaryButton only: where it sits next to the MainButton. */
  position: 'left' | 'right' | 'top' | 'bottom';
}

export interface MockChrome {
  main: MockButton;
  secondary: MockButton;
  back: boolean;
  theme: MockTheme;
}

const hiddenButton: MockButton = {
  text: '',
  visible: false,
  active: true,
  progress: false,
  color: undefined,
  textColor: undefined,
  position: 'left',
};

let chrome: MockChrome = { main: hiddenButton, secondary: hiddenButton, back: false, theme: 'dark' };
const listeners = new Set<() => void>();
function update(next: Partial<MockChrome>) {
  chrome = { ...chrome, ...next };
  for (const l of listeners) l();
}

export const mockChrome = (): MockChrome => chrome;
export function onMockChrome(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chrome's height over the page (top) and below it (bottom), measured by DevMockChrome. */
let insets = { top: 0, bottom: 0 };

function viewport() {
  return {
    height: window.innerHeight - insets.bottom,
    width: window.innerWidth,
    is_expanded: true,
    is_state_stable: true,
  };
}
const contentSafeArea = () => ({ top: insets.top, bottom: 0, left: 0, right: 0 });

/** The chrome took this room: tell the app as Telegram tells it (viewport, content safe area). */
export function setMockInsets(next: { top: number; bottom: number }): void {
  if (next.top === insets.top && next.bottom === insets.bottom) return;
  insets = next;
  // Room to scroll the page's end above the bottom bar, as a shorter webview would give.
  document.body.style.paddingBottom = next.bottom ? `${next.bottom}px` : '';
  emitEvent('viewport_changed', viewport());
  emitEvent('content_safe_area_changed', contentSafeArea());
}

export const pressMockMain = () => emitEvent('main_button_pressed');
export const pressMockSecondary = () => emitEvent('secondary_button_pressed');
export const pressMockBack = () => emitEvent('back_button_pressed');

/** Switches the mocked client between Telegram's light and dark themes (`theme_changed`). */
export function switchMockTheme(): void {
  const theme: MockTheme = chrome.theme === 'dark' ? 'light' : 'dark';
  sessionStorage.setItem(THEME_KEY, theme);
  update({ theme });
  emitEvent('theme_changed', { theme_params: THEMES[theme] });
}

function readButton(p: Record<string, unknown>, was: MockButton): MockButton {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const flag = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
  const position = text(p.position);
  return {
    text: text(p.text) ?? was.text,
    visible: flag(p.is_visible, was.visible),
    active: flag(p.is_active, was.active),
    progress: flag(p.is_progress_visible, was.progress),
    color: text(p.color) ?? was.color,
    textColor: text(p.text_color) ?? was.textColor,
    position:
      position === 'right' || position === 'top' || position === 'bottom' || position === 'left'
        ? position
        : was.position,
  };
}

export function applyDevMock(): void {
  const initData = sessionStorage.getItem(DEV_MOCK_KEY);
  if (!initData) return;
  const user = JSON.parse(new URLSearchParams(initData).get('user') ?? '{}') as {
    id?: number;
    first_name?: string;
  };
  const stored = sessionStorage.getItem(THEME_KEY);
  const prefersLight = window.matchMedia?.('(prefers-color-scheme: light)').matches ?? false;
  chrome = {
    ...chrome,
    theme: stored === 'light' || stored === 'dark' ? stored : prefersLight ? 'light' : 'dark',
  };
  let phoneShared = false;

  mockTelegramEnv({
    launchParams: {
      tgWebAppData: initData,
      tgWebAppPlatform: 'tdesktop',
      tgWebAppVersion: '8.0',
      tgWebAppThemeParams: THEMES[chrome.theme] as never,
      tgWebAppStartParam: new URLSearchParams(window.location.search).get('startapp') ?? undefined,
    } as never,
    onEvent([name, params]) {
      const p = (params ?? {}) as Record<string, unknown>;
      const later = (fn: () => void) => setTimeout(fn, 30);
      switch (name) {
        case 'web_app_setup_main_button':
          return update({ main: readButton(p, chrome.main) });
        case 'web_app_setup_secondary_button':
          return update({ secondary: readButton(p, chrome.secondary) });
        case 'web_app_setup_back_button':
          return update({ back: p.is_visible === true });
        case 'web_app_request_theme':
          return later(() => emitEvent('theme_changed', { theme_params: THEMES[chrome.theme] }));
        case 'web_app_request_viewport':
          return later(() => emitEvent('viewport_changed', viewport()));
        case 'web_app_request_safe_area':
          return later(() => emitEvent('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }));
        case 'web_app_request_content_safe_area':
          return later(() => emitEvent('content_safe_area_changed', contentSafeArea()));
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
  sessionStorage.removeItem(THEME_KEY);
  sessionStorage.removeItem('tapps/launchParams');
  reloadIntoSignOut();
}
