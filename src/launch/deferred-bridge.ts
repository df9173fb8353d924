import type { BiometryResult, MainButtonParams, TelegramBridge } from '../lib/platform';

/**
 * A Telegram bridge that exists before the SDK has loaded, so the first screen renders at once
 * inside Telegram (as a Telegram screen: no in-page buttons) instead of waiting for the SDK chunk.
 * It keeps the latest Main/Back button state, closing and swipe settings and listeners and hands
 * them to the real bridge when `connect` is called; calls that need an answer wait for it.
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
  let confirming: boolean | null = null;
  // Always sent on connect: mounting the SDK's swipe behaviour posts a value of its own (the one
  // stored before a reload, else "off"), whatever the screen needs.
  let swipes = true;

  /** A listener registered now or later: attached to the real bridge once there is one. */
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
      if (confirming !== null) bridge.confirmClosing(confirming);
      bridge.allowVerticalSwipes(swipes);
      resolveReady(bridge);
    },
    openLink(url) {
      if (real) real.openLink(url);
      else void ready.then((b) => b.openLink(url));
    },
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
    confirmClosing(on) {
      confirming = on;
      real?.confirmClosing(on);
    },
    allowVerticalSwipes(allowed) {
      swipes = allowed;
      real?.allowVerticalSwipes(allowed);
    },
    onAppearance: (fn) => subscribe((b) => b.onAppearance(fn)),
    onInactive: (fn) => subscribe((b) => b.onInactive(fn)),
    cloud: {
      get: (key) => ready.then((b) => b.cloud.get(key)),
      set: (key, value) => ready.then((b) => b.cloud.set(key, value)),
    },
  };
}
