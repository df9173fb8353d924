import { insideTelegram } from './telegram-host';

/**
 * Reads Telegram launch parameters without the SDK (a few hundred bytes instead of the SDK), so
 * the entry chunk can tell a Telegram launch from a web visit before deciding what to load.
 * Sources, like the SDK: the URL hash (or query), then the copy the SDK keeps in sessionStorage
 * after the first read (the hash is gone once the router changes the URL or the page reloads).
 * Only inside a Telegram client (telegram-host.ts): elsewhere launch data in a link is ignored,
 * without a word, and the visit is a web one.
 */
export interface TelegramUserParams {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

export interface LaunchParams {
  initDataRaw: string;
  /** Mini Apps version the client supports; the oldest ("6.0") when the client does not say. */
  version: string;
  /** Theme colours (#rrggbb only); empty when the client sent none or unreadable ones. */
  themeParams: Record<string, string>;
  user: TelegramUserParams | null;
  hash: string;
  platform: string;
  startParam: string | null;
  colorScheme: 'dark' | 'light';
}

/** The SDK's own storage key (toolkit `setStorageValue('launchParams')`). */
export const LAUNCH_PARAMS_STORAGE_KEY = 'tapps/launchParams';

function fromLocation(): string | null {
  const raw = window.location.hash.slice(1) || window.location.search.slice(1);
  return raw.includes('tgWebAppData') || raw.includes('tgWebAppPlatform') ? raw : null;
}

/**
 * The launch data (tgWebAppData, as written in the URL) of a launch the user declined in this tab.
 * A marker rather than only a removal: the SDK writes the launch back into sessionStorage from the
 * page's first navigation entry whenever it reads it, which can happen after the removal while the
 * page unloads. The HTML's boot scripts (src/boot/) read it through launchInPage.
 */
export const DECLINED_LAUNCH_KEY = 'app/launchDeclined';

function launchDataOf(raw: string): string {
  return /(?:^|&)tgWebAppData=([^&]*)/.exec(raw)?.[1] ?? '';
}

function fromStorage(): string | null {
  try {
    const stored = sessionStorage.getItem(LAUNCH_PARAMS_STORAGE_KEY);
    const raw = stored ? (JSON.parse(stored) as string) : null;
    if (raw && launchDataOf(raw) === sessionStorage.getItem(DECLINED_LAUNCH_KEY)) return null;
    return raw;
  } catch {
    return null;
  }
}

/**
 * This page's launch params as written, or null when it is no Telegram launch; reads only. The
 * HTML's boot scripts (src/boot/) make the same choice with it before the app has loaded.
 */
export function launchInPage(): string | null {
  return insideTelegram() ? (fromLocation() ?? fromStorage()) : null;
}

export function rawLaunchParams(): string | null {
  const raw = launchInPage();
  // Keep them where the SDK looks too: the hash is lost on the first navigation or reload.
  if (raw !== null && raw === fromLocation()) {
    try {
      sessionStorage.setItem(LAUNCH_PARAMS_STORAGE_KEY, JSON.stringify(raw));
    } catch {
      // storage unavailable: this page load still works from the hash
    }
  }
  return raw;
}

/** Who launched and from where: the part of the launch params the sign-in and the boot read. */
export type TelegramLaunch = Pick<LaunchParams, 'initDataRaw' | 'user' | 'hash' | 'startParam'>;

/** The launch's init data, user and start param, as the sign-in and the deep links take them. */
export function parseLaunch(raw: string): TelegramLaunch {
  const lp = new URLSearchParams(raw);
  const initDataRaw = lp.get('tgWebAppData') ?? '';
  const initData = new URLSearchParams(initDataRaw);
  let user: TelegramUserParams | null = null;
  try {
    user = JSON.parse(initData.get('user') ?? 'null');
  } catch {
    user = null;
  }
  const startParam = lp.get('tgWebAppStartParam') ?? initData.get('start_param');
  return { initDataRaw, user, hash: initData.get('hash') ?? '', startParam: startParam || null };
}

/** Parsed launch params, or null when this is not a Telegram launch. */
export function readLaunchParams(): LaunchParams | null {
  const raw = rawLaunchParams();
  if (!raw) return null;
  const lp = new URLSearchParams(raw);
  return {
    ...parseLaunch(raw),
    version: /^\d+(\.\d+)*$/.test(lp.get('tgWebAppVersion') ?? '') ? lp.get('tgWebAppVersion')! : '6.0',
    themeParams: readTheme(lp.get('tgWebAppThemeParams')),
    platform: lp.get('tgWebAppPlatform') ?? 'unknown',
    colorScheme: themeIsDark(lp.get('tgWebAppThemeParams')) ? 'dark' : 'light',
  };
}

/** Theme colours the client sent, keeping only well-formed `#rrggbb` values. */
function readTheme(themeJson: string | null): Record<string, string> {
  const theme: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(themeJson ?? '{}');
    if (!parsed || typeof parsed !== 'object') return theme;
    for (const [k, v] of Object.entries(parsed)) {
      if (/^[a-z_]{1,40}$/.test(k) && typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v)) theme[k] = v;
    }
  } catch {
    // unreadable theme: Telegram's defaults (telegram-ui's) apply
  }
  return theme;
}

function themeIsDark(themeJson: string | null): boolean {
  try {
    const bg = (JSON.parse(themeJson ?? '{}') as Record<string, string>).bg_color;
    if (!bg || !/^#[0-9a-f]{6}$/i.test(bg)) return false;
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(bg.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    // Relative luminance (ITU-R BT.709), the same test the SDK's isColorDark uses.
    return 0.2126 * r + 0.7152 * g + 0.0722 * b < 120;
  } catch {
    return false;
  }
}

/** The Telegram identity the platform signs users in with (tg_id as a string, API.md §4). */
export function telegramIdentity(lp: TelegramLaunch | null) {
  if (!lp?.user || !lp.hash) return null;
  return { tg_id: String(lp.user.id), hash: lp.hash, init_data_raw: lp.initDataRaw };
}

/**
 * The user chose to stay in the web session a Telegram launch met (TelegramSwitchScreen): this
 * tab forgets the launch, and its next load is a web visit.
 */
export function forgetTelegramLaunch(): void {
  try {
    const raw = rawLaunchParams();
    if (raw) sessionStorage.setItem(DECLINED_LAUNCH_KEY, launchDataOf(raw));
    sessionStorage.removeItem(LAUNCH_PARAMS_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
}
