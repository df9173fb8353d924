import { type MessageKey, t } from '../../i18n';
import { listInWords } from './list-words';

/** Bank rails in words (a virtual account's deposit instructions). */
const RAIL_NAMES: Record<string, MessageKey> = {
  ACH: 'wallets.rail.ach',
  FEDWIRE: 'wallets.rail.fedwire',
  SWIFT: 'wallets.rail.swift',
  SEPA: 'wallets.rail.sepa',
  SEPA_CT: 'wallets.rail.sepaCt',
  CHAPS: 'wallets.rail.chaps',
  FPS: 'wallets.rail.fps',
  CRYPTO_EXTERNAL: 'wallets.rail.cryptoExternal',
  CRYPTO_INTERNAL: 'wallets.rail.cryptoInternal',
};

/** One rail's name; a rail we have no words for is shown by its code. */
export function railName(type: string): string {
  const key = RAIL_NAMES[type];
  return key ? t(key) : type;
}

/** "ACH (US) or Domestic wire (US)": the ways money reaches an account, never the raw codes. */
export function railsInWords(types: readonly string[]): string {
  const names = [...new Set(types.flatMap((type) => (RAIL_NAMES[type] ? [railName(type)] : [])))];
  if (names.length === 0) return t('wallets.rail.fallback');
  return listInWords(names, 'or');
}
