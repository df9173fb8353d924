/**
 * A wallet and the list of them, read through the shared query cache: the wallets screens, the
 * order flows and the card top-up all show them, so the inputs (and with them the cache keys) are
 * written once, here.
 */
import { MY_WALLETS, walletsApi } from '../api/endpoints/wallets';
import { useQuery } from './query';

export const walletInput = (walletId: string) => ({ path: { wallet_id: walletId } });

/** Every wallet the user can see, shared ones included; one page is plenty for a person. */
export const useWalletList = () => useQuery(walletsApi.list, MY_WALLETS);
export const useWallet = (walletId: string) => useQuery(walletsApi.get, walletInput(walletId));
