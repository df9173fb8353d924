/**
 * The sandbox's currency and chain catalogue, shared by every domain module. UUIDs are fixed so
 * tests, seeds and links stay stable across resets. `usd` is the reference price used for fiat
 * values and exchange rates (a decimal string; the rates module adds a spread).
 */
import type * as z from 'zod';
import type { Currency } from '../../src/contract/common.ts';
import type { AddressFormat } from '../../src/shared/address-rules.ts';

/** The address formats are the shared address rules' (src/shared/address-rules.ts). */
export type { AddressFormat };

export interface SandboxChain {
  id: number;
  name: string;
  symbol: string;
  is_beta: boolean;
  format: AddressFormat;
  /** Block explorer transaction URL prefix. */
  explorer_tx: string | null;
}

export const CHAINS: SandboxChain[] = [
  {
    id: 8332,
    name: 'Bitcoin',
    symbol: 'BTC',
    is_beta: false,
    format: 'bech32',
    explorer_tx: 'https://mempool.space/tx/',
  },
  {
    id: 1,
    name: 'Ethereum',
    symbol: 'ETH',
    is_beta: false,
    format: 'evm',
    explorer_tx: 'https://etherscan.io/tx/',
  },
  {
    id: 56,
    name: 'BNB Smart Chain',
    symbol: 'BSC',
    is_beta: false,
    format: 'evm',
    explorer_tx: 'https://bscscan.com/tx/',
  },
  {
    id: 137,
    name: 'Polygon',
    symbol: 'POL',
    is_beta: true,
    format: 'evm',
    explorer_tx: 'https://polygonscan.com/tx/',
  },
  {
    id: 728126428,
    name: 'Tron',
    symbol: 'TRX',
    is_beta: false,
    format: 'tron',
    explorer_tx: 'https://tronscan.org/#/transaction/',
  },
  {
    id: 101,
    name: 'Solana',
    symbol: 'SOL',
    is_beta: false,
    format: 'solana',
    explorer_tx: 'https://solscan.io/tx/',
  },
  {
    id: 144,
    name: 'XRP Ledger',
    symbol: 'XRP',
    is_beta: false,
    format: 'xrp',
    explorer_tx: 'https://xrpscan.com/tx/',
  },
];

export interface SandboxCurrency {
  uuid: string;
  symbol: string;
  name: string;
  is_crypto: boolean;
  type: 'token' | 'native' | 'fiat';
  decimal: number;
  render_decimal: number;
  is_memo: boolean;
  is_stablecoin: boolean;
  chain_id: number | null;
  contract: string;
  usd: string;
  /** Fiat only. */
  code?: string;
  iso_code?: number;
  sign?: string;
}

const crypto = (
  uuid: string,
  symbol: string,
  name: string,
  chain_id: number,
  type: 'token' | 'native',
  decimal: number,
  render_decimal: number,
  usd: string,
  extra: Partial<SandboxCurrency> = {},
): SandboxCurrency => ({
  uuid,
  symbol,
  name,
  is_crypto: true,
  type,
  decimal,
  render_decimal,
  is_memo: false,
  is_stablecoin: false,
  chain_id,
  contract: '',
  usd,
  ...extra,
});

export const CURRENCIES: SandboxCurrency[] = [
  crypto('0b6a7c1e-0000-4000-8000-000000000001', 'BTC', 'Bitcoin', 8332, 'native', 8, 8, '97000.00'),
  crypto('0b6a7c1e-0000-4000-8000-000000000002', 'ETH', 'Ethereum', 1, 'native', 18, 6, '3400.00'),
  crypto('0b6a7c1e-0000-4000-8000-000000000003', 'USDT', 'Tether USD', 1, 'token', 6, 2, '1.00', {
    is_stablecoin: true,
    contract: '0xdac17f958d2ee523a2206206994597c13d831ec7',
  }),
  crypto('0b6a7c1e-0000-4000-8000-000000000004', 'USDT', 'Tether USD', 728126428, 'token', 6, 2, '1.00', {
    is_stablecoin: true,
    contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  }),
  crypto('0b6a7c1e-0000-4000-8000-000000000005', 'USDT', 'Tether USD', 56, 'token', 18, 2, '1.00', {
    is_stablecoin: true,
    contract: '0x55d398326f99059ff775485246999027b3197955',
  }),
  crypto('0b6a7c1e-0000-4000-8000-000000000006', 'USDC', 'USD Coin', 1, 'token', 6, 2, '1.00', {
    is_stablecoin: true,
    contract: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  }),
  crypto('0b6a7c1e-0000-4000-8000-000000000007', 'USDC', 'USD Coin', 101, 'token', 6, 2, '1.00', {
    is_stablecoin: true,
    contract: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  }),
  crypto('0b6a7c1e-0000-4000-8000-000000000008', 'SOL', 'Solana', 101, 'native', 9, 4, '180.00'),
  crypto('0b6a7c1e-0000-4000-8000-000000000009', 'TRX', 'Tron', 728126428, 'native', 6, 2, '0.25'),
  crypto('0b6a7c1e-0000-4000-8000-00000000000a', 'XRP', 'XRP', 144, 'native', 6, 2, '2.40', {
    is_memo: true,
  }),
  crypto('0b6a7c1e-0000-4000-8000-00000000000b', 'POL', 'Polygon', 137, 'native', 18, 4, '0.45'),
  {
    uuid: '0b6a7c1e-0000-4000-8000-0000000000f1',
    symbol: 'USD',
    name: 'US Dollar',
    is_crypto: false,
    type: 'fiat',
    decimal: 2,
    render_decimal: 2,
    is_memo: false,
    is_stablecoin: false,
    chain_id: null,
    contract: '',
    usd: '1.00',
    code: 'USD',
    iso_code: 840,
    sign: '$',
  },
  {
    uuid: '0b6a7c1e-0000-4000-8000-0000000000f2',
    symbol: 'EUR',
    name: 'Euro',
    is_crypto: false,
    type: 'fiat',
    decimal: 2,
    render_decimal: 2,
    is_memo: false,
    is_stablecoin: false,
    chain_id: null,
    contract: '',
    usd: '1.08',
    code: 'EUR',
    iso_code: 978,
    sign: '€',
  },
];

export const currencyById = (uuid: string) => CURRENCIES.find((c) => c.uuid === uuid);
export const chainById = (id: number) => CHAINS.find((c) => c.id === id);
export const USD_ID = '0b6a7c1e-0000-4000-8000-0000000000f1';
export const EUR_ID = '0b6a7c1e-0000-4000-8000-0000000000f2';

/** The wire `Currency` shape of API.md §3.1. */
/** Currency (API.md §3.1): a tagged union on `is_crypto`, typed by the contract's schema. */
export function currencyWire(c: SandboxCurrency): z.input<typeof Currency> {
  const common = {
    uuid: c.uuid,
    decimal: c.decimal,
    render_decimal: c.render_decimal,
    is_memo: c.is_memo,
    is_stablecoin: c.is_stablecoin,
    is_enabled: true,
    type: c.type,
  };
  const icon = `/icons/${c.symbol.toLowerCase()}.svg`;
  if (c.is_crypto) {
    const chain = c.chain_id === null ? null : chainById(c.chain_id);
    return {
      ...common,
      is_crypto: true,
      meta: {
        icon,
        name: c.name,
        symbol: c.symbol,
        description: `${c.name} on ${chain?.name ?? 'its chain'}`,
        chain_id: c.chain_id ?? 0,
        contract: c.contract,
        chain_name: chain?.name ?? '',
      },
    };
  }
  return {
    ...common,
    is_crypto: false,
    meta: {
      icon,
      name: c.name,
      symbol: c.symbol,
      description: c.name,
      code: c.code ?? c.symbol,
      iso_code: c.iso_code ?? 0,
      sign: c.sign ?? '',
    },
  };
}
