/**
 * Masks are `uint` (G §10.19–10.22 declare `unsigned mask`): an `int` converts; a
 * `float`, `double` or `bool` in a mask's place is `E-MASK-TYPE` (kind `mask`). The
 * pre-CUDA-9 intrinsics without `_sync` are `E-LEGACY-INTRINSIC` (G §10.19, §10.22:
 * removed for compute capability 7.x and higher).
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { inKernel } from './helpers';

const MASKED: [string, (m: string) => string][] = [
  ['__shfl_sync', (m) => `__shfl_sync(${m}, 1, 0)`],
  ['__shfl_up_sync', (m) => `__shfl_up_sync(${m}, 1, 1)`],
  ['__shfl_down_sync', (m) => `__shfl_down_sync(${m}, 1, 1)`],
  ['__shfl_xor_sync', (m) => `__shfl_xor_sync(${m}, 1, 1)`],
  ['__all_sync', (m) => `__all_sync(${m}, 1)`],
  ['__any_sync', (m) => `__any_sync(${m}, 1)`],
  ['__ballot_sync', (m) => `__ballot_sync(${m}, 1)`],
  ['__match_any_sync', (m) => `__match_any_sync(${m}, 1)`],
  ['__match_all_sync', (m) => `__match_all_sync(${m}, 1)`],
  ['__reduce_add_sync', (m) => `__reduce_add_sync(${m}, 1)`],
  ['__reduce_xor_sync', (m) => `__reduce_xor_sync(${m}, 1)`],
  ['__syncwarp', (m) => `__syncwarp(${m})`],
  ['__fns', (m) => `__fns(${m}, 0, 1)`],
];

describe('mask types', () => {
  for (const [name, make] of MASKED) {
    for (const [what, value] of [['float', '1.5'], ['double', 'double(1)'], ['bool', 'true']] as const) {
      it(`rejects a \`${what}\` mask for \`${name}\` with a compile error (E-MASK-TYPE) at the mask`, () => {
        const r = compile(inKernel(`${make(value)};`));
        expect(r.program).toBeNull();
        expect(r.diagnostics).toHaveLength(1);
        const d = r.diagnostics[0]!;
        expect(d).toMatchObject({ kind: 'compile', code: 'E-MASK-TYPE', severity: 'error', line: 2 });
        expect(d.column).toBe(name.length + 2);
        expect(d.message).toContain(`\`${name}\``);
        expect(d.hint).toBe("this is usually a value passed in the mask's place when porting pre-CUDA-9 code; pass `0xffffffff` or a mask from `__ballot_sync`");
      });
    }
    it(`accepts an \`int\` mask for \`${name}\``, () => {
      // (`__fns(...)` alone discards its value: E-NO-EFFECT, which is not about the mask.)
      const ds = compile(inKernel(`let m = -1; ${make('m')};`)).diagnostics;
      expect(ds.filter((d) => d.code !== 'E-NO-EFFECT')).toEqual([]);
    });
  }

  it('reports the classic port mistake: a value passed where the mask goes', () => {
    // CUDA 8: __shfl_down(val, offset) → naive port __shfl_down_sync(val, offset, 16)
    const r = compile(inKernel('let val = 1.5;\nval += __shfl_down_sync(val, 16, 8);'));
    expect(r.diagnostics.map((d) => `${d.code}@${d.line}:${d.column}`)).toEqual(['E-MASK-TYPE@3:25']);
  });
});

describe('legacy intrinsics', () => {
  const LEGACY: [string, string, string][] = [
    ['__shfl', '__shfl(v, 0)', '__shfl_sync(mask, v, srcLane)'],
    ['__shfl_up', '__shfl_up(v, 1)', '__shfl_up_sync(mask, v, delta)'],
    ['__shfl_down', '__shfl_down(v, 1)', '__shfl_down_sync(mask, v, delta)'],
    ['__shfl_xor', '__shfl_xor(v, 1)', '__shfl_xor_sync(mask, v, laneMask)'],
    ['__any', '__any(v > 0)', '__any_sync(mask, predicate)'],
    ['__all', '__all(v > 0)', '__all_sync(mask, predicate)'],
    ['__ballot', '__ballot(v > 0)', '__ballot_sync(mask, predicate)'],
  ];
  for (const [name, text, replacement] of LEGACY) {
    it(`rejects \`${name}\` and names \`${replacement}\``, () => {
      const r = compile(inKernel(`let v = 1;\nlet r = ${text};`));
      expect(r.program).toBeNull();
      expect(r.diagnostics).toHaveLength(1);
      const d = r.diagnostics[0]!;
      expect(d).toMatchObject({ kind: 'compile', code: 'E-LEGACY-INTRINSIC', line: 3, column: 9 });
      expect(d.message).toBe(`\`${name}\` was removed in CUDA 9: use \`${replacement}\``);
      expect(d.hint).toContain('`0xffffffff` is not a drop-in fix in divergent code');
      expect(d.hint).toContain('`__ballot_sync`');
    });
  }
});
