import { createHash } from 'node:crypto';
import { composeIBAN } from 'ibantools';
import type * as z from 'zod';
import type { VAProgram } from '../../src/contract/virtual-accounts.ts';
import { RAIL_EU_BANKING, RAIL_US_BANKING } from '../kyc/catalog.ts';
import { currencyById, EUR_ID, USD_ID } from '../system/catalog.ts';

/**
 * Virtual-account programs (API.md §14) and the bank details a virtual account gets on each rail.
 * Numbers are derived from the account id, so they are stable, and pass their checksums (ABA
 * routing numbers, IBAN mod-97) without being anyone's real account.
 */
export const TENANT_ID = 'sandbox-tenant';
const USDT_TRON = '0b6a7c1e-0000-4000-8000-000000000004';

export type Rail = 'ACH' | 'FEDWIRE' | 'SWIFT' | 'SEPA' | 'CHAPS' | 'FPS';

export interface ProgramDef {
  id: string;
  code: string;
  name: string;
  description: string;
  status: 'ACTIVE' | 'ARCHIVED';
  is_hidden: boolean;
  account_currency_id: string;
  destination_currency_id: string;
  vendor: { id: string; code: string; name: string };
  /** The KYC rail (kyc/catalog.ts) a wallet must have APPROVED to open an account here. */
  kyc_rail: string;
  rails: Rail[];
  order_types: string[];
  consent_text: string | null;
}

const HIFI = { id: 'c0a80101-0000-4000-8000-00000000a001', code: 'HIFI', name: 'HIFI Bridge' };
const L2F = { id: 'c0a80101-0000-4000-8000-00000000a002', code: 'L2F', name: 'L2F Banking' };

export const PROGRAMS: ProgramDef[] = [
  {
    id: 'a1f0c2d4-0000-4000-8000-000000000101',
    code: 'USD_ACH_WIRE',
    name: 'US dollar account',
    description: 'Receive USD by ACH or domestic wire; funds land in your USD balance.',
    status: 'ACTIVE',
    is_hidden: false,
    account_currency_id: USD_ID,
    destination_currency_id: USD_ID,
    vendor: HIFI,
    kyc_rail: RAIL_US_BANKING,
    rails: ['ACH', 'FEDWIRE'],
    order_types: ['HIFI_ACH_DEPOSIT', 'HIFI_WIRE_DEPOSIT'],
    consent_text: 'I authorise the platform to open a US bank account in my name with its banking partner.',
  },
  {
    id: 'a1f0c2d4-0000-4000-8000-000000000102',
    code: 'EUR_SEPA',
    name: 'Euro IBAN',
    description: 'Receive EUR by SEPA or SWIFT to a personal IBAN.',
    status: 'ACTIVE',
    is_hidden: false,
    account_currency_id: EUR_ID,
    destination_currency_id: EUR_ID,
    vendor: L2F,
    kyc_rail: RAIL_EU_BANKING,
    rails: ['SEPA', 'SWIFT'],
    order_types: ['L2F_SEPA_DEPOSIT', 'L2F_SWIFT_DEPOSIT'],
    consent_text: null,
  },
  {
    id: 'a1f0c2d4-0000-4000-8000-000000000103',
    code: 'USD_TO_USDT',
    name: 'USD to USDT on-ramp',
    description: 'Send USD by ACH, wire or SWIFT; it arrives as USDT (Tron) in this wallet.',
    status: 'ACTIVE',
    is_hidden: false,
    account_currency_id: USD_ID,
    destination_currency_id: USDT_TRON,
    vendor: HIFI,
    kyc_rail: RAIL_US_BANKING,
    rails: ['ACH', 'FEDWIRE', 'SWIFT'],
    order_types: ['HIFI_ACH_ONRAMP', 'HIFI_WIRE_ONRAMP'],
    consent_text: null,
  },
  {
    // Archived: never listed, refused on create.
    id: 'a1f0c2d4-0000-4000-8000-000000000104',
    code: 'GBP_FPS',
    name: 'Pound sterling account',
    description: 'Receive GBP by Faster Payments or CHAPS.',
    status: 'ARCHIVED',
    is_hidden: false,
    account_currency_id: USD_ID,
    destination_currency_id: USD_ID,
    vendor: L2F,
    kyc_rail: RAIL_EU_BANKING,
    rails: ['FPS', 'CHAPS'],
    order_types: [],
    consent_text: null,
  },
];

export const programById = (id: string) => PROGRAMS.find((p) => p.id === id);

function vaCurrency(id: string) {
  const c = currencyById(id)!;
  return {
    uuid: c.uuid,
    name: c.name,
    symbol: c.symbol,
    type: c.type,
    icon: `/icons/${c.symbol.toLowerCase()}.svg`,
  };
}

/** VAProgram wire shape. */
export function programWire(p: ProgramDef): z.input<typeof VAProgram> {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    description: p.description,
    status: p.status,
    tenant_id: TENANT_ID,
    kyc_rails_id: p.kyc_rail,
    integration_vendors_id: p.vendor.id,
    account_currency_id: p.account_currency_id,
    destination_currency_id: p.destination_currency_id,
    icon: null,
    vendor_id: p.vendor.id,
    consent_text: p.consent_text,
    is_hidden: p.is_hidden,
    integration_vendor: p.vendor,
    account_currency_details: vaCurrency(p.account_currency_id),
    destination_currency_details: vaCurrency(p.destination_currency_id),
    virtual_accounts_programs_order_types: p.order_types.map((t) => ({
      order_type_id: t,
      order_type: { id: t, description: null },
    })),
  };
}

// ---- derived numbers ----

const digits = (seed: string, count: number) => {
  const h = createHash('sha256').update(seed).digest();
  let out = '';
  for (let i = 0; out.length < count; i++) out += String(h[i % h.length]! % 10);
  return out;
};

/** ABA routing number: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function routingNumber(seed: string): string {
  const d = `0${digits(`aba:${seed}`, 7)}`.split('').map(Number);
  const partial = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]!) + (d[2]! + d[5]!);
  // Solve for d8 (weight 7) and d9 (weight 1): pick d8 from the seed, then d9 closes the sum.
  const d8 = d[7]!;
  const d9 = (10 - ((partial + 7 * d8) % 10)) % 10;
  return `${d.slice(0, 8).join('')}${d9}`;
}

/** German IBAN (DEkk BBBBBBBB CCCCCCCCCC); ibantools computes the mod-97 check digits. */
export function iban(seed: string): string {
  return composeIBAN({
    countryCode: 'DE',
    bban: `${digits(`blz:${seed}`, 8)}${digits(`acct:${seed}`, 10)}`,
  })!;
}

export function accountNumber(seed: string): string {
  return `8${digits(`acc:${seed}`, 11)}`;
}

export function depositReference(seed: string): string {
  return `VA${digits(`ref:${seed}`, 8)}`;
}
