import { kycApi } from '../api/endpoints/kyc';
import { endpointQuery } from './server-state/client';
import { useRead } from './server-state/use-read';
import { useOffered } from './tenant-config';

/**
 * Which KYC rails a wallet has passed, for "Verify to unlock" (order types, card programs, bank
 * account programs). The platform's rule, mirrored: something that needs rails is unlocked when
 * one of them is APPROVED in GET /kyc/{wallet}/rails. A verified identity is its own rail; a
 * banking rail (its partner's terms, its own review) is not opened by it.
 *
 * A tenant that offers no verification (SystemConfig.enable_kyc false) locks nothing behind it:
 * no rails are read and no "Verify to unlock" is shown (lib/tenant-config.ts).
 */
export function useRailUnlock(walletId: string) {
  const kyc = useOffered('kyc');
  const rails = useRead(
    endpointQuery(kycApi.rails, walletId && kyc ? { path: { wallet_id: walletId } } : null, {
      staleMs: 60_000,
    }),
  );
  const approved = new Set(
    (rails.data?.data ?? []).filter((r) => r.wallet_rail?.status === 'APPROVED').map((r) => r.id),
  );
  return {
    loading: rails.loading,
    isUnlocked(needed: readonly string[]): boolean {
      return !kyc || needed.length === 0 || needed.some((id) => approved.has(id));
    },
  };
}
