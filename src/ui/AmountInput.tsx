/**
 * Amount field (DESIGN.md §6). Controlled by the user's TEXT, which is never rewritten: a bad entry
 * stays on screen with a sentence under it saying what to change. The parsed decimal string comes
 * with every change, so forms enable their submit button from `check.ok`.
 *
 *   const [text, setText] = useState('');
 *   const [check, setCheck] = useState<AmountCheck>(checkAmount('', rules));
 *   <AmountInput value={text} onChange={(t, c) => { setText(t); setCheck(c); }}
 *                maxDecimals={usdt.decimal} available={wallet.balance} max={wallet.balance} currencyLabel="USDT" />
 */
import { Button } from '@telegram-apps/telegram-ui';
import { type ReactNode, useId, useState } from 'react';
import { t } from '../i18n';
import { parseAmountInput } from '../lib/amount-text';
import { fieldAmount, formatMoney, formatTag } from '../lib/format';
import { digitScripts, numberSymbols } from '../lib/locale-digits';
import { cmp, isZero, toScale, tryNormalize } from '../lib/money';
import './ui.css';
import { TextInput } from './Labeled';

export interface AmountRules {
  /** Fraction digits the currency allows (its `decimal`). */
  maxDecimals: number;
  /** Spendable balance; larger amounts are refused. */
  available?: string | number | null;
  /** Smallest amount accepted (e.g. a calculator's minimum). */
  min?: string | number | null;
  /** Largest amount accepted other than the balance (e.g. a limit). */
  limit?: string | number | null;
  /** Ticker or code used in the messages (`More than your available balance of 12.5 USDT`). */
  currencyLabel?: string;
  /** Zero is refused unless this is set. */
  allowZero?: boolean;
}

/** Why an amount was refused: forms show `format` and `balance` at once, `empty`/`zero`/`min` after blur. */
export type AmountProblem = 'empty' | 'format' | 'zero' | 'min' | 'limit' | 'balance';

export type AmountCheck = { ok: true; value: string } | { ok: false; reason: string; problem: AmountProblem };

function shown(amount: string, rules: AmountRules): string {
  return formatMoney(amount, {
    currency: rules.currencyLabel,
    decimals: rules.maxDecimals,
    kind: rules.currencyLabel ? undefined : 'crypto',
  });
}

/** Validates typed text against a currency's rules; the same check the field displays. */
export function checkAmount(text: string, rules: AmountRules): AmountCheck {
  const parsed = parseAmountInput(text, rules.maxDecimals);
  if (!parsed.ok) {
    return { ok: false, reason: parsed.reason, problem: text.trim() === '' ? 'empty' : 'format' };
  }
  const value = parsed.value;
  if (isZero(value) && !rules.allowZero) {
    return { ok: false, reason: t('ui.amount.zero'), problem: 'zero' };
  }
  // Over the balance or the limit, or under the minimum: the first bound it breaks says why.
  const bounds = [
    { bound: rules.available, side: 1, key: 'ui.amount.overBalance', problem: 'balance' },
    { bound: rules.limit, side: 1, key: 'ui.amount.overLimit', problem: 'limit' },
    { bound: rules.min, side: -1, key: 'ui.amount.underMin', problem: 'min' },
  ] as const;
  for (const { bound, side, key, problem } of bounds) {
    const amount = tryNormalize(bound);
    if (amount !== null && side * cmp(value, amount) > 0) {
      return { ok: false, reason: t(key, { amount: shown(amount, rules) }), problem };
    }
  }
  return { ok: true, value };
}

export interface AmountInputProps extends AmountRules {
  /** The user's text, exactly as typed. */
  value: string;
  onChange: (text: string, check: AmountCheck) => void;
  /** Shows a "Max" button that fills in this amount (cut down to maxDecimals, never rounded up). */
  max?: string | number | null;
  header?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
  /** Also show the "enter an amount" kind of errors now (e.g. after a submit attempt). */
  showAllErrors?: boolean;
  /** An error from elsewhere (e.g. the server's field error), shown when the text itself is fine. */
  externalError?: string | null;
}

/** Arabic-Indic and Persian digits are one family: the same values, a few glyphs apart. */
const family = (script: string) => (script === 'persian' ? 'arabicIndic' : script);

/**
 * How the field read digits of a script the language does not display (١٢٣ typed in English or in
 * Arabic, which Intl writes with Latin digits; १२३ in Hindi): the parsed amount written the
 * language's way, so the amount the user sees and the amount sent can never differ unnoticed.
 * Latin digits need no echo anywhere (a Persian typing 12.5 sees ۱۲٫۵ everywhere else).
 */
export function readAsHint(text: string, check: AmountCheck, rules: AmountRules): string | null {
  if (!check.ok) return null;
  const own = family(numberSymbols(formatTag()).script);
  const foreign = [...digitScripts(text)].some((s) => s !== 'latin' && family(s) !== own);
  if (!foreign) return null;
  return t('ui.amount.readAs', {
    amount: rules.currencyLabel ? shown(check.value, rules) : fieldAmount(check.value, rules.maxDecimals),
  });
}

/** Problems shown while typing; the rest wait for blur, so "0.0" on the way to "0.05" is not scolded. */
const IMMEDIATE: ReadonlySet<AmountProblem> = new Set(['format', 'balance', 'limit']);

export function AmountInput(props: AmountInputProps) {
  const {
    value,
    onChange,
    max,
    header,
    placeholder,
    disabled,
    autoFocus,
    name,
    showAllErrors,
    externalError,
  } = props;
  const errorId = useId();
  const [touched, setTouched] = useState(false);
  const check = checkAmount(value, props);
  const visibleError =
    !check.ok && (IMMEDIATE.has(check.problem) || touched || showAllErrors) ? check.reason : null;
  const error = visibleError ?? (check.ok && externalError ? externalError : null);
  const hint = error ? null : readAsHint(value, check, props);
  const maxValue = tryNormalize(max);

  const fillMax = () => {
    if (maxValue === null) return;
    // In the language's digits and decimal separator, as if typed (parseAmountInput reads it back).
    const text = fieldAmount(toScale(maxValue, props.maxDecimals, 'down'), props.maxDecimals);
    onChange(text, checkAmount(text, props));
  };

  return (
    <div className="ui-amount">
      <TextInput
        header={header}
        placeholder={placeholder ?? '0'}
        value={value}
        inputMode="decimal"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="done"
        name={name}
        disabled={disabled}
        autoFocus={autoFocus}
        status={error ? 'error' : 'default'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? errorId : undefined}
        dir="ltr"
        onChange={(e) => onChange(e.currentTarget.value, checkAmount(e.currentTarget.value, props))}
        onBlur={() => setTouched(true)}
        after={
          <span className="ui-amount__after">
            {props.currencyLabel ? (
              <span className="ui-amount__currency" dir="ltr">
                {props.currencyLabel}
              </span>
            ) : null}
            {maxValue !== null && !isZero(maxValue) ? (
              <Button size="s" mode="bezeled" type="button" onClick={fillMax} disabled={disabled}>
                {t('ui.amount.max')}
              </Button>
            ) : null}
          </span>
        }
      />
      {error ? (
        <p id={errorId} className="ui-field-error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={errorId} className="ui-amount__read-as">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
