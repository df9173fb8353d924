import { constants, privateDecrypt, publicEncrypt, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isLuhnValid } from '../../sandbox/cards/luhn.ts';
import { fetchCardSecrets } from '../../src/api/card-secrets';
import { issuingApi } from '../../src/api/endpoints/issuing';
import { walletsApi } from '../../src/api/endpoints/wallets';
import { call } from '../../src/api/http';
import type { CardDetail, LimitsUpdate, SubAccount } from '../../src/api/types/issuing';
import { wireNumber } from '../../src/shared/wire-json';
import {
  type ContractSandbox,
  expectLastRequest,
  failure,
  requests,
  type SessionAnswer,
  startContractSandbox,
} from './harness';

/** Every issuing endpoint of API.md §12–13 through the real client against the sandbox. */
let sb: ContractSandbox;
let session: SessionAnswer;
let walletId: string;
const keys = join(__dirname, '../../sandbox/keys');
const publicKeyB64 = Buffer.from(readFileSync(join(keys, 'public.pem'), 'utf8')).toString('base64');

const PREPAID = 'prog-visa-virtual-prepaid-usd';
const BALANCE = 'prog-mc-virtual-balance-eur';
const ARCHIVED = 'prog-visa-virtual-prepaid-legacy';

beforeAll(async () => {
  sb = await startContractSandbox();
  session = await sb.signInAs();
  const wallets = await call(walletsApi.list, { query: { limit: 10, offset: 0 } });
  walletId = wallets.data[0]!.uuid;
});
afterAll(() => sb.stop());
beforeEach(() => sb.clearRequests());

const token = () => session.access_token;
const usdBalance = async () => {
  const w = await call(walletsApi.get, { path: { wallet_id: walletId } });
  const usd = w.balance.find((b) => b.symbol === 'USD');
  return String(usd?.amount ?? 0);
};
const rid = () => crypto.randomUUID();
const cardBody = (over: Record<string, unknown> = {}) => ({
  program_id: PREPAID,
  wallet_id: walletId,
  request_id: rid(),
  nick_name: 'Contract card',
  user_data_id: String(session.user_data_id),
  initial_topup: wireNumber('25'),
  ...over,
});

describe('programs', () => {
  it('lists active and archived programs of every kind for a wallet', async () => {
    const list = await call(issuingApi.programs, { query: { wallet_id: walletId } });
    expectLastRequest({
      method: 'GET',
      service: 'core',
      path: '/issuing/config/programs',
      token: token(),
      query: { wallet_id: walletId },
    });
    expect(list.count).toBe(list.data.length);
    const statuses = new Set(list.data.map((p) => p.status));
    expect(statuses).toEqual(new Set(['ACTIVE', 'ARCHIVED']));
    expect(new Set(list.data.map((p) => p.sub_account_type))).toEqual(new Set(['prepaid', 'balance']));
    expect(new Set(list.data.map((p) => p.form_factor))).toEqual(new Set(['VIRTUAL', 'PHYSICAL']));
    expect(new Set(list.data.map((p) => p.type))).toEqual(new Set(['CREDIT', 'DEBIT']));
    const prepaid = list.data.find((p) => p.id === PREPAID)!;
    expect(prepaid).toMatchObject({
      brand: 'VISA',
      account_currency: 'USD',
      // Money reaches the app as decimal strings (shared/wire-json.ts).
      card_issuing_fee: '5',
      card_monthly_fee: '1',
    });
    expect(prepaid.order_types.map((o) => o.order_types_id)).toContain('TRANSFER_CARD_PREPAID');
  });

  it('refuses a wallet the user is not a member of', async () => {
    const err = await failure(call(issuingApi.programs, { query: { wallet_id: crypto.randomUUID() } }));
    expect(err.status).toBe(404);
  });
});

describe('prepaid card', () => {
  let card: CardDetail;

  it('issues a card, debits the wallet for the top-up and fee, credits the sub-account', async () => {
    const before = await usdBalance();
    const body = cardBody();
    card = await call(issuingApi.createCard, { body });
    expectLastRequest({
      method: 'POST',
      service: 'core',
      path: '/issuing/cards/create',
      token: token(),
      body,
    });
    expect(card).toMatchObject({
      brand: 'VISA',
      card_status: 'ACTIVE',
      form_factor: 'VIRTUAL',
      nick_name: 'Contract card',
    });
    expect(card.last4).toMatch(/^\d{4}$/);
    expect(card.fiat_account).toMatchObject({ type: 'prepaid', balance: '25', cards_count: 1 });
    expect(card.issuing_programs.id).toBe(PREPAID);
    // 25 top-up + 5 issuing fee.
    expect(Number(before) - Number(await usdBalance())).toBeCloseTo(30, 6);
  });

  it('a repeated request_id (double tap) issues one card and charges once', async () => {
    const body = cardBody({ nick_name: 'Twice' });
    const before = await usdBalance();
    const first = await call(issuingApi.createCard, { body });
    const second = await call(issuingApi.createCard, { body });
    expect(second.card_id).toBe(first.card_id);
    expect(Number(before) - Number(await usdBalance())).toBeCloseTo(30, 6);
    const list = await call(issuingApi.cards, { query: { wallet_uuid: walletId, limit: 100, offset: 0 } });
    expect(list.data.filter((c) => c.nick_name === 'Twice')).toHaveLength(1);
  });

  it('refuses an archived program, a balance program, a too-small top-up and an unaffordable one', async () => {
    const archived = await failure(call(issuingApi.createCard, { body: cardBody({ program_id: ARCHIVED }) }));
    expect(archived.status).toBe(422);
    expect(archived.message).toMatch(/archived/i);
    const balance = await failure(call(issuingApi.createCard, { body: cardBody({ program_id: BALANCE }) }));
    expect(balance.status).toBe(422);
    const small = await failure(
      call(issuingApi.createCard, { body: cardBody({ initial_topup: wireNumber('1') }) }),
    );
    expect(small.fields.initial_topup).toMatch(/at least 10/);
    const huge = await failure(
      call(issuingApi.createCard, { body: cardBody({ initial_topup: wireNumber('99999') }) }),
    );
    expect(huge.message).toMatch(/Insufficient balance/);
  });

  it('reads the card and its sub-account', async () => {
    const detail = await call(issuingApi.card, { path: { card_id: card.card_id } });
    expectLastRequest({
      method: 'GET',
      service: 'core',
      path: `/issuing/cards/${card.card_id}`,
      token: token(),
    });
    expect(detail.card_id).toBe(card.card_id);
    const sub = await call(issuingApi.subAccount, { path: { sub_account_id: detail.fiat_account.id } });
    expect(sub).toMatchObject({ id: detail.fiat_account.id, type: 'prepaid', status: 'ACTIVE' });
    expect(sub.currency.meta.code).toBe('USD');
  });

  it('freezes, unfreezes (both with the body {}) and refuses to unfreeze a closed card', async () => {
    const frozen = await call(issuingApi.freeze, { path: { card_id: card.card_id } });
    expectLastRequest({
      method: 'PATCH',
      service: 'core',
      path: `/issuing/cards/${card.card_id}/freeze`,
      token: token(),
      body: {},
    });
    expect(frozen.card_status).toBe('FROZEN');
    const active = await call(issuingApi.unfreeze, { path: { card_id: card.card_id } });
    expect(active.card_status).toBe('ACTIVE');
  });

  it('sets limits, validates them, and reports spending', async () => {
    const body = { daily_cap: wireNumber('50'), per_transaction_cap: wireNumber('20') };
    const updated = await call(issuingApi.updateLimits, { path: { card_id: card.card_id }, body });
    expectLastRequest({
      method: 'PATCH',
      service: 'core',
      path: `/issuing/cards/${card.card_id}/limits`,
      token: token(),
      body,
    });
    expect(updated.limits).toMatchObject({
      daily_enabled: true,
      daily_cap: '50',
      per_transaction_cap: '20',
      weekly_enabled: false,
    });
    const negative = await failure(
      call(issuingApi.updateLimits, {
        path: { card_id: card.card_id },
        body: { daily_cap: wireNumber('-1') },
      }),
    );
    expect(negative.status).toBe(422);
    expect(negative.fields.daily_cap).toMatch(/negative/);
    // LimitsUpdate caps are numbers (API.md §12.3): null is refused, naming the field.
    const off = await failure(
      call(issuingApi.updateLimits, {
        path: { card_id: card.card_id },
        body: { daily_cap: null } as unknown as LimitsUpdate,
      }),
    );
    expect(off.status).toBe(422);
    expect(off.fields.daily_cap).toMatch(/number/);
    expect((await call(issuingApi.card, { path: { card_id: card.card_id } })).limits).toMatchObject({
      daily_enabled: true,
      daily_cap: '50',
    });
    await sb.control(`/cards/${card.card_id}/authorize`, { amount: '12.50', merchant: 'Coffee' });
    const declined = await sb.control<{ status: string; failure_reason: string }>(
      `/cards/${card.card_id}/authorize`,
      {
        amount: '30',
      },
    );
    expect(declined).toMatchObject({ status: 'DECLINED' });
    expect(declined.failure_reason).toMatch(/per-transaction/);
    const after = await call(issuingApi.card, { path: { card_id: card.card_id } });
    expect(after.limits).toMatchObject({ daily_spent: '12.5' });
  });

  it('renames idempotently by request_id', async () => {
    const request_id = rid();
    const renamed = await call(issuingApi.update, {
      path: { card_id: card.card_id },
      body: { nick_name: 'Groceries', request_id },
    });
    expectLastRequest({
      method: 'PATCH',
      service: 'core',
      path: `/issuing/cards/${card.card_id}/update`,
      token: token(),
      body: { nick_name: 'Groceries', request_id },
    });
    expect(renamed.nick_name).toBe('Groceries');
    await call(issuingApi.update, {
      path: { card_id: card.card_id },
      body: { nick_name: 'Later', request_id: rid() },
    });
    // The first request replayed (a retry after a lost answer) changes nothing.
    const replay = await call(issuingApi.update, {
      path: { card_id: card.card_id },
      body: { nick_name: 'Groceries', request_id },
    });
    expect(replay.nick_name).toBe('Later');
  });

  it('gives a purchase code with an expiry', async () => {
    const otp = await call(issuingApi.cardOtp, { path: { card_id: card.card_id } });
    expectLastRequest({
      method: 'GET',
      service: 'core',
      path: `/vcards/cards/${card.card_id}/sensitive/otp`,
      token: token(),
    });
    expect(otp.otp).toMatch(/^\d{6}$/);
    expect(otp.valid_to).toBeGreaterThan(otp.created_at);
  });

  it('reveals the Luhn-valid number through the encrypted exchange', async () => {
    const secrets = await fetchCardSecrets(card.card_id, { publicKeyBase64: publicKeyB64 });
    const sent = requests().at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      path: `/issuing/cards/${card.card_id}/sensitive/secretkey`,
    });
    expect(Object.keys(sent.body as object)).toEqual(['encrypted_key']);
    expect(isLuhnValid(secrets.card_number)).toBe(true);
    expect(secrets.card_number.endsWith(card.last4)).toBe(true);
    expect(secrets.cvv).toMatch(/^\d{3}$/);
    expect(secrets.expiry_year).toBeGreaterThan(new Date().getFullYear());
  });

  it('refuses a replayed key and a stale timestamp', async () => {
    const pem = readFileSync(join(keys, 'public.pem'), 'utf8');
    const encrypt = (record: object) =>
      publicEncrypt(
        { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
        Buffer.from(JSON.stringify(record)),
      ).toString('base64');
    const key = randomBytes(32).toString('base64');
    const fresh = encrypt({ key, timestamp: Date.now() });
    const path = { card_id: card.card_id };
    const first = await call(issuingApi.secretKey, { path, body: { encrypted_key: fresh } });
    expect(first).toMatchObject({ success: true, encrypted: true });
    const replay = await failure(call(issuingApi.secretKey, { path, body: { encrypted_key: fresh } }));
    expect(replay.status).toBe(409);
    const stale = encrypt({ key: randomBytes(32).toString('base64'), timestamp: Date.now() - 61_000 });
    const old = await failure(call(issuingApi.secretKey, { path, body: { encrypted_key: stale } }));
    expect(old.status).toBe(422);
    expect(old.message).toMatch(/60 seconds/);
    const garbage = await failure(call(issuingApi.secretKey, { path, body: { encrypted_key: 'AAAA' } }));
    expect(garbage.status).toBe(400);
    // The private key in the sandbox decrypts what the public key encrypted (sanity of the pair).
    expect(
      privateDecrypt(
        {
          key: readFileSync(join(keys, 'private.pem'), 'utf8'),
          padding: constants.RSA_PKCS1_OAEP_PADDING,
          oaepHash: 'sha1',
        },
        Buffer.from(encrypt({ key, timestamp: 1 }), 'base64'),
      ).toString(),
    ).toContain('"timestamp":1');
  });

  it('lists card transactions with new_scheme=true, paginates, exports CSV', async () => {
    const page = await call(issuingApi.transactions, {
      query: { card_id: card.card_id, limit: 1, offset: 0, new_scheme: true },
    });
    expectLastRequest({
      method: 'GET',
      service: 'core',
      path: '/issuing/transactions/',
      token: token(),
      query: { card_id: card.card_id, limit: '1', offset: '0', new_scheme: 'true' },
    });
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect(page.has_more).toBe(true);
    expect(page.data).toHaveLength(1);
    const all = await call(issuingApi.transactions, {
      query: { card_id: card.card_id, limit: 50, offset: 0, new_scheme: true },
    });
    const types = all.data.map((t) => `${t.transaction_type}/${t.status}`);
    expect(types).toEqual(
      expect.arrayContaining(['DEPOSIT/COMPLETED', 'AUTHORIZATION/PENDING', 'AUTHORIZATION/DECLINED']),
    );
    const declined = all.data.find((t) => t.status === 'DECLINED')!;
    expect(declined.failure_reason).not.toBe('');
    expect(declined.merchant.name).toBeTruthy();
    const csv = await call(issuingApi.transactionsCsv, { query: { card_id: card.card_id } });
    expectLastRequest({ method: 'GET', service: 'core', path: '/issuing/transactions/csv', token: token() });
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toContain('merchant');
    expect(lines).toHaveLength(all.count + 1);
  });

  it('closes the card; a closed card cannot be unfrozen', async () => {
    await call(issuingApi.close, { path: { card_id: card.card_id } });
    expectLastRequest({
      method: 'DELETE',
      service: 'core',
      path: `/issuing/cards/${card.card_id}`,
      token: token(),
      body: {},
    });
    const closed = await call(issuingApi.card, { path: { card_id: card.card_id } });
    expect(closed.card_status).toBe('CLOSED');
    const err = await failure(call(issuingApi.unfreeze, { path: { card_id: card.card_id } }));
    expect(err.status).toBe(409);
    expect(err.message).toMatch(/closed and cannot be unfrozen/);
  });
});

describe('balance cards and sub-accounts', () => {
  let sub: SubAccount;

  it('creates a sub-account from wallet and program (stand-alone flow, step 1)', async () => {
    sub = await call(issuingApi.createSubAccount, { body: { wallet_id: walletId, program_id: BALANCE } });
    expectLastRequest({
      method: 'POST',
      service: 'core',
      path: '/issuing/sub_account',
      token: token(),
      body: { wallet_id: walletId, program_id: BALANCE },
    });
    expect(sub).toMatchObject({ type: 'balance', status: 'ACTIVE', cards_count: 0, balance: '0' });
    expect(sub.account_details?.iban).toMatch(/^DE\d{20}$/);
    expect(sub.crypto_details?.[0]?.deposit_address).toBeTruthy();
    const archived = await failure(
      call(issuingApi.createSubAccount, { body: { wallet_id: walletId, program_id: ARCHIVED } }),
    );
    expect(archived.status).toBe(422);
  });

  it('issues cards on the sub-account (step 2) and refuses a wrong program', async () => {
    const body = { ...cardBody({ program_id: BALANCE, nick_name: 'Team A' }), sub_account_id: sub.id };
    delete (body as { initial_topup?: unknown }).initial_topup;
    const created = await call(issuingApi.createBalanceCard, { body });
    expectLastRequest({
      method: 'POST',
      service: 'core',
      path: '/issuing/cards/balance',
      token: token(),
      body,
    });
    expect(created).toEqual({ card_id: expect.any(String), status: 'ACTIVE' });
    const again = await call(issuingApi.createBalanceCard, { body });
    expect(again.card_id).toBe(created.card_id);
    const wrong = await failure(
      call(issuingApi.createBalanceCard, { body: { ...body, request_id: rid(), program_id: PREPAID } }),
    );
    expect(wrong.status).toBe(422);
    const fresh = await call(issuingApi.subAccount, { path: { sub_account_id: sub.id } });
    expect(fresh.cards_count).toBe(1);
  });

  it('lists sub-accounts in the three variants, including the single-card filter', async () => {
    const all = await call(issuingApi.subAccounts, {
      path: { wallet_uuid: walletId },
      query: { limit: 50, offset: 0, show_cards: true, pagination: true },
    });
    expectLastRequest({
      method: 'GET',
      service: 'core',
      path: `/issuing/sub_account/list/${walletId}`,
      token: token(),
      query: { limit: '50', offset: '0', show_cards: 'true', pagination: 'true' },
    });
    expect(all.data.every((s) => Array.isArray(s.cards))).toBe(true);
    expect(all.data.some((s) => (s.cards?.length ?? 0) >= 2)).toBe(true); // the seeded shared balance
    const single = await call(issuingApi.subAccounts, {
      path: { wallet_uuid: walletId },
      query: {
        limit: 50,
        offset: 0,
        lt_cards_limit: 2,
        gt_cards_limit: 0,
        show_cards: true,
        pagination: true,
      },
    });
    expect(single.data.length).toBeGreaterThan(0);
    expect(single.data.every((s) => s.cards_count === 1 && s.cards?.length === 1)).toBe(true);
    expect(single.data.length).toBeLessThan(all.data.length);
    const plain = await call(issuingApi.subAccounts, {
      path: { wallet_uuid: walletId },
      query: { limit: 1, offset: 0, type: 'balance', pagination: true },
    });
    expect(plain.data).toHaveLength(1);
    expect(plain.data[0]!.cards).toBeUndefined();
    expect(plain.data[0]!.type).toBe('balance');
    expect(plain.has_more).toBe(plain.count > 1);
  });

  it('reads sub-account transactions and exports them', async () => {
    const page = await call(issuingApi.subAccountTransactions, {
      path: { sub_account_id: sub.id },
      query: { limit: 10, offset: 0 },
    });
    expectLastRequest({
      method: 'GET',
      service: 'core',
      path: `/issuing/sub_account/${sub.id}/transactions`,
      token: token(),
    });
    expect(page).toMatchObject({ count: 0, data: [], has_more: false });
    const csv = await call(issuingApi.subAccountTransactionsCsv, { path: { sub_account_id: sub.id } });
    expect(csv.split(/\r\n/)[0]).toMatch(/^created_at,/);
    const byAccount = await call(issuingApi.transactions, {
      query: { fiat_account_id: sub.id, limit: 10, offset: 0, new_scheme: true },
    });
    expect(byAccount.count).toBe(0);
  });

  it('lists cards with filters and sort', async () => {
    const prepaid = await call(issuingApi.cards, {
      query: {
        wallet_uuid: walletId,
        limit: 50,
        offset: 0,
        filter: { fiat_account: { type: 'prepaid' } },
        sort_by: 'nick_name',
        sort_order: 'ASC',
      },
    });
    expect(requests().at(-1)!.query['filter[fiat_account][type]']).toBe('prepaid');
    expect(prepaid.data.length).toBeGreaterThan(0);
    expect(prepaid.data.every((c) => c.fiat_account.type === 'prepaid')).toBe(true);
    const names = prepaid.data.map((c) => c.nick_name ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const inSub = await call(issuingApi.cards, {
      query: { wallet_uuid: walletId, limit: 10, offset: 0, fiat_account_id: sub.id },
    });
    expect(inSub.count).toBe(1);
  });
});

describe('seeded demo cards', () => {
  it('carry every transaction type with merchants and failure reasons', async () => {
    const list = await call(issuingApi.cards, { query: { wallet_uuid: walletId, limit: 50, offset: 0 } });
    const shopping = list.data.find((c) => c.nick_name === 'Online shopping')!;
    const page = await call(issuingApi.transactions, {
      query: { card_id: shopping.card_id, limit: 50, offset: 0, new_scheme: true },
    });
    const types = new Set(page.data.map((t) => t.transaction_type));
    for (const t of [
      'AUTHORIZATION',
      'CLEARING',
      'REFUND',
      'REVERSAL',
      'ORIGINAL_CREDIT',
      'FEE',
      'DEPOSIT',
      'WITHDRAWAL',
    ]) {
      expect(types).toContain(t);
    }
    expect(page.data.some((t) => t.status === 'FAILED' && t.failure_reason)).toBe(true);
    expect(list.data.some((c) => c.card_status === 'FROZEN')).toBe(true);
    expect(list.data.some((c) => c.card_status === 'CLOSED')).toBe(true);
  });
});
