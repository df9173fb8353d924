import { walletsApi } from '../../api/endpoints/wallets';
import { call } from '../../api/http';
import { downloadBlob } from '../../lib/download';
import { type Period, periodQuery, statementFileName } from './statement-period';

/**
 * Downloads the wallet's PDF statement for a period, saved the way CSV exports are (export-csv.ts):
 * fetched with the access token and saved from memory, since the token must never go into a URL
 * that Telegram's own file download would need. Returns the file name.
 */
export async function downloadStatement(
  walletId: string,
  walletName: string,
  period: Period,
): Promise<string> {
  const pdf = await call(walletsApi.statementPdf, {
    path: { wallet_uuid: walletId },
    query: periodQuery(period),
  });
  const name = statementFileName(walletName, period);
  downloadBlob(name, pdf.type === 'application/pdf' ? pdf : new Blob([pdf], { type: 'application/pdf' }));
  return name;
}
