/**
 * ofetch reaches two packages only for options this app never gives it: `ufo` (withBase,
 * withQuery) for `baseURL` and `query`, and `destr` for parsing a JSON answer by itself. Our
 * executor (http.ts) passes whole URLs with its own query strings (query-string.ts) and always
 * asks for text or a Blob, which it parses losslessly (shared/wire-json.ts). Those two packages
 * were 2.3 KB gzip of every first screen; vite.config.ts points them here instead. Reaching one
 * of these means someone started using the option: say so rather than half-implement it.
 */
function unused(option: string): never {
  throw new Error(
    `ofetch's ${option} is not used by this app: build the URL or parse the body in api/http.ts`,
  );
}

export const withBase = (_input: string, _base: string): string => unused('baseURL option');
export const withQuery = (_input: string, _query: unknown): string => unused('query option');
const destr = (_text: string): unknown => unused('JSON parsing (ask for responseType text)');
export default destr;
