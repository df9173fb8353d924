/** KYC: Sumsub token (core), entity and rails (v2), Persona (v2) — API.md §9. */
import * as z from 'zod';
import { Country } from './common.ts';
import { uploadRoute } from './storage.ts';
import {
  BENEFICIAL_OWNER_ROLES,
  BUSINESS_TYPES,
  CERTIFICATE_OF_REGISTRATION_DOC_TYPES,
  EMPLOYMENT_STATUSES,
  ENGAGE_IN_ACTIVITIES,
  GOV_ID_TYPES,
  ID_TYPES,
  KYC_ENTITY_TYPES,
  KYC_PURPOSES,
  KYC_STATUSES,
  PRIMARY_BUSINESSES,
  PROOF_OF_ADDRESS_TYPES,
  REGULATED_STATUSES,
  TAX_ID_TYPES,
  TRADE_TYPES,
  type TradeType,
  VENDORS_AND_COUNTERPARTIES,
} from './values/kyc.ts';
import { anyObject, bool, emptyBody, int, num, route, str, totalPage } from './wire.ts';

export const SumsubTokenBody = z.strictObject({ user_data_id: int });

export const SumsubToken = z.strictObject({ user_data_id: int, token: str });

export const TermsItem = z.strictObject({ title: str, link: str, description: str.nullable() });
export type TermsItem = z.output<typeof TermsItem>;

export const WalletRailExtraAction = z.strictObject({
  action: z.literal('verification'),
  type: str,
  full_name: str.nullable(),
  url: str,
});

export const WalletRail = z.strictObject({
  /** Read-only. */
  status: z.enum(KYC_STATUSES),
  message: str.nullable(),
  /** Default false. */
  terms_confirmed: bool,
  /** The accepted ones. */
  terms_and_conditions: z.array(TermsItem),
  extra_actions: z.array(WalletRailExtraAction).optional(),
});
export type WalletRail = z.output<typeof WalletRail>;

/** A rail type together with this wallet's state on it. */
export const KycRail = z.strictObject({
  /** = rail_id */
  id: str,
  name: str,
  code: str.nullable(),
  wallet_rail: WalletRail.nullable(),
  terms_and_conditions: z.array(TermsItem),
});
export type KycRail = z.output<typeof KycRail>;

export const PersonaInquiry = z.strictObject({ inquiryId: str });
export type PersonaInquiry = z.output<typeof PersonaInquiry>;

export const PersonaResumedInquiry = z.strictObject({ inquiryId: str, sessionId: str });
export type PersonaResumedInquiry = z.output<typeof PersonaResumedInquiry>;

// ---- entity (§9.1): every optional string is `string | null` ----

const s = str.nullable();
const os = s.optional();
const oneOfOrNull = <const V extends readonly [string, ...string[]]>(values: V) => z.enum(values).nullable();

export const KycAddress = z.strictObject({
  id: str.optional(),
  address_line1: os,
  address_line2: os,
  city: os,
  postal_code: os,
  state_province_region: os,
  country_id: int.nullable(),
  /** Read-only, embedded. */
  country: Country.nullable().optional(),
});

export const BeneficialOwner = z.strictObject({
  id: str.optional(),
  first_name: s,
  first_name_local: s,
  middle_name: s,
  middle_name_local: s,
  last_name: s,
  last_name_local: s,
  email: s,
  phone: s,
  date_of_birth: s,
  country_of_birth: s,
  nationality: s,
  business_title: s,
  role: oneOfOrNull(BENEFICIAL_OWNER_ROLES).optional(),
  has_control: bool.nullable(),
  has_ownership: bool.nullable(),
  is_signer: bool.nullable(),
  share_proportion: s,
  relationship_established_at: s,
  tax_identification_number: s,
  gov_id_type: oneOfOrNull(GOV_ID_TYPES),
  gov_id_number: s,
  gov_id_country: s,
  gov_id_issuance_authority: s,
  gov_id_issuance_date: s,
  gov_id_expiration_date: s,
  gov_id_front_url: s,
  gov_id_back_url: s,
  proof_of_address_type: oneOfOrNull(PROOF_OF_ADDRESS_TYPES),
  proof_of_address_url: s,
  auth_letter_url: s,
  supplementary_info: s,
  supplementary_url: s,
  selfie_url: os,
  address: KycAddress.nullable().optional(),
});

export const DueDiligenceForm = z.strictObject({
  general_info: anyObject,
  contact_person_info: anyObject,
  legal_representative_info: anyObject,
  directors_info: z.array(anyObject),
  ownership_structure: z.array(anyObject),
});

/**
 * The wallet's KYC entity. Only `type`, `status`, `dao_status` and `transmits_customer_funds` are
 * always present.
 */
export const KycEntity = z.strictObject({
  type: z.enum(KYC_ENTITY_TYPES),
  /** Default UNVERIFIED. */
  status: z.enum(KYC_STATUSES),
  dao_status: bool.nullable(),
  transmits_customer_funds: bool.nullable(),

  // person
  first_name: os,
  first_name_local: os,
  middle_name: os,
  middle_name_local: os,
  last_name: os,
  last_name_local: os,
  date_of_birth: os,
  country_of_birth: os,
  nationality: os,
  email: os,
  phone: os,
  selfie_url: os,
  occupation: os,
  occupation_other: os,
  annual_salary: os,
  employment_status: oneOfOrNull(EMPLOYMENT_STATUSES).optional(),
  employment_description: os,

  // identity documents
  id_type: oneOfOrNull(ID_TYPES).optional(),
  id_number: os,
  additional_id_type: os,
  additional_id_number: os,
  gov_id_type: oneOfOrNull(GOV_ID_TYPES).optional(),
  gov_id_number: os,
  gov_id_country: os,
  gov_id_issuance_authority: os,
  gov_id_issuance_date: os,
  gov_id_expiration_date: os,
  gov_id_front_url: os,
  gov_id_back_url: os,
  gov_id_hand_hold_url: os,
  proof_of_address_type: oneOfOrNull(PROOF_OF_ADDRESS_TYPES).optional(),
  proof_of_address_url: os,

  // business
  business_name: os,
  business_name_local: os,
  trade_name: os,
  business_description: os,
  business_industry: os,
  business_type: oneOfOrNull(BUSINESS_TYPES).optional(),
  registration_number: os,
  incorporation_number: os,
  certificate_number: os,
  formation_date: os,
  website: os,
  license_expiration_date: os,
  export_country: os,
  product_service_category: os,
  description_of_business_nature: os,
  primary_business: oneOfOrNull(PRIMARY_BUSINESSES).optional(),
  trade_type: z
    .enum(TRADE_TYPES as readonly [TradeType, ...TradeType[]])
    .nullable()
    .optional(),
  regulated_status: oneOfOrNull(REGULATED_STATUSES).optional(),
  business_jurisdictions: z.array(str).nullable().optional(),
  funds_send_receive_jurisdictions: z.array(str).nullable().optional(),
  engage_in_activities: z.array(z.enum(ENGAGE_IN_ACTIVITIES)).nullable().optional(),
  vendors_and_counterparties: z.array(z.enum(VENDORS_AND_COUNTERPARTIES)).nullable().optional(),
  compliance_screening_explanation: os,

  // business documents
  articles_of_association_url: os,
  business_registration_doc_url: os,
  certificate_of_incumbency_url: os,
  certificate_of_registration_doc_url: os,
  constitution_or_annual_report_url: os,
  formation_doc_url: os,
  partnership_deed_url: os,
  partnership_mins_of_meeting_url: os,
  proof_of_ownership_url: os,
  share_structure_url: os,
  ubo_declaration_url: os,
  regulatory_license_url: os,
  supplementary_url: os,
  supplementary_info: os,
  certificate_of_registration_doc_type: oneOfOrNull(CERTIFICATE_OF_REGISTRATION_DOC_TYPES).optional(),

  // tax, purpose and volumes (volumes are strings on the wire)
  tax_identification_number: os,
  tax_identification_number_type: oneOfOrNull(TAX_ID_TYPES).optional(),
  purpose: oneOfOrNull(KYC_PURPOSES).optional(),
  purpose_other: os,
  source_of_funds: os,
  expected_monthly_volume: os,
  monthly_deposits: os,
  monthly_withdrawals: os,
  monthly_crypto_deposits: os,
  monthly_crypto_withdrawals: os,
  monthly_investment_deposit: os,
  monthly_investment_withdrawal: os,
  monthly_crypto_investment_deposit: os,
  monthly_crypto_investment_withdrawal: os,
  usd_value_of_crypto: os,
  usd_value_of_fiat: os,
  total_assets: os,

  // questionnaires
  aml_questionnaire: anyObject.nullable().optional(),
  sof_eu_questionnaire: anyObject.nullable().optional(),
  due_diligence_form: DueDiligenceForm.nullable().optional(),

  // addresses and owners
  address: KycAddress.nullable().optional(),
  physical_address: KycAddress.nullable().optional(),
  beneficial_owners: z.array(BeneficialOwner).nullable().optional(),
});
export type KycEntity = z.output<typeof KycEntity>;

/**
 * The entity as its owner edits it (PATCH, API.md §19): every field of KycEntity but `status`, each
 * optional; the keys the request leaves out keep their stored values.
 */
export const KycEntityPatch = KycEntity.omit({ status: true }).partial();
export type KycEntityPatch = z.input<typeof KycEntityPatch>;

// ---- rail forms (API.md §19: GET /kyc/forms/{rail_id}) ----

export const FORM_FIELD_TYPES = [
  'text',
  'email',
  'password',
  'radio',
  'select',
  'checkbox',
  'textarea',
  'number',
  'date',
  'switch',
  'file',
] as const;

const optionValue = z.union([str, num, bool]);

export const FormField = z.strictObject({
  name: str,
  /** The platform's text (not translated). */
  label: str,
  type: z.enum(FORM_FIELD_TYPES),
  placeholder: str.optional(),
  required: bool.optional(),
  order: num.optional(),
  rows: num.optional(),
  value: z.unknown().optional(),
  /** For a file field: the media types or extensions it takes, as in an input's `accept`. */
  accept: str.optional(),
  options: z.array(z.strictObject({ label: str, value: optionValue })).optional(),
  validation: z
    .strictObject({
      pattern: str.optional(),
      /** The platform's sentence for a value that breaks `pattern`. */
      message: str.optional(),
      minLength: num.optional(),
      maxLength: num.optional(),
      min: num.optional(),
      max: num.optional(),
    })
    .optional(),
});
export type FormField = z.output<typeof FormField>;

export interface FormGroup {
  label: string;
  name?: string;
  isArray?: boolean;
  fields: FormNode[];
}
export interface FormNode {
  type: 'field' | 'group';
  field?: FormField;
  group?: FormGroup;
}
export const FormGroup: z.ZodType<FormGroup> = z.lazy(() =>
  z.strictObject({
    label: str,
    name: str.optional(),
    isArray: bool.optional(),
    fields: z.array(FormNode),
  }),
);
export const FormNode: z.ZodType<FormNode> = z.lazy(() =>
  z.strictObject({
    type: z.enum(['field', 'group']),
    field: FormField.optional(),
    group: FormGroup.optional(),
  }),
);

const RAIL = '/kyc/{wallet_id}/rails/{rail_id}';

export const kycRoutes = {
  sumsubToken: route({
    service: 'core',
    method: 'POST',
    path: '/kyc/sumsub/generate_token',
    body: SumsubTokenBody,
    response: SumsubToken,
  }),
  /** 403 no access; 404 none yet. */
  entity: route({ service: 'v2', method: 'GET', path: '/kyc/{wallet_id}/entity', response: KycEntity }),
  rails: route({
    service: 'v2',
    method: 'GET',
    path: '/kyc/{wallet_id}/rails',
    response: totalPage(KycRail),
  }),
  rail: route({ service: 'v2', method: 'GET', path: RAIL, response: KycRail }),
  /** Submit the wallet for this rail. 400 = already processed; 403 unless owner/admin. */
  submitRail: route({ service: 'v2', method: 'POST', path: RAIL, body: emptyBody, response: KycRail }),
  acceptTerms: route({
    service: 'v2',
    method: 'POST',
    path: `${RAIL}/terms-and-conditions`,
    body: emptyBody,
    response: KycRail,
  }),
  /** The owner edits the entity (API.md §19); 403 for anyone else. */
  patchEntity: route({
    service: 'v2',
    method: 'PATCH',
    path: '/kyc/{wallet_id}/entity',
    body: KycEntityPatch,
    response: KycEntity,
  }),
  /** The questions a rail asks, as a tree (API.md §19); answers are entity fields by name. */
  forms: route({ service: 'v2', method: 'GET', path: '/kyc/forms/{rail_id}', response: z.array(FormNode) }),
  /** A document for a form's file field (API.md §18): multipart, field `file`; 201 `{ fullPath }`. */
  upload: uploadRoute('/storage/kyc'),
  /** 403 unless owner. */
  personaInit: route({
    service: 'v2',
    method: 'POST',
    path: '/persona/inquiries/init/{wallet_id}/{type}',
    params: z.strictObject({ type: z.enum(KYC_ENTITY_TYPES) }),
    body: emptyBody,
    response: PersonaInquiry,
  }),
  /** 404 = inquiry not found. */
  personaResume: route({
    service: 'v2',
    method: 'POST',
    path: '/persona/inquiries/{wallet_id}/{inquiry_id}/resume',
    body: emptyBody,
    response: PersonaResumedInquiry,
  }),
};
