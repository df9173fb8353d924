import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app.ts';
import { iban, routingNumber } from '../../sandbox/virtual-accounts/programs.ts';
import { base58check, bech32Segwit, eip55, xrpBase58check } from '../../sandbox/wallets/address-codecs.ts';
import { ledgerFor } from '../../sandbox/wallets/ledger.ts';
import { addressError } from '../../src/shared/address-rules';
import { abaError, ibanError } from '../../src/shared/bank-rules';
import { add, cmp, mul, round, sub } from '../../src/shared/decimal';
import { toWire, wireDigits } from '../../src/shared/wire-json';

const BTC = '0b6a7c1e-0000-4000-8000-000000000001';

describe('sandbox address codecs (published test vectors)', () => {
  it('EIP-55 checksum casing', () => {
    expect(eip55(Buffer.from('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', 'hex'))).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
  });
  it('BIP-173 segwit v0 address, and a one-character change breaks the checksum', () => {
    const a = bech32Segwit('bc', Buffer.from('751e76e8199196d454941c45d1b3a323f1433bd6', 'hex'));
    expect(a).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(addressError(a, 'bech32')).toBeNull();
    expect(addressError(a.replace(/4$/, '5'), 'bech32')).not.toBeNull();
  });
  it('Tron base58check (USDT contract address)', () => {
    expect(base58check(Buffer.from('41a614f803b6fd780986a42c78ec9c7f77e6ded13c', 'hex'))).toBe(
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
  });
  it('XRP base58check in the XRP alphabet (the genesis account)', () => {
    const account = xrpBase58check(Buffer.from('00b5f762798a53d543a014caf8b297cff8f2f937e8', 'hex'));
    expect(account).toBe('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh');
    expect(addressError(account, 'xrp')).toBeNull();
  });
  it('generated routing numbers and IBANs pass the rules the app checks with', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      expect(abaError(routingNumber(seed))).toBeNull();
      expect(ibanError(iban(seed))).toBeNull();
    }
  });
});

describe('sandbox decimals', () => {
  it('exact decimal arithmetic', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(sub('1', '1.000000000000000001')).toBe('-0.000000000000000001');
    expect(mul('0.53214', '97000')).toBe('51617.58');
    expect(round('2.345', 2)).toBe('2.35');
    expect(cmp('10', '9.99')).toBe(1);
    expect(wireDigits(toWire('2080.50'))).toBe('2080.5');
  });
});

describe('sandbox ledger', () => {
  it('debits refuse to go negative; applyAtomically writes all or nothing', () => {
    const sb = createSandbox();
    const ledger = ledgerFor(sb.ctx);
    const owner = sb.ctx.users.create({ email: 'ledger@example.com' });
    const [a] = ledger.walletsOf(owner.id);
    const b = ledger.createWallet(owner.id, { name: 'B', type: 'vault' });
    ledger.credit(a!.uuid, BTC, '1');
    expect(() => ledger.debit(a!.uuid, BTC, '1.5')).toThrow(/Insufficient balance/);
    expect(() =>
      ledger.applyAtomically([
        { kind: 'credit', walletId: b.uuid, currencyId: BTC, amount: '0.5' },
        { kind: 'debit', walletId: a!.uuid, currencyId: BTC, amount: '2' },
      ]),
    ).toThrow(/Insufficient/);
    expect(ledger.balanceOf(b.uuid, BTC)).toBe('0');
    const rows = ledger.applyAtomically([
      { kind: 'debit', walletId: a!.uuid, currencyId: BTC, amount: '0.4', tx: { type: 'withdrawal' } },
      { kind: 'credit', walletId: b.uuid, currencyId: BTC, amount: '0.4', tx: { type: 'deposit' } },
    ]);
    expect(ledger.balanceOf(a!.uuid, BTC)).toBe('0.6');
    expect(ledger.balanceOf(b.uuid, BTC)).toBe('0.4');
    expect(rows.map((r) => [r.type, r.amount, r.status])).toEqual([
      ['withdrawal', '0.4', 'complete'],
      ['deposit', '0.4', 'complete'],
    ]);
    expect(rows[1]!.id).toBe(rows[0]!.id + 1);
    sb.close();
  });
});
