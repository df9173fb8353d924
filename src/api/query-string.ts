/**
 * Query encoding of API.md §1.3: scalars `k=v`, booleans `true`/`false`, nested objects in
 * bracket notation (`filter[fiat_account][type]=prepaid`, `filter[currency.uuid]=x`), arrays
 * inside objects with indices (`filter[status][0]=a`), top-level arrays as `k[]=a`; undefined and
 * null dropped. A string value is sent unchanged (the JSON-encoded `filters` of /v2/orders/list).
 */
export function encodeQuery(query: object | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  const push = (key: string, value: unknown) => {
    parts.push(`${encodeKey(key)}=${encodeURIComponent(String(value))}`);
  };
  const walk = (prefix: string, value: unknown, topLevel: boolean) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (topLevel) walk(`${prefix}[]`, item, false);
        else walk(`${prefix}[${i}]`, item, false);
      });
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>))
        walk(`${prefix}[${k}]`, v, false);
    } else {
      push(prefix, value);
    }
  };
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) walk(key, value, true);
  return parts.join('&');
}

/** Keeps brackets readable; servers must accept both raw and %5B/%5D (API.md §1.3). */
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
}

export function fillPath(template: string, params: Record<string, string | number> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * A request's URL: the service's base, the filled path, the query encoded. Written once for the
 * executor (http.ts) and the build, which computes the HTML's early requests with it
 * (src/build/route-preload.ts).
 */
export function requestUrl(base: string, path: string, query: object | undefined): string {
  const encoded = encodeQuery(query);
  return `${base}${path}${encoded ? `?${encoded}` : ''}`;
}
