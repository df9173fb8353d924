import type { BiometryResult, MainButtonParams, TelegramBridge } from '../lib/platform';

/**
 * A Telegram bridge that exists before the SDK has loaded, so the first screen renders at once
 * inside Telegram (as a Telegram screen: no in-page buttons) instead of waiting for the SDK chunk.
 * It keeps the latest Main/Back button state, closing guard and click handlers and hands them to
 * the real bridge when `connect` is called; calls that need an answer wait for it.
 */
export interface DeferredBridge extends TelegramBridge {
  connect(real: TelegramBridge): void;
}

export function createDeferredBridge(): DeferredBridge {
  let real: TelegramBridge | null = null;
  let resolveReady: (bridge: TelegramBridge) => void = () => {};
  const ready = new Promise<TelegramBridge>((resolve) => {
    resolveReady = resolve;
  });
  let mainState: MainButtonParams | null = null;
  let backVisible: boolean | null = null;
  let guarding: boolean | null = null;

  /** A click handler registered now or later: attached to the real button once there is one. */
  const subscribe = (attach: (b: TelegramBridge) => () => void) => {
    let detach: (() => void) | null = null;
    let gone = false;
    if (real) detach = attach(real);
    else
      void ready.then((b) => {
        if (!gone) detach = attach(b);
      });
    return () => {
      gone = true;
      detach?.();
    };
  };

  return {
    connect(bridge) {
      if (real) return;
      real = bridge;
      if (mainState) bridge.mainButton.set(mainState);
      if (backVisible !== null) bridge.backButton.set(backVisible);
      if (guarding !== null) bridge.guardClosing(guarding);
      resolveReady(bridge);
    },
    openLink(url) {
      if (real) real.openLink(url);
      else void ready.then((b) => b.openLink(url));
    },
    // Before the SDK: the browser's download (the caller's fallback).
    downloadFile: (url, filename) => real?.downloadFile(url, filename) ?? null,
    scanQr: (text) => (real ? real.scanQr(text) : ready.then((b) => b.scanQr(text) ?? null)),
    requestBiometry: (reason) =>
      real
        ? real.requestBiometry(reason)
        : ready.then(
            (b): Promise<BiometryResult> | BiometryResult => b.requestBiometry(reason) ?? 'unavailable',
          ),
    shareLink: (url, text) => real?.shareLink(url, text) ?? false,
    haptic(kind) {
      real?.haptic(kind);
    },
    mainButton: {
      set(params) {
        mainState = params;
        real?.mainButton.set(params);
      },
      onClick: (fn) => subscribe((b) => b.mainButton.onClick(fn)),
    },
    backButton: {
      set(visible) {
        backVisible = visible;
        real?.backButton.set(visible);
      },
      onClick: (fn) => subscribe((b) => b.backButton.onClick(fn)),
    },
    guardClosing(on) {
      guarding = on;
      real?.guardClosing(on);
    },
    cloud: {
      get: (key) => ready.then((b) => b.cloud.get(key)),
      set: (key, value) => ready.then((b) => b.cloud.set(key, value)),
    },
  };
}
