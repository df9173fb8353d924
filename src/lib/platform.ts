/**
 * What differs between a Telegram launch and a browser visit, behind one small API.
 * This module never imports the Telegram SDK: `launch/telegram.ts` attaches a bridge built on the
 * SDK at start-up, so the web path (and its first screen) stays free of SDK code.
 */
export type HapticKind = 'success' | 'error' | 'light';

/**
 * A biometric check: passed, failed/cancelled by the user, or not possible here (no sensor, no
 * biometry manager, access refused): the caller then asks for another proof.
 */
export type BiometryResult = 'authorized' | 'failed' | 'unavailable';

export interface MainButtonParams {
  text: string;
  visible: boolean;
  enabled: boolean;
  loading: boolean;
}

/** Everything the app asks of Telegram. Implemented in `launch/telegram-bridge.ts`. */
export interface TelegramBridge {
  openLink(url: string): void;
  /** null when the client has no QR scanner. */
  scanQr(text: string): Promise<string | null> | null;
  /** null when this Telegram client has no biometry manager. */
  requestBiometry(reason: string): Promise<BiometryResult> | null;
  shareLink(url: string, text?: string): boolean;
  haptic(kind: HapticKind): void;
  mainButton: { set(params: MainButtonParams): void; onClick(fn: () => void): () => void };
  backButton: { set(visible: boolean): void; onClick(fn: () => void): () => void };
  /** Ask before closing while input would be lost. */
  confirmClosing(on: boolean): void;
  /** Telegram's vertical swipe that minimises or closes the app (ui/vertical-swipes.ts). */
  allowVerticalSwipes(allowed: boolean): void;
  /** Telegram's theme from now on: `fn` runs on every change of light or dark. */
  onAppearance(fn: (appearance: 'light' | 'dark') => void): () => void;
  /** `fn` runs whenever the app stops being the active one (minimised, another app or tab over it). */
  onInactive(fn: () => void): () => void;
  /** Telegram's per-user CloudStorage (it follows the user across devices); reads null where absent. */
  cloud: { get(key: string): Promise<string | null>; set(key: string, value: string): Promise<void> };
}

let bridge: TelegramBridge | null = null;

export function attachTelegram(next: TelegramBridge | null): void {
  bridge = next;
}

/** The attached bridge (null on the web). For the app shell's Back/Main button wiring. */
export function telegram(): TelegramBridge | null {
  return bridge;
}

export function isTelegram(): boolean {
  return bridge !== null;
}

/**
 * Opens a page outside the app: Telegram's in-app browser in Telegram, a new tab on the web.
 * Only `https:` links leave the app; anything else (javascript:, data:, http:, relative text
 * from an API answer) is refused and the answer is false.
 */
export function openExternal(url: string): boolean {
  const safe = httpsUrl(url);
  if (!safe) return false;
  if (bridge) bridge.openLink(safe);
  else window.open(safe, '_blank', 'noopener,noreferrer');
  return true;
}

/** The URL normalised when it is an absolute https: URL, else null. */
export function httpsUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' && parsed.hostname !== '' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Opens Telegram's QR scanner; null when closed, unsupported, or on the web. */
export async function scanQr(text: string): Promise<string | null> {
  return (await bridge?.scanQr(text)) ?? null;
}

/**
 * Confirms presence with Face ID / fingerprint through Telegram's biometry manager. Never
 * "passes" by default: without biometry the answer is 'unavailable' and the caller must ask for
 * another proof (re-auth module).
 */
export async function requestBiometry(reason: string): Promise<BiometryResult> {
  return (await bridge?.requestBiometry(reason)) ?? 'unavailable';
}

/**
 * Shares a link: Telegram's share dialog, the Web Share API, or the clipboard as a last resort.
 * 'cancelled': the user closed the system share sheet (nothing to say); a share sheet that fails
 * otherwise falls back to the clipboard.
 */
export async function shareLink(
  url: string,
  text?: string,
): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  if (bridge?.shareLink(url, text)) return 'shared';
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, text });
      return 'shared';
    } catch (err) {
      if (err instanceof Error && err.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** Haptic feedback in Telegram; does nothing on the web. */
export function haptic(kind: HapticKind): void {
  bridge?.haptic(kind);
}
