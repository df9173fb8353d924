import { randomUUID } from 'node:crypto';
import type { SandboxContext } from '../server/context.ts';
import { currencyById, EUR_ID, USD_ID } from '../system/catalog.ts';
import { DEMO_EMAIL, type UserRow } from '../user/users.ts';
import { ledgerFor } from '../wallets/ledger.ts';
import { nextOrderId } from './create.ts';
import { type OrderRow, orderTable } from './tables.ts';

/**
 * The demo user's past orders on its Main wallet, so the order history is not empty at first run:
 * several flows, each settled (completed, failed with the platform's reason, canceled), over the
 * last weeks. Balances are not touched: these are the record of what the seeded balances came
 * from, not new money movements. A new user starts with no orders.
 */
const BTC = '0b6a7c1e-0000-4000-8000-000000000001';
const USDT_ETH = '0b6a7c1e-0000-4000-8000-000000000003';
const DAY = 86_400_000;

interface Past {
  type: string;
  status: OrderRow['status'];
  daysAgo: number;
  from: string;
  to: string;
  amountFrom: string;
  amountTo: string;
  fee: string;
  rate: string;
  info?: string;
  counterparty?: string;
  toAddress?: string;
}

const PAST: Past[] = [
  {
    type: 'EXCHANGE_CRYPTO_INTERNAL',
    status: 'COMPLETE',
    daysAgo: 3,
    from: USDT_ETH,
    to: EUR_ID,
    amountFrom: '500',
    amountTo: '460',
    fee: '2.5',
    rate: '0.92',
  },
  {
    type: 'WITHDRAWAL_CRYPTO',
    status: 'COMPLETE',
    daysAgo: 6,
    from: BTC,
    to: BTC,
    amountFrom: '0.01',
    amountTo: '0.0099',
    fee: '0.0001',
    rate: '1',
    toAddress: 'bc1qdemo0counterparty0address0000000000xyz',
  },
  {
    type: 'HIFI_ACH_OFFRAMP',
    status: 'FAILED',
    daysAgo: 9,
    from: USDT_ETH,
    to: USD_ID,
    amountFrom: '300',
    amountTo: '297',
    fee: '3',
    rate: '1',
    counterparty: 'Jane Cooper',
    info: 'The receiving bank returned the payment: the account is closed.',
  },
  {
    type: 'HIFI_SEPA_ONRAMP',
    status: 'CANCELED',
    daysAgo: 14,
    from: EUR_ID,
    to: USDT_ETH,
    amountFrom: '1000',
    amountTo: '1078',
    fee: '5',
    rate: '1.083',
    info: 'No transfer arrived within 7 days.',
  },
  {
    type: 'HIFI_WIRE_ONRAMP',
    status: 'COMPLETE',
    daysAgo: 27,
    from: USD_ID,
    to: USDT_ETH,
    amountFrom: '2500',
    amountTo: '2487.5',
    fee: '12.5',
    rate: '1',
  },
];

export function seedDemoOrders(ctx: SandboxContext, user: UserRow) {
  if (user.email?.toLowerCase() !== DEMO_EMAIL) return;
  const main = ledgerFor(ctx)
    .walletsOf(user.id)
    .find((w) => w.name === 'Main');
  if (!main || orderTable(ctx).find((o) => o.wallet_uuid === main.uuid)) return;
  const now = ctx.now();
  for (const p of PAST) {
    const created = new Date(now - p.daysAgo * DAY).toISOString();
    const updated = new Date(now - p.daysAgo * DAY + 40 * 60_000).toISOString();
    const from = currencyById(p.from)!;
    const to = currencyById(p.to)!;
    const orderUuid = randomUUID();
    const requestId = `demo-${orderUuid.slice(0, 8)}`;
    orderTable(ctx).set(orderUuid, {
      id: nextOrderId(ctx),
      order_uuid: orderUuid,
      wallet_uuid: main.uuid,
      from_uuid: p.from,
      to_uuid: p.to,
      order_type: p.type,
      version: 2,
      status: p.status,
      amount_from: p.amountFrom,
      amount_to: p.amountTo,
      info: p.info ?? null,
      created_at: created,
      updated_at: updated,
      user_id: user.id,
      request_id: requestId,
      idempotency_key: null,
      fees: { fee: p.fee, network_fee: '0', rate: p.rate },
      meta: {
        order_uuid: orderUuid,
        request_id: requestId,
        billing_amount: p.amountFrom,
        billing_currency: from.symbol,
        transaction_amount: p.amountTo,
        transaction_currency: to.symbol,
        fee: p.fee,
        fee_currency: from.symbol,
        network_fee: null,
        network_fee_currency: null,
        exchange_rate: p.rate,
        from_currency_id: p.from,
        to_currency_id: p.to,
        chain_id: from.chain_id,
        to_address: p.toAddress ?? null,
        to_crypto_address: p.toAddress ?? null,
        crypto_transaction_hash: null,
        counterparty_destination_id: null,
        counterparty_account_id: null,
        counterparty_account_name: p.counterparty ?? null,
        counterparty_account_nickname: null,
        reference: null,
        note: null,
        from_wallet_uuid: main.uuid,
        to_wallet_uuid: main.uuid,
      },
      tx_ids: [],
      credit: null,
      debit: null,
    });
  }
}
