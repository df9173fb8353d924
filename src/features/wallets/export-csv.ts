import { walletsApi } from '../../api/endpoints/wallets';
import { call } from '../../api/http';
import type { TransactionsFilter } from '../../api/types/wallets';
import { downloadText } from '../../lib/download';
import { shareLink } from '../../lib/platform';

/**
 * Downloads a wallet's history as CSV (the v2 export, with the screen's filters). Telegram's own
 * file download needs a public URL, and our export needs the access token, which must never go
 * into a URL (DESIGN §8); so the file is fetched with the token and saved from memory, which the
 * Telegram webviews on desktop and Android accept. Returns the file name.
 */
export async function exportTransactionsCsv(
  walletId: string,
  filter: TransactionsFilter = {},
): Promise<string> {
  const csv = await call(walletsApi.exportCsv, {
    path: { wallet_id: walletId },
    ...(Object.keys(filter).length ? { query: { filter } } : {}),
  });
  const name = `transactions-${walletId.slice(0, 8)}-${new Date().toISOString().slice(0, 10)}.csv`;
  downloadText(name, csv, 'text/csv');
  return name;
}

/** Fallback for clients where saving fails: share the link to the history screen instead. */
export const shareHistoryLink = (url: string) => shareLink(url, 'Wallet history');
