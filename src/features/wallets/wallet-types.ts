import { WALLET_TYPES, type WalletType } from '../../api/types/wallets';
import { type MessageKey, t } from '../../i18n';

/** The eight wallet types by name (home shows them; the create sheet adds its own hints). */
const WALLET_TYPE_KEYS: Record<WalletType, { labelKey: MessageKey }> = {
  personal: { labelKey: 'home.walletType.personal.label' },
  business: { labelKey: 'home.walletType.business.label' },
  trading: { labelKey: 'home.walletType.trading.label' },
  escrow: { labelKey: 'home.walletType.escrow.label' },
  merchant: { labelKey: 'home.walletType.merchant.label' },
  exchange: { labelKey: 'home.walletType.exchange.label' },
  staking: { labelKey: 'home.walletType.staking.label' },
  vault: { labelKey: 'home.walletType.vault.label' },
};

export const WALLET_TYPE_LIST: readonly WalletType[] = WALLET_TYPES;

/** Label for a type the platform sent (the platform may omit it or send an unknown value). */
export function walletTypeLabel(type: string | null | undefined): string | null {
  if (!type) return null;
  const known = (WALLET_TYPE_KEYS as Record<string, { labelKey: MessageKey }>)[
    type === 'p2p' ? 'trading' : type
  ];
  return known ? t(known.labelKey) : type;
}

/**
 * A company's wallet: the platform says so by its verification entity (`kyc_info.type`, API.md
 * §7); our sandbox also echoes the type it was created with (business or merchant).
 */
export function isBusiness(wallet: {
  kyc_info?: { type: string } | undefined;
  type?: string | undefined;
}): boolean {
  return wallet.kyc_info?.type === 'business' || wallet.type === 'business' || wallet.type === 'merchant';
}
