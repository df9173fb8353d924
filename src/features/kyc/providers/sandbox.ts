import { config } from '../../../config';
import { standInOrigin } from '../frames';

/**
 * No provider is reachable offline, so the sandbox hands out recognisable tokens (`sbx_…`,
 * `inq_sandbox_…`) and serves its own stand-in page; the app opens that page instead of the SDK.
 */
export function isSandboxToken(token: string): boolean {
  return token.startsWith('sbx_') || token.startsWith('inq_sandbox_') || config.isSandbox;
}

export const standInUrl = (token: string) => `/__sandbox/kyc/verify?token=${encodeURIComponent(token)}`;

export interface StandInMessage {
  source: 'sandbox-kyc';
  event: 'completed' | 'canceled';
  token: string;
  outcome: string;
}

export function readStandInMessage(e: MessageEvent): StandInMessage | null {
  // Only the sandbox's own stand-in page may drive the flow.
  if (e.origin !== standInOrigin()) return null;
  const d = e.data as Partial<StandInMessage> | null;
  if (d?.source !== 'sandbox-kyc' || (d.event !== 'completed' && d.event !== 'canceled')) return null;
  return d as StandInMessage;
}
