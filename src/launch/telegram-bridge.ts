import {
  backButton,
  biometry,
  closingBehavior,
  downloadFile,
  hapticFeedback,
  mainButton,
  openLink,
  qrScanner,
  shareURL,
  swipeBehavior,
} from '@telegram-apps/sdk';
import type { TelegramBridge } from '../lib/platform';

/** The TelegramBridge (lib/platform.ts) on top of the mounted SDK components. */
export function createTelegramBridge(): TelegramBridge {
  return {
    openLink(url) {
      if (openLink.isAvailable()) openLink(url);
      else window.open(url, '_blank', 'noopener,noreferrer');
    },
    downloadFile(url, filename) {
      return downloadFile.isAvailable() ? downloadFile(url, filename).then(() => undefined) : null;
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
      return (async () => {
        if (!biometry.isMounted()) await biometry.mount(undefined);
        const state = biometry.state();
        if (!state.available) return true;
        if (!state.accessGranted) {
          const granted = await biometry.requestAccess({ reason });
          if (!granted) return false;
        }
        const { status } = await biometry.authenticate({ reason });
        return status === 'authorized';
      })().catch(() => false);
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
    guardClosing(on) {
      if (on) {
        closingBehavior.enableConfirmation.ifAvailable();
        swipeBehavior.disableVertical.ifAvailable();
      } else {
        closingBehavior.disableConfirmation.ifAvailable();
        swipeBehavior.enableVertical.ifAvailable();
      }
    },
  };
}
