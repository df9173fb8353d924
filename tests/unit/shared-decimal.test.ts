import { describe, expect, it } from 'vitest';
import { div, isDecimal, round, toScale } from '../../src/shared/decimal';
import { toWire, toWireJson } from '../../src/shared/wire-json';

/** What the sandbox's three former decimal modules did, now asked of the one shared module. */
describe('the shared decimal module', () => {
  it("rounds 'up' away from zero only when something is cut off (what a fee or a minimum may never undercut)", () => {
    expect(round('0.0000103', 8, 'up')).toBe('0.0000103');
    expect(round('0.000010301', 8, 'up')).toBe('0.00001031');
    expect(round('-1.001', 2, 'up')).toBe('-1.01');
    expect(toScale('2', 2, 'up')).toBe('2.00');
    expect(div('1', '97000', 8, 'up')).toBe('0.00001031');
  });

  it('rounds half-up by default and gives canonical strings', () => {
    expect(round('2.345', 2)).toBe('2.35');
    expect(round('2.3449', 2)).toBe('2.34');
    expect(round('1.50', 2)).toBe('1.5');
    expect(round('-2.345', 2)).toBe('-2.35');
  });

  it('keeps card money at two decimals, truncating (never rounding money up)', () => {
    expect(toScale('10.129', 2)).toBe('10.12');
    expect(toScale('-0.001', 2)).toBe('0.00');
  });

  it('tells a money value from anything else', () => {
    for (const ok of ['12', '-0.5', ' 3.25 ', 7, 0.1]) expect(isDecimal(ok)).toBe(true);
    for (const bad of ['1e5', '.5', '1.', '1,5', '', Number.NaN, Number.POSITIVE_INFINITY, null, {}]) {
      expect(isDecimal(bad)).toBe(false);
    }
  });

  it('turns a final value into the JSON number the wire wants, every digit kept', () => {
    expect(toWireJson({ a: toWire('2080.50') })).toBe('{"a":2080.5}');
    expect(toWireJson({ a: toWire('-0') })).toBe('{"a":0}');
    expect(toWireJson({ a: toWire('0.000000000000000001') })).toBe('{"a":0.000000000000000001}');
    expect(toWireJson({ a: toWire('0.123456789012345678') })).toBe('{"a":0.123456789012345678}');
    expect(toWireJson({ a: toWire(1e-7) })).toBe('{"a":0.0000001}');
  });
});
