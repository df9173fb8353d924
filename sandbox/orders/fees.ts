import { div, round } from '../../src/shared/decimal.ts';
import { chainById, type SandboxCurrency } from '../system/catalog.ts';
import { QUOTIENT_DECIMALS } from './rates.ts';

/**
 * Fee schedule per order type: a percentage commission (`comission` on the wire) and a fixed
 * transaction fee in US dollars, charged in the currency paid. Crypto leaving the platform also
 * pays the chain's network fee (none when the address is another platform wallet).
 */
export interface FeeRule {
  percent: string;
  fixed_usd: string;
  network: boolean;
}

const RULES: Record<string, FeeRule> = {
  EXCHANGE_CRYPTO_INTERNAL: { percent: '0.001', fixed_usd: '0', network: false },
  TRANSFER_INTERNAL: { percent: '0', fixed_usd: '0', network: false },
  WITHDRAWAL_CRYPTO: { percent: '0', fixed_usd: '0', network: true },
  HIFI_WIRE_ONRAMP: { percent: '0.005', fixed_usd: '15', network: false },
  HIFI_ACH_ONRAMP: { percent: '0.005', fixed_usd: '1', network: false },
  HIFI_SEPA_ONRAMP: { percent: '0.005', fixed_usd: '1', network: false },
  HIFI_WIRE_OFFRAMP: { percent: '0.005', fixed_usd: '20', network: false },
  HIFI_ACH_OFFRAMP: { percent: '0.005', fixed_usd: '1', network: false },
  HIFI_SEPA_OFFRAMP: { percent: '0.005', fixed_usd: '1', network: false },
  TBD_SWIFT_WITHDRAWAL: { percent: '0.01', fixed_usd: '25', network: false },
  OMNIBUS_CRYPTO_TRANSFER: { percent: '0.002', fixed_usd: '0', network: true },
  SEGREGATED_CRYPTO_TRANSFER: { percent: '0.002', fixed_usd: '0', network: true },
  HIFI_CRYPTO_TRANSFER: { percent: '0.002', fixed_usd: '0', network: true },
  // Card top-ups: 1 % of what is paid, no fixed part (a wallet-to-card move stays on the platform).
  TRANSFER_CARD_PREPAID: { percent: '0.01', fixed_usd: '0', network: false },
  TRANSFER_CARD_SUBACCOUNT: { percent: '0.01', fixed_usd: '0', network: false },
  TRANSFER_CARD_WHOLESALE: { percent: '0.01', fixed_usd: '0', network: false },
  // Card back to wallet: 0.5 % of what leaves the card.
  WITHDRAW_CARD_PREPAID: { percent: '0.005', fixed_usd: '0', network: false },
  WITHDRAW_CARD_SUBACCOUNT: { percent: '0.005', fixed_usd: '0', network: false },
};

/** Network fee per chain, in US dollars (converted to the currency paid). */
const NETWORK_FEE_USD: Record<number, string> = {
  8332: '2.50',
  1: '1.50',
  56: '0.20',
  137: '0.05',
  728126428: '1.00',
  101: '0.01',
  144: '0.01',
};

export function feeRule(orderType: string): FeeRule {
  return RULES[orderType] ?? { percent: '0', fixed_usd: '0', network: false };
}

/** A US-dollar amount expressed in `currency`, rounded up to its smallest unit. */
export function usdIn(currency: SandboxCurrency, usd: string): string {
  return round(div(usd, currency.usd, QUOTIENT_DECIMALS), currency.decimal, 'up');
}

export function networkFee(currency: SandboxCurrency, internalDestination: boolean): string {
  if (internalDestination || currency.chain_id === null || !chainById(currency.chain_id)) return '0';
  return usdIn(currency, NETWORK_FEE_USD[currency.chain_id] ?? '0.10');
}
