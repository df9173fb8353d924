/** KYC: Sumsub token (core), entity and rails (v2), Persona (v2) — API.md §9. */
import { endpoint } from '../endpoint';
import type {
  KycEntity,
  KycEntityType,
  KycRail,
  PersonaInquiry,
  PersonaResumedInquiry,
  SumsubToken,
  SumsubTokenBody,
  TotalPage,
} from '../types';

type WalletPath = { wallet_id: string };
type RailPath = WalletPath & { rail_id: string };

export const kycApi = {
  sumsubToken: endpoint<{ body: SumsubTokenBody }, SumsubToken>({
    service: 'core',
    method: 'POST',
    path: '/kyc/sumsub/generate_token',
  }),
  /** 403 no access; 404 none yet. */
  entity: endpoint<{ path: WalletPath }, KycEntity>({
    service: 'v2',
    method: 'GET',
    path: '/kyc/{wallet_id}/entity',
  }),
  rails: endpoint<{ path: WalletPath }, TotalPage<KycRail>>({
    service: 'v2',
    method: 'GET',
    path: '/kyc/{wallet_id}/rails',
  }),
  rail: endpoint<{ path: RailPath }, KycRail>({
    service: 'v2',
    method: 'GET',
    path: '/kyc/{wallet_id}/rails/{rail_id}',
  }),
  /** Submit the wallet for this rail. 400 = already processed; 403 unless owner/admin. */
  submitRail: endpoint<{ path: RailPath }, KycRail>({
    service: 'v2',
    method: 'POST',
    path: '/kyc/{wallet_id}/rails/{rail_id}',
  }),
  acceptTerms: endpoint<{ path: RailPath }, KycRail>({
    service: 'v2',
    method: 'POST',
    path: '/kyc/{wallet_id}/rails/{rail_id}/terms-and-conditions',
  }),
  /** 403 unless owner. */
  personaInit: endpoint<{ path: WalletPath & { type: KycEntityType } }, PersonaInquiry>({
    service: 'v2',
    method: 'POST',
    path: '/persona/inquiries/init/{wallet_id}/{type}',
  }),
  /** 404 = inquiry not found. */
  personaResume: endpoint<{ path: WalletPath & { inquiry_id: string } }, PersonaResumedInquiry>({
    service: 'v2',
    method: 'POST',
    path: '/persona/inquiries/{wallet_id}/{inquiry_id}/resume',
  }),
};
