import { AppRoot } from '@telegram-apps/telegram-ui';
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type AmountCheck, AmountInput, type AmountRules, checkAmount } from '../../src/ui/AmountInput';
import { click, type Mounted, mount, typeInto } from './react-harness';

let last: AmountCheck | undefined;
function Form(props: Partial<AmountRules> & { max?: string; initial?: string; showAllErrors?: boolean }) {
  const [text, setText] = useState(props.initial ?? '');
  return (
    <AppRoot>
      <AmountInput
        maxDecimals={2}
        {...props}
        value={text}
        onChange={(t, c) => {
          setText(t);
          last = c;
        }}
      />
    </AppRoot>
  );
}

let view: Mounted | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  last = undefined;
});

const input = () => view?.container.querySelector('input') as HTMLInputElement;
const errorText = () => view?.container.querySelector('[role="alert"]')?.textContent ?? null;

describe('AmountInput', () => {
  it('accepts a comma decimal and reports the parsed value', async () => {
    view = await mount(<Form />);
    expect(input().getAttribute('inputmode')).toBe('decimal');
    await typeInto(input(), '1,5');
    expect(input().value).toBe('1,5');
    expect(last).toEqual({ ok: true, value: '1.5' });
    expect(errorText()).toBeNull();
  });

  it('keeps the typed text and explains too many decimals', async () => {
    view = await mount(<Form />);
    await typeInto(input(), '1.234');
    expect(input().value).toBe('1.234');
    expect(errorText()).toBe('This currency allows at most 2 decimal places.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(last?.ok).toBe(false);
  });

  it('refuses letters and signs with a sentence, never altering the text', async () => {
    view = await mount(<Form />);
    await typeInto(input(), '-5');
    expect(input().value).toBe('-5');
    expect(errorText()).toBe('Enter the amount without a plus or minus sign.');
    await typeInto(input(), '5abc');
    expect(errorText()).toBe('Use digits only, with a dot or comma before the decimals.');
  });

  it('checks the available balance', async () => {
    view = await mount(<Form available="10.5" currencyLabel="USDT" maxDecimals={6} />);
    await typeInto(input(), '10.500001');
    expect(errorText()).toBe('More than your available balance of 10.5 USDT.');
    await typeInto(input(), '10.5');
    expect(errorText()).toBeNull();
    expect(last).toEqual({ ok: true, value: '10.5' });
  });

  it('fills in Max cut down to the allowed decimals', async () => {
    view = await mount(<Form max="12.3456789" available="12.3456789" currencyLabel="USD" />);
    const max = [...(view.container.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Max');
    expect(max).toBeDefined();
    await click(max as HTMLButtonElement);
    expect(input().value).toBe('12.34');
    expect(last).toEqual({ ok: true, value: '12.34' });
  });

  it('reads Arabic-Indic digits, keeps them on screen and says how it read them', async () => {
    view = await mount(<Form currencyLabel="USDT" />);
    await typeInto(input(), '١٢٣٫٥');
    expect(input().value).toBe('١٢٣٫٥');
    expect(last).toEqual({ ok: true, value: '123.5' });
    expect(errorText()).toBeNull();
    expect(view.container.querySelector('.ui-amount__read-as')?.textContent).toBe('Read as 123.5 USDT');
    // Digits the language displays need no echo.
    await typeInto(input(), '123.5');
    expect(view.container.querySelector('.ui-amount__read-as')).toBeNull();
  });

  it('refuses an amount with two readings and names both', async () => {
    view = await mount(<Form />);
    await typeInto(input(), '1,000');
    expect(input().value).toBe('1,000');
    expect(last?.ok).toBe(false);
    expect(errorText()).toBe('“1,000” could mean 1 or 1,000. Type 1000 for 1,000, or 1 for 1.');
  });

  it('keeps the amount left to right inside a right-to-left layout', async () => {
    view = await mount(<Form />);
    expect(input().getAttribute('dir')).toBe('ltr');
  });

  it('waits for blur before asking for an amount or a non-zero one', async () => {
    view = await mount(<Form />);
    await typeInto(input(), '0.0');
    expect(errorText()).toBeNull();
    expect(last).toMatchObject({ ok: false, problem: 'zero' });
    await act(async () => {
      input().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    expect(errorText()).toBe('Enter an amount greater than zero.');
  });

  it('shows every error at once after a submit attempt', async () => {
    view = await mount(<Form showAllErrors />);
    expect(errorText()).toBe('Enter an amount.');
  });
});

describe('checkAmount', () => {
  const rules: AmountRules = {
    maxDecimals: 8,
    available: '1',
    min: '0.001',
    limit: '0.5',
    currencyLabel: 'BTC',
  };
  it('applies balance, limit and minimum in that order', () => {
    expect(checkAmount('2', rules)).toMatchObject({ ok: false, problem: 'balance' });
    expect(checkAmount('0.6', rules)).toEqual({
      ok: false,
      problem: 'limit',
      reason: 'The most you can enter is 0.5 BTC.',
    });
    expect(checkAmount('0.0001', rules)).toEqual({
      ok: false,
      problem: 'min',
      reason: 'The minimum amount is 0.001 BTC.',
    });
    expect(checkAmount('0.25', rules)).toEqual({ ok: true, value: '0.25' });
    expect(checkAmount('', rules)).toMatchObject({ ok: false, problem: 'empty' });
    expect(checkAmount('0', { ...rules, min: null, allowZero: true })).toEqual({ ok: true, value: '0' });
  });

  it('compares exactly, beyond float precision', () => {
    const r = { maxDecimals: 18, available: '0.100000000000000001' };
    expect(checkAmount('0.100000000000000001', r).ok).toBe(true);
    expect(checkAmount('0.100000000000000002', r)).toMatchObject({ ok: false, problem: 'balance' });
  });
});
