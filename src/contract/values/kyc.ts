/** KYC value lists (API.md §2, §9). */

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
