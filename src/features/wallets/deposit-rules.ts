/**
 * What a sender should know before a crypto deposit: how long until it shows and the smallest
 * amount worth sending. The contract (API.md) carries neither, so these are the networks' usual
 * confirmation times and the dust limits below which deposits are commonly not credited; keep
 * them in line with the platform's published deposit terms.
 */
/** How long a deposit takes to show: about N minutes, under a minute, or a few seconds. */
export type Arrival = { aboutMinutes: number } | 'under-a-minute' | 'seconds';

export interface DepositRule {
  arrives: Arrival;
  confirmations: number;
  /** In the currency's own units, as a decimal string; null when any amount is credited. */
  minimum: string | null;
}

const BY_CHAIN: Record<number, { arrives: Arrival; confirmations: number }> = {
  8332: { arrives: { aboutMinutes: 30 }, confirmations: 3 },
  1: { arrives: { aboutMinutes: 5 }, confirmations: 12 },
  56: { arrives: { aboutMinutes: 1 }, confirmations: 15 },
  137: { arrives: { aboutMinutes: 5 }, confirmations: 128 },
  728126428: { arrives: { aboutMinutes: 1 }, confirmations: 19 },
  101: { arrives: 'under-a-minute', confirmations: 32 },
  144: { arrives: 'seconds', confirmations: 1 },
};

const MINIMUM: Record<string, string> = {
  BTC: '0.0001',
  ETH: '0.001',
  USDT: '1',
  USDC: '1',
  TRX: '1',
  SOL: '0.01',
  XRP: '1',
  BNB: '0.001',
  POL: '1',
};

export function depositRule(symbol: string, chainId: number): DepositRule | null {
  const chain = BY_CHAIN[chainId];
  if (!chain) return null;
  return { ...chain, minimum: MINIMUM[symbol.toUpperCase()] ?? null };
}
