/**
 * CUDA spellings of Warp TS intrinsics (docs/language.md §5). Most keep their name and argument
 * order (Programming Guide §10.22 shuffles, §10.19 votes, §10.20 match, §10.21 reduce,
 * §10.14 atomics, §10.35 printf). The differences:
 * - atomics take `(arr, i, ...)` in Warp TS and `(&arr[i], ...)` in CUDA;
 * - `atomicExch` on a `double[]` has no CUDA overload (G §10.14.1.3 lists `int`, `unsigned
 *   int`, `unsigned long long int` and `float`): it exchanges the 64 bits through
 *   `__double_as_longlong`/`__longlong_as_double` (G §17.2 Type Casting Intrinsics) and the
 *   `unsigned long long int` overload, which is the same bit-exact exchange. (`atomicAdd`
 *   on `double` exists from compute capability 6.0, G §10.14.1.1; the front end takes no
 *   other atomic on floating-point arrays.)
 * - `__match_all_sync`'s `pred` is a one-element `int[]` standing in for `int *pred`;
 *   without it, a helper passes CUDA a local `int` (CUDA's `pred` is not optional);
 * - `min`/`max`/`abs` on `float` and `double` become `fminf`/`fmaxf`/`fabsf` and
 *   `fmin`/`fmax`/`fabs` (the overloads CUDA's math library documents);
 * - `__lanemask_lt()` and friends read the PTX special registers `%lanemask_lt` ...
 *   (PTX ISA §10 "Special Registers") through inline assembly: CUDA C++ has no
 *   intrinsic for them.
 */
import type { IntrinsicExpr } from '../lang/ir';
import { cudaSpelling, familyOf, intrinsicNames, isIntrinsicName } from '../lang/intrinsics/table';
import type { EmitContext, Helper } from './emit-context';

/** Source of each device helper. */
export const HELPER_SOURCE: Record<Helper, string> = {
  ...Object.fromEntries(
    (['lt', 'le', 'eq', 'ge', 'gt'] as const).map((k) => [
      `lanemask_${k}`,
      `// %lanemask_${k}: PTX ISA, Special Registers.\n__device__ __forceinline__ unsigned int ws_lanemask_${k}() {\n  unsigned int r;\n  asm volatile("mov.u32 %0, %%lanemask_${k};" : "=r"(r));\n  return r;\n}`,
    ]),
  ) as Record<`lanemask_${'lt' | 'le' | 'eq' | 'ge' | 'gt'}`, string>,
  match_all_sync: '// __match_all_sync without `pred` (Warp TS makes it optional; CUDA does not).\ntemplate <typename T>\n__device__ __forceinline__ unsigned int ws_match_all_sync(unsigned int mask, T value) {\n  int pred;\n  return __match_all_sync(mask, value, &pred);\n}',
};

/** Atomics take `(&arr[i], ...)` in CUDA: the descriptor table's `atomic` family. */
const ATOMICS = new Set<string>(intrinsicNames((d) => d.family === 'atomic'));

/**
 * The CUDA call for intrinsic `e`, given its arguments already emitted as C text.
 * Throws (an engine bug) for a name the front end does not produce.
 */
export function emitIntrinsic(cx: EmitContext, e: IntrinsicExpr, args: string[]): string {
  const n = e.name;
  if (ATOMICS.has(n)) {
    const [arr, idx, ...rest] = args;
    if (n === 'atomicExch' && e.opType === 'double') {
      return `__longlong_as_double((long long int)atomicExch((unsigned long long int *)&${arr}[${idx}], (unsigned long long int)__double_as_longlong(${rest[0]})))`;
    }
    if (e.opType === 'double' && n !== 'atomicAdd') throw new Error(`assertion: ${n} on double has no CUDA overload`);
    return `${n}(&${arr}[${idx}], ${rest.join(', ')})`;
  }
  if (familyOf(n) === 'lanemask') {
    const h = n.slice(2) as Helper;
    cx.helpers.add(h);
    return `ws_${h}()`;
  }
  if (n === '__match_all_sync') {
    if (args.length === 3) return `__match_all_sync(${args[0]}, ${args[1]}, &${args[2]}[0])`;
    cx.helpers.add('match_all_sync');
    return `ws_match_all_sync(${args[0]}, ${args[1]})`;
  }
  if (n === 'min' || n === 'max' || n === 'abs') {
    const t = e.opType;
    const base = n === 'abs' ? 'fabs' : n === 'min' ? 'fmin' : 'fmax';
    if (t === 'float') return `${base}f(${args.join(', ')})`;
    if (t === 'double') return `${base}(${args.join(', ')})`;
    return `${n}(${args.join(', ')})`;
  }
  return `${isIntrinsicName(n) ? cudaSpelling(n) : n}(${args.join(', ')})`;
}
