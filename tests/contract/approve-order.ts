import { otpApi } from '../../src/api/endpoints/otp';
import { call } from '../../src/api/http';
import { otpRequestFor } from '../../src/features/second-factor';
import type { ContractSandbox } from './harness';

/**
 * Passes the second factor for an order as the app does: create the verification with the
 * order's request_id (otpRequestFor), ask for an email code, verify it (the code comes from the
 * sandbox outbox). Same-currency orders; the demo user's email receives the code.
 */
export async function approveOrder(
  sandbox: Pick<ContractSandbox, 'lastCode'>,
  o: {
    requestId: string;
    orderType: string;
    walletId: string;
    amount: string;
    currencyId: string;
    symbol: string;
    counterpartyAccountId?: string;
    counterpartyDestinationId?: string;
  },
) {
  await call(otpApi.create, {
    body: otpRequestFor({
      requestId: o.requestId,
      orderType: o.orderType,
      walletId: o.walletId,
      fromSymbol: o.symbol,
      toSymbol: o.symbol,
      fromCurrencyId: o.currencyId,
      toCurrencyId: o.currencyId,
      fromAmount: o.amount,
      toAmount: o.amount,
      counterpartyAccountId: o.counterpartyAccountId ?? null,
      counterpartyDestinationId: o.counterpartyDestinationId ?? null,
    }),
  });
  await call(otpApi.request, { body: { request_id: o.requestId, channel: 'EMAIL' } });
  await call(otpApi.verify, {
    body: { request_id: o.requestId, channel: 'EMAIL', otp: sandbox.lastCode('demo@sandbox.dev') },
  });
}
