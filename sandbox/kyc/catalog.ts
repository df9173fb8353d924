import type { TermsItem } from '../../src/contract/kyc.ts';

export type { TermsItem };

/**
 * The rails a wallet can be verified for. Ids are stable: order types and cards reference them
 * (engineer F's order catalogue names the rail an order type needs).
 */
export interface RailDef {
  id: string;
  name: string;
  code: string | null;
  terms_and_conditions: TermsItem[];
  /** Rails that must be APPROVED before this one can be submitted. */
  requires: string[];
}

export const RAIL_INDIVIDUAL_BASIC = 'rail_individual_basic';
export const RAIL_US_BANKING = 'rail_us_banking';
export const RAIL_EU_BANKING = 'rail_eu_banking';

const PLATFORM_TERMS: TermsItem = {
  title: 'Terms of service',
  link: 'https://sandbox.example/legal/terms',
  description: 'How the platform holds and moves your funds.',
};
const PRIVACY: TermsItem = {
  title: 'Privacy policy',
  link: 'https://sandbox.example/legal/privacy',
  description: 'Which identity data we keep and who we share it with.',
};

export const RAILS: RailDef[] = [
  {
    id: RAIL_INDIVIDUAL_BASIC,
    name: 'Identity verification',
    code: 'BASIC',
    terms_and_conditions: [PLATFORM_TERMS, PRIVACY],
    requires: [],
  },
  {
    id: RAIL_US_BANKING,
    name: 'US bank transfers (ACH and wire)',
    code: 'US_BANKING',
    terms_and_conditions: [
      {
        title: 'US banking partner agreement',
        link: 'https://sandbox.example/legal/us-bank',
        description: 'Accounts and transfers in USD are provided by our US banking partner.',
      },
    ],
    requires: [RAIL_INDIVIDUAL_BASIC],
  },
  {
    id: RAIL_EU_BANKING,
    name: 'EU bank transfers (SEPA)',
    code: 'EU_BANKING',
    terms_and_conditions: [
      {
        title: 'EU payment institution terms',
        link: 'https://sandbox.example/legal/eu-bank',
        description: 'EUR accounts and SEPA transfers are provided by our EU payment institution.',
      },
    ],
    requires: [RAIL_INDIVIDUAL_BASIC],
  },
];

export const railById = (id: string) => RAILS.find((r) => r.id === id);
