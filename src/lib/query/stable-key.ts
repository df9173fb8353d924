import type { EndpointSpec } from '../../api/endpoint';

/** JSON with object keys sorted and undefined dropped, so `{a,b}` and `{b,a}` name one query. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const sorted: Record<string, unknown> = {};
      for (const k of Object.keys(v as object).sort()) {
        const item = (v as Record<string, unknown>)[k];
        if (item !== undefined) sorted[k] = item;
      }
      return sorted;
    }
    return v;
  });
}

/** Identifies an endpoint by what it calls, not by object identity. */
export function endpointKey(ep: Pick<EndpointSpec, 'service' | 'method' | 'path'>): string {
  return `${ep.service} ${ep.method} ${ep.path}`;
}

/** Cache key: service + method + path + stable JSON of the input. */
export function queryKey(ep: Pick<EndpointSpec, 'service' | 'method' | 'path'>, input: unknown): string {
  return `${endpointKey(ep)} ${stableJson(input ?? {})}`;
}
