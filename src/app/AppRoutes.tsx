import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { TabBar } from '../ui/TabBar';
import { AuthGate } from './AuthGate';
import { ErrorBoundary } from './ErrorBoundary';
import NotFoundScreen from './NotFoundScreen';
import type { RouteDef } from './route-def';
import { routes } from './routes';
import { Splash } from './Splash';

function RouteScreen({ def }: { def: RouteDef }) {
  const Component = def.component;
  const screen = (
    <>
      <Component />
      {def.tab && <TabBar active={def.tab} />}
    </>
  );
  return def.public ? screen : <AuthGate>{screen}</AuthGate>;
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
