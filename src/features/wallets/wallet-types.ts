import { WALLET_TYPES, type WalletType } from '../../api/types/wallets';
import { type MessageKey, t } from '../../i18n';

/** The eight wallet types: each one's name and the one-line explanation the create sheet shows. */
const WALLET_TYPE_KEYS: Record<WalletType, { label: MessageKey; hint: MessageKey }> = {
  personal: { label: 'home.walletType.personal.label', hint: 'home.walletType.personal.hint' },
  business: { label: 'home.walletType.business.label', hint: 'home.walletType.business.hint' },
  trading: { label: 'home.walletType.trading.label', hint: 'home.walletType.trading.hint' },
  escrow: { label: 'home.walletType.escrow.label', hint: 'home.walletType.escrow.hint' },
  merchant: { label: 'home.walletType.merchant.label', hint: 'home.walletType.merchant.hint' },
  exchange: { label: 'home.walletType.exchange.label', hint: 'home.walletType.exchange.hint' },
  staking: { label: 'home.walletType.staking.label', hint: 'home.walletType.staking.hint' },
  vault: { label: 'home.walletType.vault.label', hint: 'home.walletType.vault.hint' },
};

export const WALLET_TYPE_LIST: readonly WalletType[] = WALLET_TYPES;

/** The create sheet's explanation of a type, in the active language. */
export const walletTypeHint = (type: WalletType): string => t(WALLET_TYPE_KEYS[type].hint);

/** Label for a type the platform sent (the platform may omit it or send an unknown value). */
export function walletTypeLabel(type: string | null | undefined): string | null {
  if (!type) return null;
  const known = (WALLET_TYPE_KEYS as Record<string, { label: MessageKey }>)[
    type === 'p2p' ? 'trading' : type
  ];
  return known ? t(known.label) : type;
}
