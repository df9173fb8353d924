import * as z from 'zod';
import { SystemConfig } from '../../src/contract/system.ts';
import type { Store } from '../server/store.ts';
import { CURRENCIES } from './catalog.ts';

type Config = z.output<typeof SystemConfig>;

/** API.md §6 `SystemConfig` of the sandbox tenant, as seeded (and after a reset). */
export const SANDBOX_SYSTEM_CONFIG: Config = {
  default_theme_mode: 'light',
  theme_switch: true,
  enable_kyc: true,
  enable_exchange: true,
  enable_auto_exchange: false,
  enable_crypto_withdrawal: true,
  enable_referral_program: false,
  tg_bot_name: 'SandboxMoneyBot',
  base_currency: 'USD',
  metrics_data: null,
};

/**
 * The control's body (ours, not the contract's): any of the config's fields, checked by the
 * contract's own schema, plus `legacy_only` — the platform then answers only the legacy
 * `/tenants/config` (404 on `/system/config`), as an older platform does.
 */
export const TENANT_CONFIG_CHANGE = SystemConfig.partial().extend({ legacy_only: z.boolean().optional() });

interface Stored {
  config: Config;
  legacyOnly: boolean;
}

/** The tenant's configuration lives in the store's meta: a reset brings the seeded one back. */
export function tenantConfigOf(store: Store): Stored {
  return (
    (store.meta.tenantConfig as Stored | undefined) ?? { config: SANDBOX_SYSTEM_CONFIG, legacyOnly: false }
  );
}

export function changeTenantConfig(store: Store, change: z.output<typeof TENANT_CONFIG_CHANGE>): Stored {
  const { legacy_only, ...fields } = change;
  const now = tenantConfigOf(store);
  const next: Stored = {
    config: { ...now.config, ...fields },
    legacyOnly: legacy_only ?? now.legacyOnly,
  };
  store.meta.tenantConfig = next;
  store.changed();
  return next;
}

/** The fiat currency of the catalogue totals are counted in: the tenant's base currency. */
export const fiatCurrency = (code: string) => CURRENCIES.find((c) => !c.is_crypto && c.code === code);
