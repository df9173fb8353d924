import { kycState } from '../kyc/state.ts';
import { orderTypeById } from '../orders/order-types.ts';
import type { SandboxContext } from '../server/context.ts';
import { CURRENCIES, chainById, EUR_ID, USD_ID } from '../system/catalog.ts';
import { DEMO_EMAIL, type UserRow } from '../user/users.ts';
import { createAddressBook, deriveAddress } from './addresses.ts';
import { fakeTxHash } from './deposits.ts';
import { ledgerFor, type TransactionFields, type WalletType } from './ledger.ts';

/**
 * Per-user wallet data: every new user gets one personal wallet; the demo user gets several
 * wallets of different types with balances and a month of varied history, so the app is not
 * empty at first run.
 */
const BTC = '0b6a7c1e-0000-4000-8000-000000000001';
const ETH = '0b6a7c1e-0000-4000-8000-000000000002';
const USDT_ETH = '0b6a7c1e-0000-4000-8000-000000000003';
const USDT_TRON = '0b6a7c1e-0000-4000-8000-000000000004';
const USDC_ETH = '0b6a7c1e-0000-4000-8000-000000000006';
const XRP = '0b6a7c1e-0000-4000-8000-00000000000a';

const DAY = 24 * 60 * 60 * 1000;

export function seedNewUser(ctx: SandboxContext, user: UserRow) {
  const ledger = ledgerFor(ctx);
  if (ledger.walletsOf(user.id).length > 0) return;
  if (user.email?.toLowerCase() === DEMO_EMAIL) seedDemo(ctx, user);
  else ledger.createWallet(user.id, { name: 'Personal', type: 'personal' });
}

interface HistoryItem {
  daysAgo: number;
  hour: number;
  currency: string;
  amount: string;
  tx: Omit<TransactionFields, 'created_at'>;
}

function seedDemo(ctx: SandboxContext, user: UserRow) {
  const ledger = ledgerFor(ctx);
  const book = createAddressBook(ctx);
  const now = ctx.now();
  const at = (daysAgo: number, hour = 10) => {
    const d = new Date(now - daysAgo * DAY);
    d.setUTCHours(hour, (daysAgo * 7) % 60, 0, 0);
    return Math.min(d.getTime(), now - 60_000);
  };
  const make = (name: string, type: WalletType, daysAgo: number) =>
    ledger.createWallet(user.id, { name, type, created_at: new Date(at(daysAgo, 8)).toISOString() });

  const main = make('Main', 'personal', 60);
  const business = make('Acme Trading Ltd', 'business', 45);
  const trading = make('P2P desk', 'trading', 30);
  const vault = make('Cold vault', 'vault', 20);
  ledger.setKyc(main.uuid, { first_name: 'Demo', last_name: 'User', email: DEMO_EMAIL });
  ledger.setKyc(business.uuid, { business_name: 'Acme Trading Ltd' });
  // Statuses through the KYC module, so each wallet's identity rail and entity agree with kyc_info.
  // The business review stays in progress (no outcome timer): the demo shows an "In review" wallet.
  const kyc = kycState(ctx);
  kyc.seedIdentity(main.uuid, 'APPROVED', new Date(at(58)).toISOString());
  kyc.seedIdentity(business.uuid, 'PENDING', new Date(at(44)).toISOString());

  const balances: [string, string, string][] = [
    [main.uuid, BTC, '0.53214'],
    [main.uuid, ETH, '3.25'],
    [main.uuid, USDT_ETH, '1250.5'],
    [main.uuid, USDT_TRON, '830'],
    [main.uuid, USD_ID, '4520.75'],
    [main.uuid, EUR_ID, '1890.2'],
    [main.uuid, XRP, '415'],
    [business.uuid, USD_ID, '25000'],
    [business.uuid, EUR_ID, '8000'],
    [business.uuid, USDC_ETH, '12000'],
    [trading.uuid, USDT_TRON, '5400'],
    [trading.uuid, BTC, '0.08'],
    [vault.uuid, BTC, '1.2'],
  ];
  for (const [wallet, currency, amount] of balances) ledger.credit(wallet, currency, amount);

  // Main wallet: ~25 rows across a month, every type/status the history screen must render.
  for (const [i, item] of mainHistory().entries()) {
    const currency = CURRENCIES.find((c) => c.uuid === item.currency)!;
    const chain = currency.chain_id === null ? undefined : chainById(currency.chain_id);
    const hash =
      chain && item.tx.method === 'crypto' ? fakeTxHash(`demo:${i}`, chain.format === 'evm') : null;
    const own = chain ? book.current(main.uuid, chain.id).address : null;
    const other = chain ? deriveAddress(chain.format, 'demo-counterparty', chain.id, i) : null;
    const incoming = item.tx.type.startsWith('deposit');
    const from = item.tx.from ?? (hash ? (incoming ? other : own) : null);
    const to = item.tx.to ?? (hash ? (incoming ? own : other) : null);
    ledger.recordTransaction(main.uuid, {
      ...item.tx,
      from,
      to,
      txid: hash,
      amount: item.amount,
      currency_id: item.currency,
      created_at: new Date(at(item.daysAgo, item.hour)).toISOString(),
      meta: {
        ...(hash
          ? { txid: hash, transaction_hash: hash, chain_id: chain!.id, from_address: from, to_address: to }
          : {}),
        fee: item.tx.method === 'crypto' && !incoming ? 1 : 0,
        fee_currency: currency.symbol,
        ...(hash ? { network_fee: 0.0001, network_fee_currency: chain!.symbol } : {}),
        billing_amount: item.amount,
        billing_amount_currency: currency.symbol,
        transaction_amount: item.amount,
        transaction_amount_currency: currency.symbol,
        exchange_rate: 1,
        ...(item.tx.meta ?? {}),
      },
    });
  }
  // A little history elsewhere so the other wallets are not empty.
  ledger.recordTransaction(business.uuid, {
    type: 'deposit',
    method: 'bank_transfer',
    record_type: 'ONRAMP_ACHWIRE',
    status: 'complete',
    amount: '25000',
    currency_id: USD_ID,
    from: 'Acme Holdings Inc.',
    to: 'Acme Trading Ltd',
    info: 'Initial funding',
    created_at: new Date(at(44)).toISOString(),
  });
  ledger.recordTransaction(vault.uuid, {
    type: 'deposit',
    method: 'crypto',
    record_type: 'DEPOSIT_CRYPTO_INTERNAL',
    status: 'complete',
    amount: '1.2',
    currency_id: BTC,
    from: 'Main',
    to: 'Cold vault',
    info: 'Moved to cold storage',
    created_at: new Date(at(19)).toISOString(),
  });
}

/**
 * Both legs of one exchange carry the order's figures, as the platform's do: what was paid
 * (billing), what arrived (transaction), the rate between them, and the order type's description.
 */
const EXCHANGE_USDT_EUR = {
  info: orderTypeById('EXCHANGE_CRYPTO_INTERNAL')!.description,
  meta: {
    exchange_rate: 0.92,
    billing_amount: 500,
    billing_amount_currency: 'USDT',
    transaction_amount: 460,
    transaction_amount_currency: 'EUR',
  },
};

function mainHistory(): HistoryItem[] {
  const crypto = (type: string, record: string, status = 'complete') => ({
    type,
    method: 'crypto',
    record_type: record,
    status,
  });
  const bank = (type: string, record: string, status = 'complete', from?: string, to?: string) => ({
    type,
    method: 'bank_transfer',
    record_type: record,
    status,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });
  return [
    {
      daysAgo: 0,
      hour: 9,
      currency: USDT_TRON,
      amount: '150',
      tx: { ...crypto('deposit', 'DEPOSIT_CRYPTO_EXTERNAL', 'processing') },
    },
    {
      daysAgo: 0,
      hour: 8,
      currency: USD_ID,
      amount: '300',
      tx: { ...bank('withdrawal', 'OFFRAMP_ACHWIRE', 'pending', 'Main', 'Chase ••••4321'), info: 'Rent' },
    },
    {
      daysAgo: 1,
      hour: 17,
      currency: BTC,
      amount: '0.015',
      tx: crypto('deposit', 'DEPOSIT_CRYPTO_EXTERNAL'),
    },
    {
      daysAgo: 1,
      hour: 12,
      currency: ETH,
      amount: '0.4',
      tx: crypto('withdrawal', 'WITHDRAWAL_CRYPTO_EXTERNAL'),
    },
    {
      daysAgo: 2,
      hour: 15,
      currency: USDT_ETH,
      amount: '200',
      tx: {
        ...crypto('withdrawal', 'WITHDRAWAL_CRYPTO_EXTERNAL', 'failed'),
        info: 'Rejected: address flagged by compliance screening',
      },
    },
    {
      daysAgo: 3,
      hour: 11,
      currency: EUR_ID,
      amount: '750',
      tx: bank('deposit', 'ONRAMP_SEPA', 'complete', 'DE89 3704 0044 0532 0130 00', 'Main'),
    },
    {
      daysAgo: 4,
      hour: 19,
      currency: USD_ID,
      amount: '120.5',
      tx: {
        type: 'withdrawal',
        method: null,
        record_type: 'TRANSFER_CARD_PREPAID',
        status: 'complete',
        from: 'Main',
        to: 'Card ••••1024',
        meta: { to_card_last4: '1024' },
      },
    },
    {
      daysAgo: 5,
      hour: 10,
      currency: USDT_TRON,
      amount: '500',
      tx: {
        type: 'withdrawal',
        method: 'exchange',
        record_type: 'EXCHANGE_CRYPTO_INTERNAL',
        status: 'complete',
        ...EXCHANGE_USDT_EUR,
      },
    },
    {
      daysAgo: 5,
      hour: 10,
      currency: EUR_ID,
      amount: '460',
      tx: {
        type: 'deposit',
        method: 'exchange',
        record_type: 'EXCHANGE_CRYPTO_INTERNAL',
        status: 'complete',
        ...EXCHANGE_USDT_EUR,
      },
    },
    {
      daysAgo: 6,
      hour: 14,
      currency: USD_ID,
      amount: '1000',
      tx: {
        ...bank('deposit', 'ONRAMP_ACHWIRE', 'canceled', 'ACH ••••6789', 'Main'),
        info: 'Cancelled by the sender',
      },
    },
    {
      daysAgo: 7,
      hour: 16,
      currency: USDT_TRON,
      amount: '75',
      tx: {
        type: 'deposit',
        method: 'p2p',
        record_type: 'DEPOSIT_INTERNAL',
        status: 'complete',
        from: 'P2P desk',
        to: 'Main',
      },
    },
    { daysAgo: 8, hour: 9, currency: BTC, amount: '0.1', tx: crypto('deposit', 'DEPOSIT_CRYPTO_EXTERNAL') },
    {
      daysAgo: 9,
      hour: 13,
      currency: USD_ID,
      amount: '2500',
      tx: bank('deposit', 'HIFI_WIRE_DEPOSIT', 'complete', 'Wire — J. Smith', 'Main'),
    },
    {
      daysAgo: 10,
      hour: 18,
      currency: USD_ID,
      amount: '1.5',
      tx: {
        type: 'withdrawal',
        method: null,
        record_type: 'FEE',
        status: 'complete',
        info: 'Monthly account fee',
      },
    },
    {
      daysAgo: 11,
      hour: 10,
      currency: ETH,
      amount: '1.25',
      tx: crypto('deposit', 'DEPOSIT_CRYPTO_EXTERNAL'),
    },
    {
      daysAgo: 12,
      hour: 20,
      currency: USDT_ETH,
      amount: '300',
      tx: crypto('withdrawal', 'WITHDRAWAL_CRYPTO_EXTERNAL'),
    },
    {
      daysAgo: 14,
      hour: 11,
      currency: XRP,
      amount: '415',
      tx: crypto('deposit', 'DEPOSIT_CRYPTO_EXTERNAL'),
    },
    {
      daysAgo: 15,
      hour: 15,
      currency: EUR_ID,
      amount: '200',
      tx: bank('withdrawal', 'OFFRAMP_SEPA', 'complete', 'Main', 'FR76 3000 6000 0112 3456 7890 189'),
    },
    {
      daysAgo: 17,
      hour: 9,
      currency: USD_ID,
      amount: '45',
      tx: {
        type: 'deposit',
        method: null,
        record_type: 'REFUND',
        status: 'complete',
        info: 'Refund of card purchase',
      },
    },
    {
      daysAgo: 18,
      hour: 12,
      currency: USDT_TRON,
      amount: '1200',
      tx: crypto('deposit', 'DEPOSIT_CRYPTO_EXTERNAL'),
    },
    {
      daysAgo: 20,
      hour: 16,
      currency: BTC,
      amount: '0.02',
      tx: { ...crypto('withdrawal', 'WITHDRAWAL_CRYPTO_EXTERNAL', 'new'), info: 'Awaiting approval' },
    },
    {
      daysAgo: 22,
      hour: 10,
      currency: USD_ID,
      amount: '12.4',
      tx: {
        type: 'deposit',
        method: 'sbp',
        record_type: 'DEPOSIT_MANUAL',
        status: 'complete',
        info: 'Manual adjustment',
      },
    },
    {
      daysAgo: 24,
      hour: 14,
      currency: USDT_ETH,
      amount: '1450.5',
      tx: crypto('deposit', 'DEPOSIT_CRYPTO_EXTERNAL'),
    },
    {
      daysAgo: 26,
      hour: 11,
      currency: USD_ID,
      amount: '5',
      tx: {
        type: 'deposit',
        method: null,
        record_type: 'REFERRAL_INCOME',
        status: 'complete',
        info: 'Referral reward',
      },
    },
    {
      daysAgo: 28,
      hour: 9,
      currency: BTC,
      amount: '0.43714',
      tx: crypto('deposit', 'DEPOSIT_CRYPTO_EXTERNAL'),
    },
    { daysAgo: 29, hour: 13, currency: ETH, amount: '2.4', tx: crypto('deposit', 'DEPOSIT_CRYPTO_EXTERNAL') },
  ];
}
