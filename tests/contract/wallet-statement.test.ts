import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { walletsApi } from '../../src/api/endpoints/wallets';
import { call } from '../../src/api/http';
import { clearTokens } from '../../src/api/session';
import {
  type ContractSandbox,
  expectLastRequest,
  failure,
  type SessionAnswer,
  signInAs,
  startContractSandbox,
} from './harness';

/** GET /wallets/transactions/{wallet_uuid}/statement-pdf (API.md §7) through the real client. */
let h: ContractSandbox;
let demo: SessionAnswer;
let mainId: string;

beforeAll(async () => {
  h = await startContractSandbox();
});
afterAll(() => h.stop());
beforeEach(async () => {
  clearTokens();
  demo = await signInAs();
  const list = await call(walletsApi.list, { query: { include_shared: true } });
  mainId = list.data.find((w) => w.name === 'Main')!.uuid;
  h.clearRequests();
});

/** The PDF as text (our generator writes ASCII only) after checking the file's skeleton. */
async function readPdf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const text = new TextDecoder('latin1').decode(bytes);
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  // startxref points at the cross-reference table, and every entry in it at its object.
  const xrefAt = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
  expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
  const entries = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(entries.length).toBeGreaterThan(3);
  entries.forEach((offset, i) => {
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  expect(text).toMatch(/\/Type \/Catalog/);
  return text;
}

describe('contract: wallet statement PDF', () => {
  it('answers a valid PDF with the transactions of the period, and only those', async () => {
    const page = await call(walletsApi.transactions, {
      path: { wallet_id: mainId },
      query: { limit: 100, offset: 0 },
    });
    const [inside, ...others] = page.data;
    const outside = others.find((t) => t.created_at.slice(0, 10) !== inside!.created_at.slice(0, 10))!;
    const day = inside!.created_at.slice(0, 10);
    const query = { from_date: `${day}T00:00:00.000Z`, to_date: `${day}T23:59:59.999Z` };
    h.clearRequests();

    const pdf = await call(walletsApi.statementPdf, { path: { wallet_uuid: mainId }, query });

    expectLastRequest({
      method: 'GET',
      service: 'core',
      path: `/wallets/transactions/${mainId}/statement-pdf`,
      token: demo.access_token,
      query,
      status: 200,
    });
    expect(pdf).toBeInstanceOf(Blob);
    expect(pdf.type).toBe('application/pdf');
    const text = await readPdf(pdf);
    expect(text).toContain(`Period ${query.from_date} to ${query.to_date}`);
    const line = (t: typeof inside) => t!.created_at.slice(0, 19).replace('T', ' ');
    expect(text).toContain(line(inside));
    expect(text).not.toContain(line(outside));
  });

  it('a period with no transactions is still a valid PDF that says so', async () => {
    const pdf = await call(walletsApi.statementPdf, {
      path: { wallet_uuid: mainId },
      query: { from_date: '2001-01-01T00:00:00.000Z', to_date: '2001-01-31T23:59:59.999Z' },
    });
    expect(await readPdf(pdf)).toContain('No transactions in this period.');
  });

  it('errors arrive as sentences from the JSON body, not as an unread binary blob', async () => {
    const bad = await failure(
      call(walletsApi.statementPdf, { path: { wallet_uuid: mainId }, query: { from_date: 'last tuesday' } }),
    );
    expect(bad.status).toBe(422);
    expect(bad.serverMessage).toMatch(/from_date must be an ISO-8601 date/);
    expect(bad.fields).toHaveProperty('from_date');

    const unknown = await failure(
      call(walletsApi.statementPdf, { path: { wallet_uuid: '00000000-0000-4000-8000-000000000000' } }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.serverMessage).toBeTruthy();
  });
});
