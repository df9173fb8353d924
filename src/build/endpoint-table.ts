/**
 * The client's endpoint table, derived from the contract at build time (issue 21: one contract
 * source). A route's address (service, method, path, answer kind, captcha, no timeout) is written
 * once, in its route record (src/contract); the browser gets only its projection, plain data,
 * never a schema (tests/e2e/bundle-schemas.test.ts).
 *
 * `virtual:endpoint-table/<group>` is one group of `clientRoutes` (`wallets`, `ordersV2`…), nested
 * groups (orders' `create`, keyed by order type) kept. A module per group, not one for all: each
 * screen's chunk carries only the groups it calls, as the hand-written tables did (the whole table
 * in one module would sit in the start chunk, on every first screen). src/api/endpoints types each
 * group by its routes.
 *
 * The vite config registers the plugin, so the app's build, the dev server and vitest (whose
 * projects extend the config) all serve it. The config's own code (src/build/route-preload.ts)
 * runs before any plugin and calls `projectEndpoints` directly: one projection for both.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { EndpointSpec, EndpointsOf } from '../api/endpoint.ts';
import { clientRoutes, isRoute } from '../contract/index.ts';
import type { Route } from '../contract/wire.ts';

const PREFIX = 'virtual:endpoint-table/';
const RESOLVED = `\0${PREFIX}`;

/** What the executor (src/api/http.ts) reads of a route, and nothing else. */
export function endpointOf(route: Route): EndpointSpec {
  const { service, method, path, answer, captcha, untimed } = route;
  return {
    service,
    method,
    path,
    ...(answer === 'text' || answer === 'blob' ? { responseType: answer } : {}),
    ...(captcha ? { captcha } : {}),
    ...(untimed ? { untimed } : {}),
  };
}

/** A group of routes as endpoints, the group's shape kept. */
export function projectEndpoints<G extends object>(group: G): EndpointsOf<G> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(group)) {
    if (isRoute(value)) out[name] = endpointOf(value);
    else if (typeof value === 'object' && value !== null) out[name] = projectEndpoints(value);
  }
  return out as EndpointsOf<G>;
}

/** The contract's files (from the project root, as the config's other paths). */
function contractFiles(): string[] {
  const dir = resolve('src/contract');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(dir, name));
}

export function endpointTable(): Plugin {
  return {
    name: 'endpoint-table',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const group = id.slice(RESOLVED.length);
      if (!Object.hasOwn(clientRoutes, group))
        this.error(`${PREFIX}${group}: clientRoutes (src/contract/index.ts) has no group "${group}"`);
      // The dev server restarts when a file the config imports changes (the contract is one), and
      // these make the module graph say what this module was built from.
      for (const file of contractFiles()) this.addWatchFile(file);
      const table = projectEndpoints(clientRoutes[group as keyof typeof clientRoutes]);
      return `export default ${JSON.stringify(table)};`;
    },
  };
}
