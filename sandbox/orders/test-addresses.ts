/**
 * DOCUMENTED TEST ADDRESSES: a withdrawal or crypto transfer to one of these is accepted (the
 * address is format-valid) but FAILS on-chain while processing, so tests and demos can exercise
 * the FAILED status. The order's `info` carries the reason and the debited amount is refunded.
 *
 *   EVM chains (Ethereum, BSC, Polygon): 0x000000000000000000000000000000000000dEaD
 *   Tron:                                T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb   (Tron's black-hole address)
 */
export const FAILING_ADDRESSES = [
  '0x000000000000000000000000000000000000dead',
  'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
];

export function failsOnChain(address: string | null | undefined): boolean {
  if (!address) return false;
  const a = address.trim();
  return FAILING_ADDRESSES.some((f) => (f.startsWith('0x') ? f === a.toLowerCase() : f === a));
}

export const ON_CHAIN_FAILURE =
  'The network rejected the transaction: the destination address cannot receive funds. The amount was returned to your wallet.';
