import type * as z from 'zod';
import type {
  Counterparty,
  DestinationDetail,
  DestinationListItem,
} from '../../src/contract/counterparties.ts';
import { chainById, currencyById } from '../system/catalog.ts';
import { countryById, STATES } from '../system/countries.ts';
import type { CounterpartyRow, DestinationRow } from './tables.ts';

/** Wire shapes of API.md §8 and §8.1. */
export function counterpartyWire(row: CounterpartyRow): z.input<typeof Counterparty> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    nickname: row.nickname,
    type: row.type,
    created_at: row.created_at,
    is_pinned: row.is_pinned,
    is_self: row.is_self,
  };
}

function bankingBlock(row: DestinationRow) {
  const b = row.external_banking_data!;
  return {
    bank_name: b.bank_name,
    note: b.note,
    account_number: b.account_number,
    routing_number: b.routing_number,
    swift_bic: b.swift_bic,
    iban: b.iban,
    address: b.address ?? undefined,
  };
}

export function destinationListItem(row: DestinationRow): z.input<typeof DestinationListItem> {
  const base = {
    id: row.id,
    nickname: row.nickname,
    type: row.type as z.input<typeof DestinationListItem>['type'],
    created_at: row.created_at,
  };
  if (row.external_banking_data) return { ...base, external_banking_data: bankingBlock(row) };
  const c = row.external_crypto_data!;
  return { ...base, external_crypto_data: { address: c.address, currency_id: c.currency_id, memo: c.memo } };
}

/** DestinationDetail: the list item with country/state and the currency embedded. */
export function destinationDetail(row: DestinationRow): z.input<typeof DestinationDetail> {
  const {
    external_banking_data: _banking,
    external_crypto_data: _crypto,
    ...item
  } = destinationListItem(row);
  if (row.external_banking_data) {
    const address = row.external_banking_data.address;
    return {
      ...item,
      external_banking_data: {
        ...bankingBlock(row),
        address: address
          ? {
              ...address,
              country: address.country_id === null ? null : (countryById(address.country_id) ?? null),
              state:
                address.state_id === null ? null : (STATES.find((s) => s.id === address.state_id) ?? null),
            }
          : undefined,
      },
    };
  }
  const c = row.external_crypto_data!;
  const currency = currencyById(c.currency_id);
  const chain = currency?.chain_id ? chainById(currency.chain_id) : undefined;
  const entity = currency
    ? {
        uuid: currency.uuid,
        name: currency.name,
        symbol: currency.symbol,
        icon: `/icons/${currency.symbol.toLowerCase()}.svg`,
        chain: chain?.name ?? null,
        contract: currency.contract || null,
        decimal: currency.decimal,
        render_decimal: currency.render_decimal,
        is_crypto: currency.is_crypto,
        is_stablecoin: currency.is_stablecoin,
        is_memo: currency.is_memo,
        type: currency.type === 'fiat' ? null : currency.type,
      }
    : null;
  return {
    ...item,
    external_crypto_data: {
      address: c.address,
      currency_id: c.currency_id,
      memo: c.memo,
      currency: entity ? { ...entity, meta: { ...entity } } : null,
    },
  };
}
