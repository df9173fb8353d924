import { randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { teamRoutes as routes, type WalletInvite, type WalletUser } from '../../src/contract/team.ts';
import type { MemberRole, WalletRole } from '../../src/contract/values/wallets.ts';
import type { SandboxContext, SandboxModule } from '../server/context.ts';
import { fail, invalid } from '../server/errors.ts';
import { intQuery, nestedQuery, readBody } from '../server/validate.ts';
import { DEMO_EMAIL, type UserRow } from '../user/users.ts';
import { ledgerFor, type WalletRow } from '../wallets/ledger.ts';

/**
 * Team wallets — API.md §19: members, their roles and active state, invites by email and
 * accepting one by its code. Who may do what is not shown; we chose what a business expects:
 *
 * - the owner and the wallet's admins see the team and its invites, and invite people; a member
 *   with the `user` role sees neither (403, as every wallet route answers an insufficient role);
 * - only the owner changes a role or invites an admin;
 * - an admin pauses, resumes or removes `user` members only; the owner anyone but themself;
 * - nobody acts on the owner, and nobody on themself here;
 * - an invite lives 7 days and is used once; the code is the credential (an invite by email may
 *   be accepted by a Telegram account that has no email), the email only where it was sent.
 */
interface InviteRow extends WalletInvite {
  wallet_id: string;
}

const INVITES = 'wallet_invites';
const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters and digits only: a code travels in a Telegram start param, where `_` splits segments. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

function newCode(): string {
  return [...randomBytes(20)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export const registerTeam: SandboxModule = (ctx) => {
  const ledger = ledgerFor(ctx);
  const invites = () => ctx.store.table<InviteRow>(INVITES);
  const iso = () => new Date(ctx.now()).toISOString();

  const memberWire = (wallet: WalletRow, user: UserRow): WalletUser => ({
    role: wallet.members[user.id] ?? 'user',
    is_active: ledger.isActive(wallet, user.id),
    user_info: [
      {
        id: user.user_data_id,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
        logo_url: user.logo_url,
      },
    ],
  });
  const inviteWire = ({ wallet_id: _w, ...invite }: InviteRow): WalletInvite => invite;

  /** The caller, the wallet and their role: the team is seen by its owner and admins only. */
  function manager(c: Context) {
    return ledger.assertWalletAccess(c, c.req.param('wallet_id') ?? '', 'v2', 'manage');
  }

  /** The member named by the path, with the caller's right to change them checked. */
  function target(c: Context, change: 'role' | 'state') {
    const { userId, wallet, role } = manager(c);
    const raw = c.req.param('user_data_id') ?? '';
    const user = /^\d{1,12}$/.test(raw)
      ? ctx.users.table.find((u) => u.user_data_id === Number(raw) && u.id in wallet.members)
      : undefined;
    if (!user) fail(404, 'This person is not a member of this wallet.');
    if (wallet.members[user.id] === 'owner') fail(403, 'The wallet owner cannot be changed or removed.');
    if (user.id === userId) fail(403, 'You cannot change your own membership.');
    if (change === 'role' && role !== 'owner') fail(403, 'Only the wallet owner can change roles.');
    if (role === 'admin' && wallet.members[user.id] !== 'user')
      fail(403, 'Only the wallet owner can change another admin.');
    return { wallet, user };
  }

  function readFilter(c: Context): Record<string, string> {
    const raw = nestedQuery(c.req.url).filter;
    if (raw === undefined) return {};
    if (typeof raw !== 'object' || raw === null) invalid('filter', 'filter must be an object.');
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw)) {
      if (typeof v !== 'string') invalid(`filter[${k}]`, `filter[${k}] must be a single value.`);
      out[k] = v;
    }
    return out;
  }

  function page<T>(c: Context, rows: T[]) {
    const limit = intQuery(c, 'limit', 10, 100);
    const offset = intQuery(c, 'offset', 0, 1_000_000);
    const order = (c.req.query('sort_order') || 'ASC').toUpperCase();
    if (order !== 'ASC' && order !== 'DESC') invalid('sort_order', 'sort_order must be ASC or DESC.');
    const sorted = order === 'DESC' ? [...rows].reverse() : rows;
    const data = sorted.slice(offset, offset + limit);
    return { total: rows.length, data, has_more: offset + data.length < rows.length };
  }

  const roleFilter = (value: string | undefined) => {
    if (value !== undefined && !['owner', 'admin', 'user'].includes(value))
      invalid('filter[role]', 'filter[role] must be owner, admin or user.');
    return value as WalletRole | undefined;
  };
  const matches = (search: string | undefined, ...texts: (string | null | undefined)[]) =>
    !search || texts.some((s) => s?.toLowerCase().includes(search.toLowerCase()));

  // ---- members ----

  ctx.v2.get('/wallets/:wallet_id/users', (c) => {
    const { wallet } = manager(c);
    const filter = readFilter(c);
    const role = roleFilter(filter.role);
    const active = filter.is_active;
    if (active !== undefined && active !== 'true' && active !== 'false')
      invalid('filter[is_active]', 'filter[is_active] must be true or false.');
    const rows = Object.keys(wallet.members)
      .map((id) => ctx.users.get(id))
      .filter((u): u is UserRow => u !== undefined)
      .map((u) => ({ u, wire: memberWire(wallet, u) }))
      .filter(
        ({ u, wire }) =>
          (role === undefined || wire.role === role) &&
          matches(filter.search, u.email, u.first_name, u.last_name),
      )
      .filter(({ wire }) => active === undefined || String(wire.is_active) === active)
      .map(({ wire }) => wire);
    return c.json(page(c, rows));
  });

  ctx.v2.get('/wallets/:wallet_id/users/:user_data_id', (c) => {
    const { wallet } = manager(c);
    const raw = c.req.param('user_data_id');
    const user = ctx.users.table.find((u) => String(u.user_data_id) === raw && u.id in wallet.members);
    if (!user) fail(404, 'This person is not a member of this wallet.');
    return c.json(memberWire(wallet, user));
  });

  ctx.v2.delete('/wallets/:wallet_id/users/:user_data_id', (c) => {
    readBody(c, routes.removeMember.body);
    const { wallet, user } = target(c, 'state');
    ledger.removeMember(wallet.uuid, user.id);
    return c.body(null, 200);
  });

  ctx.v2.patch('/wallets/:wallet_id/users/:user_data_id/role', (c) => {
    const { role } = readBody(c, routes.setRole.body);
    const { wallet, user } = target(c, 'role');
    const next = ledger.addMember(wallet.uuid, user.id, role);
    return c.json(memberWire(next, user));
  });

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    ctx.v2.post(`/wallets/:wallet_id/users/:user_data_id/${action}`, (c) => {
      readBody(c, routes[action].body);
      const { wallet, user } = target(c, 'state');
      const next = ledger.setMemberActive(wallet.uuid, user.id, active);
      return c.json(memberWire(next, user));
    });
  }

  // ---- invites ----

  const invitesOf = (walletId: string) =>
    invites()
      .filter((i) => i.wallet_id === walletId)
      .sort((a, b) => a.created_at.localeCompare(b.created_at));

  ctx.v2.get('/wallets/:wallet_id/invites', (c) => {
    const { wallet } = manager(c);
    const filter = readFilter(c);
    const role = roleFilter(filter.role);
    const rows = invitesOf(wallet.uuid)
      .filter((i) => (role === undefined || i.role === role) && matches(filter.search, i.email))
      .map(inviteWire);
    return c.json(page(c, rows));
  });

  ctx.v2.post('/wallets/:wallet_id/invites', (c) => {
    const body = readBody(c, routes.invite.body);
    const { wallet, role } = manager(c);
    const email = body.email.trim().toLowerCase();
    if (!EMAIL_RE.test(email)) invalid('email', 'email must be an email address.');
    if (body.role === 'admin' && role !== 'owner') fail(403, 'Only the wallet owner can invite an admin.');
    const member = Object.keys(wallet.members).some(
      (id) => ctx.users.get(id)?.email?.toLowerCase() === email,
    );
    if (member) invalid('email', 'This person is already a member of this wallet.');
    const now = ctx.now();
    if (invitesOf(wallet.uuid).some((i) => i.email === email && !i.used_at && Date.parse(i.expires_at) > now))
      invalid('email', 'An invite to this email is already waiting.');
    const row = createInvite(ctx, wallet, email, body.role);
    return c.json(inviteWire(row));
  });

  ctx.v2.get('/wallets/:wallet_id/invites/:id', (c) => {
    const { wallet } = manager(c);
    const row = invites().get(c.req.param('id'));
    if (!row || row.wallet_id !== wallet.uuid) fail(404, 'Invite not found.');
    return c.json(inviteWire(row));
  });

  ctx.v2.delete('/wallets/:wallet_id/invites/:id', (c) => {
    readBody(c, routes.revokeInvite.body);
    const { wallet } = manager(c);
    const row = invites().get(c.req.param('id'));
    if (!row || row.wallet_id !== wallet.uuid) fail(404, 'Invite not found.');
    invites().delete(row.id);
    return c.body(null, 200);
  });

  ctx.v2.post('/wallets/accept-invite', (c) => {
    const userId = ctx.userId(c, 'v2');
    const { code } = readBody(c, routes.acceptInvite.body);
    const row = invites().find((i) => i.code === code.trim());
    if (!row) fail(404, 'This invite code is not valid.');
    if (row.used_at) invalid('code', 'This invite has already been used.');
    if (Date.parse(row.expires_at) <= ctx.now()) invalid('code', 'This invite has expired.');
    const wallet = ledger.getWallet(row.wallet_id);
    if (!wallet) fail(404, 'This invite code is not valid.');
    if (userId in wallet.members) invalid('code', 'You are already a member of this wallet.');
    ledger.addMember(wallet.uuid, userId, row.role);
    invites().set(row.id, { ...row, used_at: iso() });
    return c.json({ wallet_id: wallet.uuid });
  });

  // The demo's business wallet has a team: an admin, a member, a paused member and a waiting invite.
  ctx.users.onCreated((user) => {
    if (user.email?.toLowerCase() === DEMO_EMAIL) seedDemoTeam(ctx, user);
  });
};

function createInvite(ctx: SandboxContext, wallet: WalletRow, email: string, role: MemberRole): InviteRow {
  const at = ctx.now();
  const row: InviteRow = {
    id: randomUUID(),
    wallet_id: wallet.uuid,
    email,
    role,
    code: newCode(),
    expires_at: new Date(at + INVITE_TTL_MS).toISOString(),
    used_at: null,
    created_at: new Date(at).toISOString(),
  };
  ctx.store.table<InviteRow>(INVITES).set(row.id, row);
  ctx.send({
    channel: 'email',
    to: email,
    purpose: 'wallet-invite',
    code: row.code,
    text: `You are invited to the wallet "${wallet.name ?? 'Wallet'}". Your invite code: ${row.code}`,
  });
  return row;
}

function seedDemoTeam(ctx: SandboxContext, demo: UserRow) {
  const ledger = ledgerFor(ctx);
  const business = ledger.walletsOf(demo.id).find((w) => w.type === 'business');
  if (!business) return;
  const person = (email: string, first_name: string, last_name: string) =>
    ctx.users.byEmail(email) ?? ctx.users.create({ email, first_name, last_name });
  const admin = person('maria.lopez@acme.example', 'Maria', 'Lopez');
  const clerk = person('tom.chen@acme.example', 'Tom', 'Chen');
  const paused = person('sam.okafor@acme.example', 'Sam', 'Okafor');
  ledger.addMember(business.uuid, admin.id, 'admin');
  ledger.addMember(business.uuid, clerk.id, 'user');
  ledger.addMember(business.uuid, paused.id, 'user');
  ledger.setMemberActive(business.uuid, paused.id, false);
  createInvite(ctx, business, 'accounts@acme.example', 'user');
}
