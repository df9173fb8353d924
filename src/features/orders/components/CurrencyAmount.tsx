import { Section } from '@telegram-apps/telegram-ui';
import type { Currency } from '../../../api/types';
import { t } from '../../../i18n';
import { type AmountCheck, AmountInput, type AmountRules } from '../../../ui/AmountInput';
import { type CurrencyOption, CurrencyPicker } from '../../../ui/CurrencyPicker';
import { useChains } from '../data';

/**
 * One side of an order form: a section with its currency picker and, when the side can be typed,
 * its amount field (the picker's sheet is titled like the section).
 */
export function CurrencyAmount({
  header,
  names,
  currency,
  options,
  onCurrency,
  placeholder,
  busy,
  amount,
}: {
  header: string;
  /** The picker's and the amount field's form names. */
  names: [picker: string, amount?: string];
  currency: Currency | null | undefined;
  options: CurrencyOption[];
  onCurrency: (uuid: string) => void;
  placeholder?: string;
  busy?: boolean;
  amount?: {
    text: string;
    rules: AmountRules;
    /** The balance the field offers to fill in. */
    max?: string | null;
    onChange: (text: string, check: AmountCheck) => void;
  };
}) {
  const chains = useChains();
  return (
    <Section header={header}>
      <CurrencyPicker
        header={t('orders.form.currency')}
        sheetTitle={header}
        name={names[0]}
        value={currency?.uuid ?? null}
        chains={chains.data?.data}
        options={options}
        disabled={busy}
        onChange={onCurrency}
        {...(placeholder ? { placeholder } : {})}
      />
      {amount && (
        <AmountInput
          name={names[1] ?? 'amount'}
          header={t('orders.form.amount')}
          value={amount.text}
          {...amount.rules}
          max={amount.max ?? null}
          currencyLabel={currency?.meta.symbol}
          disabled={!currency || busy}
          onChange={amount.onChange}
        />
      )}
    </Section>
  );
}
