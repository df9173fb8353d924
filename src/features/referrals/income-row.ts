import type { CurrencyLike } from '../../lib/format';

/**
 * One referral income as the screen reads it. API.md §18 does not show the items' shape; the
 * platform's are its wallet-transaction rows of the income (`record_type` REFERRAL_INCOME), so the
 * fields a transaction has are read where present, and an item without them still shows.
 */
export interface IncomeRow {
  id: string | null;
  amount: string | null;
  currency: CurrencyLike | string | null;
  at: string | null;
  status: string | null;
  /** The platform's note on the income (its own words). */
  info: string | null;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

export function incomeRow(item: Record<string, unknown>): IncomeRow {
  const id = item.id;
  const currency = item.currency;
  return {
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : null,
    amount: text(item.amount),
    currency:
      typeof currency === 'string'
        ? currency
        : currency && typeof currency === 'object'
          ? (currency as CurrencyLike)
          : null,
    at: text(item.created_at),
    status: text(item.status),
    info: text(item.info),
  };
}
