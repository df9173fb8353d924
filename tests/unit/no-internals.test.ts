import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletTransaction } from '../../src/api/types/wallets';
import { csvFileName, label, TX_TYPE_LABEL } from '../../src/features/cards/labels';
import { railName } from '../../src/features/kyc/rail-names';
import { receiptText } from '../../src/features/wallets/receipt';
import { otherSide, partyOf, partyText } from '../../src/features/wallets/tx-parties';
import { switchLocale } from '../../src/i18n';
import { baseValue } from '../../src/lib/base-value';
import { currencyName } from '../../src/lib/currency-name';
import { fileNameWords } from '../../src/lib/file-name';

/**
 * Issue 20: no UUID, provider id or enum constant on screen or in a file name; the other side of
 * a movement in words; currencies and services in the user's language; fees worth in the base
 * currency.
 */
const MAIN = '60ca7883-b556-4ced-9179-9408c246cc36';
const DESK = '9aae6d5e-a098-4ce8-8a55-8c3f85ee7253';
const STRANGER = '11111111-2222-4333-8444-555555555555';
const wallets = [
  { uuid: MAIN, name: 'Main' },
  { uuid: DESK, name: null },
];
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

const tx = (over: Partial<WalletTransaction>): WalletTransaction =>
  ({
    id: 1,
    created_at: '2026-11-20T10:00:00Z',
    type: 'withdrawal',
    method: 'p2p',
    status: 'complete',
    record_type: 'WITHDRAWAL_INTERNAL',
    amount: 5,
    from: MAIN,
    to: DESK,
    txid: null,
    info: null,
    wallet_id: MAIN,
    currency: { is_crypto: true, meta: { symbol: 'USDT', chain_name: 'Tron' } },
    meta: {},
    ...over,
  }) as WalletTransaction;

describe('the sides of a movement', () => {
  it('names one of the user wallets, never another one by its id', () => {
    expect(partyOf(MAIN, wallets, 'Wallet')).toEqual({ kind: 'wallet', text: 'Main', id: MAIN });
    expect(partyOf(DESK, wallets, 'Wallet')?.text).toBe('Wallet');
    expect(partyOf(STRANGER, wallets, 'Wallet')).toBeNull();
    expect(partyOf(STRANGER.toUpperCase(), wallets, 'Wallet')).toBeNull();
  });

  it('tells an address from a name', () => {
    expect(partyOf(ADDRESS, wallets, 'Wallet')).toEqual({ kind: 'address', text: ADDRESS });
    expect(partyOf('Chase ••••4321', wallets, 'Wallet')).toEqual({ kind: 'name', text: 'Chase ••••4321' });
    expect(partyOf('DE89 3704 0044 0532 0130 00', wallets, 'Wallet')?.kind).toBe('name');
    expect(partyOf('  ', wallets, 'Wallet')).toBeNull();
  });

  it('the other side: where it went, where it came from, none for an exchange inside the wallet', () => {
    expect(otherSide(tx({}), MAIN, wallets, 'Wallet')?.text).toBe('Wallet');
    expect(otherSide(tx({ type: 'deposit', from: ADDRESS, to: MAIN }), MAIN, wallets, 'Wallet')).toEqual({
      kind: 'address',
      text: ADDRESS,
    });
    expect(otherSide(tx({ method: 'exchange', from: MAIN, to: MAIN }), MAIN, wallets, 'Wallet')).toBeNull();
    expect(otherSide(tx({ to: STRANGER }), MAIN, wallets, 'Wallet')).toBeNull();
    expect(otherSide(tx({ to: null, meta: { to_card_last4: '1024' } }), MAIN, wallets, 'Wallet')?.text).toBe(
      '•••• 1024',
    );
  });

  it('a row shortens an address; a receipt carries it whole and never an id', () => {
    const side = partyOf(ADDRESS, wallets, 'Wallet')!;
    expect(partyText(side)).toBe('0x5290…9EE7');
    const sent = tx({ to: ADDRESS, from: MAIN });
    expect(receiptText(sent, side)).toContain(`To: ${ADDRESS}`);
    expect(receiptText(sent, null)).not.toMatch(UUID);
    expect(receiptText(tx({ type: 'deposit' }), partyOf(DESK, wallets, 'Wallet'))).toContain('From: Wallet');
  });
});

describe('names in the user language', () => {
  beforeAll(() => switchLocale('ru'));
  afterAll(() => switchLocale('en'));

  it('ISO currencies through Intl.DisplayNames; tokens keep the platform name', () => {
    expect(currencyName({ code: 'USD', platformName: 'US Dollar', isCrypto: false })).toBe('Доллар США');
    expect(currencyName({ code: 'EUR', platformName: 'Euro', isCrypto: false })).toBe('Евро');
    expect(currencyName({ code: 'USDT', platformName: 'Tether USD', isCrypto: true })).toBe('Tether USD');
    expect(currencyName({ code: 'XAU1', platformName: 'Gold', isCrypto: false })).toBe('Gold');
    expect(currencyName({ code: 'USD', platformName: 'US Dollar', isCrypto: false }, 'en')).toBe('US Dollar');
  });

  it('KYC services we know are named in the language; another keeps the platform name, marked', () => {
    expect(railName({ code: 'US_BANKING', name: 'US bank transfers (ACH and wire)' })).toEqual({
      text: 'Банковские переводы в США (ACH и wire)',
      platformName: false,
    });
    expect(railName({ code: 'UK_FASTER', name: 'UK Faster Payments' })).toEqual({
      text: 'UK Faster Payments',
      platformName: true,
    });
  });

  it('a card transaction type we have no words for is put in words, never as a constant', () => {
    expect(label(TX_TYPE_LABEL, 'AUTHORIZATION')).toBe('Ожидающий платёж');
    expect(label(TX_TYPE_LABEL, 'ATM_WITHDRAWAL_FEE')).toBe('Atm withdrawal fee');
  });
});

describe('file names', () => {
  it('carry names and dates, never ids or characters a file system refuses', () => {
    expect(fileNameWords('Travel: EU/US', 'Card')).toBe('Travel EU US');
    expect(fileNameWords('  ', 'Card')).toBe('Card');
    expect(csvFileName('Card •••• 1024')).toBe('Card •••• 1024 transactions.csv');
  });
});

describe('a fee worth in the base currency', () => {
  const rates = [
    { from: 'BTC', rate: '96515' },
    { from: 'USDT', rate: '0.99' },
  ];

  it('prices by the platform rate into the base currency', () => {
    expect(baseValue('USD', rates)('0.00001', 'BTC')).toBe('≈ $0.97');
    expect(baseValue('usd', rates)(1.5, 'usdt')).toBe('≈ $1.49');
  });

  it('says nothing for the base currency itself, an unknown one, no rates yet, or nothing to price', () => {
    expect(baseValue('USD', rates)('5', 'USD')).toBeNull();
    expect(baseValue('USD', rates)('5', 'XRP')).toBeNull();
    expect(baseValue('USD', undefined)('5', 'BTC')).toBeNull();
    expect(baseValue(null, rates)('5', 'BTC')).toBeNull();
    expect(baseValue('USD', rates)('0', 'BTC')).toBeNull();
    expect(baseValue('USD', [{ from: 'BTC', rate: '0' }])('1', 'BTC')).toBeNull();
  });
});
