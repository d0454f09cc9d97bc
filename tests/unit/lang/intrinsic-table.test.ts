/**
 * The descriptor table of intrinsics (src/lang/intrinsics/table.ts) against the prelude the
 * editor and `tsc` read, and the tables that take their names from it. The checker's
 * handlers and the simulator's implementations are held to it by the compiler
 * (`satisfies Record<IntrinsicName, …>`); what the compiler cannot see is checked here.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { INTRINSICS } from '../../../src/lang/intrinsics';
import { INTRINSIC_NAMES, INTRINSIC_TABLE, cudaSpelling, intrinsicNames } from '../../../src/lang/intrinsics/table';
import { DERIVED_NAMES, derivedSignature, withGeneratedPrelude } from '../../../src/lang/intrinsics/declared';
import { LEGACY } from '../../../src/lang/legacy';
import { PRELUDE_SOURCE } from '../../../src/lang/prelude';
import { runProgram } from '../../../src/sim';

/** Functions the prelude declares that are not intrinsics: the C casts, shared memory, and
 * the removed pre-CUDA-9 intrinsics (declared so that calling one is a diagnostic, not an
 * unknown name). */
const NOT_INTRINSICS = new Set([
  'int',
  'uint',
  'unsigned',
  'float',
  'double',
  'bool',
  'long',
  'ulong',
  '__shared__',
  ...Object.keys(LEGACY),
]);

const declared = new Set(
  [...PRELUDE_SOURCE.matchAll(/^declare function ([A-Za-z_][A-Za-z0-9_]*)/gm)].map((m) => m[1]!),
);

describe('the descriptor table', () => {
  it('and the prelude name the same intrinsics', () => {
    const missing = INTRINSIC_NAMES.filter((n) => !declared.has(n));
    const extra = [...declared].filter((n) => !NOT_INTRINSICS.has(n) && !(n in INTRINSIC_TABLE));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('and the checker name the same intrinsics', () => {
    expect(Object.keys(INTRINSICS).sort()).toEqual([...INTRINSIC_NAMES].sort());
  });

  it('and the committed prelude’s generated part agree (`npx tsx scripts/gen-prelude.ts` rewrites it)', () => {
    expect(PRELUDE_SOURCE).toBe(withGeneratedPrelude(PRELUDE_SOURCE));
  });

  it('declares each derived intrinsic in the prelude with the signature of its CUDA declaration', () => {
    for (const n of DERIVED_NAMES) {
      const s = derivedSignature(n);
      const params = s.params.map((p) => `${p.name}: ${p.type}`).join(', ');
      expect(PRELUDE_SOURCE, n).toContain(`declare function ${n}(${params}): ${s.result};`);
    }
  });

  it('spells each intrinsic in CUDA with the name of its CUDA declaration', () => {
    for (const n of INTRINSIC_NAMES) expect(cudaSpelling(n), n).toBe(n);
  });

  it('gives each intrinsic a CUDA declaration of its own name and a source', () => {
    for (const n of INTRINSIC_NAMES) {
      const d = INTRINSIC_TABLE[n];
      expect(d.cuda, n).toMatch(new RegExp(`\\b${n}\\(`));
      expect(d.source, n).toMatch(/Programming Guide|PTX ISA|Math API|C99/);
      expect(d.doc.length, n).toBeGreaterThan(10);
    }
  });

  it('marks the 64-bit overloads docs/language.md §5b lists, and no others', () => {
    expect(intrinsicNames((d) => 'int64' in d && d.int64 === true).sort()).toEqual(
      [
        '__shfl_sync',
        '__shfl_up_sync',
        '__shfl_down_sync',
        '__shfl_xor_sync',
        '__match_any_sync',
        '__match_all_sync',
        'atomicAdd',
        'atomicMin',
        'atomicMax',
        'atomicAnd',
        'atomicOr',
        'atomicXor',
        'atomicExch',
        'atomicCAS',
        'min',
        'max',
        'abs',
      ].sort(),
    );
  });

  it('has a simulator lowering for every collective: each completes when the other named lane has exited', () => {
    // Lane 1 returns; lane 0 alone then calls the collective with mask 0b11. An exited lane
    // imposes nothing (docs/language.md §6; Programming Guide §10.19 "non-exited threads"),
    // so every call completes without an error and the kernel stores 1.
    for (const n of intrinsicNames((d) => d.sim === 'collective')) {
      const call = n === '__syncwarp' ? '__syncwarp(3)' : n.startsWith('__shfl') ? `${n}(3, 1, 0)` : `${n}(3, 1)`;
      const body = n === '__syncwarp' ? `${call};` : `let r = ${call};`;
      const src = `export function kernel(out: int[]) {\n  if (threadIdx.x == 1) return;\n  if (threadIdx.x == 0) { ${body} out[0] = 1; }\n}\n`;
      const { program, diagnostics } = compile(src);
      expect(
        diagnostics.filter((d) => d.severity === 'error'),
        n,
      ).toEqual([]);
      const r = runProgram(
        program!,
        { grid: [1, 1, 1], block: [32, 1, 1] },
        { out: { kind: 'array', type: 'int', data: [0] } },
      );
      expect(
        r.diagnostics.filter((d) => d.severity === 'error'),
        n,
      ).toEqual([]);
      expect(r.args.out![0], n).toBe(1);
    }
  });
});
