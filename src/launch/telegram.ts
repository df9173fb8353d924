import {
  backButton,
  closingBehavior,
  init,
  mainButton,
  miniApp,
  swipeBehavior,
  themeParams,
  viewport,
} from '@telegram-apps/sdk';
import type { LaunchParams } from '../lib/launch-params';
import type { DeferredBridge } from './deferred-bridge';
import { sdkInitOptions } from './sdk-options';
import { createTelegramBridge } from './telegram-bridge';

/**
 * Telegram start-up: init the SDK, mount the components the app uses, bind theme and viewport CSS
 * variables, connect the bridge lib/platform.ts talks to (attached before the SDK loaded, see
 * deferred-bridge.ts), and tell Telegram the app is ready. Each step is guarded: an old Telegram
 * client lacking one feature must still open the app.
 */
export async function launchTelegram(lp: LaunchParams, bridge: DeferredBridge): Promise<void> {
  init(sdkInitOptions(lp));
  backButton.mount.ifAvailable();
  mainButton.mount.ifAvailable();
  // Vertical swipes are set when the bridge connects: on, unless the screen holds them
  // (ui/vertical-swipes.ts: a pull to refresh, unsaved input).
  swipeBehavior.mount.ifAvailable();
  closingBehavior.mount.ifAvailable();
  // Sync mounts read the theme from the launch params: no round trip to the client needed.
  themeParams.mountSync.ifAvailable();
  miniApp.mountSync.ifAvailable();
  if (themeParams.bindCssVars.isAvailable() && !themeParams.isCssVarsBound()) themeParams.bindCssVars();
  if (miniApp.bindCssVars.isAvailable() && !miniApp.isCssVarsBound()) miniApp.bindCssVars();
  if (viewport.mount.isAvailable()) {
    await settle(viewport.mount());
    if (viewport.bindCssVars.isAvailable() && !viewport.isCssVarsBound()) viewport.bindCssVars();
    viewport.expand.ifAvailable();
  }
  bridge.connect(createTelegramBridge());
  miniApp.ready.ifAvailable();
}

async function settle(p: Promise<unknown> | undefined): Promise<void> {
  // A mount that times out (the client never answers) must not block the app from starting.
  if (!p) return;
  await Promise.race([p.catch(() => undefined), new Promise((r) => setTimeout(r, 1500))]);
}
