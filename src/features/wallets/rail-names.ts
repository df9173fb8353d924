/** Bank rails in words (a virtual account's deposit instructions). */
export const RAIL_NAMES: Record<string, string> = {
  ACH: 'ACH (US)',
  FEDWIRE: 'Domestic wire (US)',
  SWIFT: 'SWIFT (international)',
  SEPA: 'SEPA (EU)',
  SEPA_CT: 'SEPA credit transfer',
  CHAPS: 'CHAPS (UK)',
  FPS: 'Faster Payments (UK)',
  CRYPTO_EXTERNAL: 'Crypto',
  CRYPTO_INTERNAL: 'Internal crypto',
};

/** "ACH (US) or Domestic wire (US)": the ways money reaches an account, never the raw codes. */
export function railsInWords(types: readonly string[]): string {
  const names = [...new Set(types.map((t) => RAIL_NAMES[t]).filter((n): n is string => !!n))];
  if (names.length <= 1) return names[0] ?? 'Bank transfer';
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}
