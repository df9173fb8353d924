/** User — service v2 (API.md §5). */
import { endpoint } from '../endpoint';
import type {
  EmailChangeConfirmBody,
  EmailChangeRequestBody,
  PhoneChangeConfirmBody,
  PhoneChangeRequestBody,
  UserData,
  UserDataUpdate,
  UserEntity,
} from '../types';

export const userApi = {
  get: endpoint<Record<never, never>, UserEntity>({ service: 'v2', method: 'GET', path: '/user' }),
  getData: endpoint<Record<never, never>, UserData>({
    service: 'v2',
    method: 'GET',
    path: '/user/user-data',
  }),
  updateData: endpoint<{ body: UserDataUpdate }, UserData>({
    service: 'v2',
    method: 'PATCH',
    path: '/user/user-data',
  }),
  /** Step 1: sends a code to the new phone. The UserEntity answer is ignored. */
  requestPhoneChange: endpoint<{ body: PhoneChangeRequestBody }, UserEntity>({
    service: 'v2',
    method: 'PATCH',
    path: '/user/phone',
  }),
  /** Step 2: 201, no body. */
  confirmPhoneChange: endpoint<{ body: PhoneChangeConfirmBody }, void>({
    service: 'v2',
    method: 'POST',
    path: '/user/phone',
  }),
  /** Step 1: sends a code to the new email. The UserEntity answer is ignored. */
  requestEmailChange: endpoint<{ body: EmailChangeRequestBody }, UserEntity>({
    service: 'v2',
    method: 'PATCH',
    path: '/user/email',
  }),
  /** Step 2: 201, no body. */
  confirmEmailChange: endpoint<{ body: EmailChangeConfirmBody }, void>({
    service: 'v2',
    method: 'POST',
    path: '/user/email',
  }),
};
