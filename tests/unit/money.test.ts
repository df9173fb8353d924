import { describe, expect, it } from 'vitest';
import { parseAmountInput } from '../../src/lib/amount-text';
import {
  abs,
  add,
  cmp,
  decimalsOf,
  div,
  isNegative,
  isPositive,
  isZero,
  max,
  min,
  mul,
  neg,
  normalize,
  sub,
  sum,
  toScale,
  tryNormalize,
} from '../../src/lib/money';

describe('normalize', () => {
  it('canonicalises wire strings', () => {
    expect(normalize('001.500')).toBe('1.5');
    expect(normalize('0.000')).toBe('0');
    expect(normalize('-0.0')).toBe('0');
    expect(normalize(' 12 ')).toBe('12');
    expect(normalize('.5')).toBe('0.5');
    expect(normalize('5.')).toBe('5');
    expect(normalize('-0.05')).toBe('-0.05');
  });

  it('takes wire numbers without ever emitting an exponent', () => {
    expect(normalize(0.1)).toBe('0.1');
    expect(normalize(1e-7)).toBe('0.0000001');
    expect(normalize(1.23e-12)).toBe('0.00000000000123');
    expect(normalize(1e21)).toBe('1000000000000000000000');
    expect(normalize(-2.5e22)).toBe('-25000000000000000000000');
    expect(normalize(123456.789)).toBe('123456.789');
    expect(normalize(10n)).toBe('10');
  });

  it('expands exponent strings exactly', () => {
    expect(normalize('1.5e3')).toBe('1500');
    expect(normalize('15E-4')).toBe('0.0015');
  });

  it('rejects what is not a number', () => {
    expect(() => normalize('abc')).toThrow(RangeError);
    expect(() => normalize('')).toThrow(RangeError);
    expect(() => normalize('.')).toThrow(RangeError);
    expect(() => normalize('1.2.3')).toThrow(RangeError);
    expect(() => normalize(Number.NaN)).toThrow(RangeError);
    expect(() => normalize(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(tryNormalize('x')).toBeNull();
    expect(tryNormalize(null)).toBeNull();
    expect(tryNormalize(undefined)).toBeNull();
    expect(tryNormalize('2.50')).toBe('2.5');
  });
});

describe('arithmetic', () => {
  it('adds 0.1 and 0.2 exactly', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(add(0.1, 0.2)).toBe('0.3');
    expect(cmp(add('0.1', '0.2'), '0.3')).toBe(0);
  });

  it('keeps every digit of 18-decimal token amounts', () => {
    expect(add('0.000000000000000001', '1.999999999999999999')).toBe('2');
    expect(sub('1', '0.000000000000000001')).toBe('0.999999999999999999');
    expect(sum(['0.000000000000000001', '0.000000000000000002', '0.000000000000000003'])).toBe(
      '0.000000000000000006',
    );
  });

  it('handles values beyond Number precision', () => {
    const huge = '123456789012345678901234567890.123456789012345678';
    expect(add(huge, '1')).toBe('123456789012345678901234567891.123456789012345678');
    expect(sub(huge, huge)).toBe('0');
    expect(cmp('9007199254740993', '9007199254740992')).toBe(1);
  });

  it('subtracts into negatives', () => {
    expect(sub('1', '1.5')).toBe('-0.5');
    expect(sub('-1', '-1')).toBe('0');
  });

  it('multiplies exactly, or to a scale', () => {
    expect(mul('1.1', '1.1')).toBe('1.21');
    expect(mul('0.1', '3')).toBe('0.3');
    expect(mul('2.555', '1', 2)).toBe('2.55');
    expect(mul('2.555', '1', 2, 'half-up')).toBe('2.56');
    expect(mul('-2.555', '1', 2, 'half-up')).toBe('-2.56');
    expect(mul('100', '0.015')).toBe('1.5');
  });

  it('divides to a scale', () => {
    expect(div('1', '3', 4)).toBe('0.3333');
    expect(div('2', '3', 4, 'half-up')).toBe('0.6667');
    expect(div('-2', '3', 4, 'half-up')).toBe('-0.6667');
    expect(div('10', '0.25', 2)).toBe('40');
    expect(div('0.000000000000000001', '2', 19)).toBe('0.0000000000000000005');
    expect(() => div('1', '0', 2)).toThrow(RangeError);
  });

  it('compares and classifies', () => {
    expect(cmp('1.50', '1.5')).toBe(0);
    expect(cmp('-1', '0')).toBe(-1);
    expect(cmp('0.00000001', '0')).toBe(1);
    expect(isZero('0.000')).toBe(true);
    expect(isZero('0.0001')).toBe(false);
    expect(isPositive('0.0001')).toBe(true);
    expect(isPositive('0')).toBe(false);
    expect(isNegative('-0.1')).toBe(true);
    expect(neg('1.5')).toBe('-1.5');
    expect(abs('-1.5')).toBe('1.5');
    expect(min('2', '10')).toBe('2');
    expect(max('2', '10')).toBe('10');
    expect(sum([])).toBe('0');
  });
});

describe('toScale and decimalsOf', () => {
  it('pads and rounds to a fixed scale', () => {
    expect(toScale('1.5', 2)).toBe('1.50');
    expect(toScale('1.239', 2)).toBe('1.23');
    expect(toScale('1.235', 2, 'half-up')).toBe('1.24');
    expect(toScale('1.234', 2, 'half-up')).toBe('1.23');
    expect(toScale('-0.5', 0, 'half-up')).toBe('-1');
    expect(toScale('-0.5', 2)).toBe('-0.50');
    expect(toScale('-0.001', 2)).toBe('0.00');
    expect(toScale('0.999', 2, 'half-up')).toBe('1.00');
    expect(toScale('7', 0)).toBe('7');
    expect(() => toScale('1', -1)).toThrow(RangeError);
  });

  it('counts fraction digits of the canonical form', () => {
    expect(decimalsOf('1.50')).toBe(1);
    expect(decimalsOf('10')).toBe(0);
    expect(decimalsOf('0.000000000000000001')).toBe(18);
  });
});

describe('parseAmountInput', () => {
  it('accepts a comma or a dot as decimal separator', () => {
    expect(parseAmountInput('1,5', 2)).toEqual({ ok: true, value: '1.5' });
    expect(parseAmountInput('1.5', 2)).toEqual({ ok: true, value: '1.5' });
    expect(parseAmountInput('  0012.30 ', 2)).toEqual({ ok: true, value: '12.3' });
    expect(parseAmountInput('.5', 2)).toEqual({ ok: true, value: '0.5' });
    expect(parseAmountInput('5.', 2)).toEqual({ ok: true, value: '5' });
    expect(parseAmountInput('0', 2)).toEqual({ ok: true, value: '0' });
  });

  it('takes all 18 decimals of a token without rounding', () => {
    expect(parseAmountInput('0.123456789012345678', 18)).toEqual({ ok: true, value: '0.123456789012345678' });
    expect(parseAmountInput('99999999999999999999.5', 1)).toEqual({
      ok: true,
      value: '99999999999999999999.5',
    });
  });

  it('refuses more decimals than allowed instead of rounding', () => {
    const r = parseAmountInput('1.005', 2);
    expect(r).toEqual({ ok: false, reason: 'This currency allows at most 2 decimal places.' });
    expect(parseAmountInput('1.05', 1)).toEqual({
      ok: false,
      reason: 'This currency allows at most 1 decimal place.',
    });
    expect(parseAmountInput('1.5', 0)).toEqual({
      ok: false,
      reason: 'This currency takes whole amounts only, without decimals.',
    });
    expect(parseAmountInput('15', 0)).toEqual({ ok: true, value: '15' });
  });

  it('rejects signs, exponents, letters and unclear grouping with a reason', () => {
    const reason = (text: string) => {
      const r = parseAmountInput(text, 8);
      return r.ok ? 'accepted' : r.reason;
    };
    expect(reason('-1')).toMatch(/without a plus or minus sign/);
    expect(reason('+1')).toMatch(/without a plus or minus sign/);
    expect(reason('−1')).toMatch(/without a plus or minus sign/);
    expect(reason('1e5')).toMatch(/without an exponent/);
    expect(reason('1.5E-3')).toMatch(/without an exponent/);
    expect(reason('12abc')).toMatch(/digits only/);
    expect(reason('$5')).toMatch(/digits only/);
    // English groups with commas: 1,000.50 is unambiguous now (lib/amount-text); 1,000 is not.
    expect(reason('1,000.50')).toBe('accepted');
    expect(reason('1,000')).toBe('“1,000” could mean 1 or 1,000. Type 1000 for 1,000, or 1 for 1.');
    expect(reason('1.2.3')).toBe('Write the amount as 1,234.56 or 1234.56.');
    expect(reason('1 000')).toMatch(/spaces/);
    expect(reason('')).toBe('Enter an amount.');
    expect(reason('   ')).toBe('Enter an amount.');
    expect(reason('.')).toBe('Enter an amount.');
  });
});
