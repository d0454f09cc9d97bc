/**
 * Every intrinsic's signature (docs/language.md §5, from the Programming Guide sections cited
 * in src/lang/intrinsics): result type, resolved `opType`, argument types after
 * conversion, and filled-in defaults.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import type { Expr } from '../../../src/lang/ir';
import { codes, inKernel, lastExpr, lastInit } from './helpers';

const LOCALS = 'let f = 1.5; let i = 1; let u: uint = 2; let d = double(1); let b = true; const la: int[] = [0]; const sf = __shared__<float>(32);';
const FULL = '0xffffffff';

/** The IR of the intrinsic call `text`: as a statement when it has an effect, else as the
 * initialiser of a declaration (a pure call alone is E-NO-EFFECT). */
function call(text: string): Expr & { k: 'intrinsic' } {
  const alone = compile(inKernel(`${LOCALS}\n${text};`)).diagnostics.some((d) => d.code === 'E-NO-EFFECT');
  const e = alone ? lastInit(`${LOCALS}\nconst probe = ${text};`) : lastExpr(`${LOCALS}\n${text};`);
  if (e.k !== 'intrinsic') throw new Error(`not an intrinsic: ${e.k}`);
  return e;
}

function argTypes(e: Expr & { k: 'intrinsic' }): string[] {
  return e.args.map((a) => (typeof a.type === 'string' ? a.type : a.type.kind === 'array' ? `${a.type.elem}[]` : a.type.kind));
}

type Row = [call: string, type: string, opType: string | null, args: string[]];

const SIGNATURES: Row[] = [
  // shuffles: T result, T opType; width defaults to int 32
  [`__shfl_sync(${FULL}, f, 0)`, 'float', 'float', ['uint', 'float', 'int', 'int']],
  [`__shfl_sync(-1, i, 3, 16)`, 'int', 'int', ['uint', 'int', 'int', 'int']],
  [`__shfl_up_sync(${FULL}, d, 1)`, 'double', 'double', ['uint', 'double', 'uint', 'int']],
  [`__shfl_down_sync(${FULL}, u, 2, 8)`, 'uint', 'uint', ['uint', 'uint', 'uint', 'int']],
  [`__shfl_xor_sync(${FULL}, b, 1)`, 'int', 'int', ['uint', 'int', 'int', 'int']],
  // votes
  [`__all_sync(${FULL}, f)`, 'int', null, ['uint', 'int']],
  [`__any_sync(${FULL}, b)`, 'int', null, ['uint', 'int']],
  [`__ballot_sync(${FULL}, i < 3)`, 'uint', null, ['uint', 'int']],
  ['__activemask()', 'uint', null, []],
  // match
  [`__match_any_sync(${FULL}, f)`, 'uint', 'float', ['uint', 'float']],
  [`__match_all_sync(${FULL}, d)`, 'uint', 'double', ['uint', 'double']],
  [`__match_all_sync(${FULL}, u, la)`, 'uint', 'uint', ['uint', 'uint', 'int[]']],
  // reduce: int or uint by overload; bitwise ones uint
  [`__reduce_add_sync(${FULL}, i)`, 'int', 'int', ['uint', 'int']],
  [`__reduce_min_sync(${FULL}, u)`, 'uint', 'uint', ['uint', 'uint']],
  [`__reduce_max_sync(${FULL}, b)`, 'int', 'int', ['uint', 'int']],
  [`__reduce_and_sync(${FULL}, i)`, 'uint', 'uint', ['uint', 'uint']],
  [`__reduce_or_sync(${FULL}, u)`, 'uint', 'uint', ['uint', 'uint']],
  [`__reduce_xor_sync(${FULL}, u)`, 'uint', 'uint', ['uint', 'uint']],
  // barriers
  ['__syncwarp()', 'void', null, ['uint']],
  ['__syncwarp(0xff)', 'void', null, ['uint']],
  ['__syncthreads()', 'void', null, []],
  ['__threadfence()', 'void', null, []],
  // bits
  ['__popc(u)', 'int', null, ['uint']],
  ['__popc(i)', 'int', null, ['uint']],
  ['__ffs(i)', 'int', null, ['int']],
  ['__clz(u)', 'int', null, ['int']],
  ['__brev(i)', 'uint', null, ['uint']],
  ['__fns(u, 0, -1)', 'uint', null, ['uint', 'uint', 'int']],
  ['__lanemask_lt()', 'uint', null, []],
  ['__lanemask_le()', 'uint', null, []],
  ['__lanemask_eq()', 'uint', null, []],
  ['__lanemask_ge()', 'uint', null, []],
  ['__lanemask_gt()', 'uint', null, []],
  // atomics: element type; value converted to it
  ['atomicAdd(fo, 0, 1)', 'float', 'float', ['float[]', 'int', 'float']],
  ['atomicAdd(out, u, 1)', 'int', 'int', ['int[]', 'uint', 'int']],
  ['atomicAdd(sf, i, f)', 'float', 'float', ['float[]', 'int', 'float']],
  ['atomicSub(uo, 0, 1)', 'uint', 'uint', ['uint[]', 'int', 'uint']],
  ['atomicMin(out, 0, i)', 'int', 'int', ['int[]', 'int', 'int']],
  ['atomicMax(uo, 0, i)', 'uint', 'uint', ['uint[]', 'int', 'uint']],
  ['atomicAnd(out, 0, 1)', 'int', 'int', ['int[]', 'int', 'int']],
  ['atomicOr(uo, 0, 1)', 'uint', 'uint', ['uint[]', 'int', 'uint']],
  ['atomicXor(out, 0, 1)', 'int', 'int', ['int[]', 'int', 'int']],
  ['atomicExch(fo, 0, 2)', 'float', 'float', ['float[]', 'int', 'float']],
  ['atomicCAS(out, 0, 1, 2)', 'int', 'int', ['int[]', 'int', 'int', 'int']],
  // math
  ['min(i, u)', 'uint', 'uint', ['uint', 'uint']],
  ['max(i, f)', 'float', 'float', ['float', 'float']],
  ['min(b, i)', 'int', 'int', ['int', 'int']],
  ['abs(i)', 'int', 'int', ['int']],
  ['abs(f)', 'float', 'float', ['float']],
  ['abs(d)', 'double', 'double', ['double']],
  ...(['fminf', 'fmaxf', '__fadd_rn', '__fmul_rn'].map((n): Row => [`${n}(i, f)`, 'float', 'float', ['float', 'float']])),
  ...(['fabsf', 'sqrtf', 'floorf', 'ceilf', 'truncf', 'roundf', 'expf', 'logf'].map((n): Row => [`${n}(f)`, 'float', 'float', ['float']])),
  ['fmaf(f, f, 1)', 'float', 'float', ['float', 'float', 'float']],
  ...(['fmin', 'fmax'].map((n): Row => [`${n}(f, d)`, 'double', 'double', ['double', 'double']])),
  // CUDA's float overloads (crt/math_functions.hpp): all-float arguments call the float twin;
  // any double or integer argument, the double function.
  ...(['fabs', 'sqrt', 'floor', 'ceil', 'trunc', 'round', 'exp', 'log'].map((n): Row => [`${n}(f)`, 'float', 'float', ['float']])),
  ...(['fabs', 'sqrt', 'floor', 'ceil', 'trunc', 'round', 'exp', 'log'].map((n): Row => [`${n}(d)`, 'double', 'double', ['double']])),
  ...(['fabs', 'sqrt', 'floor', 'ceil', 'trunc', 'round', 'exp', 'log'].map((n): Row => [`${n}(i)`, 'double', 'double', ['double']])),
  ...(['fmin', 'fmax'].map((n): Row => [`${n}(f, f)`, 'float', 'float', ['float', 'float']])),
  ['fma(d, d, f)', 'double', 'double', ['double', 'double', 'double']],
  ['fma(f, f, f)', 'float', 'float', ['float', 'float', 'float']],
  ['fma(f, f, 1)', 'double', 'double', ['double', 'double', 'double']],
  // bit casts
  ['__float_as_uint(f)', 'uint', null, ['float']],
  ['__uint_as_float(u)', 'float', null, ['uint']],
  ['__float_as_int(f)', 'int', null, ['float']],
  ['__int_as_float(i)', 'float', null, ['int']],
  // printf: arguments keep their own types
  ['printf("%d %u %f\\n", i, u, f)', 'void', null, ['string', 'int', 'uint', 'float']],
  ['printf("%s=%x %%\\n", "mask", u)', 'void', null, ['string', 'uint']],
  ['printf("%5.2e %-4d\\n", d, b)', 'void', null, ['string', 'double', 'bool']],
];

describe('intrinsic signatures', () => {
  for (const [text, type, opType, args] of SIGNATURES) {
    it(`types \`${text}\` as \`${type}\` with arguments (${args.join(', ')})`, () => {
      const e = call(text);
      expect(e.type).toBe(type);
      expect(e.opType).toBe(opType);
      expect(argTypes(e)).toEqual(args);
    });
  }

  it('fills in `width = 32` for shuffles', () => {
    expect(call(`__shfl_down_sync(${FULL}, f, 1)`).args[3]).toEqual({ k: 'const', type: 'int', value: 32 });
  });

  it('fills in the full mask for `__syncwarp()`', () => {
    expect(call('__syncwarp()').args[0]).toEqual({ k: 'const', type: 'uint', value: 0xffffffff });
  });

  it('converts an `int` mask to `uint`', () => {
    expect(call('__ballot_sync(i, 1)').args[0]).toEqual({ k: 'convert', type: 'uint', explicit: false, arg: { k: 'local', type: 'int', slot: 4, name: 'i' } });
  });

  it('folds a `%s` string argument into the format, escaping `%` and applying width and precision', () => {
    const e = call('printf("[%s|%-6s|%5.2s] %d\\n", "a%b", "left", "right", i)');
    expect(e.args[0]).toEqual({ k: 'string', type: 'string', value: '[a%%b|left  |   ri] %d\n' });
    expect(argTypes(e)).toEqual(['string', 'int']);
  });

  it('counts bytes of UTF-8 for `%s` width and precision, as C and an H100\'s device printf did', () => {
    // The H100 printed `[   é][日本][ñ]` (oracle/probes2 audit reading): é is 2 bytes (3 spaces
    // pad it to 5), 日本 is 6 bytes (no padding to 4), `.2` keeps the 2 bytes of ñ.
    const e = call('printf("[%5s][%-4s][%.2s]\\n", "\u00e9", "\u65e5\u672c", "\u00f1x")');
    expect(e.args[0]).toEqual({ k: 'string', type: 'string', value: '[   \u00e9][\u65e5\u672c][\u00f1]\n' });
  });

  it('converts a vote predicate with C rules (a `float` becomes `int`)', () => {
    expect(call('__all_sync(0xffffffff, f)').args[1]).toMatchObject({ k: 'convert', type: 'int', arg: { name: 'f' } });
  });
});

describe('intrinsic argument errors', () => {
  const bad: [string, string][] = [
    ['__shfl_sync(0xffffffff, f)', 'E-ARG-COUNT'],
    ['__shfl_sync(0xffffffff, f, 1, 32, 0)', 'E-ARG-COUNT'],
    ['__shfl_sync(0xffffffff, f, 1.5)', 'E-ARG-TYPE'],
    ['__shfl_down_sync(0xffffffff, out, 1)', 'E-ARG-TYPE'],
    ['__shfl_xor_sync(0xffffffff, f, 1, 2.0)', 'E-ARG-TYPE'],
    ['__activemask(1)', 'E-ARG-COUNT'],
    ['__reduce_add_sync(0xffffffff, f)', 'E-ARG-TYPE'],
    ['__reduce_min_sync(0xffffffff, d)', 'E-ARG-TYPE'],
    ['__reduce_or_sync(0xffffffff, f)', 'E-ARG-TYPE'],
    ['__match_all_sync(0xffffffff, f, fo)', 'E-ARG-TYPE'],
    ['__popc(f)', 'E-ARG-TYPE'],
    ['__uint_as_float(f)', 'E-ARG-TYPE'],
    ['abs(u)', 'E-ARG-TYPE'],
    ['atomicAnd(fo, 0, 1)', 'E-ARG-TYPE'],
    ['atomicCAS(fo, 0, 1, 2)', 'E-ARG-TYPE'],
    ['atomicAdd(f, 0, 1)', 'E-ARG-TYPE'],
    ['atomicAdd(out, 0.5, 1)', 'E-INDEX-TYPE'],
    ['atomicAdd(la, 0, 1)', 'E-ATOMIC-SPACE'],
    ['atomicCAS(out, 0, 1)', 'E-ARG-COUNT'],
    ['sqrtf()', 'E-ARG-COUNT'],
    ['printf("%d\\n")', 'E-PRINTF-FORMAT'],
    ['printf("%d\\n", i, i)', 'E-PRINTF-FORMAT'],
    ['printf("%q\\n", i)', 'E-PRINTF-FORMAT'],
    ['printf("%d\\n", f)', 'E-PRINTF-FORMAT'],
    ['printf("%f\\n", i)', 'E-PRINTF-FORMAT'],
    ['printf("%s\\n", i)', 'E-PRINTF-FORMAT'],
    ['printf(i)', 'E-PRINTF-FORMAT'],
    ['let v = __syncthreads()', 'E-VOID-VALUE'],
  ];
  for (const [text, code] of bad) {
    it(`rejects \`${text}\` with ${code}`, () => {
      const r = compile(inKernel(`${LOCALS}\n${text};`));
      expect(r.program).toBeNull();
      expect(r.diagnostics.map((d) => d.code)).toEqual([code]);
      expect(r.diagnostics[0]!.line).toBe(3);
    });
  }

  it('names the intrinsic and its parameters in an argument-count error', () => {
    const d = compile(inKernel('let v = __shfl_sync(0xffffffff, 1);')).diagnostics[0]!;
    expect(d.message).toBe('`__shfl_sync` expects 3 to 4 arguments (mask, var, srcLane, width), got 2');
    expect([d.line, d.column]).toEqual([2, 9]);
  });

  it('names the intrinsic and the parameter in an argument-type error', () => {
    const d = compile(inKernel('let v = __shfl_up_sync(0xffffffff, 1, 1.5);')).diagnostics[0]!;
    expect(d.message).toBe('`delta` of `__shfl_up_sync` must be `uint`, not `float`');
    expect([d.line, d.column]).toEqual([2, 39]);
  });

  it('suggests the intrinsic a misspelt name is close to', () => {
    const d = compile(inKernel('let v = __shfl_dwn_sync(0xffffffff, 1, 1);')).diagnostics[0]!;
    expect(d.code).toBe('E-UNKNOWN-FUNCTION');
    expect(d.hint).toBe('Did you mean `__shfl_down_sync`?');
  });

  it('says what to write instead of a CUDA function Warp TS lacks, rather than a name that looks alike', () => {
    const d = compile(inKernel('let v = atomicInc(out, 0, 31);')).diagnostics[0]!;
    expect(d.code).toBe('E-UNKNOWN-FUNCTION');
    expect(d.message).toBe('`atomicInc` is a CUDA function that Warp TS does not have');
    expect(d.hint).toContain('atomicAdd');
    expect(d.hint).not.toContain('atomicAnd');
    const f = compile(inKernel('__threadfence_block();')).diagnostics[0]!;
    expect(f.hint).toContain('`__threadfence()`');
  });

  it('rejects `__shared__` outside a declaration', () => {
    expect(codes(inKernel('let x = __shared__<float>(4)[0];'))).toEqual(['E-SHARED-DECL@2:9']);
  });
});
