/**
 * Query options for the shared reads the first screen does not need (apart from
 * shared-queries.ts so its chunk does not carry their endpoint tables): the user, and the order
 * types the platform offers.
 */
import { ordersV2Api } from '../../api/endpoints/orders';
import { userApi } from '../../api/endpoints/user';
import { endpointQuery } from './client';

export const userQuery = () => endpointQuery(userApi.get, {});
export const userDataQuery = (enabled = true) => endpointQuery(userApi.getData, enabled ? {} : null);
export const orderTypesQuery = (enabled = true) =>
  endpointQuery(ordersV2Api.orderTypes, enabled ? {} : null, { staleMs: 5 * 60_000 });
