// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SandboxClient, sandboxClient } from './sandbox-client.ts';

let sb: SandboxClient;
beforeEach(() => {
  sb = sandboxClient();
});
afterEach(() => sb.close());

const COUNTRY_KEYS = [
  'id',
  'flag',
  'name',
  'capital',
  'currency',
  'currency_name',
  'currency_symbol',
  'emoji',
  'emojiU',
  'iso2',
  'iso3',
  'numeric_code',
  'phonecode',
  'tld',
  'nationality',
  'native',
  'region',
  'subregion',
  'wikiDataId',
  'latitude',
  'longitude',
  'region_id',
  'subregion_id',
  'timezones',
  'translations',
].sort();
const STATE_KEYS = [
  'id',
  'country_id',
  'flag',
  'name',
  'country_code',
  'fips_code',
  'iso2',
  'type',
  'native',
  'wikiDataId',
  'level',
  'parent_id',
  'latitude',
  'longitude',
  'created_at',
  'updated_at',
].sort();

describe('sandbox system lists', () => {
  it('serves currencies with both total and count, filtered by is_crypto, chain and symbol', async () => {
    const all = (await sb.v2('/system/currencies')).json;
    expect(all.total).toBe(all.data.length);
    expect(all.count).toBe(all.total);
    const fiat = (await sb.v2('/system/currencies?is_crypto=false')).json;
    expect(fiat.data.map((c: { meta: { code: string } }) => c.meta.code).sort()).toEqual(['EUR', 'USD']);
    const tron = (await sb.v2('/system/currencies?chain_id=728126428')).json;
    expect(tron.data.map((c: { meta: { symbol: string } }) => c.meta.symbol).sort()).toEqual(['TRX', 'USDT']);
    const usdt = (await sb.v2('/system/currencies?symbol=usdt&is_crypto=true')).json;
    expect(usdt.total).toBe(3);
    expect(usdt.data[0]).toMatchObject({
      is_crypto: true,
      is_stablecoin: true,
      meta: { chain_name: expect.any(String) },
    });
  });

  it('refuses malformed filters with 422 instead of ignoring them', async () => {
    const bad = await sb.v2('/system/currencies?is_crypto=yes');
    expect(bad.status).toBe(422);
    expect(bad.json.errors.is_crypto).toBeTruthy();
    expect((await sb.v2('/system/currencies?chain_id=abc')).status).toBe(422);
  });

  it('serves chains with total, count and has_more', async () => {
    const res = (await sb.v2('/system/chains')).json;
    expect(res).toMatchObject({ total: res.data.length, count: res.data.length, has_more: false });
    expect(res.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      symbol: expect.any(String),
      is_beta: expect.any(Boolean),
    });
  });

  it('serves countries with every key of API.md §3.3', async () => {
    const res = (await sb.v2('/system/countries')).json;
    expect(res.total).toBeGreaterThanOrEqual(12);
    for (const c of res.data) expect(Object.keys(c).sort()).toEqual(COUNTRY_KEYS);
    const iso = res.data.map((c: { iso2: string }) => c.iso2);
    for (const code of ['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'PL', 'AE', 'SG', 'CA', 'JP'])
      expect(iso).toContain(code);
    const us = res.data.find((c: { iso2: string }) => c.iso2 === 'US');
    expect(us).toMatchObject({
      id: 233,
      emoji: '🇺🇸',
      emojiU: 'U+1F1FA U+1F1F8',
      phonecode: '1',
      currency: 'USD',
    });
  });

  it('serves states of a country, empty for a country without seeded states, 404 for an unknown id', async () => {
    const us = (await sb.v2('/system/states/233')).json;
    expect(us.total).toBeGreaterThanOrEqual(10);
    for (const s of us.data) expect(Object.keys(s).sort()).toEqual(STATE_KEYS);
    expect(
      us.data.every(
        (s: { country_id: number; country_code: string }) => s.country_id === 233 && s.country_code === 'US',
      ),
    ).toBe(true);
    expect((await sb.v2('/system/states/39')).json.total).toBeGreaterThan(0);
    expect((await sb.v2('/system/states/82')).json.total).toBeGreaterThan(0);
    expect((await sb.v2('/system/states/109')).json).toEqual({ total: 0, data: [] });
    const unknown = await sb.v2('/system/states/99999');
    expect(unknown.status).toBe(404);
    expect((await sb.v2('/system/states/abc')).status).toBe(422);
  });

  it('serves the same tenant config on /system/config and /tenants/config', async () => {
    const config = (await sb.v2('/system/config')).json;
    expect(config).toMatchObject({
      default_theme_mode: 'light',
      theme_switch: true,
      enable_kyc: true,
      enable_exchange: true,
      enable_auto_exchange: false,
      enable_crypto_withdrawal: true,
      enable_referral_program: false,
      tg_bot_name: 'SandboxMoneyBot',
      base_currency: 'USD',
    });
    expect((await sb.v2('/tenants/config')).json).toEqual(config);
  });

  it('requires the tenant header', async () => {
    const res = await sb.request('/__platform/v2/system/config', { headers: { 'x-tenant-id': 'other' } });
    expect(res.status).toBe(401);
  });
});
