import type { Service } from './endpoint';

/** The App-Enviroment header's values (API.md §1.2; the platform's own spelling). */
export type AppEnvironment = 'web' | 'telegram';

/**
 * The headers of API.md §1.2 and nothing else: the platform is on another origin and a header its
 * CORS preflight does not list makes the browser refuse the request. (A fetch wrapper such as
 * ofetch adds `Accept` to JSON bodies; http.ts's transport removes that.) Dependency-free: the
 * HTML's early requests (src/boot/early-requests.ts) are built by it too.
 */
export function contractHeaders(
  tenantId: string,
  environment: AppEnvironment,
  service: Service,
  token: string | null,
): Record<string, string> {
  const headers: Record<string, string> = {
    'x-tenant-id': tenantId,
    'App-Enviroment': environment,
    'Content-Type': 'application/json',
  };
  if (token) headers.Authorization = service === 'core' ? token : `Bearer ${token}`;
  return headers;
}
