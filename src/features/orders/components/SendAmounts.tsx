import { Section } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { t } from '../../../i18n';
import { AmountInput } from '../../../ui/AmountInput';
import type { OrderQuote } from '../useOrderQuote';

/**
 * "You send" / "They receive" in one currency (withdrawals, sends): either side can be typed, the
 * other follows the quote; the balance caps what is sent.
 */
export function SendAmounts({
  fields,
  decimals,
  symbol,
  held,
  disabled,
  notice,
}: {
  fields: OrderQuote['fields'];
  decimals: number;
  symbol: string;
  held: string | null;
  disabled: boolean;
  /** Shown above the inputs (e.g. why they are disabled). */
  notice?: ReactNode;
}) {
  // One currency on both sides: the same decimals, label and lock.
  const side = { maxDecimals: decimals, currencyLabel: symbol, disabled };
  return (
    <Section header={t('orders.form.amount')}>
      {notice}
      <AmountInput
        name="amount"
        header={t('orders.form.youSend')}
        value={fields.fromText}
        {...side}
        available={held}
        max={held}
        onChange={fields.onFrom}
      />
      <AmountInput
        name="receive_amount"
        header={t('orders.form.theyReceive')}
        value={fields.toText}
        {...side}
        onChange={fields.onTo}
      />
    </Section>
  );
}
