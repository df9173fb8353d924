import { lazy, type ReactNode } from 'react';
import { offers, type TenantFeature, useTenantConfig } from '../lib/tenant-config';
import { Splash } from './Splash';

// The message is the rare case: its code loads only when a screen has to say it.
const NotOffered = lazy(() => import('./NotOffered'));

/**
 * Shows `children` only when the tenant offers `feature` (lib/tenant-config.ts); otherwise a whole
 * screen saying plainly that this service is not offered, with a way back. Routes get it from
 * their `offered` field (routing/route-def.ts); a screen may also wrap a part of itself.
 *
 * While the config is unknown: a spinner (it is in the launch's first requests, so briefly). When
 * it cannot be read at all, the screen shows: the platform still refuses what it does not offer,
 * and hiding every screen behind a failed read would lock the user out of the rest.
 */
export function OfferedOnly({ feature, children }: { feature: TenantFeature; children: ReactNode }) {
  const config = useTenantConfig();
  const offered = offers(config.data, feature);
  if (offered === false) return <NotOffered feature={feature} />;
  if (offered === undefined && !config.error) return <Splash />;
  return <>{children}</>;
}
