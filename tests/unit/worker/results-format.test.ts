import { describe, expect, it } from 'vitest';
import { formatValue, shortestFloat } from '../../../src/editor/results/format';

describe('values in the results view', () => {
  it('prints a binary32 as the shortest decimal that rounds back to it', () => {
    expect(shortestFloat(Math.fround(0.1))).toBe('0.1');
    expect(shortestFloat(Math.fround(1 / 3))).toBe('0.33333334');
    expect(shortestFloat(Math.fround(16777217))).toBe('16777216');
    expect(shortestFloat(-0)).toBe('-0');
  });

  it('spells out undefined values and prints large integers (masks) in hexadecimal', () => {
    expect(formatValue(null)).toBe('undefined');
    expect(formatValue(0xffffffff)).toBe('0xffffffff');
    expect(formatValue(65535)).toBe('65535');
    expect(formatValue(-5)).toBe('-5');
    expect(formatValue(NaN)).toBe('NaN');
  });
});
