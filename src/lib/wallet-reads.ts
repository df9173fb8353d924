/**
 * A wallet and the list of them, read through the shared query cache: the wallets screens, the
 * order flows and the card top-up all show them, so their query options (and with them the cache
 * keys) are written once (server-state/shared-queries.ts).
 */
import { walletInput, walletQuery, walletsQuery } from './server-state/shared-queries';
import { useRead } from './server-state/use-read';

export { walletInput };

export const useWalletList = () => useRead(walletsQuery());
export const useWallet = (walletId: string) => useRead(walletQuery(walletId));
