import { WALLET_TYPES, type WalletType } from '../../api/types/wallets';
import { type MessageKey, t } from '../../i18n';

/** The eight wallet types: each one's name and the one-line explanation the create sheet shows. */
const WALLET_TYPE_KEYS: Record<WalletType, { labelKey: MessageKey; hintKey: MessageKey }> = {
  personal: { labelKey: 'home.walletType.personal.label', hintKey: 'home.walletType.personal.hint' },
  business: { labelKey: 'home.walletType.business.label', hintKey: 'home.walletType.business.hint' },
  trading: { labelKey: 'home.walletType.trading.label', hintKey: 'home.walletType.trading.hint' },
  escrow: { labelKey: 'home.walletType.escrow.label', hintKey: 'home.walletType.escrow.hint' },
  merchant: { labelKey: 'home.walletType.merchant.label', hintKey: 'home.walletType.merchant.hint' },
  exchange: { labelKey: 'home.walletType.exchange.label', hintKey: 'home.walletType.exchange.hint' },
  staking: { labelKey: 'home.walletType.staking.label', hintKey: 'home.walletType.staking.hint' },
  vault: { labelKey: 'home.walletType.vault.label', hintKey: 'home.walletType.vault.hint' },
};

export const WALLET_TYPE_LIST: readonly WalletType[] = WALLET_TYPES;

/** The create sheet's explanation of a type, in the active language. */
export const walletTypeHint = (type: WalletType): string => t(WALLET_TYPE_KEYS[type].hintKey);

/** Label for a type the platform sent (the platform may omit it or send an unknown value). */
export function walletTypeLabel(type: string | null | undefined): string | null {
  if (!type) return null;
  const known = (WALLET_TYPE_KEYS as Record<string, { labelKey: MessageKey }>)[
    type === 'p2p' ? 'trading' : type
  ];
  return known ? t(known.labelKey) : type;
}
