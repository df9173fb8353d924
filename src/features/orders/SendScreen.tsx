import { Button, Cell, Section, Select } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import type { DestinationListItem } from '../../api/types';
import { paths } from '../../app/paths';
import { formatMoney, shortAddress } from '../../lib/format';
import { cmp, tryNormalize } from '../../lib/money';
import { AmountInput } from '../../ui/AmountInput';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { MainButton } from '../../ui/MainButton';
import { Screen } from '../../ui/Screen';
import { useOrderCalculator } from './calculator/useOrderCalculator';
import { FormError } from './components/FormError';
import { QuoteCard } from './components/QuoteCard';
import { useCounterparties, useDestinations } from './counterparties/api';
import { DestinationSheet } from './counterparties/DestinationSheet';
import {
  CRYPTO_SEND_LABEL,
  type CryptoSendType,
  cryptoSendTypes,
  isCryptoDestination,
  sendCrypto,
} from './crypto-send';
import {
  currencyLabel,
  decimalsOf,
  useChains,
  useCurrencies,
  useKycUnlock,
  useOrderTypes,
  useWallet,
} from './data';
import { OrderSecondFactor, otpRequestFor } from './second-factor';
import { submitErrorText, useOrderSubmit } from './submit';
import { useAmountFields } from './useAmountFields';
import './orders.css';

const CRYPTO_KINDS = ['CRYPTO_EXTERNAL', 'CRYPTO_INTERNAL'] as const;

function destinationName(d: DestinationListItem): string {
  const address = shortAddress(d.external_crypto_data?.address ?? '', 8, 6);
  return d.nickname ? `${d.nickname} · ${address}` : address;
}

/**
 * Send crypto to a saved recipient (OMNIBUS_CRYPTO_TRANSFER / SEGREGATED_CRYPTO_TRANSFER):
 * offered only where the order types list has them; the recipient's crypto destination fixes
 * the currency; the shared calculator quotes (with the address); the platform's second factor
 * confirms; one request_id per intent; then the order status screen.
 * `?recipient=<id>&destination=<id>` preselects (from the recipient's screen).
 */
export default function SendScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const wallet = useWallet(walletId);
  const types = useOrderTypes();
  const currencies = useCurrencies();
  const chains = useChains();
  const kyc = useKycUnlock(walletId, wallet.data);
  const offered = cryptoSendTypes(types.data);
  const [typeId, setTypeId] = useState<string | null>(null);
  const type = offered.find((t) => t.id === typeId) ?? offered.find((t) => kyc.isUnlocked(t)) ?? null;
  const unlocked = !!type && kyc.isUnlocked(type);

  const counterparties = useCounterparties(walletId);
  const [cpId, setCpId] = useState<string | null>(search.get('recipient'));
  const destinations = useDestinations(walletId, cpId);
  const crypto = (destinations.data?.data ?? []).filter(isCryptoDestination);
  const [destId, setDestId] = useState<string | null>(search.get('destination'));
  const dest = crypto.find((d) => d.id === destId) ?? null;
  const [adding, setAdding] = useState(false);
  const cp = counterparties.data?.data.find((c) => c.id === cpId);

  const currencyId = dest?.external_crypto_data?.currency_id ?? null;
  const currency = (currencies.data?.data ?? []).find((c) => c.uuid === currencyId);
  const account = (wallet.data?.balance ?? [])
    .flatMap((b) => b.details)
    .find((d) => d.currency.uuid === currencyId);
  const held = tryNormalize(account?.amount ?? '0') ?? '0';
  const address = dest?.external_crypto_data?.address ?? null;

  const calc = useOrderCalculator({
    orderType: type?.id ?? '',
    fromCurrencyId: currencyId,
    toCurrencyId: currencyId,
    toAddress: address,
    disabled: !type || !unlocked || !dest,
  });
  const fields = useAmountFields(calc.calculator, calc);
  const decimals = decimalsOf(currency);
  const symbol = currency?.meta.symbol ?? '';
  const pay = tryNormalize(calc.result?.from_amount ?? null);
  const receive = tryNormalize(calc.result?.result_amount ?? null);
  const isReverse = calc.editing === 'to';

  const submit = useOrderSubmit(
    walletId,
    { typeId: type?.id, destId, amount: fields.fromText, to: fields.toText },
    (requestId, headers) =>
      sendCrypto(
        {
          type: type!.id as CryptoSendType,
          requestId,
          walletId,
          currencyId: currencyId ?? '',
          walletAccountId: account?.uuid ?? '',
          destinationId: destId ?? '',
          amount: (isReverse ? tryNormalize(fields.toText) : tryNormalize(fields.fromText)) ?? '0',
          isReverse,
        },
        headers,
      ),
  );

  const overBalance = pay ? cmp(pay, held) > 0 : false;
  const ready =
    unlocked && !!dest && !!account && !!calc.result && !calc.loading && !overBalance && !calc.error;
  const back = paths.wallet(walletId);

  if (wallet.error || types.error) {
    return (
      <Screen title="Send to a recipient" backTo={back}>
        <ErrorState
          error={wallet.error ?? types.error}
          onRetry={() => void Promise.all([wallet.refresh(), types.refresh()])}
        />
      </Screen>
    );
  }
  return (
    <Screen title="Send to a recipient" backTo={back}>
      {wallet.loading || types.loading ? (
        <ListSkeleton rows={4} />
      ) : offered.length === 0 ? (
        <EmptyState
          title="Not available"
          description="Sending crypto to saved recipients is not offered for this wallet. Use Withdraw to send to an address."
        />
      ) : (
        <>
          {(offered.length > 1 || !unlocked) && (
            <Section header="Send">
              {offered.map((t) => {
                const open = kyc.isUnlocked(t);
                return (
                  <Cell
                    key={t.id}
                    data-testid={`type-${t.id}`}
                    description={open ? (t.description ?? undefined) : 'Verify to unlock'}
                    after={
                      open ? (
                        t.id === type?.id ? (
                          '✓'
                        ) : undefined
                      ) : (
                        <Button size="s" mode="bezeled" onClick={() => navigate(paths.kyc(walletId))}>
                          Verify
                        </Button>
                      )
                    }
                    onClick={open ? () => setTypeId(t.id) : () => navigate(paths.kyc(walletId))}
                    className={open ? undefined : 'o-lock'}
                  >
                    {CRYPTO_SEND_LABEL[t.id as CryptoSendType] ?? t.id}
                  </Cell>
                );
              })}
            </Section>
          )}
          <Section
            header="To"
            footer={
              currency
                ? `${currencyLabel(currency, chains.data?.data)} · only this network reaches this address.`
                : undefined
            }
          >
            <Select
              header="Recipient"
              name="counterparty"
              value={cpId ?? ''}
              onChange={(e) => {
                setCpId(e.currentTarget.value);
                setDestId(null);
              }}
            >
              <option value="" disabled>
                {counterparties.loading
                  ? 'Loading…'
                  : (counterparties.data?.total ?? 0) === 0
                    ? 'No recipients yet'
                    : 'Choose a recipient'}
              </option>
              {(counterparties.data?.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.nickname ? `${c.name} (${c.nickname})` : c.name}
                </option>
              ))}
            </Select>
            {cpId && (
              <Select
                header="Address"
                name="destination"
                value={dest ? dest.id : ''}
                onChange={(e) => setDestId(e.currentTarget.value)}
              >
                <option value="" disabled>
                  {destinations.loading
                    ? 'Loading…'
                    : crypto.length === 0
                      ? `No crypto address for ${cp?.name ?? 'them'}`
                      : 'Choose an address'}
                </option>
                {crypto.map((d) => {
                  const c = (currencies.data?.data ?? []).find(
                    (x) => x.uuid === d.external_crypto_data?.currency_id,
                  );
                  return (
                    <option key={d.id} value={d.id}>
                      {`${c?.meta.symbol ?? ''} · ${destinationName(d)}`}
                    </option>
                  );
                })}
              </Select>
            )}
            {destinations.error && <FormError text={destinations.error.message} />}
            <div className="o-row-actions">
              <Button size="m" mode="bezeled" onClick={() => setAdding(true)}>
                {cpId ? 'Add a crypto address' : 'New recipient'}
              </Button>
            </div>
          </Section>
          {adding && (
            <DestinationSheet
              walletId={walletId}
              open={adding}
              onClose={() => setAdding(false)}
              counterpartyId={cpId}
              kinds={CRYPTO_KINDS}
              onCreated={(d, newCp) => {
                setCpId(newCp);
                setDestId(d.id);
                setAdding(false);
              }}
            />
          )}
          {dest && (
            <Section header="Amount">
              {!account && (
                <FormError text={`This wallet holds no ${symbol}. Deposit or exchange some first.`} />
              )}
              <AmountInput
                name="amount"
                header="You send"
                value={fields.fromText}
                maxDecimals={decimals}
                available={held}
                max={held}
                currencyLabel={symbol}
                disabled={!account || !unlocked}
                onChange={fields.onFrom}
              />
              <AmountInput
                name="receive_amount"
                header="They receive"
                value={fields.toText}
                maxDecimals={decimals}
                currencyLabel={symbol}
                disabled={!account || !unlocked}
                onChange={fields.onTo}
              />
            </Section>
          )}
          {overBalance && (
            <FormError text="With the fees this is more than your balance. Lower the amount." />
          )}
          <QuoteCard
            result={calc.result}
            loading={calc.loading}
            error={calc.error}
            fromDecimals={decimals}
            toDecimals={decimals}
          />
          <FormError
            text={
              submit.fieldError('counterparty_destination_id') ??
              submit.fieldError('amount') ??
              submitErrorText(submit)
            }
          />
          {type && currency && (
            <OrderSecondFactor
              submit={submit}
              summary={`Send ${formatMoney(receive ?? '0', { currency: symbol, decimals })} to ${cp?.name ?? 'the recipient'}`}
              request={
                pay && receive
                  ? otpRequestFor({
                      requestId: submit.requestId,
                      orderType: type.id,
                      walletId,
                      fromSymbol: symbol,
                      toSymbol: symbol,
                      fromCurrencyId: currency.uuid,
                      toCurrencyId: currency.uuid,
                      fromAmount: pay,
                      toAmount: receive,
                      counterpartyAccountId: cpId,
                      counterpartyDestinationId: destId,
                    })
                  : null
              }
            />
          )}
          <MainButton
            text={submit.uncertain ? 'Try again' : 'Send'}
            onClick={() => void submit.submit()}
            loading={submit.submitting}
            disabled={!ready}
          />
        </>
      )}
    </Screen>
  );
}
