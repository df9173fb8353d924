import { mutationOptions } from '@tanstack/react-query';
import { developerApi } from '../../api/endpoints/developer';
import type { ApiError } from '../../api/errors';
import { call } from '../../api/http';
import type { CreateFrontendKeyBody, FrontendKeyWithSecret } from '../../api/types/developer';
import { endpointQuery, invalidateEndpoint } from '../../lib/server-state/client';

/** Frontend access keys (API.md §18): the list, and writes that mark it stale. */
export const frontendKeysQuery = () => endpointQuery(developerApi.frontendKeys, {});

const refreshList = () => invalidateEndpoint(developerApi.frontendKeys);
const keyInput = (keyId: string) => ({ path: { key_id: keyId } });

export const createFrontendKeyMutation = () =>
  mutationOptions<FrontendKeyWithSecret, ApiError, CreateFrontendKeyBody>({
    mutationFn: async (body) => (await call(developerApi.createFrontendKey, { body })).data,
    onSuccess: refreshList,
  });

export const regenerateFrontendKeyMutation = () =>
  mutationOptions<FrontendKeyWithSecret, ApiError, string>({
    mutationFn: async (keyId) => (await call(developerApi.regenerateFrontendKey, keyInput(keyId))).data,
    onSuccess: refreshList,
  });

export const revokeFrontendKeyMutation = () =>
  mutationOptions<unknown, ApiError, string>({
    mutationFn: (keyId) => call(developerApi.revokeFrontendKey, keyInput(keyId)),
    onSuccess: refreshList,
  });
