import { WALLET_TYPES, type WalletType } from '../../api/types/wallets';

/** The eight wallet types with the one-line explanation the create sheet shows. */
export const WALLET_TYPE_INFO: Record<WalletType, { label: string; hint: string }> = {
  personal: { label: 'Personal', hint: 'Everyday money: receive, hold, send and spend.' },
  business: { label: 'Business', hint: 'Company funds, verified for the business, shared with your team.' },
  trading: { label: 'Trading (P2P)', hint: 'Buy and sell directly with other people.' },
  escrow: { label: 'Escrow', hint: 'Holds funds for a deal until both sides are satisfied.' },
  merchant: { label: 'Merchant', hint: 'Accept payments from your customers.' },
  exchange: { label: 'Exchange', hint: 'Convert between currencies without touching your main balance.' },
  staking: { label: 'Staking', hint: 'Set crypto aside to earn rewards over time.' },
  vault: { label: 'Vault', hint: 'Long-term savings kept apart from day-to-day spending.' },
};

export const WALLET_TYPE_LIST: readonly WalletType[] = WALLET_TYPES;

/** Label for a type the platform sent (the platform may omit it or send an unknown value). */
export function walletTypeLabel(type: string | null | undefined): string | null {
  if (!type) return null;
  if (type === 'p2p') return WALLET_TYPE_INFO.trading.label;
  return (WALLET_TYPE_INFO as Record<string, { label: string }>)[type]?.label ?? type;
}
