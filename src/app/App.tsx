import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoot } from '@telegram-apps/telegram-ui';
import { Fragment, type ReactNode, Suspense } from 'react';
import { useLocale } from '../i18n';
import { useAppearance } from '../lib/appearance';
import { queryClient } from '../lib/server-state/client';
import { MainButtonHost } from '../ui/MainButton';
import { OfflineBanner } from '../ui/OfflineBanner';
import { ToastHost } from '../ui/toast';
import { AppRoutes } from './AppRoutes';

export interface AppProps {
  appearance: 'dark' | 'light';
  platform: 'ios' | 'base';
  /** The mocked Telegram's own controls (dev server and sandbox builds only), drawn over the app. */
  devChrome: ReactNode;
}

/** The shell: telegram-ui root, offline banner, routes, the web MainButton dock, toasts. */
export function App({ appearance, platform, devChrome }: AppProps) {
  // On the web the user may pick light or dark in Profile; inside Telegram its theme decides.
  const shown = useAppearance(appearance);
  // A new language re-renders every screen from the top: each sentence is read at render.
  const locale = useLocale();
  return (
    // The provider mounts the client: it refetches stale reads on return to the foreground and
    // when the network comes back. Hooks are also handed the client itself (lib/server-state),
    // so code outside the tree (launch-data) and unit tests share the one cache.
    <QueryClientProvider client={queryClient}>
      <AppRoot appearance={shown} platform={platform} className="app" data-appearance={shown}>
        <Fragment key={locale}>
          <OfflineBanner />
          <AppRoutes />
          <MainButtonHost />
          <ToastHost />
        </Fragment>
        {devChrome && <Suspense fallback={null}>{devChrome}</Suspense>}
      </AppRoot>
    </QueryClientProvider>
  );
}
