import { describe, expect, it } from 'vitest';
import { csvFileName, humanCsv, parseCsv, toCsv } from '../../src/features/wallets/csv-words';

const MACHINE = [
  'id,created_at,type,method,status,record_type,amount,currency,chain,from,to,txid,info',
  '7,2026-11-20T10:00:00Z,withdrawal,exchange,complete,EXCHANGE_CRYPTO_INTERNAL,500,USDT,Tron,,,,"Exchange USDT → EUR, quoted"',
  '6,2026-11-18T09:00:00Z,deposit,,pending,DEPOSIT_CRYPTO_EXTERNAL,0.25,BTC,Bitcoin,bc1q,bc1z,abc,',
].join('\r\n');

describe('wallet CSV in human words', () => {
  it('rewrites the platform columns with the words of the screens', () => {
    const { rows, from, to } = humanCsv(parseCsv(MACHINE));
    expect(rows[0]).toEqual([
      'Date',
      'Description',
      'Amount',
      'Currency',
      'Network',
      'Status',
      'Method',
      'From',
      'To',
      'Transaction hash',
      'Note',
      'Reference',
    ]);
    expect(rows[1]!.slice(1, 7)).toEqual(['Exchanged', '-500', 'USDT', 'Tron', 'Completed', 'Exchange']);
    expect(rows[1]![10]).toBe('Exchange USDT → EUR, quoted');
    // No record type, no dash for the unknown method.
    expect(rows[2]!.slice(1, 7)).toEqual(['Received', '0.25', 'BTC', 'Bitcoin', 'Pending', '']);
    expect(toCsv(rows)).not.toMatch(/DEPOSIT_CRYPTO|EXCHANGE_CRYPTO/);
    expect([from, to]).toEqual(['2026-11-18', '2026-11-20']);
  });

  it('quotes what needs quoting and reads it back', () => {
    const rows = [['a,b', 'say "hi"', 'x']];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it('names the file after the wallet and the dates it covers', () => {
    expect(csvFileName('Main', '2026-11-18', '2026-11-20')).toBe(
      'Main transactions 2026-11-18 to 2026-11-20.csv',
    );
    expect(csvFileName('A/B: "x"', '2026-11-18', '2026-11-18')).toBe('A B x transactions 2026-11-18.csv');
    expect(csvFileName('', null, null)).toBe('Wallet transactions.csv');
  });
});
