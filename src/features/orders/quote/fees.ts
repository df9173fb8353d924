/**
 * A quote's fees, itemised, and their total: what the platform charges (its `fees`, the figure the
 * order and its transactions carry afterwards), each item shown and the total their sum. The
 * exchange markup is a cost too, but it is not charged: it sits in the rate (what arrives is
 * already less by it), so it is shown on its own line after the total, never added to it: the
 * fee the review shows is the fee the order and the wallet's history show. Exact decimal strings.
 */
import type { CalcResult } from '../../../api/types';
import { type MessageKey, t } from '../../../i18n';
import { cmp, isZero, sub, sum, tryNormalize } from '../../../lib/money';

export interface FeeRow {
  key: string;
  /** In the active language (the rows are built at render). */
  label: string;
  /** Decimal string, in the paying currency. */
  amount: string;
}

const ITEMS: { key: keyof CalcResult; words: MessageKey }[] = [
  { key: 'comission', words: 'orders.fee.commission' },
  { key: 'transaction_fee', words: 'orders.fee.transaction' },
  { key: 'network_fee', words: 'orders.fee.network' },
];

const amountOf = (v: unknown) => tryNormalize(v as string | number | null | undefined) ?? '0';

export function quoteFees(result: CalcResult): { rows: FeeRow[]; total: string; markup: FeeRow | null } {
  const rows: FeeRow[] = ITEMS.map((i) => ({
    key: i.key as string,
    label: t(i.words),
    amount: amountOf(result[i.key]),
  })).filter((r) => !isZero(r.amount));
  // `fees` is the platform's own total of the charged fees; anything it holds beyond the items
  // above is shown as its own row so the total never hides a charge.
  const other = sub(amountOf(result.fees), sum(rows.map((r) => r.amount)));
  if (cmp(other, '0') > 0) rows.push({ key: 'other', label: t('orders.fee.other'), amount: other });
  const markup = amountOf(result.base_markup);
  return {
    rows,
    total: sum(rows.map((r) => r.amount)),
    markup: isZero(markup) ? null : { key: 'base_markup', label: t('orders.fee.markup'), amount: markup },
  };
}
