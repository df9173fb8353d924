import { SystemConfig } from '../../src/contract/system.ts';
import type { SandboxContext, SandboxModule } from '../server/context.ts';
import { fail, invalid } from '../server/errors.ts';
import { readBody } from '../server/validate.ts';
import { CHAINS, CURRENCIES, currencyWire } from './catalog.ts';
import { COUNTRIES, countryById, statesOf } from './countries.ts';

/** API.md §6 `SystemConfig` for the sandbox tenant. */
export const SANDBOX_SYSTEM_CONFIG = {
  default_theme_mode: 'dark',
  theme_switch: true,
  enable_kyc: true,
  enable_exchange: true,
  enable_auto_exchange: false,
  enable_crypto_withdrawal: true,
  enable_referral_program: false,
  tg_bot_name: 'SandboxMoneyBot',
  base_currency: 'USD',
  metrics_data: null,
} as const;

/** The tenant's config now: the defaults above with what a test set (`POST /__sandbox/system-config`). */
export function systemConfig(ctx: Pick<SandboxContext, 'store'>) {
  const changes = ctx.store.meta.systemConfig as Partial<typeof SANDBOX_SYSTEM_CONFIG> | undefined;
  return { ...SANDBOX_SYSTEM_CONFIG, ...changes };
}

function boolQuery(raw: string | undefined, name: string): boolean | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  invalid(name, `${name} must be true or false.`);
}

function intQuery(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,12}$/.test(raw)) invalid(name, `${name} must be a whole number.`);
  return Number(raw);
}

/**
 * Reference lists and tenant config. They need only the tenant header (API.md §6 declares no
 * other 401): the app reads them before anyone signs in.
 */
export const registerSystem: SandboxModule = (ctx) => {
  ctx.v2.get('/system/currencies', (c) => {
    const isCrypto = boolQuery(c.req.query('is_crypto'), 'is_crypto');
    const chainId = intQuery(c.req.query('chain_id'), 'chain_id');
    const symbol = c.req.query('symbol')?.trim().toUpperCase() || undefined;
    const data = CURRENCIES.filter(
      (cur) =>
        (isCrypto === undefined || cur.is_crypto === isCrypto) &&
        (chainId === undefined || cur.chain_id === chainId) &&
        (symbol === undefined || cur.symbol === symbol),
    ).map(currencyWire);
    // ⚠#3: the contract says `total`, the client reads `count`; send both.
    return c.json({ total: data.length, count: data.length, data });
  });

  ctx.v2.get('/system/chains', (c) => {
    const data = CHAINS.map((ch) => ({ id: ch.id, name: ch.name, symbol: ch.symbol, is_beta: ch.is_beta }));
    return c.json({ total: data.length, count: data.length, data, has_more: false });
  });

  ctx.v2.get('/system/countries', (c) => c.json({ total: COUNTRIES.length, data: COUNTRIES }));

  ctx.v2.get('/system/states/:country_id', (c) => {
    const raw = c.req.param('country_id');
    if (!/^\d{1,9}$/.test(raw)) invalid('country_id', 'country_id must be a whole number (a country id).');
    const country = countryById(Number(raw));
    if (!country) fail(404, `No country with id ${raw}. Pick one from /system/countries.`);
    const data = statesOf(country.id);
    return c.json({ total: data.length, data });
  });

  ctx.v2.get('/system/config', (c) => c.json(systemConfig(ctx)));
  // ⚠#12: the legacy path of the same config.
  ctx.v2.get('/tenants/config', (c) => c.json(systemConfig(ctx)));

  /** Control: tests set any of the tenant's flags (a partial SystemConfig); reset restores the defaults. */
  ctx.control.post('/system-config', (c) => {
    const changes = readBody(c, SystemConfig.partial());
    ctx.store.meta.systemConfig = { ...(ctx.store.meta.systemConfig as object), ...changes };
    ctx.store.changed();
    return c.json(systemConfig(ctx));
  });
};
