import { resolve as resolvePath } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { sandboxPlugin, sandboxPublicKeyBase64 } from './sandbox/vite-plugin.ts';
import { cssTargets, floorBrowsers, jsTargets } from './src/build/browser-floor.ts';
import { cspPlugin } from './src/build/csp-plugin.ts';
import { cssFallbacks } from './src/build/css-fallbacks.ts';
import { endpointTable } from './src/build/endpoint-table.ts';
import { i18nCatalogues } from './src/build/i18n-catalogues.ts';
import { iosSpinnerWithinCsp } from './src/build/ios-spinner.ts';
import { routePreload } from './src/build/route-preload.ts';
import { sharedApartGroup, startGroup } from './src/build/start-group.ts';
import { telegramUiA11y } from './src/build/telegram-ui-a11y.ts';
import { unusedTelegramUiCss } from './src/build/unused-tgui-css.ts';
import { START_NAMESPACES } from './src/i18n/keys.ts';

/** A Telegram launch's own start: the bootstrap's Telegram half and the Telegram sign-in. */
const TELEGRAM_START = ['src/main-telegram.ts', 'src/features/auth/TelegramSignInScreen.tsx'];

/** First screens whose chunks the HTML starts fetching with the entry (src/build/route-preload.ts). */
const FIRST_SCREENS = {
  signIn: ['src/features/auth/SignInScreen.tsx'],
  signUp: ['src/features/auth/SignUpScreen.tsx'],
  // Home before the SDK: the screen renders without it (src/launch/deferred-bridge.ts).
  telegram: [
    'src/main-telegram.ts',
    'src/features/auth/TelegramSignInScreen.tsx',
    'src/features/wallets/HomeScreen.tsx',
    'src/launch/telegram.ts',
  ],
  home: ['src/features/wallets/HomeScreen.tsx'],
  wallet: ['src/features/wallets/WalletScreen.tsx'],
  transactions: ['src/features/wallets/TransactionsScreen.tsx'],
};

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // `vite build --mode sandbox` (npm run build:sandbox): a build made to try the app on a sandbox,
  // with its aids ("Open as Telegram user"), as VITE_PLATFORM_IS_SANDBOX=true says.
  if (mode === 'sandbox') env.VITE_PLATFORM_IS_SANDBOX ??= 'true';
  const usesSandbox = !env.VITE_API_URL && !env.VITE_API_V2_URL;
  // The HTML's first requests go where src/config.ts sends the app's (same defaults).
  const earlyApi = {
    v2: env.VITE_API_V2_URL?.trim() || '/__platform/v2',
    tenant: env.VITE_TENANT_ID?.trim() || 'sandbox-tenant',
  };
  // package.json's browserslist: the engines users have (src/build/browser-floor.ts, README).
  const browsers = floorBrowsers();
  const target = jsTargets(browsers);
  const preload = routePreload(FIRST_SCREENS, earlyApi, target, ['src/launch/telegram.ts']);
  // The first screens with chunk groups of their own: sign-in, home (with a wallet and its
  // history, which a link can open first), a Telegram launch.
  const homeScreens = [...FIRST_SCREENS.home, ...FIRST_SCREENS.wallet, ...FIRST_SCREENS.transactions].map(
    (m) => resolvePath(m),
  );
  const firstScreens = [
    [...FIRST_SCREENS.signIn, ...FIRST_SCREENS.signUp].map((m) => resolvePath(m)),
    homeScreens,
    TELEGRAM_START.map((m) => resolvePath(m)),
  ];
  return {
    plugins: [
      react(),
      // The client's endpoints, projected from the contract (src/api/endpoints imports them).
      endpointTable(),
      i18nCatalogues(START_NAMESPACES),
      telegramUiA11y(),
      usesSandbox ? sandboxPlugin() : null,
      preload,
      iosSpinnerWithinCsp(),
      unusedTelegramUiCss(),
      // Last: it hashes the HTML's inline scripts as they are finally written.
      cspPlugin(env),
    ],
    define: {
      ...(usesSandbox && !env.VITE_SERVER_PUBLIC_KEY_BASE64
        ? { 'import.meta.env.VITE_SERVER_PUBLIC_KEY_BASE64': JSON.stringify(sandboxPublicKeyBase64()) }
        : {}),
      ...(env.VITE_PLATFORM_IS_SANDBOX
        ? { 'import.meta.env.VITE_PLATFORM_IS_SANDBOX': JSON.stringify(env.VITE_PLATFORM_IS_SANDBOX) }
        : {}),
    },
    resolve: {
      alias: {
        // React 18 has the hook the shim provides (src/lib/use-sync-external-store.ts).
        'use-sync-external-store/shim/index.js': resolvePath('src/lib/use-sync-external-store.ts'),
        // ofetch's helpers for options the app never passes (src/api/ofetch-parts-unused.ts).
        ufo: resolvePath('src/api/ofetch-parts-unused.ts'),
        destr: resolvePath('src/api/ofetch-parts-unused.ts'),
      },
    },
    // Lightning CSS lowers what the floor lacks (nesting, color-mix() of fixed colours, prefixes)
    // and keeps fallback declarations written before a newer one; cssFallbacks adds a few it does
    // not know; src/app/app.css says what neither can do.
    css: {
      transformer: 'lightningcss',
      lightningcss: { targets: cssTargets(browsers), visitor: cssFallbacks },
    },
    // Loopback only: the bundled sandbox's controls are no one else's. `--host` opens the server
    // to the network (a phone on the same Wi-Fi); a tunnel to localhost needs no flag.
    server: { port: 5173, host: '127.0.0.1' },
    preview: { port: 4173, host: '127.0.0.1' },
    // manifest: bench/bundle.mjs reads it to size the first screen.
    build: {
      // Syntax lowered to the floor; the minifier's CSS pass reads the same engines (a fallback
      // declaration it would otherwise drop as a duplicate stays).
      target,
      cssTarget: target,
      sourcemap: false,
      reportCompressedSize: false,
      manifest: true,
      // Every browser that runs the app (ES2020 modules) either supports modulepreload or simply
      // fetches on import: the polyfill would cost every first load 0.5 KB for nothing.
      modulePreload: { polyfill: false },
      // A stylesheet per chunk: a first screen loads the shell's and its own, not every screen's
      // (sign-in -2.2 KB gzip, home -0.7). The first screen's are preloaded with its code
      // (route-preload); a later screen's arrives with its chunk, after the shell's.
      cssCodeSplit: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // The app shell with its small helpers in one chunk, instead of a dozen
              // sub-kilobyte files that cost a round trip each on a slow network; with it the
              // catalogues' 0.3 KB runtime (else a file of its own beside the first sentences),
              // and what two kinds of first screen share (sign-in, home, a Telegram launch), so
              // that none of them imports another's group; and react-dom, which the entry renders
              // with (left to Rolldown, it joined the wallet group once no first screen's
              // telegram-ui component needed it); and the class-fields helpers (the floor's Safari 15
              // gets private fields rewritten through them), which TanStack Query's client in the
              // shell uses: a file of their own was one more request in every first screen's wave,
              // queued behind the six a host serves at a time over HTTP/1.1.
              startGroup(
                resolvePath('src/main.tsx'),
                /@messageformat[\\/]runtime|[\\/]node_modules[\\/](react-dom|scheduler)[\\/]|@oxc-project[\\/+]runtime/,
                firstScreens,
                homeScreens,
              ),
              // The email sign-in and sign-up forms, with what a web sign-in and a Telegram launch
              // share without home (the sign-in calls): preloaded with the entry on a signed-out
              // visit (route-preload), never on a signed-in one, so home, the tightest first
              // screen, does not carry them in start. One file, not two: a sign-in's wave is a
              // file shorter (a Telegram launch fetches the forms' few kilobytes with the calls).
              sharedApartGroup(
                'signin',
                firstScreens,
                homeScreens,
                /src[\\/]features[\\/]auth[\\/](SignInScreen|SignUpScreen)\.tsx$/,
              ),
              // The sign-up extras (issue 22): the flow after the sign-up form, "check your email",
              // the invite code, the magic link and its landing. One chunk, so that the sign-up form
              // (a first screen) names one file to load on submit rather than a list of small ones.
              {
                name: 'signup-steps',
                test: /src[\\/]features[\\/]auth[\\/](SignUpNext|CheckEmail|InviteStep|InviteCodeField|sign-up-flow|invite|use-countdown|MagicLinkScreen|AuthLinkScreen)\.tsx?$/,
                priority: 0,
              },
              // A Telegram launch's half of the bootstrap and its sign-in screen: never on the web.
              {
                name: 'telegram-start',
                test: /src[\\/](main-telegram\.ts|features[\\/]auth[\\/]TelegramSignInScreen\.tsx)$/,
                priority: 2,
              },
              // Home and what only it needs: preloaded with the entry when home is the first
              // screen, fetched after the sign-in form is up otherwise (it stays off that path).
              { name: 'home', test: /src[\\/]features[\\/]wallets[\\/]HomeScreen\.tsx$/, priority: 2 },
              // A Telegram launch: the SDK and our setup around it, one file.
              { name: 'telegram', test: /src[\\/]launch[\\/]telegram\.ts$/, priority: 1 },
              // Home's recent activity rows (the row layout, kinds, parties, statuses), which the
              // wallet's history draws too: a small file home fetches as it paints, not the whole
              // wallet chunk below.
              {
                name: 'history-rows',
                test: /src[\\/]features[\\/]wallets[\\/]components[\\/]RecentRows\.tsx$/,
                priority: 2,
              },
              // A wallet and its history with their helpers (copy fields, currency icons, the
              // statement export): a support agent's link lands here, and home leads here next.
              {
                name: 'wallet',
                test: /src[\\/]features[\\/]wallets[\\/](WalletScreen|TransactionsScreen)\.tsx$/,
                priority: 1,
              },
              // Small widgets that later screens share (a sheet's error line, a ticked sentence, the
              // order status table): one file, rather than a file each whose name every screen's
              // preload list in the start chunk would carry.
              {
                name: 'later-widgets',
                test: /src[\\/]ui[\\/](ErrorCaption|CheckboxCell|order-statuses)\.tsx?$/,
                priority: 1,
              },
            ],
          },
        },
      },
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/unit/setup-i18n.ts'],
          },
        },
        {
          extends: true,
          test: { name: 'contract', environment: 'node', include: ['tests/contract/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.test.ts'],
            globalSetup: ['tests/e2e/global-setup.ts'],
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
