/**
 * The whole-warp fast path of a load (`plainLoad`/`plainIndices`, src/sim/compile/memops.ts)
 * bounds-checks a signed index as `i >>> 0 >= lim`. A negative `int` index reads there as a
 * number of 2^31 or more, so it is out of bounds only while `lim` stays at most 2^31: an array
 * longer than that (a read-only kernel argument of 2^31 + 1 elements is possible) must not
 * let `INT_MIN` through as element 2^31. C++ [expr.sub] / PTX ISA §9.7.9.8 (`ld`): an access
 * outside the array is out of bounds; the simulator reports it (`E-OUT-OF-BOUNDS`, docs/language.md).
 *
 * The warp here is a stand-in with only what a load reads (registers, the per-lane array
 * references, the error sink), and the array's `length` is 2^31 + 1 while its `data` holds
 * 8 elements: nothing large is allocated, and an out-of-bounds read that slipped through
 * would show as `undefined` stored, not as an error.
 */
import { describe, expect, it } from 'vitest';
import { loadBody } from '../../../src/sim/compile/memops';
import { compileTier } from '../../../src/sim/core/tier';

interface Outcome { errors: string[]; dst: Int32Array; loads: number }

/** `dst = inp[x]` (register 1 holds `x`, register 0 gets the value) for lanes 0..lanes-1. */
function load(tier: 'fast' | 'precise', lanes: number, index: (lane: number) => number, idxType: 'int' | 'uint'): Outcome {
  const m = {
    name: 'inp', space: 'global', elem: 'int', length: 2 ** 31 + 1, data: Int32Array.from({ length: 8 }, (_, i) => 100 + i),
    undef: null, undefWhy: new Map(), race: null, readOnly: true, block: -1,
  };
  const x = Int32Array.from({ length: 32 }, (_, l) => index(l));
  const dst = new Int32Array(32).fill(-1);
  const errors: string[] = [];
  const counts = { sharedLoads: 0, globalLoads: 0 };
  const w = {
    arraysOf: () => new Array(32).fill(m),
    regs: [[dst, x]],
    pois: [[undefined, undefined]],
    ctx: { counts, laneError: (_w: unknown, lane: number, _kind: string, code: string) => errors.push(`lane ${lane}: ${code}`), laneName: () => '' },
  };
  const body = compileTier(tier, () => loadBody(0, 0, 0, 1, idxType, { line: 1, column: 1 }));
  const lanesList = Array.from({ length: lanes }, (_, i) => i);
  body(w as never, { lanes: lanesList, mask: lanes === 32 ? 0xffffffff : 2 ** lanes - 1 } as never);
  return { errors, dst, loads: counts.globalLoads };
}

describe('a load bounds-checks a signed index against an array longer than 2^31 elements', () => {
  for (const tier of ['fast', 'precise'] as const) {
    for (const lanes of [32, 31]) {
      it(`${tier} tier, ${lanes} lanes: INT_MIN in lane 5 is out of bounds, the other lanes read`, () => {
        const r = load(tier, lanes, (l) => (l === 5 ? -(2 ** 31) : l % 8), 'int');
        expect(r.errors).toEqual(['lane 5: E-OUT-OF-BOUNDS']);
        for (let l = 0; l < lanes; l++) if (l !== 5) expect(r.dst[l], `lane ${l}`).toBe(100 + (l % 8));
        expect(r.dst[5]).toBe(-1);
      });
    }
    it(`${tier} tier: -1 in every lane of a whole warp is out of bounds in every lane`, () => {
      const r = load(tier, 32, () => -1, 'int');
      expect(r.errors).toEqual(Array.from({ length: 32 }, (_, l) => `lane ${l}: E-OUT-OF-BOUNDS`));
    });
    it(`${tier} tier: in-bounds indices of a whole warp read their elements`, () => {
      const r = load(tier, 32, (l) => 7 - (l % 8), 'int');
      expect(r.errors).toEqual([]);
      expect(Array.from(r.dst)).toEqual(Array.from({ length: 32 }, (_, l) => 107 - (l % 8)));
      expect(r.loads).toBe(32);
    });
  }
});
