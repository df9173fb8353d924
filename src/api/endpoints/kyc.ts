/** KYC: Sumsub token (core), entity and rails (v2), Persona (v2) — API.md §9. */

import type { kycRoutes as R } from '../../contract/kyc';
import { endpoint } from '../endpoint';

export const kycApi = {
  sumsubToken: endpoint<typeof R.sumsubToken>({
    service: 'core',
    method: 'POST',
    path: '/kyc/sumsub/generate_token',
  }),
  /** 403 no access; 404 none yet. */
  entity: endpoint<typeof R.entity>({
    service: 'v2',
    method: 'GET',
    path: '/kyc/{wallet_id}/entity',
  }),
  rails: endpoint<typeof R.rails>({
    service: 'v2',
    method: 'GET',
    path: '/kyc/{wallet_id}/rails',
  }),
  rail: endpoint<typeof R.rail>({
    service: 'v2',
    method: 'GET',
    path: '/kyc/{wallet_id}/rails/{rail_id}',
  }),
  /** Submit the wallet for this rail. 400 = already processed; 403 unless owner/admin. */
  submitRail: endpoint<typeof R.submitRail>({
    service: 'v2',
    method: 'POST',
    path: '/kyc/{wallet_id}/rails/{rail_id}',
  }),
  acceptTerms: endpoint<typeof R.acceptTerms>({
    service: 'v2',
    method: 'POST',
    path: '/kyc/{wallet_id}/rails/{rail_id}/terms-and-conditions',
  }),
  /** The owner edits the entity; 403 for anyone else. */
  patchEntity: endpoint<typeof R.patchEntity>({
    service: 'v2',
    method: 'PATCH',
    path: '/kyc/{wallet_id}/entity',
  }),
  /** A rail's questions (FormNode tree). */
  forms: endpoint<typeof R.forms>({
    service: 'v2',
    method: 'GET',
    path: '/kyc/forms/{rail_id}',
  }),
  /** One document, multipart (`body` is FormData; `onUploadProgress` reports as it goes). */
  upload: endpoint<typeof R.upload>({
    service: 'v2',
    method: 'POST',
    path: '/storage/kyc',
    // A large document over a slow phone takes minutes: the transport gives up on a stall instead.
    timeout: false,
  }),
  /** 403 unless owner. */
  personaInit: endpoint<typeof R.personaInit>({
    service: 'v2',
    method: 'POST',
    path: '/persona/inquiries/init/{wallet_id}/{type}',
  }),
  /** 404 = inquiry not found. */
  personaResume: endpoint<typeof R.personaResume>({
    service: 'v2',
    method: 'POST',
    path: '/persona/inquiries/{wallet_id}/{inquiry_id}/resume',
  }),
};
