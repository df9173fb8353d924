import { type ReactNode, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useLaterCatalogues } from '../i18n';
import { isLazyScreen } from '../routing/lazy-screen';
import type { RouteDef } from '../routing/route-def';
import { OfferedOnly } from '../ui/OfferedOnly';
import { Splash } from '../ui/Splash';
import { TabBar } from '../ui/TabBar';
import { AuthGate } from './AuthGate';
import { ErrorBoundary } from './ErrorBoundary';
import NotFoundScreen from './NotFoundScreen';
import { routes } from './routes';

/** Screens after the first may use any namespace: they wait for every catalogue. */
function LaterScreen({ children }: { children: ReactNode }) {
  useLaterCatalogues();
  return <>{children}</>;
}

function RouteScreen({ def }: { def: RouteDef }) {
  const Component = def.component;
  const screen = (
    <>
      <Component />
      {def.tab && <TabBar active={def.tab} />}
    </>
  );
  const later = isLazyScreen(Component) ? screen : <LaterScreen>{screen}</LaterScreen>;
  const ready = def.offered ? <OfferedOnly feature={def.offered}>{later}</OfferedOnly> : later;
  return def.public ? ready : <AuthGate>{ready}</AuthGate>;
}

/** The route table inside one error boundary (reset on navigation) and one Suspense. */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<Splash />}>
        <Switch>
          {routes.map((def) => (
            <Route key={def.path} path={def.path}>
              <RouteScreen def={def} />
            </Route>
          ))}
          <Route>
            <NotFoundScreen />
          </Route>
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
