import { Cell, Input, Section } from '@telegram-apps/telegram-ui';
import { useMemo, useState } from 'react';
import { ORDER_CREATE_V1 } from '../../api/endpoints/orders';
import { walletsApi } from '../../api/endpoints/wallets';
import { ApiError } from '../../api/errors';
import { call } from '../../api/http';
import type { CardDetail, SubAccount } from '../../api/types/issuing';
import { formatCurrencyAmount } from '../../lib/format';
import { parseAmountInput } from '../../lib/money';
import { haptic } from '../../lib/platform';
import { useQuery } from '../../lib/query';
import { useIntentId } from '../../lib/request-id';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { useOrderCalculator } from '../orders/calculator/useOrderCalculator';
import { invalidateCardLists, messageOf } from './actions';

type TopUpType = 'TRANSFER_CARD_PREPAID' | 'TRANSFER_CARD_SUBACCOUNT' | 'TRANSFER_CARD_WHOLESALE';

/** Which top-up order the card's program accepts (Program.order_types), by account type. */
export function topUpTypeOf(subAccount: SubAccount): TopUpType | null {
  const accepted = subAccount.issuing_program.order_types.map((o) => o.order_types_id);
  const preferred: TopUpType[] =
    subAccount.type === 'prepaid'
      ? ['TRANSFER_CARD_PREPAID', 'TRANSFER_CARD_SUBACCOUNT', 'TRANSFER_CARD_WHOLESALE']
      : ['TRANSFER_CARD_SUBACCOUNT', 'TRANSFER_CARD_WHOLESALE', 'TRANSFER_CARD_PREPAID'];
  return preferred.find((t) => accepted.includes(t)) ?? null;
}

/**
 * Moves money from the card's wallet onto its balance through the top-up order of its program.
 * The user types what should arrive on the card; the orders calculator quotes what the wallet pays.
 */
export function TopUpSheet({
  card,
  subAccount,
  onClose,
}: {
  card: CardDetail;
  subAccount: SubAccount;
  onClose: () => void;
}) {
  const orderType = topUpTypeOf(subAccount);
  const wallet = useQuery(walletsApi.get, { path: { wallet_id: card.wallet_id } });
  const sources = useMemo(
    () =>
      (wallet.data?.balance ?? [])
        .flatMap((b) => b.details)
        .filter((d) => !d.currency.is_crypto || d.currency.is_stablecoin),
    [wallet.data],
  );
  const [fromId, setFromId] = useState<string | null>(null);
  const from = sources.find((s) => s.uuid === fromId) ?? sources[0] ?? null;
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const cardCurrency = subAccount.currency;
  const parsed = parseAmountInput(text, 2);
  const intent = useIntentId({
    card: card.card_id,
    amount: parsed.ok ? parsed.value : text,
    from: from?.uuid,
  });
  const calc = useOrderCalculator({
    orderType: orderType ?? 'TRANSFER_CARD_PREPAID',
    fromCurrencyId: from?.currency.uuid ?? null,
    toCurrencyId: cardCurrency.uuid,
    version: 1,
    disabled: !orderType || !from || from.currency.uuid === cardCurrency.uuid,
  });

  const submit = async () => {
    if (sending || !orderType) return;
    if (!parsed.ok) return setError(parsed.reason);
    if (!from) return setError('This wallet holds no currency that can fund the card.');
    setSending(true);
    setError('');
    const amount = Number(parsed.value); // wire number (API.md §15.2); no arithmetic on it
    try {
      if (orderType === 'TRANSFER_CARD_PREPAID') {
        await call(ORDER_CREATE_V1.TRANSFER_CARD_PREPAID, {
          body: { amount, wallet_uuid: card.wallet_id, card_id: card.card_id },
          headers: { 'Idempotency-Key': intent.id },
        });
      } else if (orderType === 'TRANSFER_CARD_SUBACCOUNT') {
        await call(ORDER_CREATE_V1.TRANSFER_CARD_SUBACCOUNT, {
          body: {
            amount,
            wallet_uuid: card.wallet_id,
            from_uuid: from.currency.uuid,
            sub_account_id: subAccount.id,
          },
          headers: { 'Idempotency-Key': intent.id },
        });
      } else {
        await call(ORDER_CREATE_V1.TRANSFER_CARD_WHOLESALE, {
          body: {
            amount,
            wallet_id: card.wallet_id,
            currency_id: from.currency.uuid,
            vendor_id: subAccount.issuing_program.vendor_id,
          },
          headers: { 'Idempotency-Key': intent.id },
        });
      }
      intent.renew();
      invalidateCardLists();
      haptic('success');
      showToast('Top-up sent', {
        tone: 'success',
        description: 'The balance updates when the order completes.',
      });
      onClose();
    } catch (err) {
      haptic('error');
      setError(
        err instanceof ApiError && err.fields.amount
          ? err.fields.amount
          : messageOf(err, 'The top-up failed.'),
      );
    } finally {
      setSending(false);
    }
  };

  const quote =
    calc.result && !calc.loading ? formatCurrencyAmount(calc.result.from_amount, from?.currency) : null;

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title="Top up card"
      primary={{ text: 'Top up', onClick: submit, loading: sending, disabled: !orderType || !parsed.ok }}
    >
      {!orderType ? (
        <Cell multiline>This card's program does not accept top-ups from a wallet.</Cell>
      ) : (
        <>
          <Input
            header={`Amount to add (${cardCurrency.meta.code})`}
            inputMode="decimal"
            placeholder="0.00"
            value={text}
            status={error ? 'error' : 'default'}
            onChange={(e) => {
              setText(e.target.value);
              const p = parseAmountInput(e.target.value, 2);
              if (p.ok) calc.calculator.setToAmount(p.value);
            }}
            aria-label="Top-up amount"
          />
          {error && (
            <div className="cards-field-error" role="alert">
              {error}
            </div>
          )}
          <Section header="Pay from">
            {wallet.loading && <Cell>Loading balances…</Cell>}
            {sources.map((s) => (
              <Cell
                key={s.uuid}
                onClick={() => setFromId(s.uuid)}
                after={s.uuid === from?.uuid ? '✓' : undefined}
                subtitle={`${formatCurrencyAmount(s.amount, s.currency)} available`}
              >
                {s.currency.meta.name}
                {s.currency.is_crypto ? ` (${s.currency.meta.symbol})` : ''}
              </Cell>
            ))}
          </Section>
          {quote && <div className="cards-hint">You pay about {quote}.</div>}
          {calc.error && <div className="cards-hint">{calc.error}</div>}
          <div className="cards-hint">
            Current balance: {formatCurrencyAmount(subAccount.balance, cardCurrency)}
          </div>
        </>
      )}
    </Sheet>
  );
}
