import { walletsApi } from '../../api/endpoints/wallets';
import { call } from '../../api/http';
import { textFile } from '../../lib/download';
import { csvFileName, humanCsv, parseCsv, toCsv } from './csv-words';

/**
 * A wallet's whole history as a CSV file. SPEC §7 has our client export from the core route
 * (`/wallets/transactions/{wallet_uuid}/csv`; API.md says so in its preamble), which takes no
 * filters, so the file always holds every transaction whatever the screen is filtered to. The
 * platform's columns are rewritten in the screens' words (csv-words.ts) and the file is named
 * after the wallet and the dates it covers.
 * It is fetched with the access token and made in memory; ui/FileDelivery.tsx hands it to the user
 * (lib/download.ts says how on each client, and why never through a URL).
 */
export async function exportTransactionsCsv(walletId: string, walletName: string): Promise<File> {
  const csv = await call(walletsApi.legacyCsv, { path: { wallet_uuid: walletId } });
  const { rows, from, to } = humanCsv(parseCsv(csv));
  return textFile(csvFileName(walletName, from, to), toCsv(rows), 'text/csv');
}
