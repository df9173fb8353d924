import { EUR_ID, USD_ID } from '../system/catalog.ts';

/**
 * The providers behind the platform's rails, as `/developer/vendors/list` shows them to
 * developers (Vendor: id, name, type, currency, currency_id). Fixed sandbox data.
 */
export const VENDORS = [
  {
    id: 'vnd_sandbox_us_bank',
    name: 'Sandbox US Bank',
    type: 'BANKING',
    currency: 'USD',
    currency_id: USD_ID,
  },
  {
    id: 'vnd_sandbox_eu_emi',
    name: 'Sandbox EU Payments',
    type: 'BANKING',
    currency: 'EUR',
    currency_id: EUR_ID,
  },
  {
    id: 'vnd_sandbox_cards',
    name: 'Sandbox Card Issuer',
    type: 'CARD_ISSUING',
    currency: 'USD',
    currency_id: USD_ID,
  },
];
