import { Select } from '@telegram-apps/telegram-ui';
import type { Chain, Currency } from '../../../api/types';
import { t } from '../../../i18n';
import { formatMoney } from '../../../lib/format';
import { currencyLabel } from '../data';

export interface CurrencyOption {
  currency: Currency;
  /** Balance shown next to the name, when it is a currency the wallet holds. */
  amount?: string;
}

/** A native select of currencies (best on phones); value = Currency.uuid. */
export function CurrencySelect(props: {
  header: string;
  value: string | null;
  options: CurrencyOption[];
  chains?: Chain[];
  onChange: (uuid: string) => void;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
}) {
  return (
    <Select
      header={props.header}
      name={props.name}
      value={props.value ?? ''}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.currentTarget.value)}
    >
      <option value="" disabled>
        {props.placeholder ?? t('orders.form.chooseCurrency')}
      </option>
      {props.options.map(({ currency, amount }) => (
        <option key={currency.uuid} value={currency.uuid}>
          {currencyLabel(currency, props.chains)}
          {amount !== undefined
            ? ` — ${formatMoney(amount, { currency: currency.meta.symbol, decimals: currency.render_decimal })}`
            : ''}
        </option>
      ))}
    </Select>
  );
}
