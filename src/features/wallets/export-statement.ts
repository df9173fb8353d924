import { walletsApi } from '../../api/endpoints/wallets';
import { call } from '../../api/http';
import { type Period, periodQuery, statementFileName } from './statement-period';

/**
 * The wallet's PDF statement for a period, made in memory like the CSV export (export-csv.ts) and
 * handed to the user by ui/FileDelivery.tsx.
 */
export async function fetchStatement(walletId: string, walletName: string, period: Period): Promise<File> {
  const pdf = await call(walletsApi.statementPdf, {
    path: { wallet_uuid: walletId },
    query: periodQuery(period),
  });
  return new File([pdf], statementFileName(walletName, period), { type: 'application/pdf' });
}
