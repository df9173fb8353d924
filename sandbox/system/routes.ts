import type { SandboxModule } from '../server/context.ts';
import { fail, invalid } from '../server/errors.ts';
import { readBody } from '../server/validate.ts';
import { CHAINS, CURRENCIES, currencyWire } from './catalog.ts';
import { COUNTRIES, countryById, statesOf } from './countries.ts';
import { changeTenantConfig, fiatCurrency, TENANT_CONFIG_CHANGE, tenantConfigOf } from './tenant-config.ts';

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

  ctx.v2.get('/system/config', (c) => {
    const { config, legacyOnly } = tenantConfigOf(ctx.store);
    // An older platform has only the legacy path: its router knows no /system/config.
    if (legacyOnly) fail(404, 'No v2 route GET /system/config.');
    return c.json(config);
  });
  // ⚠#12: the legacy path of the same config.
  ctx.v2.get('/tenants/config', (c) => c.json(tenantConfigOf(ctx.store).config));

  /**
   * Control: what the tenant offers and how it looks — any SystemConfig field (checked by the
   * contract's schema), and `legacy_only` for a platform without /system/config. Answers the
   * whole config; a reset brings the seeded one back.
   */
  ctx.control.get('/tenant-config', (c) => {
    const { config, legacyOnly } = tenantConfigOf(ctx.store);
    return c.json({ ...config, legacy_only: legacyOnly });
  });
  ctx.control.post('/tenant-config', (c) => {
    const change = readBody(c, TENANT_CONFIG_CHANGE);
    if (change.base_currency !== undefined && !fiatCurrency(change.base_currency))
      invalid('base_currency', 'base_currency must be the code of a fiat currency of /system/currencies.');
    const { config, legacyOnly } = changeTenantConfig(ctx.store, change);
    return c.json({ ...config, legacy_only: legacyOnly });
  });
};
