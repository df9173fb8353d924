/** KYC, Sumsub and Persona wire types (API.md §9, §18 storage upload). */
import type { Country } from './common';

export const KYC_STATUSES = [
  'APPROVED',
  'DECLINED',
  'PENDING',
  'HOLD',
  'DOUBLE',
  'SOFT_REJECT',
  'REJECT',
  'UNVERIFIED',
  'WAITING_ON_UBOS',
  'WAITING_ON_REVIEW',
] as const;
export type KYCStatus = (typeof KYC_STATUSES)[number];
export const DEFAULT_KYC_STATUS: KYCStatus = 'UNVERIFIED';

/** Also the persona inquiry `{type}` and wallet `kyc_info.type`. */
export const KYC_ENTITY_TYPES = ['individual', 'business', 'universal'] as const;
export type KycEntityType = (typeof KYC_ENTITY_TYPES)[number];

// ---- Sumsub (core) ----

export interface SumsubTokenBody {
  user_data_id: number;
}

export interface SumsubToken {
  user_data_id: number;
  token: string;
}

// ---- rails ----

export interface TermsItem {
  title: string;
  link: string;
  description: string | null;
}

export interface WalletRailExtraAction {
  action: 'verification';
  type: string;
  full_name: string | null;
  url: string;
}

export interface WalletRail {
  /** Read-only. */
  status: KYCStatus;
  message: string | null;
  /** Default false. */
  terms_confirmed: boolean;
  /** The accepted ones. */
  terms_and_conditions: TermsItem[];
  extra_actions?: WalletRailExtraAction[];
}

/** A rail type together with this wallet's state on it. */
export interface KycRail {
  /** = rail_id */
  id: string;
  name: string;
  code: string | null;
  wallet_rail: WalletRail | null;
  terms_and_conditions: TermsItem[];
}

// ---- Persona (v2) ----

export interface PersonaInquiry {
  inquiryId: string;
}

export interface PersonaResumedInquiry {
  inquiryId: string;
  sessionId: string;
}

// ---- storage (v2 §18) ----

export interface StoredFile {
  fullPath: string;
}

// ---- entity (§9.1) ----

export const EMPLOYMENT_STATUSES = ['EMPLOYEE', 'SELF_EMPLOYED', 'RETIRED', 'UNEMPLOYED', 'OTHER'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

export const ID_TYPES = ['PASSPORT', 'ID_CARD', 'DRIVERS', 'NIN'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const GOV_ID_TYPES = ['PASSPORT', 'ID_CARD', 'DRIVERS'] as const;
export type GovIdType = (typeof GOV_ID_TYPES)[number];

export const PROOF_OF_ADDRESS_TYPES = [
  'UTILITY_BILL',
  'BANK_STATEMENT',
  'RENTAL_AGREEMENT',
  'TAX_DOCUMENT',
] as const;
export type ProofOfAddressType = (typeof PROOF_OF_ADDRESS_TYPES)[number];

export const BUSINESS_TYPES = [
  'cooperative',
  's_corporation',
  'b_corporation',
  'c_corporation',
  'close_corporation',
  'nonprofit_corporation',
  'general_partnership',
  'limited_partnership',
  'limited_liability_company',
  'other',
  'sole_proprietorship',
  'trust',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const REGULATED_STATUSES = ['REGULATED', 'REGISTERED', 'LICENSED', 'NONE', 'NOT_REQUIRED'] as const;
export type RegulatedStatus = (typeof REGULATED_STATUSES)[number];

export const ENGAGE_IN_ACTIVITIES = [
  'NONE',
  'ADULT_ENTERTAINMENT',
  'DRUGS',
  'FIREARMS',
  'GAMBLING',
  'MARIJUANA',
  'TUMBLING',
] as const;
export type EngageInActivity = (typeof ENGAGE_IN_ACTIVITIES)[number];

export const VENDORS_AND_COUNTERPARTIES = [
  'SELF',
  'MERCHANTS_SUPPLIERS',
  'CUSTOMERS',
  'EMPLOYEES',
  'CONTRACTORS',
  'FRIENDS',
  'FAMILY',
] as const;
export type VendorOrCounterparty = (typeof VENDORS_AND_COUNTERPARTIES)[number];

export const CERTIFICATE_OF_REGISTRATION_DOC_TYPES = [
  'ACRA',
  'GST',
  'MSME',
  'CERTIFICATE_OF_REGISTRATION',
] as const;
export type CertificateOfRegistrationDocType = (typeof CERTIFICATE_OF_REGISTRATION_DOC_TYPES)[number];

export const TAX_ID_TYPES = ['EIN', 'SSN', 'VAT', 'TIN', 'UTR'] as const;
export type TaxIdType = (typeof TAX_ID_TYPES)[number];

export const KYC_PURPOSES = [
  'charitable_donations',
  'ecommerce_retail_payments',
  'investment_purposes',
  'other',
  'payments_to_friends_or_family_abroad',
  'payroll',
  'personal_or_living_expenses',
  'protect_wealth',
  'purchase_goods_and_services',
  'receive_payments_for_goods_and_services',
  'tax_optimization',
  'third_party_money_transmission',
  'treasury_management',
  'operating_a_company',
  'receive_payment_for_freelancing',
  'receive_salary',
] as const;
export type KycPurpose = (typeof KYC_PURPOSES)[number];

export const BENEFICIAL_OWNER_ROLES = [
  'OWNER_OR_OPERATOR',
  'PARTNER',
  'UBO',
  'DIRECTOR_CONTROL_PERSON_OR_LEGAL_REP',
  'AGENT_OR_AUTHORISED_PERSON',
] as const;
export type BeneficialOwnerRole = (typeof BENEFICIAL_OWNER_ROLES)[number];

export const PRIMARY_BUSINESSES = [
  'ACCOUNTANCY',
  'ADULT_ENTERTAINMENT',
  'ADULT_PRODUCTS',
  'ADVERTISING_MARKETING_PR',
  'ADVISOR',
  'AEROSPACE',
  'AGRICULTURE',
  'ALCOHOL',
  'ARCHITECTURE',
  'ARTS_ANTIQUES',
  'ASSET_WEALTH_MANAGEMENT',
  'ATM',
  'AUTOMOBILE_CAR_PARTS',
  'AUTOMOBILE_LUXURY',
  'BANK_FOREIGN',
  'BANK_US',
  'BARS_RESTAURANTS',
  'BIO_SCIENCE',
  'BOOKS_MAGAZINES_NEWSPAPERS',
  'BROADCASTERS_RADIO_TV',
  'BROKER',
  'BUILDING_MATERIALS',
  'CALL_CENTER',
  'CASINO_GAMBLING',
  'CHARITY',
  'CHEMICAL_MANUFACTURING',
  'CLOTHING_TEXTILES',
  'COMMODITIES',
  'COMPANY_FORMATION',
  'CONSTRUCTION_TRADES',
  'CRYPTO_MSB_FOREIGN',
  'CRYPTO_MSB_US',
  'CYBER_SECURITY',
  'DATA_STORAGE_PROCESSING',
  'DEFI_EXCHANGE',
  'ECOMMERCE',
  'ELECTRONICS_MOBILE_PHONES',
  'ENGINEERING',
  'EVENT_PLANNING',
  'FITNESS_EQUIPMENT',
  'FOOD_BEVERAGE',
  'FOUNDATION',
  'FREIGHT_LOGISTICS_SHIPPING',
  'GOVERNMENT_FOREIGN',
  'GOVERNMENT_US',
  'HEALTH_SUPPLEMENTS',
  'HEAVY_EQUIPMENT',
  'HISTORICAL_CULTURAL_ARTIFACTS',
  'HNWI',
  'HOSPITALITY',
  'HOSPITALS_CARE_FACILITIES',
  'IMPORT_EXPORT',
  'INDUSTRIAL_EQUIPMENT',
  'INFLUENCER_SOCIAL_MEDIA',
  'INSURANCE',
  'INSURANCE_INSURANCE_COMPANIES',
  'INVESTMENT_FIRMS',
  'IT_MANAGED_SERVICES',
  'LEGAL_SERVICES',
  'LOAN',
  'LOGGING_TIMBER_PAPER_MILLS',
  'LUXURY_GOODS',
  'LUXURY_GOODS_BROKER',
  'MINER',
  'MINING_EXTRACTION',
  'MULTILEVEL_MARKETING',
  'MUSIC_PRODUCTION',
  'NFT',
  'NON_BANK_CUSTODIAN',
  'NON_CRYPTO_MSB_FOREIGN',
  'NON_CRYPTO_MSB_US',
  'OIL_GAS',
  'PAWN_BROKERS',
  'PAYMENT_PROCESSOR',
  'PAYROLL',
  'PENSION',
  'POLITICAL_PARTY_GROUP',
  'POOLED_INVESTMENT',
  'PRECIOUS_METALS',
  'PRIVATE_EQUITY',
  'PRIVATE_JET_CHARTER',
  'PROP_TRADING',
  'PUBLIC',
  'REAL_ESTATE_INVESTMENT',
  'RETAILER_DURABLE',
  'RETAILER_NON_DURABLE',
  'SCHOOL_UNIVERSITY',
  'SECURITY',
  'SOFTWARE',
  'SOFTWARE_BLOCKCHAIN_CRYPTO',
  'SPORTING_PROFESSIONAL_CLUB',
  'SPV',
  'STATE_FOREIGN',
  'STATE_US',
  'SUPRANATIONAL_BODY',
  'TAX_ADVISORS',
  'TAXI_PRIVATE_TRANSPORT',
  'TELECOMMUNICATIONS',
  'TOBACCO',
  'TOKEN_PROJECT',
  'TRAVEL',
  'TRUST_CORP',
  'TRUST_PERSONAL',
  'UTILITIES_WATER_GAS_ELECTRIC',
  'VENTURE_CAPITAL',
  'VIDEO_GAMES',
  'WASTE_MANAGEMENT_RECYCLING',
  'WEAPONS_MANUFACTURER',
  'WEAPONS_MILITARY_SERVICES',
  'WHV',
  'WHOLESALER_DURABLE',
  'WHOLESALER_NON_DURABLE',
] as const;
export type PrimaryBusiness = (typeof PRIMARY_BUSINESSES)[number];

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
/** Two-digit strings "00" … "41". */
export type TradeType = `${'0' | '1' | '2' | '3'}${Digit}` | '40' | '41';
export const TRADE_TYPES: readonly TradeType[] = Array.from(
  { length: 42 },
  (_, i) => String(i).padStart(2, '0') as TradeType,
);

export interface KycAddress {
  id?: string;
  address_line1?: string | null;
  address_line2?: string | null;
  city?: string | null;
  postal_code?: string | null;
  state_province_region?: string | null;
  country_id: number | null;
  /** Read-only, embedded. */
  country?: Country | null;
}

type S = string | null;

export interface BeneficialOwner {
  id?: string;
  first_name: S;
  first_name_local: S;
  middle_name: S;
  middle_name_local: S;
  last_name: S;
  last_name_local: S;
  email: S;
  phone: S;
  date_of_birth: S;
  country_of_birth: S;
  nationality: S;
  business_title: S;
  role?: BeneficialOwnerRole | null;
  has_control: boolean | null;
  has_ownership: boolean | null;
  is_signer: boolean | null;
  share_proportion: S;
  relationship_established_at: S;
  tax_identification_number: S;
  gov_id_type: GovIdType | null;
  gov_id_number: S;
  gov_id_country: S;
  gov_id_issuance_authority: S;
  gov_id_issuance_date: S;
  gov_id_expiration_date: S;
  gov_id_front_url: S;
  gov_id_back_url: S;
  proof_of_address_type: ProofOfAddressType | null;
  proof_of_address_url: S;
  auth_letter_url: S;
  supplementary_info: S;
  supplementary_url: S;
  selfie_url?: S;
  address?: KycAddress | null;
}

export interface DueDiligenceForm {
  general_info: object;
  contact_person_info: object;
  legal_representative_info: object;
  directors_info: object[];
  ownership_structure: object[];
}

/**
 * The wallet's KYC entity. Only `type`, `status`, `dao_status` and `transmits_customer_funds` are
 * always present; every optional string is `string | null`.
 */
export interface KycEntity {
  type: KycEntityType;
  /** Default UNVERIFIED. */
  status: KYCStatus;
  dao_status: boolean | null;
  transmits_customer_funds: boolean | null;

  // person
  first_name?: S;
  first_name_local?: S;
  middle_name?: S;
  middle_name_local?: S;
  last_name?: S;
  last_name_local?: S;
  date_of_birth?: S;
  country_of_birth?: S;
  nationality?: S;
  email?: S;
  phone?: S;
  selfie_url?: S;
  occupation?: S;
  occupation_other?: S;
  annual_salary?: S;
  employment_status?: EmploymentStatus | null;
  employment_description?: S;

  // identity documents
  id_type?: IdType | null;
  id_number?: S;
  additional_id_type?: S;
  additional_id_number?: S;
  gov_id_type?: GovIdType | null;
  gov_id_number?: S;
  gov_id_country?: S;
  gov_id_issuance_authority?: S;
  gov_id_issuance_date?: S;
  gov_id_expiration_date?: S;
  gov_id_front_url?: S;
  gov_id_back_url?: S;
  gov_id_hand_hold_url?: S;
  proof_of_address_type?: ProofOfAddressType | null;
  proof_of_address_url?: S;

  // business
  business_name?: S;
  business_name_local?: S;
  trade_name?: S;
  business_description?: S;
  business_industry?: S;
  business_type?: BusinessType | null;
  registration_number?: S;
  incorporation_number?: S;
  certificate_number?: S;
  formation_date?: S;
  website?: S;
  license_expiration_date?: S;
  export_country?: S;
  product_service_category?: S;
  description_of_business_nature?: S;
  primary_business?: PrimaryBusiness | null;
  trade_type?: TradeType | null;
  regulated_status?: RegulatedStatus | null;
  business_jurisdictions?: string[] | null;
  funds_send_receive_jurisdictions?: string[] | null;
  engage_in_activities?: EngageInActivity[] | null;
  vendors_and_counterparties?: VendorOrCounterparty[] | null;
  compliance_screening_explanation?: S;

  // business documents
  articles_of_association_url?: S;
  business_registration_doc_url?: S;
  certificate_of_incumbency_url?: S;
  certificate_of_registration_doc_url?: S;
  constitution_or_annual_report_url?: S;
  formation_doc_url?: S;
  partnership_deed_url?: S;
  partnership_mins_of_meeting_url?: S;
  proof_of_ownership_url?: S;
  share_structure_url?: S;
  ubo_declaration_url?: S;
  regulatory_license_url?: S;
  supplementary_url?: S;
  supplementary_info?: S;
  certificate_of_registration_doc_type?: CertificateOfRegistrationDocType | null;

  // tax, purpose and volumes (volumes are strings on the wire)
  tax_identification_number?: S;
  tax_identification_number_type?: TaxIdType | null;
  purpose?: KycPurpose | null;
  purpose_other?: S;
  source_of_funds?: S;
  expected_monthly_volume?: S;
  monthly_deposits?: S;
  monthly_withdrawals?: S;
  monthly_crypto_deposits?: S;
  monthly_crypto_withdrawals?: S;
  monthly_investment_deposit?: S;
  monthly_investment_withdrawal?: S;
  monthly_crypto_investment_deposit?: S;
  monthly_crypto_investment_withdrawal?: S;
  usd_value_of_crypto?: S;
  usd_value_of_fiat?: S;
  total_assets?: S;

  // questionnaires
  aml_questionnaire?: object | null;
  sof_eu_questionnaire?: object | null;
  due_diligence_form?: DueDiligenceForm | null;

  // addresses and owners
  address?: KycAddress | null;
  physical_address?: KycAddress | null;
  beneficial_owners?: BeneficialOwner[] | null;
}
