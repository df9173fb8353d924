/**
 * The tenant's configuration (API.md §6 `SystemConfig`) decides what exists in the app: which
 * services are offered, the first visit's theme, whether the appearance can be changed, the
 * currency of totals and the bot that share links open. One read for the whole app:
 *
 * - `GET /system/config`, the current path; only when the platform answers 404 (an older one),
 *   the legacy `GET /tenants/config` (API.md ⚠#12).
 * - Sent without the user's token: the config is the tenant's, the same signed in or out, and
 *   needs only the tenant header (a 401 is "invalid tenant", never a session to renew). That also
 *   makes it one request for every screen and owner, which the HTML's early script sends at
 *   launch (src/boot/launch.ts) and the app adopts once (api/early-responses.ts).
 * - The last answer is kept in localStorage: the next launch starts from it (the theme before the
 *   first paint, the entry points without a gap) while a fresh copy is read. It is the tenant's,
 *   not the user's, so it survives a change of owner.
 *
 * Features ask through `useOffered(feature)` (entry points) and a route's `offered` field
 * (routing/route-def.ts: the screen then says the service is not offered).
 */
import { queryOptions } from '@tanstack/react-query';
import { systemApi } from '../api/endpoints/system';
import { ApiError } from '../api/errors';
import { call } from '../api/http';
import type { SystemConfig } from '../api/types/system';
import { endpointKey, queryClient } from './server-state/client';
import { useRead } from './server-state/use-read';

export type { SystemConfig };

/** A service the tenant may turn off, and the config flag that says whether it is offered. */
const FLAGS = {
  kyc: 'enable_kyc',
  exchange: 'enable_exchange',
  /** Incoming crypto converted into the base currency by the platform (AUTO_CONVERT_CRYPTO). */
  autoExchange: 'enable_auto_exchange',
  cryptoWithdrawal: 'enable_crypto_withdrawal',
  referrals: 'enable_referral_program',
} as const satisfies Record<string, keyof SystemConfig>;

export type TenantFeature = keyof typeof FLAGS;

/** Catalogue freshness: a tenant changes its configuration rarely. */
const CONFIG_STALE_MS = 10 * 60_000;
const STORE_KEY = 'app/tenantConfig';

interface Stored {
  at: number;
  config: SystemConfig;
}

function loadStored(): Stored | undefined {
  try {
    const raw = localStorage.getItem(STORE_KEY);
    const stored = raw ? (JSON.parse(raw) as Stored) : undefined;
    return stored && typeof stored.at === 'number' && stored.config ? stored : undefined;
  } catch {
    return undefined;
  }
}

function store(config: SystemConfig): void {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify({ at: Date.now(), config } satisfies Stored));
  } catch {
    // Storage refused (private mode): the next launch reads it afresh.
  }
}

/** The current path, else on 404 the legacy one. Kept for the next launch. */
export async function readTenantConfig(signal?: AbortSignal): Promise<SystemConfig> {
  let config: SystemConfig;
  try {
    config = await call(systemApi.config, { token: null, signal });
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) throw err;
    config = await call(systemApi.tenantConfig, { token: null, signal });
  }
  store(config);
  return config;
}

/**
 * The config's query: keyed by the current path, started from the stored copy (stale at its age),
 * so a cleared cache (a change of owner) starts from it again rather than from nothing.
 */
export const tenantConfigQuery = () =>
  queryOptions<SystemConfig, ApiError>({
    queryKey: [...endpointKey(systemApi.config), {}],
    queryFn: ({ signal }) => readTenantConfig(signal),
    staleTime: CONFIG_STALE_MS,
    initialData: () => loadStored()?.config,
    initialDataUpdatedAt: () => loadStored()?.at,
  }) as Parameters<typeof useRead<SystemConfig>>[0];

export const useTenantConfig = () => useRead(tenantConfigQuery());

/**
 * At launch, before any screen: read once per launch even with a fresh stored copy (the tenant may
 * have just turned a service off), adopting the early script's answer to the same request.
 */
export function startTenantConfig(): Promise<SystemConfig | undefined> {
  return queryClient.fetchQuery({ ...tenantConfigQuery(), staleTime: 0 }).catch(() => undefined);
}

/**
 * Whether the tenant offers `feature`: undefined while its config is unknown (no stored copy, the
 * read under way or failed). A flag the answer lacks counts as off.
 */
export function offers(config: SystemConfig | undefined, feature: TenantFeature): boolean | undefined {
  return config ? config[FLAGS[feature]] === true : undefined;
}

/**
 * For entry points (a button, a menu row, a prompt): true only when the tenant offers `feature`.
 * While the config is unknown nothing is shown, so a turned-off service never flashes into view;
 * the config is in the first wave of requests, so this is rarely seen.
 */
export function useOffered(feature: TenantFeature): boolean {
  return offers(useTenantConfig().data, feature) === true;
}

/**
 * The currency the platform's totals are in (wallet and home totals). `pending` while the config
 * is being read for the first time; `currency` stays undefined when it could not be read (totals
 * are then shown as plain figures, never in a currency guessed).
 */
export function useBaseCurrency(): { currency: string | undefined; pending: boolean } {
  const config = useTenantConfig();
  return {
    currency: config.data?.base_currency?.toUpperCase() || undefined,
    pending: config.data === undefined && !config.error,
  };
}
