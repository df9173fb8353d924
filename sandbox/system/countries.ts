import type { Country as WireCountry, State as WireState } from '../../src/contract/common.ts';
/**
 * A realistic subset of the countries-and-states reference data the platform serves
 * (API.md §3.3). Ids, codes and coordinates follow the widely used open countries/states dataset
 * so that ids look like the platform's. `translations` is null: its per-language shape is not
 * shown in API.md, and null is an allowed value.
 */
export type Timezone = {
  zoneName: string;
  gmtOffset: number;
  gmtOffsetName: string;
  abbreviation: string;
  tzName: string;
};

/** The wire's Country and State (src/contract/common.ts, shared with the app), timezones as seeded here. */
export type Country = Omit<WireCountry, 'timezones'> & { timezones: Timezone[] | null };
export type State = WireState;

const REGIONS = { Americas: 2, Asia: 3, Europe: 4 } as const;
const SUBREGIONS = {
  'Northern America': 6,
  'Eastern Europe': 15,
  'Southern Europe': 16,
  'Western Europe': 17,
  'Northern Europe': 18,
  'Western Asia': 11,
  'Eastern Asia': 12,
  'South-Eastern Asia': 13,
} as const;

const tz = (zoneName: string, hours: number, abbreviation: string, tzName: string): Timezone => {
  const sign = hours < 0 ? '-' : '+';
  const abs = Math.abs(hours);
  const hh = String(Math.floor(abs)).padStart(2, '0');
  const mm = String(Math.round((abs % 1) * 60)).padStart(2, '0');
  return { zoneName, gmtOffset: hours * 3600, gmtOffsetName: `UTC${sign}${hh}:${mm}`, abbreviation, tzName };
};

/** Regional indicator symbols spelled out, e.g. "U+1F1FA U+1F1F8" for US. */
const emojiU = (iso2: string) =>
  [...iso2].map((ch) => `U+${(0x1f1e6 + ch.charCodeAt(0) - 65).toString(16).toUpperCase()}`).join(' ');
const emoji = (iso2: string) =>
  String.fromCodePoint(...[...iso2].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));

interface CountryInput {
  id: number;
  iso2: string;
  iso3: string;
  name: string;
  native: string;
  numeric: string;
  phone: string;
  capital: string;
  currency: [code: string, name: string, symbol: string];
  nationality: string;
  region: keyof typeof REGIONS;
  subregion: keyof typeof SUBREGIONS;
  latlng: [number, number];
  wiki: string;
  zones: Timezone[];
}

const country = (i: CountryInput): Country => ({
  id: i.id,
  flag: 1,
  name: i.name,
  capital: i.capital,
  currency: i.currency[0],
  currency_name: i.currency[1],
  currency_symbol: i.currency[2],
  emoji: emoji(i.iso2),
  emojiU: emojiU(i.iso2),
  iso2: i.iso2,
  iso3: i.iso3,
  numeric_code: i.numeric,
  phonecode: i.phone,
  tld: `.${i.iso2 === 'GB' ? 'uk' : i.iso2.toLowerCase()}`,
  nationality: i.nationality,
  native: i.native,
  region: i.region,
  subregion: i.subregion,
  wikiDataId: i.wiki,
  latitude: i.latlng[0],
  longitude: i.latlng[1],
  region_id: REGIONS[i.region],
  subregion_id: SUBREGIONS[i.subregion],
  timezones: i.zones,
  translations: null,
});

const EURO: CountryInput['currency'] = ['EUR', 'Euro', '€'];
const CET = (zone: string) => tz(zone, 1, 'CET', 'Central European Time');

export const COUNTRIES: Country[] = [
  country({
    id: 39,
    iso2: 'CA',
    iso3: 'CAN',
    name: 'Canada',
    native: 'Canada',
    numeric: '124',
    phone: '1',
    capital: 'Ottawa',
    currency: ['CAD', 'Canadian dollar', '$'],
    nationality: 'Canadian',
    region: 'Americas',
    subregion: 'Northern America',
    latlng: [60, -95],
    wiki: 'Q16',
    zones: [
      tz('America/Toronto', -5, 'EST', 'Eastern Standard Time (North America)'),
      tz('America/Vancouver', -8, 'PST', 'Pacific Standard Time (North America)'),
    ],
  }),
  country({
    id: 75,
    iso2: 'FR',
    iso3: 'FRA',
    name: 'France',
    native: 'France',
    numeric: '250',
    phone: '33',
    capital: 'Paris',
    currency: EURO,
    nationality: 'French',
    region: 'Europe',
    subregion: 'Western Europe',
    latlng: [46, 2],
    wiki: 'Q142',
    zones: [CET('Europe/Paris')],
  }),
  country({
    id: 82,
    iso2: 'DE',
    iso3: 'DEU',
    name: 'Germany',
    native: 'Deutschland',
    numeric: '276',
    phone: '49',
    capital: 'Berlin',
    currency: EURO,
    nationality: 'German',
    region: 'Europe',
    subregion: 'Western Europe',
    latlng: [51, 9],
    wiki: 'Q183',
    zones: [CET('Europe/Berlin')],
  }),
  country({
    id: 107,
    iso2: 'IT',
    iso3: 'ITA',
    name: 'Italy',
    native: 'Italia',
    numeric: '380',
    phone: '39',
    capital: 'Rome',
    currency: EURO,
    nationality: 'Italian',
    region: 'Europe',
    subregion: 'Southern Europe',
    latlng: [42.83333333, 12.83333333],
    wiki: 'Q38',
    zones: [CET('Europe/Rome')],
  }),
  country({
    id: 109,
    iso2: 'JP',
    iso3: 'JPN',
    name: 'Japan',
    native: '日本',
    numeric: '392',
    phone: '81',
    capital: 'Tokyo',
    currency: ['JPY', 'Japanese yen', '¥'],
    nationality: 'Japanese',
    region: 'Asia',
    subregion: 'Eastern Asia',
    latlng: [36, 138],
    wiki: 'Q17',
    zones: [tz('Asia/Tokyo', 9, 'JST', 'Japan Standard Time')],
  }),
  country({
    id: 156,
    iso2: 'NL',
    iso3: 'NLD',
    name: 'Netherlands',
    native: 'Nederland',
    numeric: '528',
    phone: '31',
    capital: 'Amsterdam',
    currency: EURO,
    nationality: 'Dutch, Netherlandic',
    region: 'Europe',
    subregion: 'Western Europe',
    latlng: [52.5, 5.75],
    wiki: 'Q55',
    zones: [CET('Europe/Amsterdam')],
  }),
  country({
    id: 176,
    iso2: 'PL',
    iso3: 'POL',
    name: 'Poland',
    native: 'Polska',
    numeric: '616',
    phone: '48',
    capital: 'Warsaw',
    currency: ['PLN', 'Polish złoty', 'zł'],
    nationality: 'Polish',
    region: 'Europe',
    subregion: 'Eastern Europe',
    latlng: [52, 20],
    wiki: 'Q36',
    zones: [CET('Europe/Warsaw')],
  }),
  country({
    id: 199,
    iso2: 'SG',
    iso3: 'SGP',
    name: 'Singapore',
    native: 'Singapore',
    numeric: '702',
    phone: '65',
    capital: 'Singapore',
    currency: ['SGD', 'Singapore dollar', '$'],
    nationality: 'Singaporean',
    region: 'Asia',
    subregion: 'South-Eastern Asia',
    latlng: [1.36666666, 103.8],
    wiki: 'Q334',
    zones: [tz('Asia/Singapore', 8, 'SGT', 'Singapore Time')],
  }),
  country({
    id: 207,
    iso2: 'ES',
    iso3: 'ESP',
    name: 'Spain',
    native: 'España',
    numeric: '724',
    phone: '34',
    capital: 'Madrid',
    currency: EURO,
    nationality: 'Spanish',
    region: 'Europe',
    subregion: 'Southern Europe',
    latlng: [40, -4],
    wiki: 'Q29',
    zones: [CET('Europe/Madrid'), tz('Atlantic/Canary', 0, 'WET', 'Western European Time')],
  }),
  country({
    id: 214,
    iso2: 'CH',
    iso3: 'CHE',
    name: 'Switzerland',
    native: 'Schweiz',
    numeric: '756',
    phone: '41',
    capital: 'Bern',
    currency: ['CHF', 'Swiss franc', 'CHf'],
    nationality: 'Swiss',
    region: 'Europe',
    subregion: 'Western Europe',
    latlng: [47, 8],
    wiki: 'Q39',
    zones: [CET('Europe/Zurich')],
  }),
  country({
    id: 231,
    iso2: 'AE',
    iso3: 'ARE',
    name: 'United Arab Emirates',
    native: 'دولة الإمارات العربية المتحدة',
    numeric: '784',
    phone: '971',
    capital: 'Abu Dhabi',
    currency: ['AED', 'United Arab Emirates dirham', 'إ.د'],
    nationality: 'Emirati, Emirian, Emiri',
    region: 'Asia',
    subregion: 'Western Asia',
    latlng: [24, 54],
    wiki: 'Q878',
    zones: [tz('Asia/Dubai', 4, 'GST', 'Gulf Standard Time')],
  }),
  country({
    id: 232,
    iso2: 'GB',
    iso3: 'GBR',
    name: 'United Kingdom',
    native: 'United Kingdom',
    numeric: '826',
    phone: '44',
    capital: 'London',
    currency: ['GBP', 'British pound', '£'],
    nationality: 'British, UK',
    region: 'Europe',
    subregion: 'Northern Europe',
    latlng: [54, -2],
    wiki: 'Q145',
    zones: [tz('Europe/London', 0, 'GMT', 'Greenwich Mean Time')],
  }),
  country({
    id: 233,
    iso2: 'US',
    iso3: 'USA',
    name: 'United States',
    native: 'United States',
    numeric: '840',
    phone: '1',
    capital: 'Washington',
    currency: ['USD', 'United States dollar', '$'],
    nationality: 'American',
    region: 'Americas',
    subregion: 'Northern America',
    latlng: [38, -97],
    wiki: 'Q30',
    zones: [
      tz('America/New_York', -5, 'EST', 'Eastern Standard Time (North America)'),
      tz('America/Chicago', -6, 'CST', 'Central Standard Time (North America)'),
      tz('America/Denver', -7, 'MST', 'Mountain Standard Time (North America)'),
      tz('America/Los_Angeles', -8, 'PST', 'Pacific Standard Time (North America)'),
      tz('America/Anchorage', -9, 'AKST', 'Alaska Standard Time'),
      tz('Pacific/Honolulu', -10, 'HST', 'Hawaii–Aleutian Standard Time'),
    ],
  }),
];

const SEEDED_AT = '2019-10-05T23:18:06.000000Z';
const UPDATED_AT = '2024-05-20T12:00:00.000000Z';

type StateInput = [
  id: number,
  name: string,
  iso2: string,
  fips: string | null,
  lat: number,
  lng: number,
  native?: string,
];

const states = (countryId: number, countryCode: string, type: string, rows: StateInput[]): State[] =>
  rows.map(([id, name, iso2, fips, lat, lng, native]) => ({
    id,
    country_id: countryId,
    flag: 1,
    name,
    country_code: countryCode,
    fips_code: fips,
    iso2,
    type: iso2 === 'DC' ? 'district' : type,
    native: native ?? name,
    wikiDataId: null,
    level: null,
    parent_id: null,
    latitude: lat,
    longitude: lng,
    created_at: SEEDED_AT,
    updated_at: UPDATED_AT,
  }));

export const STATES: State[] = [
  ...states(233, 'US', 'state', [
    [1456, 'Alabama', 'AL', '01', 32.3182314, -86.902298],
    [1400, 'Alaska', 'AK', '02', 64.2008413, -149.4936733],
    [1434, 'Arizona', 'AZ', '04', 34.0489281, -111.0937311],
    [1416, 'California', 'CA', '06', 36.778261, -119.4179324],
    [1450, 'Colorado', 'CO', '08', 39.5500507, -105.7820674],
    [1399, 'Delaware', 'DE', '10', 38.9108325, -75.5276699],
    [1437, 'District of Columbia', 'DC', '11', 38.9071923, -77.0368707],
    [1436, 'Florida', 'FL', '12', 27.6648274, -81.5157535],
    [1455, 'Georgia', 'GA', '13', 32.1656221, -82.9000751],
    [1425, 'Illinois', 'IL', '17', 40.6331249, -89.3985283],
    [1433, 'Massachusetts', 'MA', '25', 42.4072107, -71.3824374],
    [1452, 'New York', 'NY', '36', 40.7127753, -74.0059728],
    [1407, 'Texas', 'TX', '48', 31.9685988, -99.9018131],
    [1462, 'Washington', 'WA', '53', 47.7510741, -120.7401386],
  ]),
  ...states(39, 'CA', 'province', [
    [872, 'Alberta', 'AB', '01', 53.9332706, -116.5765035],
    [875, 'British Columbia', 'BC', '02', 53.7266683, -127.6476206],
    [867, 'Manitoba', 'MB', '03', 53.7608608, -98.8138762],
    [874, 'Nova Scotia', 'NS', '07', 44.6819866, -63.744311],
    [866, 'Ontario', 'ON', '08', 51.253775, -85.323214],
    [873, 'Quebec', 'QC', '10', 52.9399159, -73.5491361, 'Québec'],
  ]),
  ...states(82, 'DE', 'land', [
    [3006, 'Baden-Württemberg', 'BW', '01', 48.6616037, 9.3501336],
    [3009, 'Bavaria', 'BY', '02', 48.7904472, 11.4978895, 'Bayern'],
    [3010, 'Berlin', 'BE', '16', 52.5200066, 13.404954],
    [3016, 'Hamburg', 'HH', '04', 53.5510846, 9.9936819],
    [3018, 'Hesse', 'HE', '05', 50.6520515, 9.1624376, 'Hessen'],
    [3017, 'North Rhine-Westphalia', 'NW', '07', 51.4332367, 7.6615938, 'Nordrhein-Westfalen'],
    [3011, 'Saxony', 'SN', '13', 51.1045407, 13.2017384, 'Sachsen'],
  ]),
];

export const countryById = (id: number) => COUNTRIES.find((c) => c.id === id);
export const statesOf = (countryId: number) => STATES.filter((s) => s.country_id === countryId);
