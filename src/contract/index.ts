/**
 * # src/contract — the platform's wire contract (API.md), written once, as schemas
 *
 * One file per domain holds the schemas of its shapes and a route record per route (service,
 * method, path, path/query/body/response schemas). Everything else comes from here:
 *
 * - the app's wire types: inferred (`z.input` for what the app sends, `z.output` for what it
 *   reads) and imported with `import type` only, through src/api/types and src/api/endpoints, so no
 *   schema code reaches the browser (tests/unit/contract-layer.test.ts, tests/e2e/bundle-schemas).
 *   A call's body, query and answer are typed by its route (RouteInput, RouteOutput), so a shape
 *   has a named type (`export type X = z.output<typeof X>`) only where some code names it;
 * - the client's endpoint table: `clientRoutes` projected at build time to what the executor reads
 *   (src/build/endpoint-table.ts), so an address is written once, here;
 * - the value lists the UI iterates: plain `as const` arrays in ./values, which import no schema
 *   library, and which the schemas are built from;
 * - the sandbox's request validation (sandbox/server/validate.ts reads every body through its
 *   route's schema: strict, exact decimals) and the type of every answer it builds;
 * - the contract tests (every answer the harness sees is parsed with its route's response schema);
 * - the OpenAPI 3.1 document `npm run -s openapi` prints (./openapi.ts).
 *
 * Why zod (4) rather than valibot: the schemas never ship to the browser, so valibot's smaller
 * bundles buy nothing here, while zod 4 has what this layer needs built in: strict objects
 * (`z.strictObject`: an unknown field is an error, as the sandbox must refuse it), separate input
 * and output types (a money field is a WireNumber going out and a decimal string coming in),
 * JSON Schema output for OpenAPI (`z.toJSONSchema`, no extra package), and per-issue details
 * (code, path, bound, the schema that raised it) from which the sandbox words its own 422s.
 *
 * The sandbox imports from src/ only this folder and src/shared (tests/unit/shared-line.test.ts).
 */
import { authLinkRoutes, authRoutes } from './auth.ts';
import { counterpartyRoutes } from './counterparties.ts';
import { developerRoutes } from './developer.ts';
import { exchangeRoutes } from './exchange.ts';
import { issuingAliasRoutes, issuingRoutes } from './issuing.ts';
import { kycRoutes } from './kyc.ts';
import { orderAliasRoutes, ordersRoutes, ordersV2Routes } from './orders.ts';
import { otpRoutes, totpRoutes } from './otp.ts';
import { referralRoutes } from './referrals.ts';
import { storageRoutes } from './storage.ts';
import { systemRoutes } from './system.ts';
import { teamRoutes } from './team.ts';
import { userRoutes } from './user.ts';
import { virtualAccountRoutes } from './virtual-accounts.ts';
import { walletRoutes } from './wallets.ts';
import type { Route } from './wire.ts';

/** Every route our client calls, by group: the client's endpoint table is projected from it (src/build/endpoint-table.ts). */
export const clientRoutes = {
  auth: authRoutes,
  authLinks: authLinkRoutes,
  user: userRoutes,
  system: systemRoutes,
  wallets: walletRoutes,
  team: teamRoutes,
  virtualAccounts: virtualAccountRoutes,
  exchange: exchangeRoutes,
  orders: ordersRoutes,
  ordersV2: ordersV2Routes,
  counterparties: counterpartyRoutes,
  issuing: issuingRoutes,
  kyc: kycRoutes,
  developer: developerRoutes,
  otp: otpRoutes,
  totp: totpRoutes,
  referrals: referralRoutes,
  storage: storageRoutes,
} as const;

/** Routes the sandbox serves too, beyond what the client calls (literal aliases API.md names). */
export const aliasRoutes = {
  ordersV2: orderAliasRoutes,
  issuing: issuingAliasRoutes,
} as const;

/** A route record, as opposed to a group of them. */
export function isRoute(value: unknown): value is Route {
  return typeof value === 'object' && value !== null && 'service' in value && 'response' in value;
}

function flatten(prefix: string, group: object, out: Record<string, Route>): Record<string, Route> {
  for (const [name, value] of Object.entries(group)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (isRoute(value)) out[key] = value;
    else if (typeof value === 'object' && value !== null) flatten(key, value, out);
  }
  return out;
}

/** `'domain.name' → route` for every route the client calls (keys as in allEndpoints). */
export const allClientRoutes: Readonly<Record<string, Route>> = flatten('', clientRoutes, {});
/** Every route the contract knows: the client's and the aliases (keys `alias.domain.name`). */
export const allRoutes: Readonly<Record<string, Route>> = {
  ...allClientRoutes,
  ...flatten('alias', aliasRoutes, {}),
};

export type { Route } from './wire.ts';
