import type * as z from 'zod';
import type { Program } from '../../src/contract/issuing.ts';
import { toWire } from '../../src/shared/wire-json.ts';
import { EUR_ID, USD_ID } from '../system/catalog.ts';

/**
 * Issuing programs. The platform configures them per tenant; the sandbox offers the same fixed set
 * to every wallet, covering each axis the client must handle: prepaid and balance, VIRTUAL and
 * PHYSICAL, DEBIT and CREDIT, USD and EUR, with and without fees, and one ARCHIVED program
 * that must never be offered for new cards.
 */
export interface ProgramRow {
  id: string;
  name: string;
  brand: 'VISA' | 'MASTERCARD';
  account_currency: 'USD' | 'EUR';
  currency_id: string;
  type: 'CREDIT' | 'DEBIT';
  form_factor: 'VIRTUAL' | 'PHYSICAL';
  sub_account_type: 'prepaid' | 'balance';
  status: 'ACTIVE' | 'ARCHIVED';
  max_cards: number;
  realtime_auth: boolean;
  tokenizable: boolean;
  card_issuing_fee: string | null;
  card_monthly_fee: string | null;
  /** Smallest first top-up of a prepaid card (null: none required). */
  initial_topup: string | null;
  description: string;
  /** Top-up order types the program accepts (API.md Program.order_types). */
  order_types: string[];
  /** Balance programs with bank rails get an IBAN on each sub-account. */
  has_iban: boolean;
}

export const PROGRAMS: ProgramRow[] = [
  {
    id: 'prog-visa-virtual-prepaid-usd',
    name: 'Visa Virtual Prepaid',
    brand: 'VISA',
    account_currency: 'USD',
    currency_id: USD_ID,
    type: 'DEBIT',
    form_factor: 'VIRTUAL',
    sub_account_type: 'prepaid',
    status: 'ACTIVE',
    max_cards: 10,
    realtime_auth: false,
    tokenizable: true,
    card_issuing_fee: '5.00',
    card_monthly_fee: '1.00',
    initial_topup: '10.00',
    description: 'A virtual Visa for online purchases, funded card by card from your wallet.',
    order_types: ['TRANSFER_CARD_PREPAID', 'CARD_ISSUING_FEE'],
    has_iban: false,
  },
  {
    id: 'prog-mc-virtual-balance-eur',
    name: 'Mastercard Virtual Balance',
    brand: 'MASTERCARD',
    account_currency: 'EUR',
    currency_id: EUR_ID,
    type: 'DEBIT',
    form_factor: 'VIRTUAL',
    sub_account_type: 'balance',
    status: 'ACTIVE',
    max_cards: 5,
    realtime_auth: true,
    tokenizable: true,
    card_issuing_fee: null,
    card_monthly_fee: '2.00',
    initial_topup: null,
    description: 'Several virtual Mastercards sharing one euro balance with its own IBAN.',
    order_types: ['TRANSFER_CARD_SUBACCOUNT', 'DEPOSIT_ISSUING_SA_CRYPTO_EXT', 'DEPOSIT_ISSUING_SA_SEPA_EXT'],
    has_iban: true,
  },
  {
    id: 'prog-visa-physical-credit-usd',
    name: 'Visa Platinum Credit',
    brand: 'VISA',
    account_currency: 'USD',
    currency_id: USD_ID,
    type: 'CREDIT',
    form_factor: 'PHYSICAL',
    sub_account_type: 'balance',
    status: 'ACTIVE',
    max_cards: 2,
    realtime_auth: false,
    tokenizable: false,
    card_issuing_fee: '25.00',
    card_monthly_fee: '5.00',
    initial_topup: null,
    description: 'A physical metal card on a shared USD balance, delivered to your address.',
    order_types: ['TRANSFER_CARD_SUBACCOUNT', 'TRANSFER_CARD_WHOLESALE', 'DEPOSIT_ISSUING_SA_CRYPTO_EXT'],
    has_iban: false,
  },
  {
    id: 'prog-mc-physical-prepaid-eur',
    name: 'Mastercard Travel Prepaid',
    brand: 'MASTERCARD',
    account_currency: 'EUR',
    currency_id: EUR_ID,
    type: 'DEBIT',
    form_factor: 'PHYSICAL',
    sub_account_type: 'prepaid',
    status: 'ACTIVE',
    max_cards: 3,
    realtime_auth: false,
    tokenizable: true,
    card_issuing_fee: '15.00',
    card_monthly_fee: null,
    initial_topup: '20.00',
    description: 'A physical prepaid euro card for travel.',
    order_types: ['TRANSFER_CARD_PREPAID', 'CARD_ISSUING_FEE'],
    has_iban: false,
  },
  {
    id: 'prog-visa-virtual-prepaid-legacy',
    name: 'Visa Classic Prepaid (retired)',
    brand: 'VISA',
    account_currency: 'USD',
    currency_id: USD_ID,
    type: 'DEBIT',
    form_factor: 'VIRTUAL',
    sub_account_type: 'prepaid',
    status: 'ARCHIVED',
    max_cards: 10,
    realtime_auth: false,
    tokenizable: false,
    card_issuing_fee: '3.00',
    card_monthly_fee: '0.50',
    initial_topup: '5.00',
    description: 'No longer issued; existing cards keep working.',
    order_types: ['TRANSFER_CARD_PREPAID'],
    has_iban: false,
  },
];

export const programById = (id: string) => PROGRAMS.find((p) => p.id === id);

/**
 * The KYC rail a card program needs (its `kyc_rails_id`): the identity rail of the KYC module,
 * so a card is issued only to a wallet whose holder is verified (or whose whole KYC is approved).
 */
export const CARD_KYC_RAIL = 'rail_individual_basic';

const num = (v: string | null) => (v === null ? null : toWire(v));

/** The wire `Program` shape (API.md §12.4). */
export function programWire(p: ProgramRow): z.input<typeof Program> {
  return {
    id: p.id,
    name: p.name,
    brand: p.brand,
    account_currency: p.account_currency,
    kyc_rails_id: CARD_KYC_RAIL,
    vendor_id: 'vendor-sandbox-issuer',
    integration_vendor_id: 'integration-sandbox-issuer',
    description: p.description,
    icon: `/icons/${p.brand.toLowerCase()}.svg`,
    consent_text: `By issuing a ${p.name} card you accept the sandbox cardholder terms.`,
    type: p.type,
    form_factor: p.form_factor,
    sub_account_type: p.sub_account_type,
    max_cards: p.max_cards,
    realtime_auth: p.realtime_auth,
    tokenizable: p.tokenizable,
    card_issuing_fee: num(p.card_issuing_fee),
    card_monthly_fee: num(p.card_monthly_fee),
    initial_topup: num(p.initial_topup),
    status: p.status,
    order_types: p.order_types.map((t, i) => ({
      id: `${p.id}-ot-${i + 1}`,
      order_types_id: t,
      issuing_programs_id: p.id,
    })),
  };
}
