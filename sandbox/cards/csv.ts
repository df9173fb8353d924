import type { CardTxRow } from './transactions.ts';

/** RFC 4180 field: quoted when it holds a comma, quote or newline; leading =+-@ defused. */
function field(value: string | number | boolean): string {
  let text = String(value);
  // Spreadsheet formula injection: a merchant name like "=HYPERLINK(...)" must stay text.
  if (/^[=+\-@]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const HEADER = [
  'created_at',
  'cleared_at',
  'transaction_id',
  'card_last4',
  'type',
  'status',
  'title',
  'merchant',
  'merchant_category',
  'merchant_city',
  'merchant_country',
  'direction',
  'billing_amount',
  'billing_currency',
  'transaction_amount',
  'transaction_currency',
  'failure_reason',
];

export function cardTransactionsCsv(rows: CardTxRow[]): string {
  const lines = [HEADER.join(',')];
  for (const t of rows) {
    lines.push(
      [
        t.created_at,
        t.cleared_at,
        t.vendor_transaction_id,
        t.last4,
        t.transaction_type,
        t.status,
        t.title,
        t.merchant.name,
        t.merchant.category_code,
        t.merchant.city,
        t.merchant.country,
        t.is_credit ? 'credit' : 'debit',
        t.billing_amount,
        t.billing_currency,
        t.transaction_amount,
        t.transaction_currency,
        t.failure_reason,
      ]
        .map(field)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
