import { type MessageKey, t } from '../../i18n';

/**
 * Human words for every order type (API.md §2 OrderType) and status in the history. A history
 * shows types the app never creates (the platform's `*_DEPOSIT`, `*_WITHDRAWAL`, card fees…), so
 * each type is named by what it did for the user, read from its name's parts: the flow (buy,
 * sell, exchange…) and, for bank rails, the rail. A type added later still gets a fitting name
 * from its parts, and never its constant.
 */
export type OrderKind =
  | 'exchange'
  | 'autoConvert'
  | 'transfer'
  | 'cryptoWithdrawal'
  | 'send'
  | 'cryptoDeposit'
  | 'buy'
  | 'sell'
  | 'cardSell'
  | 'bankDeposit'
  | 'bankWithdrawal'
  | 'cardTopUp'
  | 'cardWithdrawal'
  | 'cardFee'
  | 'other';

export function orderKind(type: string): OrderKind {
  if (type === 'AUTO_CONVERT_CRYPTO') return 'autoConvert';
  if (type.startsWith('EXCHANGE')) return 'exchange';
  if (type === 'TRANSFER_INTERNAL' || type === 'OMNIBUS_INTERNAL_TRANSFER') return 'transfer';
  if (type.startsWith('TRANSFER_CARD')) return 'cardTopUp';
  if (type.startsWith('WITHDRAW_CARD')) return 'cardWithdrawal';
  if (type === 'CARD_ISSUING_FEE') return 'cardFee';
  if (type === 'RN_CARDS_OFFRAMP') return 'cardSell';
  // A placeholder type the sell flow uses for a SWIFT payout (API.md §16.3).
  if (type === 'TBD_SWIFT_WITHDRAWAL') return 'sell';
  if (type.endsWith('_ONRAMP')) return 'buy';
  if (type.endsWith('_OFFRAMP')) return 'sell';
  if (type.endsWith('CRYPTO_TRANSFER')) return 'send';
  const crypto = type.includes('CRYPTO');
  if (type.includes('DEPOSIT')) return crypto ? 'cryptoDeposit' : 'bankDeposit';
  if (type.includes('WITHDRAWAL')) return crypto ? 'cryptoWithdrawal' : 'bankWithdrawal';
  return 'other';
}

const KIND_KEY: Record<OrderKind, MessageKey> = {
  exchange: 'history.type.exchange',
  autoConvert: 'history.type.autoConvert',
  transfer: 'history.type.transfer',
  cryptoWithdrawal: 'history.type.cryptoWithdrawal',
  send: 'history.type.send',
  cryptoDeposit: 'history.type.cryptoDeposit',
  buy: 'history.type.buy',
  sell: 'history.type.sell',
  cardSell: 'history.type.cardSell',
  bankDeposit: 'history.type.bankDeposit',
  bankWithdrawal: 'history.type.bankWithdrawal',
  cardTopUp: 'history.type.cardTopUp',
  cardWithdrawal: 'history.type.cardWithdrawal',
  cardFee: 'history.type.cardFee',
  other: 'history.type.other',
};

/** Bank rails by the part of the type's name that names them (ACH, SEPA and SWIFT are proper names). */
const RAILS: readonly [part: string, key: MessageKey][] = [
  ['_WIRE_', 'history.rail.wire'],
  ['_ACH_', 'history.rail.ach'],
  ['_SEPA', 'history.rail.sepa'],
  ['_SWIFT_', 'history.rail.swift'],
];

/** "Sell to a bank account · SEPA", "Exchange". */
export function orderTypeLabel(type: string): string {
  const label = t(KIND_KEY[orderKind(type)]);
  const rail = RAILS.find(([part]) => `_${type}_`.includes(part));
  return rail ? t('history.row.withRail', { type: label, rail: t(rail[1]) }) : label;
}
