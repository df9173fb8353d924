/**
 * Every fee of a quote, itemised, and a total that is the sum of the items shown — the markup
 * included (it is a cost even though it sits in the rate). Exact decimal strings, no floats.
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
  { key: 'base_markup', words: 'orders.fee.markup' },
];

const amountOf = (v: unknown) => tryNormalize(v as string | number | null | undefined) ?? '0';

export function quoteFees(result: CalcResult): { rows: FeeRow[]; total: string } {
  const rows: FeeRow[] = ITEMS.map((i) => ({
    key: i.key as string,
    label: t(i.words),
    amount: amountOf(result[i.key]),
  })).filter((r) => !isZero(r.amount));
  // `fees` is the platform's own total of the charged fees; anything it holds beyond the items
  // above is shown as its own row so the total never hides a charge.
  const itemised = sum(rows.filter((r) => r.key !== 'base_markup').map((r) => r.amount));
  const other = sub(amountOf(result.fees), itemised);
  if (cmp(other, '0') > 0) rows.push({ key: 'other', label: t('orders.fee.other'), amount: other });
  return { rows, total: sum(rows.map((r) => r.amount)) };
}
