import { describe, expect, it } from 'vitest';
import type { EndpointSpec } from '../../src/api/endpoint';
import {
  allEndpoints,
  apiDomains,
  hasCreateV2,
  ORDER_CREATE_V1,
  ORDER_CREATE_V2,
  ordersV2Api,
} from '../../src/api/endpoints';
import {
  API_KEY_ROLES,
  CARD_TRANSACTION_STATUSES,
  COUNTERPARTY_DESTINATION_TYPES,
  encodeOrderFilters,
  KYC_STATUSES,
  ORDER_STATUSES,
  ORDER_TYPES,
  OTP_CHANNELS,
  PAYMENT_METHODS,
  toClientDestinationType,
  WALLET_TRANSACTION_RECORD_TYPES,
  WALLET_TYPES,
} from '../../src/api/types';

const entries = Object.entries(allEndpoints);
const sig = (ep: EndpointSpec) => `${ep.method} ${ep.service} ${ep.path}`;
const signatures = new Set(entries.map(([, ep]) => sig(ep)));

describe('endpoint table', () => {
  it('flattens every domain into dotted names', () => {
    expect(entries.length).toBeGreaterThan(100);
    for (const [name] of entries) expect(name).toMatch(/^[a-zA-Z0-9]+(\.[A-Za-z0-9_]+)+$/);
    for (const domain of Object.keys(apiDomains)) {
      expect(entries.some(([name]) => name.startsWith(`${domain}.`))).toBe(true);
    }
  });

  it('declares each service + method + path once', () => {
    const seen = new Map<string, string>();
    for (const [name, ep] of entries) {
      const key = sig(ep);
      expect(seen.get(key), `${name} duplicates ${seen.get(key)}`).toBeUndefined();
      seen.set(key, name);
    }
  });

  it('uses {snake_case} placeholders, each at most once per path', () => {
    for (const [name, ep] of entries) {
      expect(ep.path, name).toMatch(/^\//);
      const stripped = ep.path.replace(/\{[a-z][a-z0-9_]*\}/g, '');
      expect(stripped, `${name}: malformed placeholder`).not.toMatch(/[{}]/);
      const names = [...ep.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      expect(new Set(names).size, name).toBe(names.length);
    }
  });

  it('marks exactly the captcha-protected auth calls (API.md §4, §19): they carry the header, and their 401 bypasses the renewal (§1.4)', () => {
    const marked = entries
      .filter(([, ep]) => ep.captcha)
      .map(([, ep]) => ep.path)
      .sort();
    expect(marked).toEqual(
      [
        '/auth/verify/email/otp',
        '/auth/verify/phone/otp',
        '/auth/sign-in/omni/email/otp',
        '/auth/sign-in/omni/phone/otp',
        '/auth/sign-in',
        '/auth/sign-up',
        '/auth/sign-in/password/email',
        '/auth/sign-up/password/email',
        // §19's captcha-protected calls, made before a session like the others.
        '/auth/sign-in/omni/email/magic',
        '/auth/sign-up/password/email/resend',
      ].sort(),
    );
  });

  it('reads CSV exports as text, the statement PDF and stored files as blobs and everything else as JSON', () => {
    const UPLOADS = ['kyc.upload', 'user.uploadLogo', 'wallets.uploadLogo'];
    for (const [name, ep] of entries) {
      const isCsv = ep.path.endsWith('/csv');
      const isFile = ep.path.endsWith('/statement-pdf') || ep.path.startsWith('/storage/{type}/');
      expect(ep.responseType ?? 'json', name).toBe(isCsv ? 'text' : isFile ? 'blob' : 'json');
      if (isCsv || isFile) expect(ep.method, name).toBe('GET');
      // API.md §1.2: only the statement-PDF client goes without the 60 s timeout.
      // The uploads have none either: their transport gives up on a stalled upload instead.
      expect(ep.untimed === true, name).toBe(ep.path.endsWith('/statement-pdf') || UPLOADS.includes(name));
    }
  });
});

describe('services', () => {
  const serviceOf = (prefix: string) =>
    new Set(entries.filter(([name]) => name.startsWith(prefix)).map(([, ep]) => ep.service));

  it('puts auth, user, system, counterparties, referrals on v2', () => {
    for (const domain of ['auth.', 'user.', 'system.', 'counterparties.', 'referrals.']) {
      expect([...serviceOf(domain)], domain).toEqual(['v2']);
    }
  });

  it('puts wallets on v2 except the legacy CSV and statement-PDF routes, which are core', () => {
    const core = ['wallets.legacyCsv', 'wallets.statementPdf'];
    for (const [name, ep] of entries.filter(([n]) => n.startsWith('wallets.'))) {
      expect(ep.service, name).toBe(core.includes(name) ? 'core' : 'v2');
    }
    expect(allEndpoints['wallets.legacyCsv']?.path).toBe('/wallets/transactions/{wallet_uuid}/csv');
  });

  it('puts KYC entity, rails and persona on v2 and the Sumsub token on core', () => {
    for (const [name, ep] of entries.filter(([n]) => n.startsWith('kyc.'))) {
      expect(ep.service, name).toBe(name === 'kyc.sumsubToken' ? 'core' : 'v2');
    }
  });

  it('puts issuing, orders (both generations), virtual accounts, developer and exchange on core', () => {
    for (const domain of [
      'issuing.',
      'orders.',
      'ordersV2.',
      'virtualAccounts.',
      'developer.',
      'exchange.',
    ]) {
      expect([...serviceOf(domain)], domain).toEqual(['core']);
    }
  });

  it('serves every /v2/orders path from core, not from the v2 service', () => {
    const v2Orders = entries.filter(([, ep]) => ep.path.startsWith('/v2/orders'));
    expect(v2Orders.length).toBeGreaterThan(15);
    for (const [name, ep] of v2Orders) expect(ep.service, name).toBe('core');
  });

  it('puts OTP and TOTP on the totp service under /api/', () => {
    for (const [name, ep] of entries.filter(([n]) => n.startsWith('otp.') || n.startsWith('totp.'))) {
      expect(ep.service, name).toBe('totp');
      expect(ep.path, name).toMatch(/^\/api\/(otp-verification|totp)\//);
    }
    for (const [name, ep] of entries) if (ep.service === 'totp') expect(name).toMatch(/^t?otp\./);
  });
});

describe('order create routes', () => {
  it('posts the second-generation internal transfer to /v2/orders/TRANSFER_INTERNAL, never the truncated /TRA', () => {
    expect(sig(ORDER_CREATE_V2.TRANSFER_INTERNAL)).toBe('POST core /v2/orders/TRANSFER_INTERNAL');
    for (const [name, ep] of entries) expect(ep.path, name).not.toMatch(/\/TRA$/);
  });

  it('posts the first-generation internal transfer to /orders/INTERNAL_TRANSFER', () => {
    expect(sig(ORDER_CREATE_V1.TRANSFER_INTERNAL)).toBe('POST core /orders/INTERNAL_TRANSFER');
  });

  it('keys both create maps by real OrderType values whose path ends with that type', () => {
    for (const [type, ep] of Object.entries(ORDER_CREATE_V2)) {
      expect(ORDER_TYPES).toContain(type);
      expect(sig(ep)).toBe(`POST core /v2/orders/${type}`);
    }
    for (const [type, ep] of Object.entries(ORDER_CREATE_V1)) {
      expect(ORDER_TYPES).toContain(type);
      if (type !== 'TRANSFER_INTERNAL') expect(sig(ep)).toBe(`POST core /orders/${type}`);
    }
  });

  it('covers every create route of API.md §16.3 and looks types up safely', () => {
    const expected = [
      'HIFI_WIRE_ONRAMP',
      'HIFI_ACH_ONRAMP',
      'HIFI_SEPA_ONRAMP',
      'HIFI_WIRE_OFFRAMP',
      'HIFI_ACH_OFFRAMP',
      'HIFI_SEPA_OFFRAMP',
      'TBD_SWIFT_WITHDRAWAL',
      'OMNIBUS_CRYPTO_TRANSFER',
      'SEGREGATED_CRYPTO_TRANSFER',
      'RN_CARDS_OFFRAMP',
      'L2F_SEPA_OFFRAMP',
      'L2F_SWIFT_OFFRAMP',
      'L2F_ACH_OFFRAMP',
      'L2F_WIRE_OFFRAMP',
      'HIFI_CRYPTO_TRANSFER',
      'TRANSFER_INTERNAL',
    ];
    expect(Object.keys(ORDER_CREATE_V2).sort()).toEqual(expected.sort());
    expect(hasCreateV2('HIFI_ACH_ONRAMP')).toBe(true);
    expect(hasCreateV2('HIFI_ACH_DEPOSIT')).toBe(false);
    expect(hasCreateV2('toString')).toBe(false);
  });

  it('exposes the create maps inside the domain objects, so allEndpoints covers them', () => {
    expect(allEndpoints['ordersV2.create.HIFI_ACH_ONRAMP']).toBe(ORDER_CREATE_V2.HIFI_ACH_ONRAMP);
    expect(allEndpoints['orders.create.TRANSFER_INTERNAL']).toBe(ORDER_CREATE_V1.TRANSFER_INTERNAL);
    expect(ordersV2Api.create).toBe(ORDER_CREATE_V2);
  });
});

describe('SPEC §7 and API.md §4–§18 coverage', () => {
  // Written out by hand from the documents so a dropped or mistyped route fails here.
  const expected = [
    'POST v2 /auth/verify/email/otp',
    'POST v2 /auth/verify/phone/otp',
    'POST v2 /auth/sign-in/omni/email/otp',
    'POST v2 /auth/sign-in/omni/phone/otp',
    'POST v2 /auth/sign-in',
    'POST v2 /auth/sign-up',
    'POST v2 /auth/sign-in/telegram',
    'POST v2 /auth/sign-up/telegram',
    'POST v2 /auth/sign-in/password/email',
    'POST v2 /auth/sign-up/password/email',
    'POST v2 /auth/refresh/refresh-token',
    'POST v2 /auth/sign-out', // API.md §19
    'GET v2 /user',
    'GET v2 /user/user-data',
    'PATCH v2 /user/user-data',
    'PATCH v2 /user/phone',
    'POST v2 /user/phone',
    'PATCH v2 /user/email',
    'POST v2 /user/email',
    'GET v2 /system/currencies',
    'GET v2 /system/chains',
    'GET v2 /system/countries',
    'GET v2 /system/states/{country_id}',
    'GET v2 /system/config',
    'GET v2 /tenants/config',
    'POST v2 /wallets',
    'GET v2 /wallets',
    'GET v2 /wallets/{wallet_id}',
    'POST v2 /wallets/{wallet_id}/addresses/{chain}',
    'GET v2 /wallets/{wallet_id}/addresses/{chain}',
    'GET v2 /wallets/{wallet_id}/transactions',
    'GET v2 /wallets/{wallet_id}/transactions/{transaction_id}',
    'GET v2 /wallets/{wallet_id}/transactions/export/csv',
    'GET core /wallets/transactions/{wallet_uuid}/csv',
    'GET core /wallets/transactions/{wallet_uuid}/statement-pdf',
    'GET v2 /counterparties/{wallet_id}',
    'POST v2 /counterparties/{wallet_id}',
    'GET v2 /counterparties/{wallet_id}/{counterparty_account_id}',
    'PATCH v2 /counterparties/{wallet_id}/{counterparty_account_id}',
    'DELETE v2 /counterparties/{wallet_id}/{counterparty_account_id}',
    'GET v2 /counterparties/{wallet_id}/{counterparty_account_id}/destinations',
    'POST v2 /counterparties/{wallet_id}/{counterparty_account_id}/destinations',
    'GET v2 /counterparties/{wallet_id}/{counterparty_account_id}/destinations/{counterparty_destination_id}',
    'PATCH v2 /counterparties/{wallet_id}/{counterparty_account_id}/destinations/{counterparty_destination_id}',
    'DELETE v2 /counterparties/{wallet_id}/{counterparty_account_id}/destinations/{counterparty_destination_id}',
    'POST core /kyc/sumsub/generate_token',
    'GET v2 /kyc/{wallet_id}/entity',
    'GET v2 /kyc/{wallet_id}/rails',
    'GET v2 /kyc/{wallet_id}/rails/{rail_id}',
    'POST v2 /kyc/{wallet_id}/rails/{rail_id}',
    'POST v2 /kyc/{wallet_id}/rails/{rail_id}/terms-and-conditions',
    'POST v2 /persona/inquiries/init/{wallet_id}/{type}',
    'PATCH v2 /kyc/{wallet_id}/entity', // API.md §19
    'GET v2 /kyc/forms/{rail_id}', // API.md §19
    'POST v2 /storage/kyc', // API.md §18
    'POST v2 /persona/inquiries/{wallet_id}/{inquiry_id}/resume',
    'GET core /developer/access/list',
    'POST core /developer/access/create',
    'POST core /developer/access/rotate',
    'POST core /developer/access/update',
    'GET core /developer/vendors/list',
    'GET core /frontend/access/keys',
    'POST core /frontend/access/keys',
    'POST core /frontend/access/keys/{key_id}/regenerate',
    'DELETE core /frontend/access/keys/{key_id}',
    'GET core /exchange/',
    'POST core /issuing/cards/create',
    'POST core /issuing/cards/balance',
    'GET core /issuing/cards',
    'GET core /issuing/cards/{card_id}',
    'POST core /issuing/cards/{card_id}/sensitive/secretkey',
    'GET core /vcards/cards/{card_id}/sensitive/otp',
    'PATCH core /issuing/cards/{card_id}/freeze',
    'PATCH core /issuing/cards/{card_id}/unfreeze',
    'DELETE core /issuing/cards/{card_id}',
    'PATCH core /issuing/cards/{card_id}/limits',
    'PATCH core /issuing/cards/{card_id}/update',
    'GET core /issuing/transactions/',
    'GET core /issuing/transactions/csv',
    'GET core /issuing/sub_account/list/{wallet_uuid}',
    'GET core /issuing/sub_account/{sub_account_id}',
    'POST core /issuing/sub_account',
    'GET core /issuing/sub_account/{sub_account_id}/transactions',
    'GET core /issuing/sub_account/{sub_account_id}/transactions/csv',
    'GET core /issuing/config/programs',
    'POST core /virtual_account',
    'GET core /virtual_account/list/{wallet_uuid}',
    'GET core /virtual_account/{uuid}',
    'GET core /virtual_account/programs/list',
    'GET core /orders/calc',
    'GET core /orders/order_types',
    'POST core /orders/INTERNAL_TRANSFER',
    'POST core /orders/WITHDRAWAL_CRYPTO',
    'POST core /orders/TRANSFER_CARD_SUBACCOUNT',
    'POST core /orders/TRANSFER_CARD_PREPAID',
    'POST core /orders/TRANSFER_CARD_WHOLESALE',
    'POST core /orders/EXCHANGE_CRYPTO_INTERNAL',
    'POST core /orders/EXCHANGE_OMNI',
    'POST core /orders/WITHDRAW_CARD_PREPAID',
    'POST core /orders/WITHDRAW_CARD_SUBACCOUNT',
    'POST core /orders/HIFI_WIRE_ONRAMP',
    'POST core /orders/HIFI_SEPA_OFFRAMP',
    'POST core /orders/TBD_SWIFT_WITHDRAWAL',
    'GET core /v2/orders/calc',
    'GET core /v2/orders/order_types',
    'GET core /v2/orders/list/{wallet_uuid}',
    'GET core /v2/orders/list/{wallet_uuid}/csv',
    'GET core /v2/orders/id/{order_uuid}',
    'POST totp /api/otp-verification/create',
    'POST totp /api/otp-verification/request',
    'POST totp /api/otp-verification/verify',
    'GET totp /api/otp-verification/{request_id}',
    'POST totp /api/totp/generate',
    'POST totp /api/totp/generate-encrypted',
    'POST totp /api/totp/activate',
    'POST totp /api/totp/verify',
    'POST totp /api/totp/revoke',
    'GET totp /api/totp/status',
    'GET v2 /referrals/levels',
    'GET v2 /referrals/income',
    'GET v2 /referrals/income/progress',
    'GET v2 /referrals/income/summary',
    // API.md §19: sign-out revokes the session before the app forgets its tokens (issue 9).
    'POST v2 /auth/sign-out',
    // API.md §19: the web's email flows (issue 22): magic link, confirmation resend, finalize.
    'POST v2 /auth/sign-in/omni/email/magic',
    'POST v2 /auth/sign-up/password/email/resend',
    'POST v2 /auth/sign-up/password/email/finalize',
    // API.md §19: team wallets (issue 22).
    'GET v2 /wallets/{wallet_id}/users',
    'GET v2 /wallets/{wallet_id}/users/{user_data_id}',
    'DELETE v2 /wallets/{wallet_id}/users/{user_data_id}',
    'PATCH v2 /wallets/{wallet_id}/users/{user_data_id}/role',
    'POST v2 /wallets/{wallet_id}/users/{user_data_id}/activate',
    'POST v2 /wallets/{wallet_id}/users/{user_data_id}/deactivate',
    'GET v2 /wallets/{wallet_id}/invites',
    'POST v2 /wallets/{wallet_id}/invites',
    'GET v2 /wallets/{wallet_id}/invites/{id}',
    'DELETE v2 /wallets/{wallet_id}/invites/{id}',
    'POST v2 /wallets/accept-invite',
    // API.md §19: logos (issue 22): the user's picture, a wallet's logo, a stored file's bytes.
    'POST v2 /user/user-data/logo',
    'POST v2 /wallets/{wallet_id}/logo',
    'GET v2 /storage/{type}/{folder_id}/{file_id}',
  ];

  it.each(expected)('declares %s', (signature) => {
    expect(signatures.has(signature)).toBe(true);
  });

  it('declares nothing beyond the documented routes and the order create maps', () => {
    const documented = new Set(expected);
    const extra = [...signatures].filter(
      (s) => !documented.has(s) && !/^POST core \/(v2\/)?orders\//.test(s),
    );
    expect(extra).toEqual([]);
  });
});

describe('enumerations', () => {
  const lists = {
    ORDER_TYPES,
    ORDER_STATUSES,
    PAYMENT_METHODS,
    KYC_STATUSES,
    OTP_CHANNELS,
    API_KEY_ROLES,
    CARD_TRANSACTION_STATUSES,
    WALLET_TRANSACTION_RECORD_TYPES,
    COUNTERPARTY_DESTINATION_TYPES,
    WALLET_TYPES,
  };

  it.each(Object.entries(lists))('%s has no duplicates', (_, values) => {
    expect(new Set(values).size).toBe(values.length);
  });

  it('lists the eight wallet types of SPEC §3', () => {
    expect([...WALLET_TYPES]).toEqual([
      'business',
      'personal',
      'trading',
      'escrow',
      'merchant',
      'exchange',
      'staking',
      'vault',
    ]);
  });

  it('names the domestic wire DOMESTIC_WIRE and maps the platform name FEDWIRE to it', () => {
    expect(COUNTERPARTY_DESTINATION_TYPES).toContain('DOMESTIC_WIRE');
    expect(COUNTERPARTY_DESTINATION_TYPES).not.toContain('FEDWIRE');
    expect(toClientDestinationType('FEDWIRE')).toBe('DOMESTIC_WIRE');
    expect(toClientDestinationType('SEPA')).toBe('SEPA');
  });

  it('has the full API.md OrderType list including L2F and HIFI families', () => {
    expect(ORDER_TYPES).toHaveLength(56);
    expect(ORDER_TYPES.filter((t) => t.startsWith('L2F_'))).toHaveLength(18);
    expect(ORDER_TYPES.filter((t) => t.startsWith('HIFI_'))).toHaveLength(15);
  });

  it('sends order list filters as one JSON string', () => {
    expect(encodeOrderFilters([{ status: ['NEW', 'PENDING'] }, { order_type: 'HIFI_ACH_ONRAMP' }])).toBe(
      '[{"status":["NEW","PENDING"]},{"order_type":"HIFI_ACH_ONRAMP"}]',
    );
  });
});
