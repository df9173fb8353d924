import * as z from 'zod';
import { kycRoutes as routes } from '../../src/contract/kyc.ts';
import { KYC_ENTITY_TYPES } from '../../src/contract/values/kyc.ts';
import { text } from '../../src/contract/wire.ts';
import type { SandboxContext, SandboxModule } from '../server/context.ts';
import { fail, SandboxError } from '../server/errors.ts';
import { readBody, readForm } from '../server/validate.ts';
import { ledgerFor } from '../wallets/ledger.ts';
import { STAND_IN_PATH, standInError, standInForm, standInResult } from './stand-in-page.ts';
import { kycState } from './state.ts';
import { KYC_STATUSES, type KycStatus, outcomeForName } from './test-names.ts';

/**
 * KYC (API.md §9): entity and rails per wallet on v2, Persona inquiries on v2, the Sumsub token on
 * core, and the stand-in verification page under /__sandbox/kyc/verify (no provider is
 * reachable offline; tokens start with `sbx_` and inquiries with `inq_sandbox_` so the app knows).
 */
const OUTCOMES: (KycStatus | 'CANCEL' | 'NAME')[] = [
  'APPROVED',
  'DECLINED',
  'SOFT_REJECT',
  'HOLD',
  'CANCEL',
  'NAME',
];

/** Control body (ours): force a wallet's status on a rail (default the identity rail, approved). */
const RAIL_STATUS = z.strictObject({ rail_id: text(64).optional(), status: z.enum(KYC_STATUSES).optional() });

export const registerKyc: SandboxModule = (ctx: SandboxContext) => {
  const kyc = kycState(ctx);
  const ledger = ledgerFor(ctx);

  ctx.v2.get('/kyc/:wallet_id/entity', (c) => {
    const walletId = c.req.param('wallet_id');
    ledger.assertWalletAccess(c, walletId, 'v2');
    const { wallet_id: _w, updated_at: _u, ...entity } = kyc.entity(walletId);
    return c.json({ ...entity, dao_status: false, transmits_customer_funds: false });
  });

  ctx.v2.get('/kyc/:wallet_id/rails', (c) => {
    const walletId = c.req.param('wallet_id');
    ledger.assertWalletAccess(c, walletId, 'v2');
    const data = kyc.rails(walletId);
    return c.json({ total: data.length, data, has_more: false });
  });

  ctx.v2.get('/kyc/:wallet_id/rails/:rail_id', (c) => {
    const walletId = c.req.param('wallet_id');
    ledger.assertWalletAccess(c, walletId, 'v2');
    return c.json(kyc.rail(walletId, c.req.param('rail_id')));
  });

  ctx.v2.post('/kyc/:wallet_id/rails/:rail_id', (c) => {
    const walletId = c.req.param('wallet_id');
    const { userId } = ledger.assertWalletAccess(c, walletId, 'v2', 'manage');
    readBody(c, routes.submitRail.body);
    return c.json(kyc.submit(walletId, c.req.param('rail_id'), userId));
  });

  ctx.v2.post('/kyc/:wallet_id/rails/:rail_id/terms-and-conditions', (c) => {
    const walletId = c.req.param('wallet_id');
    ledger.assertWalletAccess(c, walletId, 'v2', 'manage');
    readBody(c, routes.acceptTerms.body);
    return c.json(kyc.acceptTerms(walletId, c.req.param('rail_id')));
  });

  ctx.v2.post('/persona/inquiries/init/:wallet_id/:type', (c) => {
    const walletId = c.req.param('wallet_id');
    const { userId, role } = ledger.assertWalletAccess(c, walletId, 'v2');
    if (role !== 'owner') fail(403, 'Only the wallet owner can start identity verification.');
    const type = c.req.param('type');
    if (!(KYC_ENTITY_TYPES as readonly string[]).includes(type))
      fail(400, `type must be one of ${KYC_ENTITY_TYPES.join(', ')}.`);
    readBody(c, routes.personaInit.body);
    const row = kyc.openStandIn({ provider: 'persona', userId, walletId, type });
    return c.json({ inquiryId: row.token });
  });

  ctx.v2.post('/persona/inquiries/:wallet_id/:inquiry_id/resume', (c) => {
    const walletId = c.req.param('wallet_id');
    const { userId } = ledger.assertWalletAccess(c, walletId, 'v2');
    readBody(c, routes.personaResume.body);
    const inquiryId = c.req.param('inquiry_id');
    let row: ReturnType<typeof kyc.standIn>;
    try {
      row = kyc.standIn(inquiryId);
    } catch {
      fail(404, 'This verification was not found. Start a new one.');
    }
    if (row.provider !== 'persona' || row.wallet_id !== walletId || row.user_id !== userId) {
      fail(404, 'This verification was not found. Start a new one.');
    }
    const sessionId = `ses_sandbox_${inquiryId.slice(-12)}_${Date.now().toString(36)}`;
    kyc.saveStandIn({
      ...row,
      session_id: sessionId,
      status: 'created',
      expires_at: ctx.now() + 30 * 60 * 1000,
    });
    return c.json({ inquiryId, sessionId });
  });

  ctx.core.post('/kyc/sumsub/generate_token', (c) => {
    const userId = ctx.userId(c, 'core');
    const body = readBody(c, routes.sumsubToken.body);
    const user = ctx.users.get(userId)!;
    if (body.user_data_id !== user.user_data_id) fail(403, 'You can only verify your own identity.');
    const row = kyc.openStandIn({ provider: 'sumsub', userId, walletId: null, type: 'individual' });
    return c.json({ user_data_id: user.user_data_id, token: row.token });
  });

  // ---- the stand-in verification page ----

  ctx.control.get(STAND_IN_PATH, (c) => {
    try {
      const row = kyc.standIn(c.req.query('token') ?? '');
      const user = ctx.users.get(row.user_id);
      return c.html(standInForm(row, user?.first_name ?? '', user?.last_name ?? ''));
    } catch (err) {
      return c.html(standInError(err instanceof SandboxError ? err.message : 'Unknown link.'), 404);
    }
  });

  ctx.control.post(STAND_IN_PATH, (c) => {
    // The stand-in page posts an HTML form (urlencoded; the control guard lets only that through).
    const form = readForm(c);
    const token = form.token ?? '';
    const choice = (form.outcome ?? 'NAME') as (typeof OUTCOMES)[number];
    try {
      if (!OUTCOMES.includes(choice)) fail(400, 'Unknown outcome.');
      const row = kyc.standIn(token);
      const field = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');
      const firstName = field(form.first_name);
      const outcome = choice === 'NAME' ? outcomeForName(firstName) : choice;
      kyc.completeStandIn(token, outcome, { first_name: firstName, last_name: field(form.last_name) });
      return c.html(standInResult(row, outcome));
    } catch (err) {
      return c.html(standInError(err instanceof SandboxError ? err.message : 'Something went wrong.'), 400);
    }
  });

  /** Test control: force a wallet's status on a rail (default the identity rail). */
  ctx.control.post('/kyc/:wallet_id/status', (c) => {
    const body = readBody(c, RAIL_STATUS);
    const railId = body.rail_id ?? 'rail_individual_basic';
    const status = body.status ?? 'APPROVED';
    kyc.setRail(c.req.param('wallet_id'), railId, status);
    return c.json(kyc.rail(c.req.param('wallet_id'), railId));
  });
};
