import { describe, expect, it } from 'vitest';
import { compareElement, sameValue, ulpDistance } from '../../../src/grader/compare';

describe('comparing one output element', () => {
  it('accepts identical integers and rejects different ones', () => {
    expect(compareElement(7, 7, 'exact', 'int').status).toBe('ok');
    expect(compareElement(7, 8, 'exact', 'int').status).toBe('mismatch');
  });

  it('treats an undefined value (null) as never matching, whatever the tolerance', () => {
    expect(compareElement(0, null, 'exact', 'int').status).toBe('undefined');
    expect(compareElement(1.5, null, { ulps: 1000 }, 'float').status).toBe('undefined');
  });

  it('counts NaN as equal to NaN, in exact and in ULP comparison', () => {
    expect(compareElement(NaN, NaN, 'exact', 'float').status).toBe('ok');
    expect(compareElement(NaN, NaN, { ulps: 0 }, 'float').status).toBe('ok');
    expect(compareElement(NaN, 1, { ulps: 4 }, 'float').status).toBe('mismatch');
  });

  it('tells -0 from +0 in exact comparison and says why', () => {
    const v = compareElement(0, -0, 'exact', 'float');
    expect(v.status).toBe('mismatch');
    expect(v.reason).toMatch(/sign of zero/);
  });

  it('puts -0 and +0 zero ULPs apart', () => {
    expect(ulpDistance(0, -0, 'float')).toBe(0);
  });

  it('measures binary32 ULPs: 1 and the next float above it (1 + 2^-23) are one apart', () => {
    expect(ulpDistance(1, 1 + 2 ** -23, 'float')).toBe(1);
    // 2^-23 is one ULP of 1 in binary32; 3 * 2^-23 is three.
    expect(ulpDistance(1, 1 + 3 * 2 ** -23, 'float')).toBe(3);
  });

  it('measures ULPs across zero: the smallest positive and negative denormals are two apart', () => {
    const tiny = 2 ** -149; // smallest positive binary32 denormal
    expect(ulpDistance(tiny, -tiny, 'float')).toBe(2);
  });

  it('measures binary64 ULPs for doubles: 1 and 1 + 2^-52 are one apart', () => {
    expect(ulpDistance(1, 1 + 2 ** -52, 'double')).toBe(1);
  });

  it('accepts a float within the allowed ULPs and rejects one beyond, naming the distance', () => {
    expect(compareElement(1, 1 + 2 * 2 ** -23, { ulps: 2 }, 'float').status).toBe('ok');
    const v = compareElement(1, 1 + 3 * 2 ** -23, { ulps: 2 }, 'float');
    expect(v.status).toBe('mismatch');
    expect(v.reason).toBe('3 ULPs from the expected value, at most 2 allowed');
  });

  it('compares integers exactly even when a ULP tolerance is given', () => {
    expect(compareElement(10, 11, { ulps: 5 }, 'int').status).toBe('mismatch');
  });

  it('says two values are the same only when they are the same number or both NaN', () => {
    expect(sameValue(NaN, NaN)).toBe(true);
    expect(sameValue(0, -0)).toBe(false);
    expect(sameValue(Infinity, Infinity)).toBe(true);
  });
});
