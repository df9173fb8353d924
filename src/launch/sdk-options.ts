import type { InitOptions } from '@telegram-apps/sdk';
import type { LaunchParams } from '../lib/launch-params';

/**
 * What the SDK's `init()` gets: the launch parameters as our own tolerant reader understood them
 * (launch-params.ts), instead of the SDK's strict parser, which refuses init data without a
 * `signature` (older Telegram clients), launches without theme parameters, and an unknown
 * platform. The platform validates the init data's hash; the client has nothing to check.
 * Also: no custom styles from Telegram's web clients — they arrive as inline <style> text, which
 * the Content-Security-Policy (src/lib/csp.ts) would have to allow for no visible gain.
 */
export function sdkInitOptions(lp: LaunchParams): InitOptions {
  return {
    acceptCustomStyles: false,
    launchParams: {
      tgWebAppPlatform: lp.platform,
      tgWebAppVersion: lp.version,
      tgWebAppThemeParams: lp.themeParams as NonNullable<
        NonNullable<InitOptions['launchParams']>['tgWebAppThemeParams']
      >,
      ...(lp.startParam ? { tgWebAppStartParam: lp.startParam } : {}),
    },
  };
}
