import { encodeOrderFilters, type OrderListFilter, type OrderStatus, type OrderType } from '../../api/types';
import type { MessageKey } from '../../i18n';
import type { OrderKind } from './order-words';

/**
 * What the history is narrowed to, and the query it becomes (API.md §16.4, §16.5): status and
 * type as elements of the one JSON-encoded `filters` array, dates as `date_from` / `date_to`.
 * The same query serves the list and its CSV form, so the file holds what the screen shows.
 */
export type StatusGroup = '' | 'open' | 'complete' | 'failed' | 'canceled';
export type TypeGroup =
  | ''
  | 'exchange'
  | 'buy'
  | 'sell'
  | 'send'
  | 'transfer'
  | 'deposit'
  | 'withdrawal'
  | 'card';

/** A calendar day as `YYYY-MM-DD`, what <input type="date"> reads and writes; '' for none. */
export type Day = string;

export interface HistoryFilters {
  status: StatusGroup;
  type: TypeGroup;
  from: Day;
  to: Day;
}
export const NO_FILTERS: HistoryFilters = { status: '', type: '', from: '', to: '' };

/** Not settled yet: the statuses that still move (the rest are final). */
export const UNSETTLED: readonly OrderStatus[] = ['NEW', 'PENDING', 'PROCESSING'];
export const isUnsettled = (status: string) => (UNSETTLED as readonly string[]).includes(status);

export const STATUS_GROUPS: readonly { id: StatusGroup; labelKey: MessageKey; statuses: OrderStatus[] }[] = [
  { id: '', labelKey: 'history.filter.status.any', statuses: [] },
  { id: 'open', labelKey: 'history.filter.status.open', statuses: [...UNSETTLED] },
  { id: 'complete', labelKey: 'history.filter.status.complete', statuses: ['COMPLETE'] },
  { id: 'failed', labelKey: 'history.filter.status.failed', statuses: ['FAILED', 'ERROR'] },
  { id: 'canceled', labelKey: 'history.filter.status.canceled', statuses: ['CANCELED'] },
];

/** Which filter group each kind of order falls in (held against TYPES_OF by a unit test). */
export const GROUP_OF: Record<OrderKind, TypeGroup> = {
  exchange: 'exchange',
  autoConvert: 'exchange',
  buy: 'buy',
  sell: 'sell',
  cardSell: 'sell',
  send: 'send',
  cryptoWithdrawal: 'send',
  transfer: 'transfer',
  cryptoDeposit: 'deposit',
  bankDeposit: 'deposit',
  bankWithdrawal: 'withdrawal',
  cardTopUp: 'card',
  cardWithdrawal: 'card',
  cardFee: 'card',
  other: '',
};

export const TYPE_GROUPS: readonly { id: TypeGroup; labelKey: MessageKey }[] = [
  { id: '', labelKey: 'history.filter.type.any' },
  { id: 'exchange', labelKey: 'history.filter.type.exchange' },
  { id: 'buy', labelKey: 'history.filter.type.buy' },
  { id: 'sell', labelKey: 'history.filter.type.sell' },
  { id: 'send', labelKey: 'history.filter.type.send' },
  { id: 'transfer', labelKey: 'history.filter.type.transfer' },
  { id: 'deposit', labelKey: 'history.filter.type.deposit' },
  { id: 'withdrawal', labelKey: 'history.filter.type.withdrawal' },
  { id: 'card', labelKey: 'history.filter.type.card' },
];

/**
 * Every OrderType of each group, written out: the platform matches the list exactly. Not derived
 * from the full OrderType list at run time: that list would then ship in home's chunk, which shares
 * its module (tests/unit/order-history-words.test.ts holds these lists to it and to the words).
 */
const TYPES_OF: Record<Exclude<TypeGroup, ''>, readonly OrderType[]> = {
  exchange: ['EXCHANGE_CRYPTO_INTERNAL', 'EXCHANGE_OMNI', 'AUTO_CONVERT_CRYPTO'],
  buy: [
    'HIFI_WIRE_ONRAMP',
    'HIFI_ACH_ONRAMP',
    'HIFI_SEPA_ONRAMP',
    'L2F_ACH_ONRAMP',
    'L2F_WIRE_ONRAMP',
    'L2F_SWIFT_ONRAMP',
    'L2F_SEPA_ONRAMP',
  ],
  sell: [
    'HIFI_WIRE_OFFRAMP',
    'HIFI_ACH_OFFRAMP',
    'HIFI_SEPA_OFFRAMP',
    'TBD_SWIFT_WITHDRAWAL',
    'RN_CARDS_OFFRAMP',
    'L2F_ACH_OFFRAMP',
    'L2F_WIRE_OFFRAMP',
    'L2F_SWIFT_OFFRAMP',
    'L2F_SEPA_OFFRAMP',
  ],
  send: [
    'WITHDRAWAL_CRYPTO',
    'OMNIBUS_CRYPTO_TRANSFER',
    'SEGREGATED_CRYPTO_TRANSFER',
    'HIFI_CRYPTO_TRANSFER',
    'HIFI_CRYPTO_WITHDRAWAL',
    'L2F_CRYPTO_WITHDRAWAL',
    'OMNIBUS_CRYPTO_WITHDRAWAL',
  ],
  transfer: ['TRANSFER_INTERNAL', 'OMNIBUS_INTERNAL_TRANSFER'],
  deposit: [
    'DEPOSIT_CRYPTO',
    'DEPOSIT_FIAT_SEPA',
    'DEPOSIT_FIAT_SWIFT',
    'DEPOSIT_ISSUING_SA_CRYPTO_EXT',
    'DEPOSIT_ISSUING_SA_SEPA_EXT',
    'HIFI_WIRE_DEPOSIT',
    'HIFI_ACH_DEPOSIT',
    'HIFI_SEPA_DEPOSIT',
    'HIFI_CRYPTO_DEPOSIT',
    'L2F_ACH_DEPOSIT',
    'L2F_WIRE_DEPOSIT',
    'L2F_SWIFT_DEPOSIT',
    'L2F_SEPA_DEPOSIT',
    'L2F_CRYPTO_DEPOSIT',
  ],
  withdrawal: [
    'WITHDRAWAL_FIAT_SEPA',
    'HIFI_WIRE_WITHDRAWAL',
    'HIFI_ACH_WITHDRAWAL',
    'HIFI_SEPA_WITHDRAWAL',
    'L2F_ACH_WITHDRAWAL',
    'L2F_WIRE_WITHDRAWAL',
    'L2F_SWIFT_WITHDRAWAL',
    'L2F_SEPA_WITHDRAWAL',
  ],
  card: [
    'TRANSFER_CARD_PREPAID',
    'TRANSFER_CARD_SUBACCOUNT',
    'TRANSFER_CARD_WHOLESALE',
    'WITHDRAW_CARD_PREPAID',
    'WITHDRAW_CARD_SUBACCOUNT',
    'CARD_ISSUING_FEE',
  ],
};

export const typesOf = (group: TypeGroup): readonly OrderType[] => (group ? TYPES_OF[group] : []);

function parseDay(day: Day): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return date.getDate() === Number(m[3]) ? date : null;
}

/** The last millisecond of a local calendar day. */
const endOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1, 0, 0, 0, -1);

/** The end of the range comes before its start: nothing to ask the platform. */
export const badRange = (f: HistoryFilters) => !!f.from && !!f.to && f.from > f.to;

/**
 * The query of the filters. Days are the user's own calendar days: from 00:00 of the first to the
 * last millisecond of the last, local time, sent as ISO instants (a platform reading a bare date
 * would read it in its own time zone, not the user's).
 */
export function filterQuery(f: HistoryFilters, statuses?: readonly OrderStatus[]) {
  const elements: OrderListFilter[] = [];
  const status = statuses ?? STATUS_GROUPS.find((g) => g.id === f.status)?.statuses ?? [];
  if (status.length) elements.push({ status: [...status] });
  if (f.type) elements.push({ order_type: [...typesOf(f.type)] });
  const first = parseDay(f.from);
  const last = parseDay(f.to);
  return {
    ...(elements.length ? { filters: encodeOrderFilters(elements) } : {}),
    ...(first ? { date_from: first.toISOString() } : {}),
    ...(last ? { date_to: endOfDay(last).toISOString() } : {}),
  };
}

export const isFiltered = (f: HistoryFilters) => !!(f.status || f.type || f.from || f.to);
