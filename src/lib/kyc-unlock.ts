import { kycApi } from '../api/endpoints/kyc';
import { useQuery } from './query';

/**
 * Which KYC rails a wallet has passed, for "Verify to unlock" (order types and card programs).
 * The platform's rule, mirrored: something that needs rails is unlocked when one of them is
 * APPROVED in GET /kyc/{wallet}/rails, or the wallet's own KYC is APPROVED (a verified wallet
 * covers its rails).
 */
export function useRailUnlock(walletId: string, walletKycStatus: string | undefined) {
  const rails = useQuery(kycApi.rails, walletId ? { path: { wallet_id: walletId } } : null, {
    staleMs: 60_000,
  });
  const approved = new Set(
    (rails.data?.data ?? []).filter((r) => r.wallet_rail?.status === 'APPROVED').map((r) => r.id),
  );
  const walletApproved = walletKycStatus === 'APPROVED';
  return {
    loading: rails.loading,
    isUnlocked(needed: readonly string[]): boolean {
      return needed.length === 0 || needed.some((id) => approved.has(id)) || walletApproved;
    },
  };
}
