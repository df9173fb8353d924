import type { Country, FormField, FormNode, KycEntityType } from '../../../api/types';
import type { MessageKey } from '../../../i18n';

/**
 * The entity's editable details (API.md §9.1) as a form tree of our own, so the owner's editor is
 * drawn and checked by the same renderer and rules as a rail's form. Labels are message keys (our
 * words, through t()). Only what a person can tell about themselves is here: the status, document
 * images and questionnaires belong to the reviews.
 */
type Key = MessageKey & `kycforms.entity.${string}`;

const field = (
  name: string,
  label: Key,
  type: FormField['type'],
  more: Partial<FormField> = {},
): FormNode => ({
  type: 'field',
  field: { name, label, type, ...more },
});

const group = (label: Key, fields: FormNode[], name?: string): FormNode => ({
  type: 'group',
  group: { label, fields, ...(name ? { name } : {}) },
});

const NAME = { validation: { maxLength: 100 } };

export function entityForm(type: KycEntityType, countries: Country[]): FormNode[] {
  const countryOptions = countries.map((c) => ({ label: c.name, value: c.id }));
  const person = group('kycforms.entity.person', [
    field('first_name', 'kycforms.entity.firstName', 'text', { required: true, ...NAME }),
    field('middle_name', 'kycforms.entity.middleName', 'text', NAME),
    field('last_name', 'kycforms.entity.lastName', 'text', { required: true, ...NAME }),
    field('date_of_birth', 'kycforms.entity.dateOfBirth', 'date'),
    field('nationality', 'kycforms.entity.nationality', 'select', {
      options: countries.flatMap((c) => (c.iso2 ? [{ label: c.name, value: c.iso2 }] : [])),
    }),
    field('email', 'kycforms.entity.email', 'email'),
    field('phone', 'kycforms.entity.phone', 'text', {
      validation: { pattern: '\\+?[0-9 ()-]{6,20}', maxLength: 20 },
    }),
    field('occupation', 'kycforms.entity.occupation', 'text', NAME),
  ]);
  const business = group('kycforms.entity.business', [
    field('business_name', 'kycforms.entity.businessName', 'text', { required: true, ...NAME }),
    field('trade_name', 'kycforms.entity.tradeName', 'text', NAME),
    field('registration_number', 'kycforms.entity.registrationNumber', 'text', NAME),
    field('formation_date', 'kycforms.entity.formationDate', 'date'),
    field('website', 'kycforms.entity.website', 'text', {
      validation: { pattern: 'https?://\\S+\\.\\S+', maxLength: 200 },
    }),
    field('business_description', 'kycforms.entity.businessDescription', 'textarea', {
      rows: 3,
      validation: { maxLength: 500 },
    }),
  ]);
  const address = group(
    'kycforms.entity.address',
    [
      field('address_line1', 'kycforms.entity.addressLine1', 'text', { validation: { maxLength: 100 } }),
      field('address_line2', 'kycforms.entity.addressLine2', 'text', { validation: { maxLength: 100 } }),
      field('city', 'kycforms.entity.city', 'text', { validation: { maxLength: 60 } }),
      field('postal_code', 'kycforms.entity.postalCode', 'text', { validation: { maxLength: 20 } }),
      field('state_province_region', 'kycforms.entity.region', 'text', { validation: { maxLength: 60 } }),
      field('country_id', 'kycforms.entity.country', 'select', { options: countryOptions }),
    ],
    'address',
  );
  return type === 'business' ? [business, person, address] : [person, address];
}
