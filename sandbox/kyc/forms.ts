import type * as z from 'zod';
import type { FormField, FormNode } from '../../src/contract/kyc.ts';
import { KYC_UPLOAD } from '../../src/shared/upload-rules.ts';
import { COUNTRIES } from '../system/countries.ts';
import { RAIL_US_BANKING } from './catalog.ts';

/**
 * The questions a rail asks beyond the identity check (GET /kyc/forms/{rail_id}, API.md §19), in
 * the platform's words. What a real platform does, written down since API.md does not show it:
 * each field's `name` is a KycEntity key and a named group a nested entity object (an `isArray`
 * group a list of them), so the answers are saved with PATCH /kyc/{wallet_id}/entity and the rail
 * is then submitted; submitting refuses a rail whose form the entity does not yet answer. The US
 * banking partner asks what a US bank must know of a customer (a Bridge- or Stripe-like customer
 * profile): tax id, occupation, home address, source of funds, a proof of address. The identity
 * rail is the provider's own flow and the EU rail asks nothing more: their forms are empty.
 */
type Field = z.input<typeof FormField>;

const field = (f: Field): FormNode => ({ type: 'field', field: f });
const group = (label: string, fields: FormNode[], name?: string, isArray?: boolean): FormNode => ({
  type: 'group',
  group: { label, fields, ...(name ? { name } : {}), ...(isArray ? { isArray } : {}) },
});

const US_BANKING_FORM: FormNode[] = [
  group('About you', [
    field({ name: 'email', label: 'Email for bank notices', type: 'email', required: true, order: 1 }),
    field({ name: 'date_of_birth', label: 'Date of birth', type: 'date', required: true, order: 2 }),
    field({
      name: 'tax_identification_number',
      label: 'Social Security number (SSN) or ITIN',
      type: 'text',
      placeholder: '123-45-6789',
      required: true,
      order: 3,
      validation: {
        pattern: '\\d{3}-?\\d{2}-?\\d{4}',
        message: 'Enter the 9 digits of your SSN or ITIN, like 123-45-6789.',
      },
    }),
    field({
      name: 'employment_status',
      label: 'Employment status',
      type: 'radio',
      required: true,
      order: 4,
      options: [
        { label: 'Employed', value: 'EMPLOYEE' },
        { label: 'Self-employed', value: 'SELF_EMPLOYED' },
        { label: 'Retired', value: 'RETIRED' },
        { label: 'Not employed', value: 'UNEMPLOYED' },
        { label: 'Other', value: 'OTHER' },
      ],
    }),
    field({
      name: 'occupation',
      label: 'Occupation',
      type: 'select',
      required: true,
      order: 5,
      options: [
        { label: 'Software engineer', value: 'software_engineer' },
        { label: 'Teacher', value: 'teacher' },
        { label: 'Healthcare worker', value: 'healthcare' },
        { label: 'Business owner', value: 'business_owner' },
        { label: 'Student', value: 'student' },
        { label: 'Other', value: 'other' },
      ],
    }),
    field({
      name: 'annual_salary',
      label: 'Yearly income (USD)',
      type: 'number',
      required: true,
      order: 6,
      validation: { min: 0, max: 100_000_000 },
    }),
  ]),
  group(
    'Home address',
    [
      field({
        name: 'address_line1',
        label: 'Street and number',
        type: 'text',
        required: true,
        validation: { minLength: 3, maxLength: 100 },
      }),
      field({ name: 'city', label: 'City', type: 'text', required: true, validation: { maxLength: 60 } }),
      field({
        name: 'postal_code',
        label: 'ZIP code',
        type: 'text',
        required: true,
        validation: { pattern: '\\d{5}(-\\d{4})?', message: 'Enter a 5-digit ZIP code, like 10001.' },
      }),
      field({
        name: 'country_id',
        label: 'Country',
        type: 'select',
        required: true,
        options: COUNTRIES.map((c) => ({ label: c.name, value: c.id })),
      }),
    ],
    'address',
  ),
  group('Your money', [
    field({
      name: 'source_of_funds',
      label: 'Where does the money you will deposit come from?',
      type: 'textarea',
      rows: 3,
      required: true,
      placeholder: 'For example: my salary from Acme Inc.',
      validation: { minLength: 10, maxLength: 500 },
    }),
    field({
      name: 'engage_in_activities',
      label: 'Will you receive money from any of these?',
      type: 'checkbox',
      options: [
        { label: 'None of these', value: 'NONE' },
        { label: 'Gambling', value: 'GAMBLING' },
        { label: 'Adult entertainment', value: 'ADULT_ENTERTAINMENT' },
        { label: 'Firearms', value: 'FIREARMS' },
      ],
      required: true,
    }),
    field({
      name: 'transmits_customer_funds',
      label: 'I move money on behalf of other people',
      type: 'switch',
    }),
  ]),
  group('Proof of address', [
    field({
      name: 'proof_of_address_type',
      label: 'Document type',
      type: 'select',
      required: true,
      options: [
        { label: 'Utility bill', value: 'UTILITY_BILL' },
        { label: 'Bank statement', value: 'BANK_STATEMENT' },
        { label: 'Rental agreement', value: 'RENTAL_AGREEMENT' },
        { label: 'Tax document', value: 'TAX_DOCUMENT' },
      ],
    }),
    field({
      name: 'proof_of_address_url',
      label: 'Photo or scan of the document',
      type: 'file',
      required: true,
      accept: KYC_UPLOAD.types.join(','),
    }),
  ]),
  group(
    'Declarations',
    [
      field({
        name: 'document_is_current',
        label: 'The document shows my name and this address and is less than 3 months old',
        type: 'checkbox',
        required: true,
      }),
    ],
    'aml_questionnaire',
  ),
];

const FORMS: Record<string, FormNode[]> = { [RAIL_US_BANKING]: US_BANKING_FORM };

/** The form a rail asks (empty when it asks nothing beyond its terms). */
export const railForm = (railId: string): FormNode[] => FORMS[railId] ?? [];

/** A form's fields with where each answer lives in the entity (`address.city`; `[]` for lists). */
export function formFields(nodes: FormNode[], prefix = ''): { path: string; field: FormField }[] {
  return nodes.flatMap((n) => {
    if (n.field) return [{ path: `${prefix}${n.field.name}`, field: n.field as FormField }];
    if (!n.group) return [];
    const inner = n.group.name ? `${prefix}${n.group.name}${n.group.isArray ? '[]' : ''}.` : prefix;
    return formFields(n.group.fields, inner);
  });
}
