import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerFor } from '../../sandbox/wallets/ledger.ts';
import { kycApi } from '../../src/api/endpoints/kyc';
import { walletsApi } from '../../src/api/endpoints/wallets';
import { call } from '../../src/api/http';
import { clearTokens } from '../../src/api/session';
import { FormNode } from '../../src/contract/kyc';
import { KYC_UPLOAD } from '../../src/shared/upload-rules';
import { type ContractSandbox, expectLastRequest, failure, signInAs, startContractSandbox } from './harness';

/**
 * Rail forms, KYC documents and the owner's entity edits (API.md §18, §19) through the real client:
 * GET /kyc/forms/{rail_id}, POST /storage/kyc, PATCH /kyc/{wallet_id}/entity, and the rail submit
 * that needs its form answered.
 */
let h: ContractSandbox;
beforeAll(async () => {
  h = await startContractSandbox({ timeScale: 0.05 });
});
afterAll(() => h.stop());
beforeEach(() => {
  clearTokens();
  h.clearRequests();
});

let seq = 0;
const email = () => `kyc-forms-${++seq}@example.com`;
const walletOf = async () => (await call(walletsApi.list, {})).data[0]!.uuid;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const fileForm = (bytes: Uint8Array<ArrayBuffer>, type: string, name = 'bill.png') => {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), name);
  return form;
};

/** Every answer the US banking form asks, valid. */
const answers = (proof: string) => ({
  email: 'ana@example.com',
  date_of_birth: '1990-04-12',
  tax_identification_number: '123-45-6789',
  employment_status: 'EMPLOYEE' as const,
  occupation: 'teacher',
  annual_salary: '52000',
  address: { address_line1: '12 Main St', city: 'New York', postal_code: '10001', country_id: 233 },
  source_of_funds: 'My salary from the school',
  engage_in_activities: ['NONE' as const],
  transmits_customer_funds: false,
  proof_of_address_type: 'UTILITY_BILL' as const,
  proof_of_address_url: proof,
  aml_questionnaire: { document_is_current: true },
});

describe('contract: rail forms', () => {
  it('GET /kyc/forms/{rail_id}: the US banking form is a FormNode tree with every field type; others ask nothing', async () => {
    const s = await signInAs(email());
    const form = await call(kycApi.forms, { path: { rail_id: 'rail_us_banking' } });
    expectLastRequest({
      method: 'GET',
      service: 'v2',
      path: '/kyc/forms/rail_us_banking',
      token: s.access_token,
    });
    expect(FormNode.array().safeParse(form).success).toBe(true);
    const types = new Set<string>();
    const walk = (nodes: FormNode[]): void => {
      for (const n of nodes) {
        if (n.field) types.add(n.field.type);
        else walk(n.group?.fields ?? []);
      }
    };
    walk(form);
    for (const t of [
      'text',
      'email',
      'select',
      'radio',
      'checkbox',
      'date',
      'number',
      'textarea',
      'switch',
      'file',
    ])
      expect(types).toContain(t);
    expect(await call(kycApi.forms, { path: { rail_id: 'rail_eu_banking' } })).toEqual([]);
    expect((await failure(call(kycApi.forms, { path: { rail_id: 'nope' } }))).status).toBe(404);
    clearTokens();
    expect((await failure(call(kycApi.forms, { path: { rail_id: 'rail_us_banking' } }))).status).toBe(401);
  });
});

describe('contract: KYC documents', () => {
  it('POST /storage/kyc takes a PNG as multipart field `file` and answers 201 { fullPath }', async () => {
    const s = await signInAs(email());
    const stored = await call(kycApi.upload, { body: fileForm(PNG, 'image/png') });
    const req = h.lastRequest();
    expect({ method: req.method, path: req.path, status: req.status }).toEqual({
      method: 'POST',
      path: '/storage/kyc',
      status: 201,
    });
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.headers.authorization).toBe(`Bearer ${s.access_token}`);
    expect(stored.fullPath).toMatch(/^kyc\/[\w-]+\/[\w-]+\.png$/);
  });

  it('refuses a file that is not JPG/PNG/PDF by its bytes (415), an empty one (422), a too-large one (413), none (415)', async () => {
    await signInAs(email());
    const text = new TextEncoder().encode('just text, named .png');
    expect((await failure(call(kycApi.upload, { body: fileForm(text, 'image/png') }))).status).toBe(415);
    expect(
      (await failure(call(kycApi.upload, { body: fileForm(new Uint8Array(0), 'image/png') }))).status,
    ).toBe(422);
    const big = new Uint8Array(KYC_UPLOAD.maxBytes + 1);
    big.set(PNG);
    const tooBig = await failure(call(kycApi.upload, { body: fileForm(big, 'image/png') }));
    expect(tooBig.status).toBe(413);
    expect(tooBig.message).toMatch(/10 MB/);
    const notMultipart = await failure(call(kycApi.upload, { body: {} as FormData }));
    expect(notMultipart.status).toBe(415);
  });
});

describe('contract: the entity, edited by its owner', () => {
  it('PATCH saves the answers (a document this user uploaded), GET shows them, and the rail then submits', async () => {
    const s = await signInAs(email());
    const walletId = await walletOf();
    const path = { wallet_id: walletId, rail_id: 'rail_us_banking' };
    await h.control(`/kyc/${walletId}/status`, { status: 'APPROVED' });
    await call(kycApi.acceptTerms, { path });
    const unanswered = await failure(call(kycApi.submitRail, { path }));
    expect(unanswered.status).toBe(400);
    expect(unanswered.fields['address.postal_code']).toMatch(/required/);

    const { fullPath } = await call(kycApi.upload, { body: fileForm(PNG, 'image/png') });
    const saved = await call(kycApi.patchEntity, { path: { wallet_id: walletId }, body: answers(fullPath) });
    expectLastRequest({
      method: 'PATCH',
      service: 'v2',
      path: `/kyc/${walletId}/entity`,
      token: s.access_token,
      body: answers(fullPath),
      status: 200,
    });
    expect(saved).toMatchObject({ occupation: 'teacher', proof_of_address_url: fullPath });
    expect(saved.address?.country?.iso2).toBe('US');
    const read = await call(kycApi.entity, { path: { wallet_id: walletId } });
    expect(read).toMatchObject({
      tax_identification_number: '123-45-6789',
      aml_questionnaire: { document_is_current: true },
    });

    const submitted = await call(kycApi.submitRail, { path });
    expect(submitted.wallet_rail?.status).toBe('PENDING');
    // Under review, the details cannot change.
    expect(
      (
        await failure(
          call(kycApi.patchEntity, { path: { wallet_id: walletId }, body: { occupation: 'student' } }),
        )
      ).status,
    ).toBe(409);
  });

  it('refuses: a submit whose form answers break its rules (400 naming each), a document not uploaded here, a wrong type or format, a member who is not the owner', async () => {
    await signInAs(email());
    const walletId = await walletOf();
    const p = { wallet_id: walletId };
    const rail = { wallet_id: walletId, rail_id: 'rail_us_banking' };
    await h.control(`/kyc/${walletId}/status`, { status: 'APPROVED' });
    await call(kycApi.acceptTerms, { path: rail });
    const { fullPath } = await call(kycApi.upload, { body: fileForm(PNG, 'image/png') });
    const bad = {
      ...answers(fullPath),
      annual_salary: '-5',
      occupation: 'astronaut',
      address: { address_line1: '12 Main St', city: 'New York', postal_code: '1', country_id: 233 },
      aml_questionnaire: { document_is_current: false },
    };
    await call(kycApi.patchEntity, { path: p, body: bad }); // half-right answers may be saved
    const refused = await failure(call(kycApi.submitRail, { path: rail }));
    expect(refused.status).toBe(400);
    expect(refused.fields).toEqual({
      annual_salary: expect.stringMatching(/at least 0/),
      occupation: expect.stringMatching(/options/),
      'address.postal_code': 'Enter a 5-digit ZIP code, like 10001.',
      'aml_questionnaire.document_is_current': expect.stringMatching(/confirmed/),
    });
    const date = await failure(call(kycApi.patchEntity, { path: p, body: { date_of_birth: '1990-02-31' } }));
    expect(date.status).toBe(422);
    expect(date.fields.date_of_birth).toMatch(/YYYY-MM-DD/);
    const stranger = await failure(
      call(kycApi.patchEntity, { path: p, body: { proof_of_address_url: 'kyc/uother/1234.png' } }),
    );
    expect(stranger.status).toBe(422);
    expect(stranger.fields.proof_of_address_url).toMatch(/not uploaded to this account/);
    const wrongType = await failure(
      call(kycApi.patchEntity, { path: p, body: { employment_status: 'ASTRONAUT' } as never }),
    );
    expect(wrongType.status).toBe(422);
    const status = await failure(
      call(kycApi.patchEntity, { path: p, body: { status: 'APPROVED' } as never }),
    );
    expect(status.status).toBe(422);

    // An admin of the wallet reads the entity but may not change it.
    const admin = await signInAs(email());
    ledgerFor(h.sandbox.ctx).addMember(walletId, admin.user_id, 'admin');
    await call(kycApi.entity, { path: p });
    expect(
      (await failure(call(kycApi.patchEntity, { path: p, body: { occupation: 'teacher' } }))).status,
    ).toBe(403);
  });
});
