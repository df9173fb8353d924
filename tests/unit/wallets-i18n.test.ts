import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { boldValues } from '../../src/features/wallets/components/rich-values';
import { csvFileName, humanCsv, parseCsv } from '../../src/features/wallets/csv-words';
import { switchLocale } from '../../src/i18n';
import { LATER_NAMESPACES } from '../../src/i18n/keys';

const WALLETS = resolve('src/features/wallets');

/** Every module of the wallets feature that `entry` imports statically, itself included. */
function staticImports(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const [, spec] of source.matchAll(/^import [^'"]*['"](\.[^'"]+)['"];?$/gm)) {
    const base = join(dirname(entry), spec!);
    const file = ['.tsx', '.ts']
      .map((ext) => base + ext)
      .find((f) => {
        try {
          return readFileSync(f) && true;
        } catch {
          return false;
        }
      });
    if (file?.startsWith(WALLETS)) staticImports(file, seen);
  }
  return seen;
}

describe('wallets i18n', () => {
  it('home and every module it imports use only the first screens’ namespaces', () => {
    // Recent activity's rows load apart from home but are drawn as it paints, before the later
    // catalogues: their modules count as home's.
    const modules = [
      ...staticImports(
        join(WALLETS, 'components/RecentRows.tsx'),
        staticImports(join(WALLETS, 'HomeScreen.tsx')),
      ),
    ];
    expect(modules.map((m) => m.slice(WALLETS.length + 1))).toEqual(
      expect.arrayContaining(['tx-display.ts', 'wallet-types.ts', 'components/TxRow.tsx']),
    );
    const later = new RegExp(`['"](${LATER_NAMESPACES.join('|')})\\.[a-zA-Z]+\\.`, 'g');
    const offenders = modules.flatMap((m) =>
      [...readFileSync(m, 'utf8').matchAll(later)].map((hit) => `${m.slice(WALLETS.length + 1)}: ${hit[0]}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the create sheet, loaded from home, waits for the later catalogues its sentences are in', () => {
    const sheet = readFileSync(join(WALLETS, 'CreateWalletSheet.tsx'), 'utf8');
    expect(sheet).toMatch(/'wallets\./);
    expect(sheet).toMatch(/useLaterCatalogues\(\)/);
  });

  it('bold values stay inside one sentence, in the order the message puts them', () => {
    const parts = boldValues('wallets.deposit.warning', { symbol: 'USDT', network: 'Tron' });
    const bold = parts.filter(isValidElement).map((p) => (p.props as { children: string }).children);
    expect(bold).toEqual(['USDT', 'Tron']);
    const text = parts
      .map((p) => (isValidElement(p) ? (p.props as { children: string }).children : p))
      .join('');
    expect(text).toBe(
      'Send only USDT on the Tron network to this address. Coins sent on another network will be lost.',
    );
  });

  it('a CSV saved in another language keeps its columns, dates and amounts: only the words change', async () => {
    const machine = parseCsv(
      [
        'id,created_at,type,method,status,record_type,amount,currency,chain,from,to,txid,info',
        '7,2026-11-20T10:00:00Z,withdrawal,exchange,complete,EXCHANGE_CRYPTO_INTERNAL,500.25,USDT,Tron,,,,',
      ].join('\r\n'),
    );
    const english = humanCsv(machine).rows;
    // The pseudo locale is English accented and lengthened: every catalogue exists in it.
    await switchLocale('pseudo');
    try {
      const other = humanCsv(machine).rows;
      expect(other.map((row) => row.length)).toEqual(english.map((row) => row.length));
      expect(other[0]).not.toEqual(english[0]);
      expect(other[1]![1]).not.toBe(english[1]![1]);
      // Date, amount, currency and reference stay as a spreadsheet reads them.
      for (const column of [0, 2, 3, 11]) expect(other[1]![column]).toBe(english[1]![column]);
      expect(csvFileName('Main', '2026-11-18', '2026-11-20')).toMatch(/^Main .*2026-11-18.*2026-11-20\.csv$/);
    } finally {
      await switchLocale('en');
    }
  });
});
