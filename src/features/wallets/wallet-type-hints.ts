import type { WalletType } from '../../api/types/wallets';
import { type MessageKey, t } from '../../i18n';

/**
 * The one-line explanation of each wallet type in the create sheet. Kept out of wallet-types.ts,
 * which home imports: these sentences ride in the later `wallets` catalogue, not the first screen's.
 */
const HINT_KEYS: Record<WalletType, MessageKey> = {
  personal: 'wallets.walletType.personal.hint',
  business: 'wallets.walletType.business.hint',
  trading: 'wallets.walletType.trading.hint',
  escrow: 'wallets.walletType.escrow.hint',
  merchant: 'wallets.walletType.merchant.hint',
  exchange: 'wallets.walletType.exchange.hint',
  staking: 'wallets.walletType.staking.hint',
  vault: 'wallets.walletType.vault.hint',
};

export const walletTypeHint = (type: WalletType): string => t(HINT_KEYS[type]);
