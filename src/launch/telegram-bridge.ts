import {
  backButton,
  biometry,
  closingBehavior,
  cloudStorage,
  hapticFeedback,
  mainButton,
  on,
  openLink,
  qrScanner,
  shareURL,
  swipeBehavior,
  themeParams,
} from '@telegram-apps/sdk';
import type { BiometryResult, TelegramBridge } from '../lib/platform';

const BIOMETRY_INFO_MS = 3000;
/** A client that never answers a CloudStorage call must not hold anything up. */
const CLOUD_MS = 3000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms)),
  ]);
}

/** The TelegramBridge (lib/platform.ts) on top of the mounted SDK components. */
export function createTelegramBridge(): TelegramBridge {
  return {
    openLink(url) {
      if (openLink.isAvailable()) openLink(url);
      else window.open(url, '_blank', 'noopener,noreferrer');
    },
    scanQr(text) {
      if (!qrScanner.open.isAvailable()) return null;
      // The first captured code closes the scanner; a closed scanner resolves undefined.
      return qrScanner
        .open({ text })
        .then((qr) => qr ?? null)
        .catch(() => null);
    },
    requestBiometry(reason) {
      if (!biometry.mount.isAvailable()) return null;
      return (async (): Promise<BiometryResult> => {
        // A client that never answers the biometry info request must not leave the user waiting.
        if (!biometry.isMounted()) await withTimeout(biometry.mount(undefined), BIOMETRY_INFO_MS);
        const state = biometry.state();
        if (!state.available) return 'unavailable';
        if (!state.accessGranted) {
          // Ask once, with the reason: after a refusal the user proves presence another way.
          if (state.accessRequested) return 'unavailable';
          if (!(await biometry.requestAccess({ reason }))) return 'unavailable';
        }
        const { status } = await biometry.authenticate({ reason });
        return status === 'authorized' ? 'authorized' : 'failed';
      })().catch((): BiometryResult => 'unavailable');
    },
    shareLink(url, text) {
      if (!shareURL.isAvailable()) return false;
      shareURL(url, text);
      return true;
    },
    haptic(kind) {
      if (kind === 'light') hapticFeedback.impactOccurred.ifAvailable('light');
      else hapticFeedback.notificationOccurred.ifAvailable(kind);
    },
    mainButton: {
      set({ text, visible, enabled, loading }) {
        mainButton.setParams.ifAvailable({
          text,
          isVisible: visible,
          isEnabled: enabled && !loading,
          isLoaderVisible: loading,
        });
      },
      onClick(fn) {
        return mainButton.onClick.ifAvailable(fn)[1] ?? (() => {});
      },
    },
    backButton: {
      set(visible) {
        if (visible) backButton.show.ifAvailable();
        else backButton.hide.ifAvailable();
      },
      onClick(fn) {
        return backButton.onClick.ifAvailable(fn)[1] ?? (() => {});
      },
    },
    confirmClosing(on) {
      if (on) closingBehavior.enableConfirmation.ifAvailable();
      else closingBehavior.disableConfirmation.ifAvailable();
    },
    allowVerticalSwipes(allowed) {
      if (allowed) swipeBehavior.enableVertical.ifAvailable();
      else swipeBehavior.disableVertical.ifAvailable();
    },
    onAppearance(fn) {
      // A theme without a background colour (a client answering with no colours) says nothing.
      const changed = () => {
        if (themeParams.backgroundColor()) fn(themeParams.isDark() ? 'dark' : 'light');
      };
      themeParams.isDark.sub(changed);
      return () => themeParams.isDark.unsub(changed);
    },
    onInactive(fn) {
      // Bot API 8.0: `visibility_changed` is what telegram-web-app.js reports as deactivated.
      return on('visibility_changed', ({ is_visible }) => {
        if (!is_visible) fn();
      });
    },
    cloud: {
      // An empty string is CloudStorage's "no such key"; an old client without it reads as none.
      async get(key) {
        if (!cloudStorage.getItem.isAvailable()) return null;
        return withTimeout(cloudStorage.getItem(key), CLOUD_MS).then(
          (value) => value || null,
          () => null,
        );
      },
      async set(key, value) {
        if (!cloudStorage.setItem.isAvailable()) return;
        await withTimeout(cloudStorage.setItem(key, value), CLOUD_MS).catch(() => undefined);
      },
    },
  };
}
