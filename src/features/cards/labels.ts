import type { CardTransaction, LimitPeriod } from '../../api/types/issuing';

/** Words the cards screens show for wire values. Unknown values (OpenEnum) fall back to the raw text. */
export const CARD_STATUS_LABEL: Record<string, string> = {
  ACTIVE: 'Active',
  FROZEN: 'Frozen',
  BLOCKED: 'Blocked',
  INACTIVE: 'Not activated',
  CANCELED: 'Cancelled',
  CLOSED: 'Closed',
};

export const TX_TYPE_LABEL: Record<string, string> = {
  AUTHORIZATION: 'Authorisation',
  CLEARING: 'Purchase',
  PURCHASE: 'Purchase',
  PAYMENT: 'Payment',
  REFUND: 'Refund',
  REVERSAL: 'Reversal',
  ORIGINAL_CREDIT: 'Incoming credit',
  FEE: 'Fee',
  DEPOSIT: 'Top-up',
  WITHDRAWAL: 'Withdrawal',
};

export const PERIOD_LABEL: Record<LimitPeriod, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
  all_time: 'All time',
  per_transaction: 'Per transaction',
};

/** Merchant category codes (ISO 18245) the sandbox and common merchants use. */
const MCC: Record<string, string> = {
  '4111': 'Transport',
  '4112': 'Rail',
  '4121': 'Taxi and rides',
  '4899': 'Streaming and subscriptions',
  '5411': 'Groceries',
  '5732': 'Electronics',
  '5734': 'Software',
  '5812': 'Restaurants',
  '5814': 'Fast food and cafés',
  '5816': 'Games',
  '5942': 'Online shopping',
  '6012': 'Financial services',
  '7011': 'Hotels',
};

export const categoryOf = (code: string | undefined) => (code ? (MCC[code] ?? `Category ${code}`) : '');

export const label = (map: Record<string, string>, value: string) => map[value] ?? value;

/** Failed-looking statuses get the error colour. */
export const isFailedTx = (tx: CardTransaction) => ['FAILED', 'DECLINED', 'EXPIRED'].includes(tx.status);

/** Money in: credits; the sign on the wire is by `is_credit`. */
export const txDirection = (tx: CardTransaction): 'in' | 'out' => (tx.is_credit ? 'in' : 'out');
