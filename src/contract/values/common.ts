/**
 * Value lists shared by several domains (API.md §1.5, §2). Plain `as const` arrays the UI can
 * iterate; the schemas in ../ are built from them. This folder imports no schema library: the app
 * imports values from here at run time, and its wire types only as types, so no schema code ships.
 */

export const APP_ENVIRONMENTS = ['web', 'telegram'] as const;
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Client-side request state only; never on the wire. */
export const REQUEST_STATUSES = ['none', 'pending', 'fulfilled', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const CURRENCY_TYPES = ['token', 'native', 'fiat'] as const;
export type CurrencyType = (typeof CURRENCY_TYPES)[number];

export const THEME_MODES = ['dark', 'light'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** Offset pagination: the client's defaults (API.md §1.5). */
export const DEFAULT_PAGE_LIMIT = 10;
export const DEFAULT_PAGE_OFFSET = 0;

/** API.md "Enum or string": the known values, plus any string the platform may add later. */
export type OpenEnum<E extends string> = E | (string & {});
