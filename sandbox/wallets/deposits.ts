import { createHash } from 'node:crypto';
import { div, mul, round } from '../../src/shared/decimal.ts';
import type { SandboxContext } from '../server/context.ts';
import { fail } from '../server/errors.ts';
import { chainById, currencyById } from '../system/catalog.ts';
import { fiatCurrency, tenantConfigOf } from '../system/tenant-config.ts';
import { createAddressBook, deriveAddress } from './addresses.ts';
import { ledgerFor, type WalletTransactionRow } from './ledger.ts';

/**
 * Incoming deposits as the platform would see them: the row appears as `new`, then `pending`
 * (seen on chain / by the bank), `processing` (confirmations), and finally `complete`, when the
 * balance is credited — or `failed`, when nothing is credited. Delays are scaled by timeScale.
 */
export const DEPOSIT_STEPS_MS = { pending: 1000, processing: 2500, final: 4000 };

export interface DepositRequest {
  wallet_id: string;
  currency_id: string;
  amount: string;
  chain?: number;
  outcome?: 'complete' | 'failed';
}

/** A fake but well-formed transaction hash for the chain (0x-prefixed on EVM chains). */
export function fakeTxHash(seed: string, evm: boolean): string {
  const h = createHash('sha256').update(`sandbox-tx:${seed}`).digest('hex');
  return evm ? `0x${h}` : h;
}

export function simulateDeposit(ctx: SandboxContext, req: DepositRequest): WalletTransactionRow {
  const ledger = ledgerFor(ctx);
  const wallet = ledger.getWallet(req.wallet_id);
  if (!wallet) fail(404, 'Wallet not found.');
  const currency = currencyById(req.currency_id);
  if (!currency) fail(404, 'Unknown currency.');
  const chainId = req.chain ?? currency.chain_id;
  if (currency.is_crypto && chainId !== currency.chain_id) {
    fail(422, `${currency.symbol} with this id lives on chain ${currency.chain_id}, not ${chainId}.`);
  }
  const chain = chainId === null ? undefined : chainById(chainId);
  const seq = Number(ctx.store.meta.walletTxSeq ?? 0) + 1;
  let fields: Parameters<typeof ledger.recordTransaction>[1];
  if (currency.is_crypto && chain) {
    const to = createAddressBook(ctx).current(wallet.uuid, chain.id).address;
    const from = deriveAddress(chain.format, 'external-sender', chain.id, seq);
    const hash = fakeTxHash(`${wallet.uuid}:${seq}`, chain.format === 'evm');
    fields = {
      type: 'deposit',
      method: 'crypto',
      record_type: 'DEPOSIT_CRYPTO_EXTERNAL',
      from,
      to,
      txid: hash,
      info: `Incoming ${currency.symbol} on ${chain.name}`,
      amount: req.amount,
      currency_id: currency.uuid,
      status: 'new',
      meta: {
        txid: hash,
        transaction_hash: hash,
        chain_id: chain.id,
        from_address: from,
        to_address: to,
        fee: 0,
        fee_currency: currency.symbol,
        network_fee: 0,
        network_fee_currency: chain.symbol,
        billing_amount: req.amount,
        billing_amount_currency: currency.symbol,
        transaction_amount: req.amount,
        transaction_amount_currency: currency.symbol,
        exchange_rate: 1,
      },
    };
  } else {
    fields = {
      type: 'deposit',
      method: 'bank_transfer',
      record_type: currency.symbol === 'EUR' ? 'ONRAMP_SEPA' : 'ONRAMP_ACHWIRE',
      from: currency.symbol === 'EUR' ? 'DE89 3704 0044 0532 0130 00' : 'ACH ••••6789',
      to: wallet.name ?? 'Wallet',
      txid: null,
      info: `Bank transfer in ${currency.symbol}`,
      amount: req.amount,
      currency_id: currency.uuid,
      status: 'new',
      meta: {
        fee: 0,
        fee_currency: currency.symbol,
        billing_amount: req.amount,
        billing_amount_currency: currency.symbol,
        transaction_amount: req.amount,
        transaction_amount_currency: currency.symbol,
        exchange_rate: 1,
      },
    };
  }
  const row = ledger.recordTransaction(wallet.uuid, fields);
  const id = row.id;
  const step = (status: string) => {
    const current = ledger.getTransaction(id);
    // A reset or an external change (e.g. cancelled by a test) stops the sequence.
    if (!current || ['complete', 'failed', 'canceled'].includes(current.status)) return;
    ledger.updateTransaction(id, { status });
  };
  ctx.later(DEPOSIT_STEPS_MS.pending, () => step('pending'));
  ctx.later(DEPOSIT_STEPS_MS.processing, () => step('processing'));
  ctx.later(DEPOSIT_STEPS_MS.final, () => {
    const current = ledger.getTransaction(id);
    if (current?.status !== 'processing') return;
    if (req.outcome === 'failed') {
      ledger.updateTransaction(id, { status: 'failed', info: 'The deposit was rejected by the network.' });
      return;
    }
    ledger.credit(wallet.uuid, currency.uuid, req.amount);
    ledger.updateTransaction(id, { status: 'complete' });
    if (currency.is_crypto) autoConvert(ctx, wallet.uuid, currency.uuid, req.amount);
  });
  return row;
}

/**
 * A tenant with auto exchange (SystemConfig.enable_auto_exchange) converts incoming crypto into its
 * base currency as it is credited: the platform's AUTO_CONVERT_CRYPTO, at the catalogue's
 * reference prices, both legs in one step (the crypto out, the base currency in).
 */
function autoConvert(ctx: SandboxContext, walletId: string, currencyId: string, amount: string): void {
  const { config } = tenantConfigOf(ctx.store);
  const from = currencyById(currencyId);
  const to = fiatCurrency(config.base_currency);
  if (!config.enable_auto_exchange || !from || !to) return;
  const value = round(div(mul(amount, from.usd), to.usd, 12), to.decimal);
  const info = `Converted to ${to.symbol} automatically`;
  const meta = {
    exchange_rate: Number(div(from.usd, to.usd, 8)),
    billing_amount: amount,
    billing_amount_currency: from.symbol,
    transaction_amount: value,
    transaction_amount_currency: to.symbol,
  };
  const leg = (type: 'withdrawal' | 'deposit') => ({
    type,
    method: 'exchange',
    record_type: 'AUTO_CONVERT_CRYPTO',
    status: 'complete',
    info,
    meta,
  });
  ledgerFor(ctx).applyAtomically([
    { kind: 'debit', walletId, currencyId, amount, tx: leg('withdrawal') },
    { kind: 'credit', walletId, currencyId: to.uuid, amount: value, tx: leg('deposit') },
  ]);
}
