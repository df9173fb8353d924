/**
 * Auth — service v2 (API.md §4). Captcha-protected calls carry the `captcha` header and bypass the
 * 401 machinery (§1.4). The §19 sign-up and magic-link calls: auth-links.ts.
 */

import table from 'virtual:endpoint-table/auth';
import type { authRoutes } from '../../contract/auth.ts';
import type { EndpointsOf } from '../endpoint.ts';

export const authApi = table as EndpointsOf<typeof authRoutes>;
