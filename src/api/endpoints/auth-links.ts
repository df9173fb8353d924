/**
 * The §19 auth calls of the web's email flows: magic-link sign-in, and the confirmation email and
 * finalize of a platform that confirms an address first. A group of their own so that only the
 * screens that use them carry them (auth.ts is on every first screen).
 */

import table from 'virtual:endpoint-table/authLinks';
import type { authLinkRoutes } from '../../contract/auth.ts';
import type { EndpointsOf } from '../endpoint.ts';

export const authLinksApi = table as EndpointsOf<typeof authLinkRoutes>;
