import type { WalletSummary } from '../api/types/wallets';

/**
 * The wallet a person's identity verification is asked for outside a wallet (home's first steps,
 * Profile): their own personal wallet, else their own individual one, else another of their own,
 * else the first they see.
 * Verification is per wallet on the platform (API.md §9); a person's is their personal wallet's.
 */
export function verificationWallet(wallets: readonly WalletSummary[]): WalletSummary | undefined {
  const own = wallets.filter((w) => w.role === 'owner');
  // `type` is only our sandbox's echo (contract/wallets.ts); the KYC entity type is the platform's.
  return (
    own.find((w) => w.type === 'personal') ??
    own.find((w) => w.kyc_info?.type === 'individual') ??
    own[0] ??
    wallets[0]
  );
}

/** Whether the person is verified: the wallet above has passed identity verification. */
export const isVerified = (wallets: readonly WalletSummary[]) =>
  verificationWallet(wallets)?.kyc_info?.status === 'APPROVED';
