import type * as z from 'zod';
import type { SimplifiedCurrency } from '../../src/contract/common.ts';
import type {
  CardTopUpOrderV1,
  CryptoTransferOrder,
  ExchangeCryptoInternalOrderV1,
  ExchangeOrderV1,
  Order,
  OrderDetail,
  OrderMeta,
  OrderVirtualAccount,
  RampOrder,
  TransferCardSubaccountOrderV1,
  WithdrawalCryptoOrderV1,
} from '../../src/contract/orders.ts';
import { toWire } from '../../src/shared/wire-json.ts';
import { counterpartyTable, destinationTable } from '../counterparties/tables.ts';
import type { SandboxContext } from '../server/context.ts';
import { chainById, currencyById } from '../system/catalog.ts';
import { orderTypeById } from './order-types.ts';
import type { OrderRow } from './tables.ts';

/**
 * Order wire shapes (API.md §15.2, §16.3, §16.6), each typed by its schema in src/contract/orders.ts
 * (`satisfies` the wire side, z.input). Amounts are numbers on the wire, every digit kept.
 */
type Wire<T extends z.ZodType> = z.input<T>;
const n = (v: unknown) => (v === null || v === undefined ? null : toWire(v as string | number));
/** A money figure the row always has. */
const m$ = (v: unknown) => toWire(v as string | number);

/** The row's meta as OrderMeta: its own keys only (the row also keeps `memo` and a card label). */
function metaWire(o: OrderRow): Wire<typeof OrderMeta> {
  const { memo: _memo, card_label: _label, card_id, sub_account_id, vendor_id, ...m } = o.meta;
  return {
    ...(m as Wire<typeof OrderMeta>),
    ...(typeof card_id === 'string' ? { card_id } : {}),
    ...(typeof sub_account_id === 'string' ? { sub_account_id } : {}),
    ...(typeof vendor_id === 'string' ? { vendor_id } : {}),
    billing_amount: m$(m.billing_amount),
    transaction_amount: m$(m.transaction_amount),
    fee: m$(m.fee),
    network_fee: n(m.network_fee),
    exchange_rate: m$(m.exchange_rate),
  };
}

function base(o: OrderRow, orderType = o.order_type): Omit<Wire<typeof RampOrder>, 'meta'> {
  return {
    id: o.id,
    order_uuid: o.order_uuid,
    wallet_uuid: o.wallet_uuid,
    from_uuid: o.from_uuid,
    to_uuid: o.to_uuid,
    order_type: orderType,
    status: o.status,
    amount_from: toWire(o.amount_from),
    amount_to: toWire(o.amount_to),
    info: o.info ?? '',
    created_at: o.created_at,
  };
}

/** The answer of a create call, in the shape its route promises. */
export function createAnswer(o: OrderRow) {
  const m = metaWire(o);
  if (o.version === 1) {
    // Money back from a card: API.md §15.2 does not show the answer (typed null); we answer null
    // rather than invent one, and a client finds the order in the wallet's order list.
    if (o.order_type === 'WITHDRAW_CARD_PREPAID' || o.order_type === 'WITHDRAW_CARD_SUBACCOUNT') return null;
    if (o.order_type === 'WITHDRAWAL_CRYPTO') {
      const currency = currencyById(o.from_uuid);
      const chain = currency?.chain_id ? chainById(currency.chain_id) : undefined;
      return {
        id: Number(o.id),
        created_at: o.created_at,
        order_uuid: o.order_uuid,
        wallet_uuid: o.wallet_uuid,
        crypto_uuid: o.from_uuid,
        amount: toWire(o.amount_from),
        status: o.status,
        network: chain?.name ?? '',
        to_address: (o.meta.to_address as string) ?? '',
        txid: (o.meta.crypto_transaction_hash as string | null) ?? '',
      } satisfies Wire<typeof WithdrawalCryptoOrderV1>;
    }
    if (o.order_type === 'TRANSFER_CARD_SUBACCOUNT') {
      return {
        id: Number(o.id),
        created_at: o.created_at,
        order_uuid: o.order_uuid,
        wallet_uuid: o.wallet_uuid,
        fiat_uuid: o.to_uuid,
        crypto_uuid: o.from_uuid,
        amount_fiat: toWire(o.amount_to),
        payment_method: orderTypeById(o.order_type)?.payment_method ?? '',
        // Paid from the wallet: nothing to open in a browser.
        redirect_url: '',
        status: o.status,
        provider_uuid: (o.meta.vendor_id as string | undefined) ?? '',
      } satisfies Wire<typeof TransferCardSubaccountOrderV1>;
    }
    // TRANSFER_CARD_PREPAID answers OrderV1 + CardTopUpMeta; TRANSFER_CARD_WHOLESALE's answer is
    // not shown (typed null): we answer the same OrderV1 so a client can follow the order.
    if (o.order_type === 'TRANSFER_CARD_PREPAID' || o.order_type === 'TRANSFER_CARD_WHOLESALE') {
      return {
        ...base(o),
        meta: {
          order_uuid: o.order_uuid,
          vendor_id: (o.meta.vendor_id as string | undefined) ?? '',
          fee: m.fee!,
          fee_currency: m.fee_currency!,
          network_fee: toWire(0),
          exchange_rate: m.exchange_rate!,
          billing_amount: m.billing_amount!,
          billing_currency: m.billing_currency!,
          transaction_amount: m.transaction_amount!,
          transaction_currency: m.transaction_currency!,
        },
      } satisfies Wire<typeof CardTopUpOrderV1>;
    }
    // EXCHANGE_CRYPTO_INTERNAL and INTERNAL_TRANSFER answer OrderV1 + ExchangeMeta (the platform
    // labels the internal transfer EXCHANGE_CRYPTO_INTERNAL in this answer, API.md §15.2).
    const label = o.order_type === 'TRANSFER_INTERNAL' ? 'EXCHANGE_CRYPTO_INTERNAL' : o.order_type;
    const exchange = {
      ...base(o, label),
      meta: {
        order_uuid: o.order_uuid,
        to_address: (o.meta.to_address as string | null) ?? '',
        fee: m.fee!,
        fee_currency: m.fee_currency!,
        network_fee: m.network_fee ?? toWire(0),
        billing_amount: m.billing_amount!,
        billing_amount_currency: m.billing_currency!,
        transaction_amount: m.transaction_amount!,
        transaction_amount_currency: m.transaction_currency!,
      },
    } satisfies Wire<typeof ExchangeOrderV1>;
    // API.md §15.2 shows only the `id` of this answer, a number; the rest is the exchange order.
    if (o.order_type === 'EXCHANGE_CRYPTO_INTERNAL')
      return { ...exchange, id: Number(o.id) } satisfies Wire<typeof ExchangeCryptoInternalOrderV1>;
    return exchange;
  }
  const money = {
    fee: m.fee!,
    fee_currency: m.fee_currency!,
    billing_amount: m.billing_amount!,
    billing_currency: m.billing_currency!,
    transaction_amount: m.transaction_amount!,
    transaction_currency: m.transaction_currency!,
  };
  const common = {
    request_id: o.request_id ?? '',
    order_uuid: o.order_uuid,
    counterparty_account_id: m.counterparty_account_id ?? '',
  };
  if (orderTypeById(o.order_type)?.payment_method === 'CRYPTO_EXTERNAL') {
    return {
      ...base(o),
      meta: { ...common, to_address: m.to_address ?? '', network_fee: m.network_fee ?? toWire(0), ...money },
    } satisfies Wire<typeof CryptoTransferOrder>;
  }
  // The v2 internal transfer's answer is not shown; we answer the order itself (as a ramp order)
  // so a client can follow it, and ours also finds it by request_id in the list.
  return { ...base(o), meta: { ...common, ...money } } satisfies Wire<typeof RampOrder>;
}

/** Order list item (§16.6). */
export function orderListItem(o: OrderRow): Wire<typeof Order> {
  return {
    ...base(o),
    request_id: o.request_id,
    updated_at: o.updated_at,
    sub_account_id: (o.meta.sub_account_id as string | undefined) ?? null,
    info: o.info,
    meta: metaWire(o),
  };
}

function simplified(uuid: string): Wire<typeof SimplifiedCurrency> {
  const c = currencyById(uuid);
  return c
    ? {
        uuid: c.uuid,
        name: c.name,
        symbol: c.symbol,
        decimal: c.decimal,
        icon: `/icons/${c.symbol.toLowerCase()}.svg`,
      }
    : { uuid, name: 'Unknown', symbol: '?', decimal: 2, icon: null };
}

/** Deposit instructions for an on-ramp order: where the user sends the bank transfer. */
function onrampAccount(o: OrderRow): Wire<typeof OrderVirtualAccount> {
  const def = orderTypeById(o.order_type)!;
  const reference = `SBX-${o.id}`;
  const holderAddress = {
    address_line1: '1 Sandbox Plaza',
    address_line2: 'Floor 4',
    city: def.payment_method === 'SEPA' ? 'Berlin' : 'New York',
    state: def.payment_method === 'SEPA' ? 'BE' : 'NY',
    postal_code: def.payment_method === 'SEPA' ? '10117' : '10004',
    country_code: def.payment_method === 'SEPA' ? 'DE' : 'US',
  };
  const instruction =
    def.payment_method === 'SEPA'
      ? {
          instruction_type: 'SEPA' as const,
          account_number: 'DE89370400440532013000',
          iban: 'DE89370400440532013000',
          swift_bic: 'COBADEFFXXX',
          institution_name: 'Sandbox Bank AG',
          institution_address: { ...holderAddress, address_line1: 'Unter den Linden 10', address_line2: '' },
          account_holder_address: holderAddress,
        }
      : {
          // On-ramps pay in by wire or ACH here (SEPA above).
          instruction_type: def.payment_method as 'FEDWIRE' | 'ACH',
          account_number: '000123456789',
          account_routing_number: '021000021',
          account_holder_name: 'Sandbox Payments LLC',
          institution_name: 'Sandbox Bank N.A.',
          institution_address: { ...holderAddress, address_line1: '270 Park Avenue', address_line2: '' },
          account_holder_address: holderAddress,
        };
  return {
    id: `va-${o.order_uuid.slice(0, 8)}`,
    status: 'ACTIVE',
    vendor_status: 'ACTIVE',
    account_currency: String(o.meta.billing_currency),
    destination_currency: String(o.meta.transaction_currency),
    va_programs_id: 'sandbox-onramp',
    integration_vendor_id: 'hifi',
    vendor_account_id: `hifi-${o.id}`,
    customer_name: (o.meta.counterparty_account_name as string | null) ?? 'Wallet owner',
    asset_type_id: String(o.meta.billing_currency),
    deposit_type: def.payment_method,
    wallet_id: o.wallet_uuid,
    created_at: o.created_at,
    destination_address: null,
    current_balance: toWire(0),
    available_balance: toWire(0),
    account_details: {
      rail_account_id: `acct-${o.id}`,
      rail_asset_type: 'fiat',
      rail_product_id: 'onramp',
      rail_customer_id: o.user_id,
    },
    deposit_instructions: [
      { ...instruction, asset_type_id: String(o.meta.billing_currency), memo: reference },
    ],
    account_currency_details: simplified(o.from_uuid),
    destination_currency_details: simplified(o.to_uuid),
    integration_vendor: { id: 'hifi', code: 'HIFI', name: 'HIFI Bridge', type: 'banking' },
  };
}

/** OrderDetail (§16.6) for GET /v2/orders/id/{order_uuid}. */
export function orderDetail(ctx: SandboxContext, o: OrderRow): Wire<typeof OrderDetail> {
  const def = orderTypeById(o.order_type);
  const destId = o.meta.counterparty_destination_id as string | null;
  const dest = destId ? destinationTable(ctx).get(destId) : undefined;
  const cp = dest ? counterpartyTable(ctx).get(dest.counterparty_account_id) : undefined;
  return {
    ...orderListItem(o),
    request_id: o.request_id ?? o.idempotency_key ?? '',
    updated_at: o.updated_at,
    wallet: { uuid: o.wallet_uuid, user_id: o.user_id, tenant_id: 'sandbox-tenant' },
    from_currency: simplified(o.from_uuid),
    to_currency: simplified(o.to_uuid),
    virtual_account: def?.direction === 'deposit' ? onrampAccount(o) : null,
    counterparty_destination: dest
      ? {
          id: dest.id,
          counterparty_account_id: dest.counterparty_account_id,
          type: dest.type,
          nickname: dest.nickname,
          external_banking_data_id: dest.external_banking_data?.id ?? null,
          external_crypto_data_id: dest.external_crypto_data?.id ?? null,
          created_at: dest.created_at,
          updated_at: dest.updated_at,
          deleted_at: dest.deleted_at,
          is_deleted: dest.deleted_at !== null,
          counterparty_account: {
            id: dest.counterparty_account_id,
            name: cp?.name ?? (o.meta.counterparty_account_name as string) ?? '',
            type: cp?.type ?? 'INDIVIDUAL',
            wallet_id: dest.wallet_id,
            email: cp?.email ?? null,
            phone: cp?.phone ?? null,
          },
          external_banking_data: dest.external_banking_data
            ? {
                id: dest.external_banking_data.id,
                account_number:
                  dest.external_banking_data.account_number ?? dest.external_banking_data.iban ?? '',
                bank_name: dest.external_banking_data.bank_name ?? '',
                routing_number: dest.external_banking_data.routing_number,
                swift_bic: dest.external_banking_data.swift_bic,
                iban: dest.external_banking_data.iban,
                note: dest.external_banking_data.note,
                address_id: dest.external_banking_data.address?.id ?? null,
              }
            : null,
          external_crypto_data: dest.external_crypto_data ? { ...dest.external_crypto_data } : null,
        }
      : null,
  };
}
