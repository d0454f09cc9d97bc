import { describe, expect, it } from 'vitest';
import { holdsFill, initialFills } from '../../../src/editor/results/fills';
import type { ExerciseSpec } from '../../../src/schema/exercise';

type Params = Pick<ExerciseSpec, 'params'>;
const spec = (params: unknown[]): Params => ({ params } as unknown as Params);

describe('the initial value of each output array', () => {
  it('is the fill of every output array that has one, converted to its element type', () => {
    expect(initialFills(spec([
      { name: 'out', type: 'int[]', role: 'output', fill: -1 },
      { name: 'f', type: 'float[]', role: 'output', fill: 0.1 },
      { name: 'in', type: 'int[]', role: 'input', fill: 7 },
      { name: 'zero', type: 'int[]', role: 'output' },
    ]))).toEqual({ out: -1, f: Math.fround(0.1) });
  });

  it('leaves out a fill that does not fit its element type', () => {
    expect(initialFills(spec([{ name: 'u', type: 'uint[]', role: 'output', fill: -1 }]))).toEqual({});
  });

  it('matches only the exact value: NaN matches NaN, -0 is not 0, null and strings never match', () => {
    expect(holdsFill(-1, -1)).toBe(true);
    expect(holdsFill(-2, -1)).toBe(false);
    expect(holdsFill(NaN, NaN)).toBe(true);
    expect(holdsFill(-0, 0)).toBe(false);
    expect(holdsFill(null, -1)).toBe(false);
    expect(holdsFill('NaN', NaN)).toBe(false);
    expect(holdsFill(5, undefined)).toBe(false);
  });
});
