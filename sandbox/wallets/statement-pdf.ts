import { currencyById } from '../system/catalog.ts';
import type { WalletRow, WalletTransactionRow } from './ledger.ts';

/**
 * A small but valid PDF statement (PDF 1.4, Helvetica, one text line per transaction, 50 lines per
 * page) for GET /wallets/transactions/{wallet_uuid}/statement-pdf. Only ASCII text is written, so
 * no font embedding is needed.
 */
const LINES_PER_PAGE = 50;

const ascii = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');

export function statementPdf(
  wallet: WalletRow,
  rows: WalletTransactionRow[],
  now: number,
): Uint8Array<ArrayBuffer> {
  const header = [
    `Statement - ${wallet.name ?? 'Wallet'} (${wallet.uuid})`,
    `Generated ${new Date(now).toISOString()}`,
    '',
    'Date                 Type        Status      Amount',
  ];
  const body = rows.map((t) => {
    const symbol = currencyById(t.currency_id)?.symbol ?? '';
    const sign = t.type.startsWith('withdrawal') ? '-' : '+';
    return `${t.created_at.slice(0, 19).replace('T', ' ')}  ${t.type.padEnd(10)}  ${t.status.padEnd(10)}  ${sign}${t.amount} ${symbol}`;
  });
  const lines = [...header, ...(body.length ? body : ['No transactions in this period.'])];
  const pages: string[][] = [];
  for (let i = 0; i < lines.length; i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));

  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>';
  pages.forEach((pageLines, i) => {
    const text = pageLines.map((l) => `(${ascii(l)}) Tj T*`).join('\n');
    const stream = `BT /F1 9 Tf 11 TL 40 800 Td\n${text}\nET`;
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
