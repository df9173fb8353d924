import { Button, Cell, Input, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { ORDER_CREATE_V1 } from '../../api/endpoints/orders';
import { call } from '../../api/http';
import { paths } from '../../app/paths';
import { formatMoney } from '../../lib/format';
import { cmp, tryNormalize } from '../../lib/money';
import { isTelegram, scanQr } from '../../lib/platform';
import { addressError, addressFormatForChain, memoError } from '../../lib/validate-address';
import { AmountInput } from '../../ui/AmountInput';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { MainButton } from '../../ui/MainButton';
import { Screen } from '../../ui/Screen';
import { useOrderCalculator } from './calculator/useOrderCalculator';
import { CurrencySelect } from './components/CurrencySelect';
import { FormError } from './components/FormError';
import { QuoteCard } from './components/QuoteCard';
import { cryptoSendTypes } from './crypto-send';
import { decimalsOf, positiveHoldings, useChains, useOrderTypes, useWallet } from './data';
import { addressFromQr } from './qr-address';
import { OrderSecondFactor, otpRequestFor } from './second-factor';
import { submitErrorText, useOrderSubmit } from './submit';
import { useAmountFields } from './useAmountFields';
import './orders.css';

const ORDER_TYPE = 'WITHDRAWAL_CRYPTO';

/** Send crypto to an external address (WITHDRAWAL_CRYPTO). The platform asks for a second factor. */
export default function WithdrawScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const wallet = useWallet(walletId);
  const chains = useChains();
  const canSendToRecipient = cryptoSendTypes(useOrderTypes().data).length > 0;
  const holdings = positiveHoldings(wallet.data).filter((h) => h.currency.is_crypto);
  const [currencyId, setCurrencyId] = useState<string | null>(null);
  const held = holdings.find((h) => h.currency.uuid === currencyId) ?? null;
  const currency = held?.currency;
  const chain = currency?.is_crypto
    ? chains.data?.data.find((c) => c.id === currency.meta.chain_id)
    : undefined;
  const format = chain ? addressFormatForChain(chain) : null;
  const [address, setAddress] = useState('');
  const [addressTouched, setAddressTouched] = useState(false);
  const [memo, setMemo] = useState('');
  const addrError = currency
    ? addressError(
        address,
        format,
        chain?.name ?? (currency.is_crypto ? currency.meta.chain_name : undefined),
      )
    : null;
  const memoErr = currency?.is_memo ? memoError(memo, format) : null;
  const validAddress = currency && !addrError ? address.trim() : null;

  const calc = useOrderCalculator({
    orderType: ORDER_TYPE,
    fromCurrencyId: currencyId,
    toCurrencyId: currencyId,
    // Only a valid address is sent: a typo must not trigger a quote for it.
    toAddress: validAddress,
  });
  const fields = useAmountFields(calc.calculator, calc);
  const decimals = decimalsOf(currency);
  const pay = tryNormalize(calc.result?.from_amount ?? null);
  const receive = tryNormalize(calc.result?.result_amount ?? null);
  const isReverse = calc.editing === 'to';

  const submit = useOrderSubmit(
    walletId,
    { currencyId, address: address.trim(), memo, amount: fields.fromText, to: fields.toText },
    (_requestId, headers) =>
      call(ORDER_CREATE_V1.WITHDRAWAL_CRYPTO, {
        body: {
          amount: (isReverse ? receive : tryNormalize(fields.fromText)) ?? '0',
          wallet_uuid: walletId,
          crypto_uuid: currencyId ?? '',
          to_address: address.trim(),
          is_subsctract: !isReverse,
          is_reverse: isReverse,
          ...(currency?.is_memo && memo.trim() ? { memo: memo.trim() } : {}),
        },
        headers,
      }),
  );

  const overBalance = held && pay ? cmp(pay, held.amount) > 0 : false;
  const ready = !!calc.result && !calc.loading && !!validAddress && !memoErr && !overBalance && !calc.error;
  const symbol = currency?.meta.symbol ?? '';

  const scan = async () => {
    const text = await scanQr('Scan the address QR code');
    if (text) {
      setAddress(addressFromQr(text));
      setAddressTouched(true);
    }
  };

  if (wallet.error) {
    return (
      <Screen title="Withdraw" backTo={paths.wallet(walletId)}>
        <ErrorState error={wallet.error} onRetry={wallet.refresh} />
      </Screen>
    );
  }
  return (
    <Screen title="Withdraw" backTo={paths.wallet(walletId)}>
      {wallet.loading ? (
        <ListSkeleton rows={3} />
      ) : holdings.length === 0 ? (
        <EmptyState title="No crypto to withdraw" description="Deposit or buy crypto in this wallet first." />
      ) : (
        <>
          {canSendToRecipient && (
            <Section>
              <Link href={paths.send(walletId)} asChild>
                <Cell Component="a" after="›" subtitle="Pick a saved recipient instead of typing an address">
                  Send to a recipient
                </Cell>
              </Link>
            </Section>
          )}
          <Section header="What to send">
            <CurrencySelect
              header="Currency and network"
              name="currency"
              value={currencyId}
              chains={chains.data?.data}
              options={holdings}
              onChange={setCurrencyId}
            />
          </Section>
          <Section
            header="Where to"
            footer={
              chain
                ? `Only send to a ${chain.name} address: funds sent on another network are lost.`
                : undefined
            }
          >
            <Input
              header="Destination address"
              name="to_address"
              placeholder={chain ? `${chain.name} address` : 'Choose the currency first'}
              value={address}
              disabled={!currency}
              autoComplete="off"
              spellCheck={false}
              status={addressTouched && addrError ? 'error' : 'default'}
              onChange={(e) => setAddress(e.currentTarget.value)}
              onBlur={() => setAddressTouched(true)}
              after={
                isTelegram() ? (
                  <Button
                    size="s"
                    mode="bezeled"
                    type="button"
                    onClick={() => void scan()}
                    disabled={!currency}
                  >
                    Scan QR
                  </Button>
                ) : undefined
              }
            />
            {addressTouched && addrError && address.trim() !== '' && <FormError text={addrError} />}
            {currency?.is_memo && (
              <>
                <Input
                  header="Destination tag / memo"
                  name="memo"
                  placeholder="Required by most exchanges"
                  value={memo}
                  inputMode="numeric"
                  status={memoErr ? 'error' : 'default'}
                  onChange={(e) => setMemo(e.currentTarget.value)}
                />
                <FormError text={memoErr} />
              </>
            )}
          </Section>
          <Section header="Amount">
            <AmountInput
              name="amount"
              header="You send"
              value={fields.fromText}
              maxDecimals={decimals}
              available={held?.amount ?? null}
              max={held?.amount ?? null}
              currencyLabel={symbol}
              disabled={!currency}
              onChange={fields.onFrom}
            />
            <AmountInput
              name="receive_amount"
              header="They receive"
              value={fields.toText}
              maxDecimals={decimals}
              currencyLabel={symbol}
              disabled={!currency}
              onChange={fields.onTo}
            />
          </Section>
          {overBalance && (
            <FormError text="With the network fee this is more than your balance. Lower the amount." />
          )}
          <QuoteCard
            result={calc.result}
            loading={calc.loading}
            error={calc.error}
            fromDecimals={decimals}
            toDecimals={decimals}
          />
          <FormError text={submit.fieldError('to_address') ?? submitErrorText(submit)} />
          <OrderSecondFactor
            submit={submit}
            summary={`Send ${formatMoney(receive ?? '0', { currency: symbol, decimals })} to ${address.trim()}`}
            request={
              currency && pay && receive
                ? otpRequestFor({
                    requestId: submit.requestId,
                    orderType: ORDER_TYPE,
                    walletId,
                    fromSymbol: symbol,
                    toSymbol: symbol,
                    fromCurrencyId: currency.uuid,
                    toCurrencyId: currency.uuid,
                    fromAmount: pay,
                    toAmount: receive,
                  })
                : null
            }
          />
          <MainButton
            text={submit.uncertain ? 'Try again' : 'Withdraw'}
            onClick={() => void submit.submit()}
            loading={submit.submitting}
            disabled={!ready}
          />
        </>
      )}
    </Screen>
  );
}
