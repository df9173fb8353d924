/**
 * The client's endpoints: one object per group of the contract's `clientRoutes`, each derived from
 * the route records at build time (src/build/endpoint-table.ts) and typed by them
 * (src/api/endpoint.ts EndpointsOf). Screens import their group's file, so each chunk carries only
 * the groups it calls; this file gathers them for the tests: `apiDomains`, and `allEndpoints`, a
 * flat record `'domain.name' → spec` (nested groups joined with dots, e.g.
 * `ordersV2.create.HIFI_ACH_ONRAMP`, keys as the contract's allClientRoutes).
 */
import type { EndpointSpec } from '../endpoint';
import { authApi } from './auth';
import { authLinksApi } from './auth-links';
import { counterpartiesApi } from './counterparties';
import { developerApi } from './developer';
import { exchangeApi } from './exchange';
import { issuingApi } from './issuing';
import { kycApi } from './kyc';
import { ordersApi, ordersV2Api } from './orders';
import { otpApi, totpApi } from './otp';
import { referralsApi } from './referrals';
import { storageApi } from './storage';
import { systemApi } from './system';
import { teamApi } from './team';
import { userApi } from './user';
import { virtualAccountsApi } from './virtual-accounts';
import { walletsApi } from './wallets';

export { authApi } from './auth';
export { authLinksApi } from './auth-links';
export { counterpartiesApi } from './counterparties';
export { developerApi } from './developer';
export { exchangeApi } from './exchange';
export { issuingApi } from './issuing';
export { kycApi } from './kyc';
export {
  hasCreateV2,
  ORDER_CREATE_V1,
  ORDER_CREATE_V2,
  type OrderCreateV2Type,
  ordersApi,
  ordersV2Api,
} from './orders';
export { otpApi, totpApi } from './otp';
export { referralsApi } from './referrals';
export { storageApi } from './storage';
export { systemApi } from './system';
export { teamApi } from './team';
export { userApi } from './user';
export { virtualAccountsApi } from './virtual-accounts';
export { walletsApi } from './wallets';

/** The groups by their `clientRoutes` names (tests/unit/contract-layer.test.ts holds them equal). */
export const apiDomains = {
  auth: authApi,
  authLinks: authLinksApi,
  user: userApi,
  system: systemApi,
  wallets: walletsApi,
  team: teamApi,
  virtualAccounts: virtualAccountsApi,
  exchange: exchangeApi,
  orders: ordersApi,
  ordersV2: ordersV2Api,
  counterparties: counterpartiesApi,
  issuing: issuingApi,
  kyc: kycApi,
  developer: developerApi,
  otp: otpApi,
  totp: totpApi,
  referrals: referralsApi,
  storage: storageApi,
} as const;

function isSpec(value: unknown): value is EndpointSpec {
  return typeof value === 'object' && value !== null && 'service' in value && 'path' in value;
}

function flatten(prefix: string, group: object, out: Record<string, EndpointSpec>): void {
  for (const [name, value] of Object.entries(group)) {
    const key = `${prefix}.${name}`;
    if (isSpec(value)) out[key] = value;
    else if (typeof value === 'object' && value !== null) flatten(key, value, out);
  }
}

function flattenDomains(): Readonly<Record<string, EndpointSpec>> {
  const out: Record<string, EndpointSpec> = {};
  for (const [domain, group] of Object.entries(apiDomains)) flatten(domain, group, out);
  return out;
}

export const allEndpoints = flattenDomains();
