import { Button, Cell, Input, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { ORDER_CREATE_V1 } from '../../api/endpoints/orders';
import { call } from '../../api/http';
import { t } from '../../i18n';
import { cryptoSendTypes } from '../../lib/crypto-send-types';
import { formatCurrencyAmount } from '../../lib/format';
import { isTelegram, scanQr } from '../../lib/platform';
import { ruleMessage } from '../../lib/rule-message';
import { paths } from '../../routing/paths';
import { addressError, addressFormatForChain, memoError } from '../../shared/address-rules';
import { wireNumber } from '../../shared/wire-json';
import { CurrencyPicker } from '../../ui/CurrencyPicker';
import { FormError } from '../../ui/FormError';
import { otpRequestFor } from '../second-factor';
import { FlowScreen } from './components/FlowScreen';
import { NothingToSend } from './components/NothingToSend';
import { OrderResultView } from './components/OrderResultView';
import { QuoteSummary } from './components/QuoteSummary';
import { SendAmounts } from './components/SendAmounts';
import { SubmitFooter } from './components/SubmitFooter';
import { decimalsOf, positiveHoldings, useChains, useFreshWallet, useOrderTypes } from './data';
import { largestHolding } from './defaults';
import { useDraft } from './intent/useDraft';
import { addressFromQr } from './qr-address';
import { useOrderSubmit } from './submit';
import { summaryOf } from './summary';
import { useOrderQuote } from './useOrderQuote';
import './orders.css';

const ORDER_TYPE = 'WITHDRAWAL_CRYPTO';

/** Send crypto to an external address (WITHDRAWAL_CRYPTO). The platform asks for a second factor. */
export default function WithdrawScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const [, navigate] = useLocation();
  const wallet = useFreshWallet(walletId);
  const chains = useChains();
  const draft = useDraft('withdraw', walletId);
  const canSendToRecipient = cryptoSendTypes(useOrderTypes().data).length > 0;
  const holdings = positiveHoldings(wallet.data).filter((h) => h.currency.is_crypto);
  const currencyId = draft.get('currencyId') || largestHolding(holdings)?.currency.uuid || null;
  const held = holdings.find((h) => h.currency.uuid === currencyId) ?? null;
  const currency = held?.currency;
  const chain = currency?.is_crypto
    ? chains.data?.data.find((c) => c.id === currency.meta.chain_id)
    : undefined;
  const format = chain ? addressFormatForChain(chain) : null;
  const address = draft.get('address');
  const setAddress = (v: string) => draft.set('address', v);
  const [addressTouched, setAddressTouched] = useState(false);
  const memo = draft.get('memo');
  const setMemo = (v: string) => draft.set('memo', v);
  const network = chain?.name ?? (currency?.is_crypto ? currency.meta.chain_name : undefined);
  const addrError = currency ? addressError(address, format, network) : null;
  const memoErr = currency?.is_memo ? memoError(memo, format) : null;
  const validAddress = currency && !addrError ? address.trim() : null;

  const decimals = decimalsOf(currency);
  const quote = useOrderQuote({
    orderType: ORDER_TYPE,
    fromCurrencyId: currencyId,
    toCurrencyId: currencyId,
    // Only a valid address is sent: a typo must not trigger a quote for it.
    toAddress: validAddress,
    draft,
    fromRules: { maxDecimals: decimals, available: held?.amount ?? null },
    toRules: { maxDecimals: decimals },
    fromCurrency: currency,
  });
  const { fields, pay, receive, isReverse } = quote;
  const summary = quote.bound
    ? summaryOf('withdraw', quote.bound, currency, currency, {
        address: validAddress,
        network: network ?? null,
      })
    : null;

  const submit = useOrderSubmit({
    flow: 'withdraw',
    walletId,
    generation: 1,
    intentOf: {
      currencyId,
      address: address.trim(),
      memo,
      amount: quote.request?.amount,
      reverse: isReverse,
    },
    canSend: quote.quoted && !!validAddress,
    send: () =>
      call(ORDER_CREATE_V1.WITHDRAWAL_CRYPTO, {
        body: {
          amount: wireNumber(quote.typedAmount),
          wallet_uuid: walletId,
          crypto_uuid: currencyId ?? '',
          to_address: address.trim(),
          is_subsctract: !isReverse,
          is_reverse: isReverse,
          ...(currency?.is_memo && memo.trim() ? { memo: memo.trim() } : {}),
        },
      }),
    match:
      quote.quoted && currencyId
        ? { orderTypes: [ORDER_TYPE], fromId: currencyId, toId: currencyId, amount: quote.typedAmount }
        : null,
    summary,
    onReset: () => {
      fields.reset();
      draft.clear();
    },
  });

  const overBalance = quote.isOver(held?.amount);
  const ready = quote.quoted && !!validAddress && !memoErr && !overBalance;
  const symbol = currency?.meta.symbol ?? '';

  const scan = async () => {
    const text = await scanQr(t('orders.withdraw.scanPrompt'));
    if (text) {
      setAddress(addressFromQr(text));
      setAddressTouched(true);
    }
  };

  return (
    <FlowScreen
      title={t('orders.withdraw.title')}
      backTo={paths.wallet(walletId)}
      error={wallet.error}
      onRetry={wallet.refresh}
      loading={wallet.loading}
      refreshing={wallet.updating}
      skeletonRows={3}
      result={
        submit.result && (
          <OrderResultView summary={submit.result.summary} walletId={walletId} onNew={submit.startOver} />
        )
      }
      empty={
        holdings.length === 0 ? (
          <NothingToSend
            walletId={walletId}
            title={t('orders.withdraw.emptyTitle')}
            text={t('orders.withdraw.emptyText')}
          />
        ) : null
      }
    >
      {canSendToRecipient && (
        <Section>
          <Cell
            after="›"
            subtitle={t('orders.withdraw.toRecipientHint')}
            data-testid="send-to-recipient"
            onClick={() => navigate(paths.send(walletId))}
          >
            {t('orders.withdraw.toRecipient')}
          </Cell>
        </Section>
      )}
      <Section header={t('orders.form.whatToSend')}>
        <CurrencyPicker
          header={t('orders.withdraw.currencyAndNetwork')}
          sheetTitle={t('orders.form.whatToSend')}
          name="currency"
          value={currencyId}
          chains={chains.data?.data}
          options={holdings}
          onChange={(id) => draft.set('currencyId', id)}
        />
      </Section>
      <Section
        header={t('orders.withdraw.whereTo')}
        footer={chain ? t('orders.withdraw.networkWarning', { network: chain.name }) : undefined}
      >
        <Input
          header={t('orders.withdraw.address')}
          name="to_address"
          dir="ltr"
          placeholder={
            chain
              ? t('orders.withdraw.addressPlaceholder', { network: chain.name })
              : t('orders.withdraw.chooseCurrencyFirst')
          }
          value={address}
          disabled={!currency}
          autoComplete="off"
          spellCheck={false}
          status={addressTouched && addrError ? 'error' : 'default'}
          onChange={(e) => setAddress(e.currentTarget.value)}
          onBlur={() => setAddressTouched(true)}
          after={
            isTelegram() ? (
              <Button size="s" mode="bezeled" type="button" onClick={() => void scan()} disabled={!currency}>
                {t('orders.withdraw.scan')}
              </Button>
            ) : undefined
          }
        />
        {addressTouched && addrError && address.trim() !== '' && <FormError text={ruleMessage(addrError)} />}
        {currency?.is_memo && (
          <>
            <Input
              header={t('orders.withdraw.memo')}
              name="memo"
              dir="ltr"
              placeholder={t('orders.withdraw.memoPlaceholder')}
              value={memo}
              inputMode="numeric"
              status={memoErr ? 'error' : 'default'}
              onChange={(e) => setMemo(e.currentTarget.value)}
            />
            <FormError text={ruleMessage(memoErr)} />
          </>
        )}
      </Section>
      <SendAmounts
        fields={fields}
        decimals={decimals}
        symbol={symbol}
        held={held?.amount ?? null}
        disabled={!currency}
      />
      <QuoteSummary
        calc={quote.shown}
        from={currency}
        overBalance={overBalance ? t('orders.withdraw.overBalance') : null}
      />
      <SubmitFooter
        submit={submit}
        text={t('orders.withdraw.review')}
        ready={ready}
        summary={summary}
        quote={quote}
        walletId={walletId}
        dirty={!!fields.fromText || !!fields.toText || !!address}
        error={submit.fieldError('to_address')}
        confirm={{
          summary: t('orders.secondFactor.sendTo', {
            amount: formatCurrencyAmount(receive ?? '0', currency),
            destination: address.trim(),
          }),
          request:
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
              : null,
        }}
      />
    </FlowScreen>
  );
}
