import { randomBytes } from 'node:crypto';
import type * as z from 'zod';
import type { KycRail } from '../../src/contract/kyc.ts';
import type { SandboxContext } from '../server/context.ts';
import { fail } from '../server/errors.ts';
import { ledgerFor } from '../wallets/ledger.ts';
import { RAIL_INDIVIDUAL_BASIC, RAILS, type RailDef, railById, type TermsItem } from './catalog.ts';
import { type KycStatus, OUTCOME_MESSAGES, outcomeForName, RESUBMITTABLE } from './test-names.ts';

/**
 * KYC state per wallet: the entity (its status is the identity verification's status) and the
 * wallet's state on each rail. A submission goes PENDING at once and reaches its outcome after a
 * few seconds (ctx.later), as a provider's review would; the outcome follows the test names.
 */
export const REVIEW_DELAY_MS = 3000;

export interface WalletRailRow {
  key: string;
  wallet_id: string;
  rail_id: string;
  status: KycStatus;
  message: string | null;
  terms_confirmed: boolean;
  terms_and_conditions: TermsItem[];
  extra_actions: { action: 'verification'; type: string; full_name: string | null; url: string }[];
  updated_at: string;
}

export interface EntityRow {
  wallet_id: string;
  type: 'individual' | 'business' | 'universal';
  status: KycStatus;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  business_name: string | null;
  /** Every other KycEntity field the owner saved (PATCH): addresses, documents, answers. */
  fields?: Record<string, unknown>;
  updated_at: string;
}

/** A stand-in provider session: a Sumsub token or a Persona inquiry, opened on the stand-in page. */
export interface StandInRow {
  token: string;
  provider: 'sumsub' | 'persona';
  user_id: string;
  /** Persona inquiries belong to one wallet; a Sumsub applicant is the user (all their wallets). */
  wallet_id: string | null;
  type: string;
  session_id: string | null;
  status: 'created' | 'submitted' | 'canceled';
  expires_at: number;
  created_at: string;
}

/** Entity fields kept as the row's own columns (the provider's verified name writes them too). */
const ENTITY_COLUMNS = new Set(['type', 'first_name', 'last_name', 'email', 'phone', 'business_name']);

const key = (walletId: string, railId: string) => `${walletId}:${railId}`;

/** The status of a wallet on a rail (UNVERIFIED when never submitted): orders check it. */
export function railStatus(ctx: SandboxContext, walletId: string, railId: string): KycStatus {
  return (
    ctx.store.table<WalletRailRow>('kyc_wallet_rails').get(key(walletId, railId))?.status ?? 'UNVERIFIED'
  );
}

export function kycState(ctx: SandboxContext) {
  const entities = ctx.store.table<EntityRow>('kyc_entities');
  const walletRails = ctx.store.table<WalletRailRow>('kyc_wallet_rails');
  const standIns = ctx.store.table<StandInRow>('kyc_stand_in_sessions');
  const ledger = ledgerFor(ctx);
  const iso = () => new Date(ctx.now()).toISOString();

  const entity = (walletId: string): EntityRow => {
    const existing = entities.get(walletId);
    if (existing) return existing;
    const wallet = ledger.getWallet(walletId);
    if (!wallet) fail(404, 'This wallet was not found.');
    const owner = ctx.users.get(wallet.owner_id);
    return entities.set(walletId, {
      wallet_id: walletId,
      type: wallet.kyc?.type ?? (wallet.type === 'business' ? 'business' : 'individual'),
      status: (wallet.kyc?.status as KycStatus | undefined) ?? 'UNVERIFIED',
      first_name: owner?.first_name ?? null,
      last_name: owner?.last_name ?? null,
      email: owner?.email ?? null,
      phone: owner?.phone ?? null,
      business_name: wallet.kyc?.business_name ?? null,
      updated_at: iso(),
    });
  };

  const railWire = (walletId: string, rail: RailDef): z.input<typeof KycRail> => {
    const row = walletRails.get(key(walletId, rail.id));
    return {
      id: rail.id,
      name: rail.name,
      code: rail.code,
      wallet_rail: row
        ? {
            status: row.status,
            message: row.message,
            terms_confirmed: row.terms_confirmed,
            terms_and_conditions: row.terms_and_conditions,
            extra_actions: row.extra_actions,
          }
        : null,
      terms_and_conditions: rail.terms_and_conditions,
    };
  };

  const requireRail = (railId: string): RailDef => {
    const rail = railById(railId);
    if (!rail) fail(404, `There is no rail "${railId}".`);
    return rail;
  };

  const railRow = (walletId: string, railId: string): WalletRailRow =>
    walletRails.get(key(walletId, railId)) ?? {
      key: key(walletId, railId),
      wallet_id: walletId,
      rail_id: railId,
      status: 'UNVERIFIED',
      message: null,
      terms_confirmed: false,
      terms_and_conditions: [],
      extra_actions: [],
      updated_at: iso(),
    };

  const saveRail = (row: WalletRailRow) => walletRails.set(row.key, { ...row, updated_at: iso() });

  /**
   * Moves the entity (identity) status and mirrors it where the wallet and user show it. The user's
   * own status is the person's: a business wallet's review (KYB) does not change it.
   */
  const setIdentityStatus = (walletId: string, status: KycStatus, at = iso()) => {
    const e = entity(walletId);
    entities.set(walletId, { ...e, status, updated_at: at });
    ledger.setKyc(walletId, { status });
    const wallet = ledger.getWallet(walletId);
    if (wallet && e.type !== 'business') {
      ctx.users.update(wallet.owner_id, { kyc_status: status, kyc_date: at });
    }
  };

  const setRail = (
    walletId: string,
    railId: string,
    status: KycStatus,
    extra?: WalletRailRow['extra_actions'],
    at?: string,
  ) => {
    const row = railRow(walletId, railId);
    saveRail({ ...row, status, message: OUTCOME_MESSAGES[status] ?? null, extra_actions: extra ?? [] });
    if (railId === RAIL_INDIVIDUAL_BASIC) setIdentityStatus(walletId, status, at);
  };

  /**
   * Seed data: a wallet whose identity was reviewed before the sandbox started. Goes through the
   * identity rail like a review would, so the rail, the entity, the wallet's kyc_info and the
   * owner's status (dated `reviewedAt`) agree; the rail's terms are accepted and no timer runs.
   * Setting the status on the wallet alone (ledger.setKyc) left the rail "Not verified" beside
   * a verified wallet.
   */
  const seedIdentity = (walletId: string, status: KycStatus, reviewedAt?: string) =>
    seedRail(walletId, RAIL_INDIVIDUAL_BASIC, status, reviewedAt);

  /** Seed data: a rail reviewed before the sandbox started, its terms accepted (see seedIdentity). */
  const seedRail = (walletId: string, railId: string, status: KycStatus, reviewedAt?: string) => {
    const rail = requireRail(railId);
    saveRail({
      ...railRow(walletId, rail.id),
      terms_confirmed: true,
      terms_and_conditions: rail.terms_and_conditions,
    });
    setRail(walletId, rail.id, status, [], reviewedAt);
  };

  /** Retake action the reviewer attaches to a soft reject: open the stand-in page again. */
  const retakeAction = (walletId: string, userId: string) => {
    const session = openStandIn({ provider: 'persona', userId, walletId, type: entity(walletId).type });
    const e = entity(walletId);
    return [
      {
        action: 'verification' as const,
        type: 'document_retake',
        full_name: [e.first_name, e.last_name].filter(Boolean).join(' ') || null,
        url: `/__sandbox/kyc/verify?token=${session.token}`,
      },
    ];
  };

  /** Starts the review: PENDING now, the outcome after REVIEW_DELAY_MS. */
  const review = (walletId: string, railId: string, outcome: KycStatus, userId: string) => {
    setRail(walletId, railId, 'PENDING');
    ctx.later(REVIEW_DELAY_MS, () => {
      if (railStatus(ctx, walletId, railId) !== 'PENDING') return;
      setRail(walletId, railId, outcome, outcome === 'SOFT_REJECT' ? retakeAction(walletId, userId) : []);
    });
  };

  /** `checkForm`: refuses a rail whose form the entity does not answer yet (routes.ts). */
  const submit = (walletId: string, railId: string, userId: string, checkForm?: () => void) => {
    const rail = requireRail(railId);
    const row = railRow(walletId, railId);
    if (!RESUBMITTABLE.includes(row.status)) {
      fail(400, `This wallet was already submitted for ${rail.name} (status ${row.status}).`);
    }
    if (rail.terms_and_conditions.length > 0 && !row.terms_confirmed) {
      fail(400, `Accept the terms and conditions of ${rail.name} before submitting.`);
    }
    for (const needed of rail.requires) {
      if (railStatus(ctx, walletId, needed) !== 'APPROVED') {
        fail(400, `Complete ${railById(needed)?.name ?? needed} first.`);
      }
    }
    checkForm?.();
    const e = entity(walletId);
    const name = ctx.users.get(userId)?.first_name ?? e.first_name;
    review(walletId, railId, outcomeForName(name), userId);
    return railWire(walletId, rail);
  };

  /** The owner's changes (PATCH): the columns above where they are one, the rest as fields. */
  const patchEntity = (walletId: string, patch: Record<string, unknown>) => {
    const e = entity(walletId);
    const next: EntityRow = { ...e, fields: { ...e.fields }, updated_at: iso() };
    for (const [k, v] of Object.entries(patch)) {
      if (ENTITY_COLUMNS.has(k)) (next as unknown as Record<string, unknown>)[k] = v;
      else next.fields![k] = v;
    }
    return entities.set(walletId, next);
  };

  const acceptTerms = (walletId: string, railId: string) => {
    const rail = requireRail(railId);
    const row = railRow(walletId, railId);
    saveRail({ ...row, terms_confirmed: true, terms_and_conditions: rail.terms_and_conditions });
    return railWire(walletId, rail);
  };

  const openStandIn = (input: {
    provider: 'sumsub' | 'persona';
    userId: string;
    walletId: string | null;
    type: string;
  }) => {
    const token =
      input.provider === 'sumsub'
        ? `sbx_sumsub_${randomBytes(16).toString('hex')}`
        : `inq_sandbox_${randomBytes(10).toString('hex')}`;
    return standIns.set(token, {
      token,
      provider: input.provider,
      user_id: input.userId,
      wallet_id: input.walletId,
      type: input.type,
      session_id: null,
      status: 'created',
      expires_at: ctx.now() + 30 * 60 * 1000,
      created_at: iso(),
    });
  };

  const standIn = (token: string): StandInRow => {
    const row = standIns.get(token);
    if (!row) fail(404, 'This verification link is not valid. Start the verification again from the app.');
    return row;
  };

  /**
   * The stand-in page's result. Sumsub verifies the person, so it applies to every wallet the
   * user owns; a Persona inquiry applies to its wallet.
   */
  const completeStandIn = (
    token: string,
    outcome: KycStatus | 'CANCEL',
    /** The name on the document, as the provider read it: the verified name from now on. */
    name?: { first_name: string; last_name: string },
  ) => {
    const row = standIn(token);
    if (outcome === 'CANCEL') return standIns.set(token, { ...row, status: 'canceled' });
    if (row.expires_at <= ctx.now())
      fail(419, 'This verification link has expired. Start again from the app.');
    standIns.set(token, { ...row, status: 'submitted' });
    const wallets = row.wallet_id
      ? [row.wallet_id]
      : ledger
          .walletsOf(row.user_id)
          .filter((w) => w.owner_id === row.user_id)
          .map((w) => w.uuid);
    if (name?.first_name) ctx.users.update(row.user_id, name);
    for (const walletId of wallets) {
      if (name?.first_name) entities.set(walletId, { ...entity(walletId), ...name, updated_at: iso() });
      const rail = railRow(walletId, RAIL_INDIVIDUAL_BASIC);
      // Opening the provider flow is the user agreeing to the identity rail's terms.
      saveRail({
        ...rail,
        terms_confirmed: true,
        terms_and_conditions: railById(RAIL_INDIVIDUAL_BASIC)!.terms_and_conditions,
      });
      review(walletId, RAIL_INDIVIDUAL_BASIC, outcome, row.user_id);
    }
    return row;
  };

  return {
    entity,
    rails: (walletId: string) => RAILS.map((r) => railWire(walletId, r)),
    rail: (walletId: string, railId: string) => railWire(walletId, requireRail(railId)),
    submit,
    patchEntity,
    acceptTerms,
    openStandIn,
    standIn,
    completeStandIn,
    setRail,
    seedIdentity,
    seedRail,
    saveStandIn: (row: StandInRow) => standIns.set(row.token, row),
  };
}
