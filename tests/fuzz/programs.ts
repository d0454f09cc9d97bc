/**
 * The grammar fuzzer's generator: random small Warp TS programs — declarations of every
 * type, statements of every shape (expression statements of literals, strings, templates,
 * directives, pure and effectful calls; control flow with break/continue/return/switch;
 * shared and local arrays; atomics on every element type; warp collectives; printf with
 * valid and invalid formats; constructs outside the subset) and device functions, and
 * token mutations of them. Every program's kernel has the parameters {@link PARAMS}, with
 * arguments {@link ARGS}. Used by tests/unit/sim/fuzz-programs.test.ts (a few hundred
 * programs) and tests/fuzz/run.ts (tens of thousands, as a script).
 */
import fc from 'fast-check';
import type { ArgValue } from '../../src/sim';

type Ty = 'int' | 'uint' | 'float' | 'double' | 'bool';
type Num = Exclude<Ty, 'bool'>;
/** Variables the statements assign (`lane` is `const`: read only). */
const VARS: Record<Ty, string[]> = { int: ['i', 'k'], uint: ['u', 'm'], float: ['f'], double: ['g'], bool: ['b'] };
/** Values that can be read. */
const READ: Record<Ty, string[]> = { int: ['i', 'k', 'n', 'lane', 'K2'], uint: ['u', 'm', 'threadIdx.x', 'blockIdx.x', 'blockDim.x'], float: ['f', 'x'], double: ['g'], bool: ['b'] };
/** Global and shared arrays by element type (length 4 at least). */
const ARRAYS: Record<Num, string[]> = { int: ['out', 's'], uint: ['uo'], float: ['fo', 'sf'], double: ['d'] };
const pick = <T>(...xs: T[]): fc.Arbitrary<T> => fc.constantFrom(...xs);
const w = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });

const LITERALS: Record<Ty, string[]> = {
  int: ['0', '1', '-1', '7', '31', '32', '33', '2147483647', '-2147483648', 'warpSize'],
  uint: ['0xffffffff', '0x80000000', 'uint(3)', '0x0000ffff'],
  float: ['0.0', '1.5', '-0.0', '1e38', '1e-45', '0.1', '3.4e38', '(1.0 / 0.0)', '(0.0 / 0.0)'],
  double: ['double(1.5)', 'double(-0.0)', '(double(1e30) * 1e10)', 'double(0.1)', '(double(0.0) / 0.0)'],
  bool: ['true', 'false'],
};

/** Mistakes and constructs outside the subset, to be diagnosed (never crash). */
const JUNK = ['"s"', '`t`', 'null', 'nope', 'x.y', '(i, k)', '[1, 2]', '{}', '(() => 1)', '(i === f)', '(i >>> 1)', '1n',
  '__shfl(f, 0)', 'out', '__syncwarp()', 'undefined', 'this', 'new Array(3)', 'f as int', 'i!', '(lane = 3)', 'Math.PI', '__popc(f)'];

const exprCache = new Map<string, fc.Arbitrary<string>>();

/** An expression of type `t` (loosely: C converts the rest), of depth at most `d`. */
function expr(t: Ty, d: number): fc.Arbitrary<string> {
  const key = `${t}${d}`;
  let a = exprCache.get(key);
  if (!a) exprCache.set(key, (a = makeExpr(t, d)));
  return a;
}

/** An index into an array of length 4: mostly in bounds. */
const index = (d: number): fc.Arbitrary<string> =>
  fc.oneof(w(6, expr('int', d).map((e) => `(${e} & 3)`)), w(1, expr('int', d)));

const mask = fc.oneof(w(30, pick('0xffffffff', '__activemask()', 'm', '0x0000ffff', '0xffff0000', 'uint(1 << (lane & 31))')), w(1, pick('f', 'b', '0')));

function makeExpr(t: Ty, d: number): fc.Arbitrary<string> {
  const leaf = fc.oneof(w(40, pick(...READ[t])), w(20, pick(...LITERALS[t])), w(1, pick(...JUNK)));
  if (d <= 0) return leaf;
  const e = (u: Ty) => expr(u, d - 1);
  const call = (f: string | string[], ...as: fc.Arbitrary<string>[]) =>
    fc.tuple(pick(...(typeof f === 'string' ? [f] : f)), ...as).map(([g, ...xs]) => `${g}(${xs.join(', ')})`);
  const anyOf = (...ts: Ty[]) => pick(...ts).chain((u) => e(u));
  const bin = (ops: string[], u: Ty = t) => fc.tuple(e(u), pick(...ops), e(u)).map(([a, o, b]) => `(${a} ${o} ${b})`);
  const INT_OPS = ['+', '-', '*', '/', '%', '&', '|', '^', '<<', '>>'];
  const alts: { weight: number; arbitrary: fc.Arbitrary<string> }[] = [w(6, leaf), w(1, fc.tuple(e('bool'), e(t), e(t)).map(([c, a, b]) => `(${c} ? ${a} : ${b})`))];
  if (t !== 'bool') {
    const arr = pick(...ARRAYS[t]);
    alts.push(
      w(4, bin(t === 'int' || t === 'uint' ? INT_OPS : ['+', '-', '*', '/'])),
      w(2, fc.tuple(arr, index(d - 1)).map(([a, i]) => `${a}[${i}]`)),
      w(1, call(t, anyOf('int', 'uint', 'float', 'double', 'bool'))),
      w(1, fc.tuple(pick('__shfl_sync', '__shfl_xor_sync', '__shfl_down_sync', '__shfl_up_sync'), mask, e(t), pick('0', '1', '16', '31', '33', '-1', 'lane'), pick('', ', 8', ', 16', ', 3')).map(([f, m, v, l, wd]) => `${f}(${m}, ${v}, ${l}${wd})`)),
      w(1, fc.tuple(pick(t === 'float' || t === 'double' ? 'atomicAdd' : 'atomicMax', 'atomicExch', 'atomicAdd'), arr, index(d - 1), e(t)).map(([f, a, i, v]) => `${f}(${a}, ${i}, ${v})`)),
    );
  }
  switch (t) {
    case 'int':
      alts.push(w(1, call('__popc', e('uint'))), w(1, call('__ffs', e('int'))), w(1, call('abs', e('int'))), w(1, call('min', e('int'), e('int'))),
        w(1, call(['__any_sync', '__all_sync'], mask, e('bool'))), w(1, call('__reduce_add_sync', mask, e('int'))),
        w(1, call('twice', e('int'))), w(1, pick('bump(out)')), w(1, fc.tuple(pick('out', 's'), index(d - 1), e('int'), e('int')).map(([a, i, c, v]) => `atomicCAS(${a}, ${i}, ${c}, ${v})`)),
        w(1, fc.tuple(pick('atomicSub', 'atomicMin', 'atomicAnd', 'atomicOr', 'atomicXor'), pick('out', 's'), index(d - 1), e('int')).map(([f, a, i, v]) => `${f}(${a}, ${i}, ${v})`)));
      break;
    case 'uint':
      alts.push(w(1, call('__ballot_sync', mask, e('bool'))), w(1, call('__match_any_sync', mask, anyOf('int', 'float', 'double'))),
        w(1, call('__brev', e('uint'))), w(1, call('__float_as_uint', e('float'))), w(1, pick('__activemask()', '__lanemask_lt()', '__lanemask_ge()')),
        w(1, call('__fns', e('uint'), pick('0', '5', '31', '32'), pick('1', '-1', '0', '3'))), w(1, call('__reduce_or_sync', mask, e('uint'))));
      break;
    case 'float':
      alts.push(w(1, call(['fabsf', 'sqrtf', 'floorf', 'ceilf', 'truncf', 'roundf', 'expf', 'logf'], e('float'))),
        w(1, call(['fminf', 'fmaxf', '__fadd_rn', '__fmul_rn'], e('float'), e('float'))), w(1, call('fmaf', e('float'), e('float'), e('float'))),
        w(1, call('__uint_as_float', e('uint'))));
      break;
    case 'double':
      alts.push(w(1, call(['fabs', 'sqrt', 'floor', 'exp', 'log'], e('double'))), w(1, call(['fmin', 'fmax'], e('double'), e('double'))),
        w(1, call('fma', e('double'), e('double'), e('double'))));
      break;
    case 'bool': {
      const num = pick<Ty>('int', 'uint', 'float', 'double');
      alts.push(w(4, num.chain((u) => bin(['<', '<=', '==', '!=', '>', '>='], u))), w(1, e('bool').map((a) => `!${a}`)), w(2, bin(['&&', '||'], 'bool')));
      break;
    }
  }
  return fc.oneof(...alts);
}

/** A printf call: mostly a format whose conversions match its arguments. */
const SPECS: [string, Ty | 's'][] = [['%d', 'int'], ['%i', 'int'], ['%u', 'uint'], ['%x', 'uint'], ['%#X', 'uint'], ['%08o', 'uint'], ['%+5d', 'int'], ['%.0d', 'int'],
  ['%f', 'float'], ['%.3e', 'double'], ['%g', 'float'], ['%#G', 'double'], ['%-10.4f', 'float'], ['%+E', 'double'], ['%lf', 'double'], ['%05.1F', 'float'], ['%s', 's'], ['%-4s', 's']];
const printfCall = fc.oneof(
  w(5, fc.array(pick(...SPECS), { maxLength: 4 }).chain((specs) => fc.tuple(...specs.map(([, t]) => (t === 's' ? pick('"ab"', '"%d"') : expr(t, 1)))).map((args) =>
    `printf(${['"' + specs.map(([sp]) => sp).join(' ') + '\\n"', ...args].join(', ')});`))),
  w(1, fc.tuple(pick('"%*d\\n"', '"%ld\\n"', '"%c\\n"', '"%5%\\n"', '"%"', '"%.600f\\n"', '"%#d\\n"', '"%d %d\\n"', '"%s\\n"', '"%f\\n"', '"%q"'), expr('int', 1)).map(([f, a]) => `printf(${f}, ${a});`)),
);

/** A string or template where a value, a format or a statement goes. */
const STRING_PLACES = ['x = b ? "a" : "b";', 'let q = b ? "a" : "b";', 'b ? "a" : "b";', 'i = twice("x");', 'return "x";',
  'printf(b ? "%d" : "%x", i);', 'printf(`%d`, i);', 'out["0"] = 1;', 'i = "a" + 1;', 'if ("x") { i = 1; }', 'while ("") {}',
  'for (let q = "a"; ;) {}', 'switch ("a") { case "a": break; }', 'switch (i) { case "a": break; }', 'i = __shfl_sync(m, "x", 0);',
  'atomicAdd(out, "0", 1);', 'const t3: int[] = ["a"];', 'i = -"x";', 'i = !"x" ? 1 : 0;', 'i = "x" == "y" ? 1 : 0;',
  'printf("%s %s", "a", `b`);', 'printf("%d", "x");', 'printf("%s", i);', '"a" + "b";', '("x");', '(("x"));', '`a${i}`;',
  'i = `x`.length;', 'for (; i < 3; "x") { i++; }', 'for ("x"; i < 3; i++) {}', 'printf("%s\\n", "%d");', 'const c3 = "s";',
  'let t4: string = "a";', 'i = int("1");', 'g = double("2.5");', 'f = float(`1`);', 'printf("a" + "b");', 'printf();', 'printf("%s", "a", "b");'];

/** Other shapes: odd declarations, control flow, operators and calls. */
const ODD = ['let i = 2;', '{ let i: int = 3; i++; }', 'switch (i) { case 1: case 1: break; }', 'switch (i) { default: break; default: break; }',
  'switch (i & 3) { case K2: i = 0; }', 'switch (f) { case 1: break; }', 'switch (i) { case i: break; }', 'switch (i) {}', 'i = +i;', 'i = typeof i;',
  'i = void 0;', 'delete out[0];', 'b++;', 'K2++;', 'out++;', 'la = [1];', 'const e1: bool[] = [true, false];', 'const e2: double[] = [double(1)];',
  'const e3: int[] = [];', 'const e4 = [1, 2.5];', 'let e5 = __shared__<double>(2);', 'const e6 = __shared__<bool>(2);', 'const e7 = __shared__<int>(0);',
  'const e8 = __shared__<int>(n);', 'i = twice(1, 2);', 'i = kernel(out, fo, d, uo, n, x);', 'i = side(out, 1);', 'bump();', 'i = bump(fo);',
  'for (let a = 0, c = 1; a < 2; a++, c++) { i += c; }', 'for (i = 0; i < 2; i++) continue;', 'do continue; while (k++ < 3);',
  'while (i < 50) { if (i & 1) { i += 3; continue; } i++; }', 'if (b) return; else i = 1;', 'i = (i = 2) + 1;', 'i = k++ + k;',
  'f = x / 0.0;', 'i = i / 0;', 'i = lane << 33;', 'u = u >> 40;', 'i = -2147483648 / -1;', 'i = int(1e30);', 'u = uint(-1.0);',
  'f = __int_as_float(0x7fc00001);', 'g = double(__uint_as_float(0x7f800001));', 'm = __ballot_sync(m, lane & 1);', 'if (lane & 1) { i = __shfl_sync(0xffffffff, i, 0); }',
  'if (lane < 16) { __syncwarp(); }', 'if (threadIdx.x < 16) { __syncthreads(); }', 'i = __reduce_min_sync(m, i);', 'u = __reduce_xor_sync(m, u);',
  'i = int(__match_all_sync(m, i));', 'u = __match_any_sync(m, g);', 'i = __shfl_sync(m, i, 0, 7);', 'g = __shfl_xor_sync(m, g, 1);',
  'b = __shfl_sync(m, b, 1);', 'i = atomicCAS(uo, 0, 1, 2);', 'f = atomicAdd(sf, 0, f);', 'g = atomicAdd(d, 1, g);', 'g = atomicExch(d, 2, g);',
  'i = atomicMin(d, 0, 1);', 'f = atomicCAS(fo, 0, f, f);', 'i = atomicAdd(la, 0, 1);', 'i = out.length;', 'i = out[-1];', 'i = out[1000];',
  'fo[i & 3] += fo[(i + 1) & 3];', 'd[0] *= d[1];', 'uo[lane & 3] ^= u;', 's[lane & 3] = lane; __syncwarp(); i = s[(lane + 1) & 3];',
  'sf[0] = 1.0; __syncthreads(); f = sf[0];', 'i = s[3];', 'let z: int; i = z;', 'let z2: float; if (b) z2 = 1.0; f = z2;', 'import { x } from "warp";'];

const ASSIGN_OPS: Record<Ty, string[]> = { int: ['=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '<<=', '>>='], uint: ['=', '+=', '^=', '>>=', '|='], float: ['=', '+=', '-=', '*=', '/='], double: ['=', '+=', '*='], bool: ['='] };
const anyTy = pick<Ty>('int', 'uint', 'float', 'double', 'bool');
const anyNum = pick<Num>('int', 'uint', 'float', 'double');

/** One statement, with loops and branches up to depth `d`. */
function stmt(d: number): fc.Arbitrary<string> {
  const e = (t: Ty) => expr(t, 2);
  const simple = fc.oneof(
    w(60, anyTy.chain((t) => fc.tuple(pick(...VARS[t]), pick(...ASSIGN_OPS[t]), e(t))).map(([v, op, x]) => `${v} ${op} ${x};`)),
    w(30, anyNum.chain((t) => fc.tuple(pick(...ARRAYS[t]), index(1), e(t))).map(([a, i, x]) => `${a}[${i}] = ${x};`)),
    w(10, fc.tuple(index(1), e('int')).map(([i, x]) => `la[${i}] = ${x};`)),
    w(10, fc.tuple(pick('i', 'k', 'u', 'f', 'out[0]', 'la[1]'), pick('++', '--'), fc.boolean()).map(([v, o, pre]) => (pre ? `${o}${v};` : `${v}${o};`))),
    w(10, fc.oneof(e('int'), e('uint'), e('float')).map((x) => `${x};`)),
    w(10, fc.tuple(anyTy, fc.nat(9), pick('let', 'const'), fc.boolean()).chain(([t, n, kw, typed]) => e(t).map((x) => `${kw} v${n}${typed ? `: ${t}` : ''} = ${x};`))),
    w(5, fc.tuple(anyTy, fc.nat(9)).map(([t, n]) => `let w${n}: ${t};`)),
    w(15, printfCall),
    w(15, pick('__syncwarp();', '__syncthreads();', '__syncwarp(m);', '__syncwarp(__activemask());', '__threadfence();', 'if (lane > 20) return;', 'return;')),
    w(2, pick('5;', '"x";', 'x;', 'i + k;', '__popc(u);', '"use strict";')),
    w(1, pick('"use strict";', '"x";', '`t`;', '5;', ';', 'break;', 'continue;', 'const q = __shared__<int>(8);', 'const t2: float[] = [1.5, 2.5];',
      'throw 1;', 'let o = { a: 1 };', 'debugger;', 'i = i++ + i;', 'label: for (;;) break label;', 'for (const z of out) {}', 'function inner() {}',
      'let a1: number = 1;', 'var vv = 1;', 'let s2 = "x";', 'f = __shfl(f, 0);', 'lane = 1;', 'K2 = 4;', 'const p1: int[] = [0]; i = int(__match_all_sync(m, f, p1));',
      'let dd: double[] = d;', 'out = fo;', 'i = i == 1 ? 2 : "x";', 'while (true) {}', 'for (;;) { break; }', 'do { i++; } while (false);')),
    w(2, pick(...STRING_PLACES, ...ODD)),
    w(3, pick('i = gen(out, fo, d, uo, n, x);', 'side(out, i);', 'f = red(f);', 'k = early(i);', 'k = noret(i);', 'gen(out, fo, d, uo, n, x);', 'g = dbl(g, f);')),
  );
  if (d <= 0) return simple;
  const body = fc.array(stmt(d - 1), { maxLength: 3 }).map((ss) => `{ ${ss.join(' ')} }`);
  return fc.oneof(
    w(8, simple),
    w(2, fc.tuple(e('bool'), body, fc.option(body)).map(([c, t, el]) => `if (${c}) ${t}${el ? ` else ${el}` : ''}`)),
    w(1, fc.tuple(fc.integer({ min: 0, max: 4 }), e('int'), body).map(([n, x, b]) => `for (let c${n} = 0; c${n} < (${x} & 3); c${n}++) ${b}`)),
    w(1, fc.tuple(e('bool'), body).map(([c, b]) => `while (${c} && i < 40) { i++; ${b} }`)),
    w(1, fc.tuple(body, e('bool')).map(([b, c]) => `do { k++; ${b} } while (${c} && k < 20);`)),
    w(1, fc.tuple(e('int'), body, body).map(([x, a, b]) => `switch (${x} & 3) { case 0: ${a} case 1: ${b} break; default: i = 1; }`)),
    w(1, body),
  );
}

/** The locals every generated body starts with (so that statements can use them). */
const PROLOGUE = `  const lane: int = int(threadIdx.x & 31);
  const s = __shared__<int>(4);
  const sf = __shared__<float>(4);
  const la: int[] = [0, 1, 2, 3];
  let i: int = lane; let k: int = 1; let u: uint = 7; let m: uint = 0xffffffff;
  let f: float = 1.5; let g: double = double(2.5); let b: bool = lane < 16;`;
export const PARAMS = 'out: int[], fo: float[], d: double[], uo: uint[], n: int, x: float';

const block = (ss: string[]): string => ss.map((s) => '  ' + s).join('\n');
/** A generated program (a kernel and its device functions). */
export const program = fc.tuple(fc.array(stmt(2), { minLength: 1, maxLength: 8 }), fc.array(stmt(1), { maxLength: 4 }), pick('export function', 'export default function'))
  .map(([ss, gs, exp]) => `const K2: int = 3;
const K3: float = K2 * 1.5;
function twice(a: int): int { return a * 2; }
function bump(a: int[]): int { a[0]++; return a[0]; }
function red(v: float): float { for (let o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o); return v; }
function early(a: int): int { if (a > 3) return 1; return 2; }
function noret(a: int): int { if (a > 0) return 1; }
function side(a: int[], v: int): void { a[v & 3] = v; if (v > 2) return; __syncwarp(); }
function dbl(p: double, q: float): double { return p * q + fma(p, p, double(q)); }
function gen(${PARAMS}): int {
${PROLOGUE}
${block(gs)}
  return i + k;
}
${exp} kernel(${PARAMS}) {
${PROLOGUE}
${block(ss)}
  out[threadIdx.x & 3] = i + k;
}
`);

/** Token-level mutations of a generated program (deleted, duplicated, swapped, inserted). */
const TOKENS = ['{', '}', '(', ')', ';', ',', '=', '==', '"s"', '`t`', 'return', 'break', 'continue', 'if', 'else', 'for', 'while', 'let', 'const',
  'i', 'f', 'out', '0', '1.5', '+', '-', '*', '?', ':', '!', '&&', '[', ']', '.x', 'threadIdx', '__syncwarp()', 'printf', '"%d"', 'function', 'export'];
const tokens = (src: string): string[] => src.match(/\s+|[A-Za-z_$][\w$]*|\d[\w.]*|"(?:[^"\\\n]|\\.)*"|`[^`]*`|[^\sA-Za-z_$\d]/g) ?? [];
/** A generated program after one to four token mutations. */
export const mutated = fc.tuple(program, fc.array(fc.tuple(fc.nat(), fc.nat(), pick('del', 'dup', 'swap', 'ins'), pick(...TOKENS)), { minLength: 1, maxLength: 4 }))
  .map(([src, ops]) => {
    const t = tokens(src);
    for (const [a, b, op, tok] of ops) {
      const i = a % t.length, j = b % t.length;
      if (op === 'del') t.splice(i, 1);
      else if (op === 'dup') t.splice(i, 0, t[i]!);
      else if (op === 'swap') [t[i], t[j]] = [t[j]!, t[i]!];
      else t.splice(i, 0, ` ${tok} `);
    }
    return t.join('');
  });

/** Fresh arguments for {@link PARAMS}. */
export const ARGS = (): Record<string, ArgValue> => ({
  out: { kind: 'array', type: 'int', data: new Array(8).fill(0) },
  fo: { kind: 'array', type: 'float', data: new Array(8).fill(0.5) },
  d: { kind: 'array', type: 'double', data: new Array(8).fill(0.25) },
  uo: { kind: 'array', type: 'uint', data: new Array(8).fill(1) },
  n: { kind: 'scalar', type: 'int', value: 5 },
  x: { kind: 'scalar', type: 'float', value: 0.75 },
});
