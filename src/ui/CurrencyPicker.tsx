import type { Chain, Currency } from '../api/types';
import { t } from '../i18n';
import { formatMoney } from '../lib/format';
import { networkOf } from '../lib/reference-reads';
import { CurrencyIcon } from './CurrencyIcon';
import { ListPicker } from './ListPicker';

export interface CurrencyOption {
  currency: Currency;
  /** Balance shown beside the name, when it is a currency the wallet holds. */
  amount?: string;
}

/**
 * A currency (with its network) picked from a sheet of rows: logo with the network's badge, the
 * ticker, the network by name, and the balance held. Value = Currency.uuid.
 */
export function CurrencyPicker(props: {
  header: string;
  value: string | null;
  options: CurrencyOption[];
  chains?: Chain[] | undefined;
  onChange: (uuid: string) => void;
  name: string;
  placeholder?: string;
  /** The sheet's question ("Pay with which currency?"); default: the header. */
  sheetTitle?: string;
  disabled?: boolean;
  error?: string | null | undefined;
}) {
  return (
    <ListPicker
      name={props.name}
      label={props.header}
      sheetTitle={props.sheetTitle}
      value={props.value}
      disabled={props.disabled}
      error={props.error}
      placeholder={props.placeholder ?? t('orders.form.chooseCurrency')}
      onChange={props.onChange}
      options={props.options.map(({ currency, amount }) => ({
        value: currency.uuid,
        title: currency.meta.symbol,
        subtitle: networkOf(currency, props.chains) ?? currency.meta.name,
        icon: (
          <CurrencyIcon
            symbol={currency.meta.symbol}
            // A token shows its network as a badge; a chain's own coin is its network already.
            chainId={currency.is_crypto && currency.type !== 'native' ? currency.meta.chain_id : null}
            size={36}
          />
        ),
        after:
          amount !== undefined
            ? formatMoney(amount, { currency: currency.meta.symbol, decimals: currency.render_decimal })
            : undefined,
      }))}
    />
  );
}
