/** KYC: Sumsub token (core), entity and rails (v2), Persona (v2) — API.md §9. */

import table from 'virtual:endpoint-table/kyc';
import type { kycRoutes } from '../../contract/kyc.ts';
import type { EndpointsOf } from '../endpoint.ts';

export const kycApi = table as EndpointsOf<typeof kycRoutes>;
