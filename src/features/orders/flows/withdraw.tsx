import { Button, Cell, Input, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ORDER_CREATE_V1 } from '../../../api/endpoints/orders';
import { call } from '../../../api/http';
import { t } from '../../../i18n';
import { cryptoSendTypes } from '../../../lib/crypto-send-types';
import { formatCurrencyAmount } from '../../../lib/format';
import { isTelegram, scanQr } from '../../../lib/platform';
import { ruleMessage } from '../../../lib/rule-message';
import { paths } from '../../../routing/paths';
import { addressError, addressFormatForChain, memoError } from '../../../shared/address-rules';
import { CurrencyPicker } from '../../../ui/CurrencyPicker';
import { FormError } from '../../../ui/FormError';
import { NothingToSend } from '../components/NothingToSend';
import { SendAmounts } from '../components/SendAmounts';
import { decimalsOf, positiveHoldings, useChains, useOrderTypes } from '../data';
import { largestHolding } from '../defaults';
import { v1Base } from '../engine/bodies';
import type { FieldsProps, FlowContext, FlowDefinition } from '../engine/flow';
import { OrderFlowScreen } from '../engine/OrderFlowScreen';
import { addressFromQr } from '../qr-address';
import { secondFactor } from './choices';

const ORDER_TYPE = 'WITHDRAWAL_CRYPTO';

function useWithdrawForm({ walletId, wallet, draft }: FlowContext) {
  const chains = useChains();
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
  const memo = draft.get('memo');
  const network = chain?.name ?? (currency?.is_crypto ? currency.meta.chain_name : undefined);
  const addrError = currency ? addressError(address, format, network) : null;
  const memoErr = currency?.is_memo ? memoError(memo, format) : null;
  // Only a valid address is priced: a typo must not trigger a quote for it.
  const validAddress = currency && !addrError ? address.trim() : null;
  const decimals = decimalsOf(currency);
  return {
    holdings,
    canSendToRecipient,
    chain,
    address,
    addrError,
    memo,
    memoErr,
    empty: holdings.length === 0 ? <NothingToSend walletId={walletId} flow="withdraw" /> : null,
    orderType: ORDER_TYPE,
    from: currency,
    toAddress: validAddress,
    fromRules: { maxDecimals: decimals, available: held?.amount ?? null },
    toRules: { maxDecimals: decimals },
    balance: held?.amount ?? null,
    intent: { currencyId, address: address.trim(), memo },
    complete: !!validAddress && !memoErr,
    where: { address: validAddress, network: network ?? null },
    dirty: !!address,
    errorFields: ['to_address'],
  };
}

type WithdrawForm = ReturnType<typeof useWithdrawForm>;

function WithdrawFields({ form, quote, ctx: { walletId, draft } }: FieldsProps<WithdrawForm>) {
  const [, navigate] = useLocation();
  const chains = useChains();
  const [addressTouched, setAddressTouched] = useState(false);
  const { from: currency, chain, address, addrError, memoErr } = form;
  const setAddress = (v: string) => draft.set('address', v);
  const scan = async () => {
    const text = await scanQr(t('orders.withdraw.scanPrompt'));
    if (text) {
      setAddress(addressFromQr(text));
      setAddressTouched(true);
    }
  };
  return (
    <>
      {form.canSendToRecipient && (
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
          value={currency?.uuid ?? null}
          chains={chains.data?.data}
          options={form.holdings}
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
              value={form.memo}
              inputMode="numeric"
              status={memoErr ? 'error' : 'default'}
              onChange={(e) => draft.set('memo', e.currentTarget.value)}
            />
            <FormError text={ruleMessage(memoErr)} />
          </>
        )}
      </Section>
      <SendAmounts
        fields={quote.fields}
        decimals={form.fromRules.maxDecimals}
        symbol={currency?.meta.symbol ?? ''}
        held={form.balance}
        disabled={!currency}
      />
    </>
  );
}

/** Send crypto to an external address (WITHDRAWAL_CRYPTO). The platform asks for a second factor. */
export const withdrawFlow: FlowDefinition<WithdrawForm> = {
  kind: 'withdraw',
  name: 'withdraw',
  generation: 1,
  titleKey: 'orders.withdraw.title',
  actionKey: 'orders.withdraw.review',
  overBalanceKey: 'orders.withdraw.overBalance',
  skeletonRows: 3,
  clearAfter: true,
  useForm: useWithdrawForm,
  Fields: WithdrawFields,
  send: (form, order) =>
    call(ORDER_CREATE_V1.WITHDRAWAL_CRYPTO, {
      body: {
        ...v1Base(order),
        crypto_uuid: form.from?.uuid ?? '',
        to_address: form.address.trim(),
        is_subsctract: !order.isReverse,
        is_reverse: order.isReverse,
        ...(form.from?.is_memo && form.memo.trim() ? { memo: form.memo.trim() } : {}),
      },
    }),
  match: (form, order) =>
    form.from
      ? { orderTypes: [ORDER_TYPE], fromId: form.from.uuid, toId: form.from.uuid, amount: order.amount }
      : null,
  confirm: (form, order) =>
    secondFactor(
      form,
      order,
      t('orders.secondFactor.sendTo', {
        amount: formatCurrencyAmount(order.receive, form.from),
        destination: form.address.trim(),
      }),
    ),
};

export default function WithdrawScreen() {
  return <OrderFlowScreen def={withdrawFlow} />;
}
