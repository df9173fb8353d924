import { ordersApi, ordersV2Api } from '../../../api/endpoints/orders';
import { call } from '../../../api/http';
import type { CalcFetcher } from './quote-query';

/** `/v2/orders/calc` (API.md §16.1): the client pairs is_subtract = !is_reverse. */
export const fetchCalcV2: CalcFetcher = (req, signal) =>
  call(ordersV2Api.calc, {
    query: {
      from_currency_id: req.from_currency_id,
      to_currency_id: req.to_currency_id,
      amount: req.amount,
      order_type: req.order_type as never,
      is_reverse: req.is_reverse,
      is_subtract: !req.is_reverse,
      ...(req.to_address ? { to_address: req.to_address } : {}),
    },
    signal,
  });

/**
 * `/orders/calc` (API.md §15.1 names the currencies `from_currency`/`to_currency`; SPEC §7 names
 * them `from_currency_id`/`to_currency_id`). We send the API.md names; the typed query also
 * requires the SPEC names, so both go (the platform reads either).
 */
export const fetchCalcV1: CalcFetcher = (req, signal) =>
  call(ordersApi.calc, {
    query: {
      from_currency: req.from_currency_id,
      to_currency: req.to_currency_id,
      from_currency_id: req.from_currency_id,
      to_currency_id: req.to_currency_id,
      amount: req.amount,
      order_type: req.order_type as never,
      is_reverse: req.is_reverse,
      ...(req.to_address ? { to_address: req.to_address } : {}),
    },
    signal,
  });
