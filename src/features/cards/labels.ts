import type { CardTransaction, LimitPeriod } from '../../api/types/issuing';
import { type MessageKey, t } from '../../i18n';
import { fileNameWords } from '../../lib/file-name';
import { humanizeStatus, type StatusTable } from '../../ui/status';

/**
 * Words the cards screens show for wire values, as catalogue keys (read at render, in the active
 * language). Unknown values (OpenEnum) are put in words (`NEW_THING` → "New thing").
 */
export const CARD_STATUS_LABEL: Record<string, MessageKey> = {
  ACTIVE: 'cards.status.active',
  FROZEN: 'cards.status.frozen',
  BLOCKED: 'cards.status.blocked',
  INACTIVE: 'cards.status.inactive',
  CANCELED: 'cards.status.canceled',
  CLOSED: 'cards.status.closed',
};

export const TX_TYPE_LABEL: Record<string, MessageKey> = {
  AUTHORIZATION: 'cards.txType.authorization',
  CLEARING: 'cards.txType.clearing',
  PURCHASE: 'cards.txType.purchase',
  PAYMENT: 'cards.txType.payment',
  REFUND: 'cards.txType.refund',
  REVERSAL: 'cards.txType.reversal',
  ORIGINAL_CREDIT: 'cards.txType.originalCredit',
  FEE: 'cards.txType.fee',
  DEPOSIT: 'cards.txType.deposit',
  WITHDRAWAL: 'cards.txType.withdrawal',
};

export const PERIOD_LABEL: Record<LimitPeriod, MessageKey> = {
  daily: 'cards.period.daily',
  weekly: 'cards.period.weekly',
  monthly: 'cards.period.monthly',
  yearly: 'cards.period.yearly',
  all_time: 'cards.period.allTime',
  per_transaction: 'cards.period.perTransaction',
};

/** Merchant category codes (ISO 18245) the sandbox and common merchants use. */
const MCC: Record<string, MessageKey> = {
  '4111': 'cards.mcc.4111',
  '4112': 'cards.mcc.4112',
  '4121': 'cards.mcc.4121',
  '4899': 'cards.mcc.4899',
  '5411': 'cards.mcc.5411',
  '5732': 'cards.mcc.5732',
  '5734': 'cards.mcc.5734',
  '5812': 'cards.mcc.5812',
  '5814': 'cards.mcc.5814',
  '5816': 'cards.mcc.5816',
  '5942': 'cards.mcc.5942',
  '6012': 'cards.mcc.6012',
  '7011': 'cards.mcc.7011',
};

export const categoryOf = (code: string | undefined) => {
  if (!code) return '';
  const key = MCC[code];
  return key ? t(key) : t('cards.tx.category', { code });
};

/** The word for a wire value in the active language; one we have none for in words, never as a constant. */
export const label = (map: Record<string, MessageKey>, value: string) => {
  const key = map[value];
  return key ? t(key) : humanizeStatus(value);
};

/** "Physical" / "Virtual". */
export const formFactorLabel = (formFactor: string) =>
  formFactor === 'PHYSICAL' ? t('cards.formFactor.physical') : t('cards.formFactor.virtual');

/** "Credit" / "Debit". */
export const cardTypeLabel = (type: string) =>
  type === 'CREDIT' ? t('cards.type.credit') : t('cards.type.debit');

/** Failed-looking statuses get the error colour. */
export const isFailedTx = (tx: CardTransaction) => ['FAILED', 'DECLINED', 'EXPIRED'].includes(tx.status);

/** Money in: credits; the sign on the wire is by `is_credit`. */
export const txDirection = (tx: CardTransaction): 'in' | 'out' => (tx.is_credit ? 'in' : 'out');

/** "Travel card transactions.csv": a card's or sub-account's name, never its id, in a file name. */
export const csvFileName = (name: string) =>
  `${t('cards.csvFileName', { name: fileNameWords(name, t('cards.card.title')) })}.csv`;

/** Chips for the cards screens' statuses (ui/StatusChip.tsx). */
export const cardStatuses: StatusTable = {
  ACTIVE: ['ui.status.card.active', 'success'],
  FROZEN: ['ui.status.card.frozen', 'info'],
  BLOCKED: ['ui.status.card.blocked', 'danger'],
  INACTIVE: ['ui.status.card.inactive', 'neutral'],
  CANCELED: ['ui.status.card.canceled', 'neutral'],
  CLOSED: ['ui.status.card.closed', 'neutral'],
};

export const cardTxStatuses: StatusTable = {
  APPROVED: ['ui.status.cardTx.approved', 'success'],
  CLEARED: ['ui.status.cardTx.cleared', 'success'],
  COMPLETED: ['ui.status.cardTx.completed', 'success'],
  PENDING: ['ui.status.cardTx.pending', 'pending'],
  EXPIRED: ['ui.status.cardTx.expired', 'neutral'],
  CANCELLED: ['ui.status.cardTx.canceled', 'neutral'],
  CANCELED: ['ui.status.cardTx.canceled', 'neutral'],
  REVERSED: ['ui.status.cardTx.reversed', 'info'],
  DECLINED: ['ui.status.cardTx.declined', 'danger'],
  FAILED: ['ui.status.cardTx.failed', 'danger'],
};

export const subAccountStatuses: StatusTable = {
  ACTIVE: ['ui.status.subAccount.active', 'success'],
  BLOCKED: ['ui.status.subAccount.blocked', 'danger'],
  INACTIVE: ['ui.status.subAccount.inactive', 'neutral'],
  CANCELED: ['ui.status.subAccount.canceled', 'neutral'],
};
