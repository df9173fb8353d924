/** User — service v2 (API.md §5). */

import type { userRoutes as R } from '../../contract/user';
import { endpoint } from '../endpoint';

export const userApi = {
  get: endpoint<typeof R.get>({ service: 'v2', method: 'GET', path: '/user' }),
  getData: endpoint<typeof R.getData>({
    service: 'v2',
    method: 'GET',
    path: '/user/user-data',
  }),
  updateData: endpoint<typeof R.updateData>({
    service: 'v2',
    method: 'PATCH',
    path: '/user/user-data',
  }),
  /** The user's picture, multipart (`body` is FormData); no timeout: the transport gives up on a stall. */
  uploadLogo: endpoint<typeof R.uploadLogo>({
    service: 'v2',
    method: 'POST',
    path: '/user/user-data/logo',
    timeout: false,
  }),
  /** Step 1: sends a code to the new phone. The UserEntity answer is ignored. */
  requestPhoneChange: endpoint<typeof R.requestPhoneChange>({
    service: 'v2',
    method: 'PATCH',
    path: '/user/phone',
  }),
  /** Step 2: 201, no body. */
  confirmPhoneChange: endpoint<typeof R.confirmPhoneChange>({
    service: 'v2',
    method: 'POST',
    path: '/user/phone',
  }),
  /** Step 1: sends a code to the new email. The UserEntity answer is ignored. */
  requestEmailChange: endpoint<typeof R.requestEmailChange>({
    service: 'v2',
    method: 'PATCH',
    path: '/user/email',
  }),
  /** Step 2: 201, no body. */
  confirmEmailChange: endpoint<typeof R.confirmEmailChange>({
    service: 'v2',
    method: 'POST',
    path: '/user/email',
  }),
};
