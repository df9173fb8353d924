import * as z from 'zod';
import { kycRoutes as routes } from '../../src/contract/kyc.ts';
import { KYC_ENTITY_TYPES } from '../../src/contract/values/kyc.ts';
import { text } from '../../src/contract/wire.ts';
import { fieldProblem } from '../../src/shared/form-rules.ts';
import type { SandboxContext, SandboxModule } from '../server/context.ts';
import { fail, SandboxError } from '../server/errors.ts';
import { bodyForm } from '../server/request-body.ts';
import { readBody, readForm } from '../server/validate.ts';
import { countryById } from '../system/countries.ts';
import { ledgerFor } from '../wallets/ledger.ts';
import { RAILS } from './catalog.ts';
import { formRefusals } from './form-answers.ts';
import { railForm } from './forms.ts';
import { STAND_IN_PATH, standInError, standInForm, standInResult } from './stand-in-page.ts';
import { type EntityRow, kycState, railStatus } from './state.ts';
import { KYC_STATUSES, type KycStatus, outcomeForName } from './test-names.ts';
import { kycUploads } from './uploads.ts';

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

const UNDER_REVIEW = new Set<KycStatus>(['PENDING', 'WAITING_ON_REVIEW']);

/** Emails and dates anywhere in an entity body must be ones (`date_of_birth`, `…_date`: YYYY-MM-DD). */
function formatRefusals(body: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    const path = `${prefix}${k}`;
    if (typeof v === 'string' && v !== '') {
      const type = k === 'email' ? 'email' : k === 'date_of_birth' || k.endsWith('_date') ? 'date' : null;
      if (type && fieldProblem({ type }, v))
        out[path] =
          type === 'email' ? `${k}: enter a valid email address.` : `${k}: enter a date as YYYY-MM-DD.`;
    } else if (Array.isArray(v))
      v.forEach((item, i) => {
        if (item && typeof item === 'object')
          Object.assign(out, formatRefusals(item as Record<string, unknown>, `${path}.${i}.`));
      });
  }
  return out;
}

/** Every document reference (`*_url`) in an entity body, by path. */
function documentRefs(body: Record<string, unknown>, prefix = ''): Map<string, string> {
  const refs = new Map<string, string>();
  for (const [k, v] of Object.entries(body)) {
    const path = `${prefix}${k}`;
    if (k.endsWith('_url') && typeof v === 'string' && v !== '') refs.set(path, v);
    else if (Array.isArray(v))
      v.forEach((item, i) => {
        if (item && typeof item === 'object')
          for (const [p, r] of documentRefs(item as Record<string, unknown>, `${path}.${i}.`)) refs.set(p, r);
      });
  }
  return refs;
}

/** The read-only parts a client may echo back (a country embedded in an address) are not stored. */
function withoutEmbeds(patch: Record<string, unknown>): Record<string, unknown> {
  const out = { ...patch };
  for (const key of ['address', 'physical_address'])
    if (out[key] && typeof out[key] === 'object') {
      const { country: _c, ...rest } = out[key] as Record<string, unknown>;
      out[key] = rest;
    }
  return out;
}

/** Control body (ours): force a wallet's status on a rail (default the identity rail, approved). */
const RAIL_STATUS = z.strictObject({ rail_id: text(64).optional(), status: z.enum(KYC_STATUSES).optional() });

export const registerKyc: SandboxModule = (ctx: SandboxContext) => {
  const kyc = kycState(ctx);
  const ledger = ledgerFor(ctx);
  const uploads = kycUploads(ctx);

  ctx.v2.get('/kyc/:wallet_id/entity', (c) => {
    const walletId = c.req.param('wallet_id');
    ledger.assertWalletAccess(c, walletId, 'v2');
    return c.json(entityWire(kyc.entity(walletId)));
  });

  /**
   * The owner edits the entity (API.md §19). Refused, as a platform would: anyone but the owner
   * (403); while a review runs (409: the reviewer is reading these details); a document reference
   * this user did not upload (422); an email or date that is not one (422 naming the field). A
   * rail's own rules (required answers, its patterns and options) are checked when the wallet is
   * submitted for that rail: a PATCH may save half a form, or details no form asks.
   */
  ctx.v2.patch('/kyc/:wallet_id/entity', (c) => {
    const walletId = c.req.param('wallet_id');
    const { userId, role } = ledger.assertWalletAccess(c, walletId, 'v2');
    if (role !== 'owner') fail(403, 'Only the wallet owner can change its verification details.');
    const patch = readBody(c, routes.patchEntity.body) as Record<string, unknown>;
    const before = kyc.entity(walletId);
    if (
      UNDER_REVIEW.has(before.status) ||
      RAILS.some((r) => UNDER_REVIEW.has(railStatus(ctx, walletId, r.id)))
    )
      fail(409, 'These details are under review. You can change them once the review ends.');
    const stored = entityWire(before) as Record<string, unknown>;
    for (const [path, value] of documentRefs(patch))
      if (value !== documentRefs(stored).get(path) && !uploads.ownedBy(value, userId))
        fail(422, 'This document was not uploaded to this account. Upload it again.', {
          [path]: 'This document was not uploaded to this account. Upload it again.',
        });
    const refusals = formatRefusals(patch);
    const first = Object.values(refusals)[0];
    if (first) fail(422, first, refusals);
    return c.json(entityWire(kyc.patchEntity(walletId, withoutEmbeds(patch))));
  });

  /** The questions a rail asks (API.md §19); `[]` for one that asks none. */
  ctx.v2.get('/kyc/forms/:rail_id', (c) => {
    ctx.userId(c, 'v2');
    const railId = c.req.param('rail_id');
    kyc.rail('', railId); // 404 for a rail that does not exist
    return c.json(railForm(railId));
  });

  /** A KYC document (API.md §18); its body and first bytes were read before the route. */
  ctx.v2.post('/storage/kyc', (c) => {
    const userId = ctx.userId(c, 'v2');
    const row = uploads.store(userId, bodyForm(c));
    return c.json({ fullPath: row.full_path }, 201);
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
    const railId = c.req.param('rail_id');
    const checkForm = () => {
      const refusals = formRefusals(railForm(railId), entityWire(kyc.entity(walletId)));
      const count = Object.keys(refusals).length;
      if (count > 0)
        fail(400, `Answer this service's form first: ${count} answer(s) missing or not valid.`, refusals);
    };
    return c.json(kyc.submit(walletId, railId, userId, checkForm));
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

  /** The entity as the wire shows it: columns, saved fields, countries embedded in addresses. */
  function entityWire(row: EntityRow) {
    const { wallet_id: _w, updated_at: _u, fields = {}, ...columns } = row;
    const out: Record<string, unknown> = {
      dao_status: false,
      transmits_customer_funds: false,
      ...columns,
      ...fields,
    };
    for (const key of ['address', 'physical_address'])
      if (out[key] && typeof out[key] === 'object') {
        const a = out[key] as { country_id?: number | null };
        out[key] = { ...a, country: a.country_id ? (countryById(a.country_id) ?? null) : null };
      }
    return out;
  }

  /** Test control: force a wallet's status on a rail (default the identity rail). */
  ctx.control.post('/kyc/:wallet_id/status', (c) => {
    const body = readBody(c, RAIL_STATUS);
    const railId = body.rail_id ?? 'rail_individual_basic';
    const status = body.status ?? 'APPROVED';
    kyc.setRail(c.req.param('wallet_id'), railId, status);
    return c.json(kyc.rail(c.req.param('wallet_id'), railId));
  });
};
