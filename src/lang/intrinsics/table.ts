/**
 * One descriptor per intrinsic: its family, its CUDA spelling and signature, the section of
 * the CUDA documents that defines it, one line for hover text, whether it has 64-bit
 * overloads, and how the simulator lowers it. Every other table takes its names from this
 * one and is typed by {@link IntrinsicName}, so a piece missing anywhere is a compile error:
 * - the checker's handlers (`./index.ts`, `satisfies Record<IntrinsicName, …>`);
 * - the simulator's implementations (src/sim/intrinsics/registry.ts, one table per
 *   lowering kind, each `satisfies Record<NamesLoweredAs<kind>, …>`);
 * - the prelude (`../prelude/warp.d.ts`, held to this table by tests/unit/lang/intrinsic-table.test.ts;
 *   its part for the `derive: true` descriptors is generated from them, `./declared.ts`);
 * - the diagrams' families (src/diagram/layout.ts) and the CUDA export (src/cuda/intrinsics.ts,
 *   which spells a call with the name of the descriptor's `cuda` declaration).
 * Adding an intrinsic of fixed scalar parameters (`derive: true`) touches this table, its
 * simulator implementation (and the line of src/sim/intrinsics/registry.ts that takes it in),
 * its tests, and the prelude's generated part (`npx tsx scripts/gen-prelude.ts`); another
 * intrinsic also needs its checker entry and a hand-written prelude declaration.
 * Cooperative-groups members are methods of group values, not intrinsics: they
 * keep their own table (src/lang/cg*), lowered onto these intrinsics.
 *
 * Sources: CUDA C++ Programming Guide (G) and its 13.x edition (G13), PTX ISA 9.1, the CUDA
 * Math API; docs/language.md §5 and §5b, docs/semantics.md §3–§11.
 */

/** The families of docs/language.md §5. */
export type IntrinsicFamily =
  'shuffle' | 'vote' | 'match' | 'reduce' | 'sync' | 'bits' | 'lanemask' | 'atomic' | 'math' | 'bitcast' | 'printf';

/**
 * How the simulator lowers a call (src/sim/intrinsics/registry.ts): a warp collective
 * (a rendezvous), the block barrier, a fence (nothing to do in a simulator that orders
 * every access), `printf`, an atomic read-modify-write, or a per-lane function of one,
 * two or three operands (`unary`, `binary`, `ternary`), with a few of their own shape.
 */
export type Lowering =
  | 'collective'
  | 'barrier'
  | 'fence'
  | 'printf'
  | 'atomic'
  | 'activemask'
  | 'lanemask'
  | 'fns'
  | 'bits64'
  | 'minmax'
  | 'abs'
  | 'unary'
  | 'binary'
  | 'ternary';

/** One intrinsic. */
export interface IntrinsicDescriptor {
  family: IntrinsicFamily;
  /** The CUDA declaration (first overload; `T` as docs/language.md §5 uses it). */
  cuda: string;
  /** Where the CUDA documents define it. */
  source: string;
  /** One sentence for hover text and documentation. */
  doc: string;
  /** Takes `long`/`ulong` too (docs/language.md §5b): shuffles, match, atomics on 64-bit arrays, `min`/`max`/`abs`. */
  int64?: true;
  sim: Lowering;
  /** The front end's side comes from this descriptor alone (`./declared.ts`): `cuda` is a
   * declaration of scalar parameters, from which the prelude's declaration is generated
   * (`scripts/gen-prelude.ts`) and the checker is built (`./derived.ts`). */
  derive?: true;
}

const G_SHFL = 'Programming Guide §10.22 Warp Shuffle Functions; PTX ISA §9.7.9.6 shfl.sync';
const G_VOTE = 'Programming Guide §10.19 Warp Vote Functions; PTX ISA §9.7.13.9 vote.sync';
const G_MATCH = 'Programming Guide §10.20 Warp Match Functions; PTX ISA §9.7.13.10 match.sync';
const G_REDUCE = 'Programming Guide §10.21 Warp Reduce Functions; PTX ISA §9.7.13.12 redux.sync';
const G_ATOMIC = 'Programming Guide §10.14 Atomic Functions; PTX ISA §9.7.13.5 atom';
const G_MATH = 'Programming Guide §17.1 Standard Functions; CUDA Math API';
const G_INTR = 'Programming Guide §17.2 Intrinsic Functions; CUDA Math API';
const MATH_INT = 'CUDA Math API, Integer Intrinsics';
const LANEMASK = 'PTX ISA §10 Special Registers (%lanemask_*); CUDA C++ has no function for it';

const shfl = (name: string, third: string, doc: string) =>
  ({
    family: 'shuffle',
    cuda: `T ${name}(unsigned mask, T var, ${third}, int width = warpSize)`,
    source: G_SHFL,
    doc,
    int64: true,
    sim: 'collective',
  }) as const;
const reduce = (op: string, types: string) =>
  ({
    family: 'reduce',
    cuda: `${types} __reduce_${op}_sync(unsigned mask, ${types} value)`,
    source: G_REDUCE,
    doc: `The ${op} of \`value\` over the non-exited lanes of \`mask\`, to every one of them (sm_80 and later).`,
    sim: 'collective',
  }) as const;
const atomic = (name: string, doc: string, cuda = `T ${name}(T *address, T val)`) =>
  ({ family: 'atomic', cuda, source: G_ATOMIC, doc, int64: true, sim: 'atomic' }) as const;
const math = <L extends Lowering>(cuda: string, doc: string, sim: L, source = G_MATH) =>
  ({ family: 'math', cuda, source, doc, sim }) as const;
/** A math function of fixed `float` or `double` parameters: derived (`derive: true`). */
const mathFn = <L extends Lowering>(cuda: string, doc: string, sim: L, source = G_MATH) =>
  ({ ...math(cuda, doc, sim, source), derive: true }) as const;
const lanemask = (k: string, rel: string) =>
  ({
    family: 'lanemask',
    cuda: `unsigned int __lanemask_${k}()`,
    source: LANEMASK,
    doc: `The bits of the lanes ${rel} the calling lane (\`%lanemask_${k}\`).`,
    sim: 'lanemask',
  }) as const;

/** Every intrinsic of Warp TS, by name. */
export const INTRINSIC_TABLE = {
  __shfl_sync: shfl('__shfl_sync', 'int srcLane', '`var` of lane `srcLane` of the caller’s `width`-segment.'),
  __shfl_up_sync: shfl(
    '__shfl_up_sync',
    'unsigned delta',
    '`var` of lane `laneId - delta`; the segment’s lowest lanes keep their own.',
  ),
  __shfl_down_sync: shfl(
    '__shfl_down_sync',
    'unsigned delta',
    '`var` of lane `laneId + delta`; the segment’s highest lanes keep their own.',
  ),
  __shfl_xor_sync: shfl('__shfl_xor_sync', 'int laneMask', '`var` of lane `laneId ^ laneMask` (a butterfly).'),
  __all_sync: {
    family: 'vote',
    cuda: 'int __all_sync(unsigned mask, int predicate)',
    source: G_VOTE,
    doc: 'Non-zero when `predicate` is non-zero in every non-exited lane of `mask`.',
    sim: 'collective',
  },
  __any_sync: {
    family: 'vote',
    cuda: 'int __any_sync(unsigned mask, int predicate)',
    source: G_VOTE,
    doc: 'Non-zero when `predicate` is non-zero in some lane of `mask`.',
    sim: 'collective',
  },
  __ballot_sync: {
    family: 'vote',
    cuda: 'unsigned __ballot_sync(unsigned mask, int predicate)',
    source: G_VOTE,
    doc: 'Bit N set when lane N of `mask` has a non-zero `predicate`.',
    sim: 'collective',
  },
  __activemask: {
    family: 'vote',
    cuda: 'unsigned __activemask()',
    source: 'Programming Guide §10.19; PTX ISA §9.7.13.11 activemask',
    doc: 'The lanes executing this call together with the caller, now (no synchronisation).',
    sim: 'activemask',
  },
  __match_any_sync: {
    family: 'match',
    cuda: 'unsigned __match_any_sync(unsigned mask, T value)',
    source: G_MATCH,
    doc: 'The lanes of `mask` whose `value` has the caller’s bits (sm_70 and later).',
    int64: true,
    sim: 'collective',
  },
  __match_all_sync: {
    family: 'match',
    cuda: 'unsigned __match_all_sync(unsigned mask, T value, int *pred)',
    source: G_MATCH,
    doc: '`mask` when every lane of it holds the same bits, else 0; `pred[0]` says which.',
    int64: true,
    sim: 'collective',
  },
  __reduce_add_sync: reduce('add', 'int|unsigned'),
  __reduce_min_sync: reduce('min', 'int|unsigned'),
  __reduce_max_sync: reduce('max', 'int|unsigned'),
  __reduce_and_sync: reduce('and', 'unsigned'),
  __reduce_or_sync: reduce('or', 'unsigned'),
  __reduce_xor_sync: reduce('xor', 'unsigned'),
  __syncwarp: {
    family: 'sync',
    cuda: 'void __syncwarp(unsigned mask = 0xffffffff)',
    source: 'Programming Guide §10.6 Synchronization Functions; PTX ISA §9.7.13.2 bar.warp.sync',
    doc: 'Waits for the lanes of `mask` and orders their memory accesses.',
    sim: 'collective',
  },
  __syncthreads: {
    family: 'sync',
    cuda: 'void __syncthreads()',
    source: 'Programming Guide §10.6 Synchronization Functions; PTX ISA bar.sync',
    doc: 'Waits for every thread of the block and orders their memory accesses.',
    sim: 'barrier',
  },
  __threadfence: {
    family: 'sync',
    cuda: 'void __threadfence()',
    source: 'Programming Guide §10.5 Memory Fence Functions',
    doc: 'Orders the caller’s memory accesses for the device.',
    sim: 'fence',
  },
  __popc: {
    family: 'bits',
    cuda: 'int __popc(unsigned int x)',
    source: `${MATH_INT}; PTX ISA §9.7.1.14 popc`,
    doc: 'The number of set bits of `x`.',
    sim: 'unary',
  },
  __ffs: {
    family: 'bits',
    cuda: 'int __ffs(int x)',
    source: MATH_INT,
    doc: 'The 1-based position of the lowest set bit of `x`; 0 for 0.',
    sim: 'unary',
  },
  __clz: {
    family: 'bits',
    cuda: 'int __clz(int x)',
    source: `${MATH_INT}; PTX ISA §9.7.1.15 clz`,
    doc: 'The number of leading zero bits of `x`; 32 for 0.',
    sim: 'unary',
  },
  __brev: {
    family: 'bits',
    cuda: 'unsigned int __brev(unsigned int x)',
    source: `${MATH_INT}; PTX ISA §9.7.1.18 brev`,
    doc: 'The bits of `x` in reverse order.',
    sim: 'unary',
  },
  __popcll: {
    family: 'bits',
    cuda: 'int __popcll(unsigned long long int x)',
    source: MATH_INT,
    doc: 'The number of set bits of the 64-bit `x`.',
    sim: 'bits64',
  },
  __ffsll: {
    family: 'bits',
    cuda: 'int __ffsll(long long int x)',
    source: MATH_INT,
    doc: 'The 1-based position of the lowest set bit of the 64-bit `x`; 0 for 0.',
    sim: 'bits64',
  },
  __clzll: {
    family: 'bits',
    cuda: 'int __clzll(long long int x)',
    source: MATH_INT,
    doc: 'The number of leading zero bits of the 64-bit `x`; 64 for 0.',
    sim: 'bits64',
  },
  __brevll: {
    family: 'bits',
    cuda: 'unsigned long long int __brevll(unsigned long long int x)',
    source: MATH_INT,
    doc: 'The 64 bits of `x` in reverse order.',
    sim: 'bits64',
  },
  __fns: {
    family: 'bits',
    cuda: 'unsigned int __fns(unsigned int mask, unsigned int base, int offset)',
    source: `${MATH_INT}; PTX ISA §9.7.1.17 fns`,
    doc: 'The position of the `offset`-th set bit of `mask` from `base`; 0xffffffff when there is none.',
    sim: 'fns',
  },
  __funnelshift_l: {
    family: 'bits',
    cuda: 'unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift)',
    source: `${MATH_INT}; PTX ISA shf.l.wrap`,
    doc: 'The high 32 bits of the 64-bit `hi:lo` shifted left by `shift & 31`; `__funnelshift_l(x, x, n)` rotates `x` left.',
    sim: 'ternary',
    derive: true,
  },
  __funnelshift_r: {
    family: 'bits',
    cuda: 'unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift)',
    source: `${MATH_INT}; PTX ISA shf.r.wrap`,
    doc: 'The low 32 bits of the 64-bit `hi:lo` shifted right by `shift & 31`; `__funnelshift_r(x, x, n)` rotates `x` right.',
    sim: 'ternary',
    derive: true,
  },
  __funnelshift_lc: {
    family: 'bits',
    cuda: 'unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift)',
    source: `${MATH_INT}; PTX ISA shf.l.clamp`,
    doc: 'The high 32 bits of the 64-bit `hi:lo` shifted left by `min(shift, 32)`: a count of 32 or more gives `lo`.',
    sim: 'ternary',
    derive: true,
  },
  __funnelshift_rc: {
    family: 'bits',
    cuda: 'unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift)',
    source: `${MATH_INT}; PTX ISA shf.r.clamp`,
    doc: 'The low 32 bits of the 64-bit `hi:lo` shifted right by `min(shift, 32)`: a count of 32 or more gives `hi`.',
    sim: 'ternary',
    derive: true,
  },
  __mulhi: {
    family: 'bits',
    cuda: 'int __mulhi(int x, int y)',
    source: `${MATH_INT}; PTX ISA mul.hi.s32`,
    doc: 'The high 32 bits of the 64-bit product `x * y` of two `int`s.',
    sim: 'binary',
    derive: true,
  },
  __umulhi: {
    family: 'bits',
    cuda: 'unsigned int __umulhi(unsigned int x, unsigned int y)',
    source: `${MATH_INT}; PTX ISA mul.hi.u32`,
    doc: 'The high 32 bits of the 64-bit product `x * y` of two `unsigned int`s.',
    sim: 'binary',
    derive: true,
  },
  __lanemask_lt: lanemask('lt', 'below'),
  __lanemask_le: lanemask('le', 'at or below'),
  __lanemask_eq: lanemask('eq', 'equal to'),
  __lanemask_ge: lanemask('ge', 'at or above'),
  __lanemask_gt: lanemask('gt', 'above'),
  atomicAdd: atomic('atomicAdd', 'Adds `val` to `arr[i]` atomically; returns the old value.'),
  atomicSub: {
    family: 'atomic',
    cuda: 'T atomicSub(T *address, T val)',
    source: G_ATOMIC,
    doc: 'Subtracts `val` from `arr[i]` atomically; returns the old value (no 64-bit form).',
    sim: 'atomic',
  },
  atomicMin: atomic('atomicMin', 'Stores the smaller of `arr[i]` and `val` atomically; returns the old value.'),
  atomicMax: atomic('atomicMax', 'Stores the larger of `arr[i]` and `val` atomically; returns the old value.'),
  atomicAnd: atomic('atomicAnd', 'ANDs `val` into `arr[i]` atomically; returns the old value.'),
  atomicOr: atomic('atomicOr', 'ORs `val` into `arr[i]` atomically; returns the old value.'),
  atomicXor: atomic('atomicXor', 'XORs `val` into `arr[i]` atomically; returns the old value.'),
  atomicExch: atomic('atomicExch', 'Stores `val` in `arr[i]` atomically; returns the old value.'),
  atomicCAS: atomic(
    'atomicCAS',
    'Stores `val` in `arr[i]` when it equals `compare`, atomically; returns the old value.',
    'T atomicCAS(T *address, T compare, T val)',
  ),
  min: {
    ...math('T min(T a, T b)', 'The smaller of `a` and `b` (`fminf`/`fmin` for floating point).', 'minmax'),
    int64: true,
  },
  max: {
    ...math('T max(T a, T b)', 'The larger of `a` and `b` (`fmaxf`/`fmax` for floating point).', 'minmax'),
    int64: true,
  },
  abs: { ...math('T abs(T a)', 'The absolute value of `a` (`fabsf`/`fabs` for floating point).', 'abs'), int64: true },
  fminf: mathFn(
    'float fminf(float x, float y)',
    'The smaller of `x` and `y`; a NaN operand gives the other.',
    'binary',
  ),
  fmaxf: mathFn('float fmaxf(float x, float y)', 'The larger of `x` and `y`; a NaN operand gives the other.', 'binary'),
  fabsf: mathFn('float fabsf(float x)', 'The absolute value of `x`.', 'unary'),
  sqrtf: mathFn(
    'float sqrtf(float x)',
    'The square root of `x`, correctly rounded (with the default `-prec-sqrt=true`).',
    'unary',
  ),
  fmaf: mathFn('float fmaf(float x, float y, float z)', '`x * y + z` rounded once (PTX `fma.rn.f32`).', 'ternary'),
  floorf: mathFn('float floorf(float x)', 'The largest integer not above `x`.', 'unary'),
  ceilf: mathFn('float ceilf(float x)', 'The smallest integer not below `x`.', 'unary'),
  truncf: mathFn('float truncf(float x)', '`x` rounded toward zero.', 'unary'),
  roundf: mathFn('float roundf(float x)', '`x` rounded to the nearest integer, halves away from zero.', 'unary'),
  expf: mathFn('float expf(float x)', 'e to the `x` (correctly rounded here; the GPU is within 2 ulp).', 'unary'),
  logf: mathFn(
    'float logf(float x)',
    'The natural logarithm of `x` (correctly rounded here; the GPU is within 1 ulp).',
    'unary',
  ),
  __fadd_rn: mathFn('float __fadd_rn(float x, float y)', '`x + y` rounded to nearest, never fused.', 'binary', G_INTR),
  __fmul_rn: mathFn('float __fmul_rn(float x, float y)', '`x * y` rounded to nearest, never fused.', 'binary', G_INTR),
  fmin: mathFn(
    'double fmin(double x, double y)',
    'The smaller of `x` and `y`; a NaN operand gives the other.',
    'binary',
  ),
  fmax: mathFn(
    'double fmax(double x, double y)',
    'The larger of `x` and `y`; a NaN operand gives the other.',
    'binary',
  ),
  fabs: mathFn('double fabs(double x)', 'The absolute value of `x`.', 'unary'),
  sqrt: mathFn('double sqrt(double x)', 'The square root of `x`, correctly rounded.', 'unary'),
  fma: mathFn('double fma(double x, double y, double z)', '`x * y + z` rounded once.', 'ternary'),
  floor: mathFn('double floor(double x)', 'The largest integer not above `x`.', 'unary'),
  ceil: mathFn('double ceil(double x)', 'The smallest integer not below `x`.', 'unary'),
  trunc: mathFn('double trunc(double x)', '`x` rounded toward zero.', 'unary'),
  round: mathFn('double round(double x)', '`x` rounded to the nearest integer, halves away from zero.', 'unary'),
  exp: mathFn('double exp(double x)', 'e to the `x`.', 'unary'),
  log: mathFn('double log(double x)', 'The natural logarithm of `x`.', 'unary'),
  __float_as_uint: {
    family: 'bitcast',
    cuda: 'unsigned int __float_as_uint(float x)',
    source: 'Programming Guide §17.2 Type Casting Intrinsics',
    doc: 'The bits of `x` as an `unsigned int`.',
    sim: 'unary',
  },
  __uint_as_float: {
    family: 'bitcast',
    cuda: 'float __uint_as_float(unsigned int x)',
    source: 'Programming Guide §17.2 Type Casting Intrinsics',
    doc: 'The `float` whose bits are `x`.',
    sim: 'unary',
  },
  __float_as_int: {
    family: 'bitcast',
    cuda: 'int __float_as_int(float x)',
    source: 'Programming Guide §17.2 Type Casting Intrinsics',
    doc: 'The bits of `x` as an `int`.',
    sim: 'unary',
  },
  __int_as_float: {
    family: 'bitcast',
    cuda: 'float __int_as_float(int x)',
    source: 'Programming Guide §17.2 Type Casting Intrinsics',
    doc: 'The `float` whose bits are `x`.',
    sim: 'unary',
  },
  printf: {
    family: 'printf',
    cuda: 'int printf(const char *format, ...)',
    source: 'Programming Guide §10.35 Formatted Output; C99 §7.19.6.1',
    doc: 'Formats and prints, per thread; lines are shown block by block, thread by thread.',
    sim: 'printf',
  },
} as const satisfies Record<string, IntrinsicDescriptor>;

/** The name of an intrinsic of Warp TS. */
export type IntrinsicName = keyof typeof INTRINSIC_TABLE;

/** Every intrinsic's name, in table order. */
export const INTRINSIC_NAMES = Object.keys(INTRINSIC_TABLE) as IntrinsicName[];

/** The names whose descriptor says `sim: L`. */
export type NamesLoweredAs<L extends Lowering> = {
  [K in IntrinsicName]: (typeof INTRINSIC_TABLE)[K]['sim'] extends L ? K : never;
}[IntrinsicName];

/** The names of family `F`. */
export type NamesOfFamily<F extends IntrinsicFamily> = {
  [K in IntrinsicName]: (typeof INTRINSIC_TABLE)[K]['family'] extends F ? K : never;
}[IntrinsicName];

/** Whether `name` is an intrinsic of Warp TS. */
export function isIntrinsicName(name: string): name is IntrinsicName {
  return Object.prototype.hasOwnProperty.call(INTRINSIC_TABLE, name);
}

/** The descriptor of `name`, or undefined for a name that is no intrinsic. */
export function intrinsicDescriptor(name: string): IntrinsicDescriptor | undefined {
  return isIntrinsicName(name) ? INTRINSIC_TABLE[name] : undefined;
}

/** The name CUDA C++ calls intrinsic `name` by: the function its descriptor's `cuda`
 * declaration declares (the CUDA export writes calls with it). */
export function cudaSpelling(name: IntrinsicName): string {
  const m = /([A-Za-z_]\w*)\(/.exec(INTRINSIC_TABLE[name].cuda);
  if (!m) throw new Error(`assertion: the CUDA declaration of \`${name}\` names no function`);
  return m[1]!;
}

/** The names of the intrinsics whose descriptor `pick` accepts, in table order. */
export function intrinsicNames(pick: (d: IntrinsicDescriptor, name: IntrinsicName) => boolean): IntrinsicName[] {
  return INTRINSIC_NAMES.filter((n) => pick(INTRINSIC_TABLE[n], n));
}

/** The family of `name` (undefined for an internal call of the simulator or a non-intrinsic). */
export function familyOf(name: string): IntrinsicFamily | undefined {
  return intrinsicDescriptor(name)?.family;
}

/**
 * Calls the simulator's lowering of groups makes that no learner can write (src/sim/lower):
 * the lane index, x86-style bit extraction for rank-packed ballots, and the check that a
 * tile size divides its parent and the record of who made a `tiled_partition`. They have implementations but no prelude entry.
 */
export const INTERNAL_INTRINSICS = {
  __laneid: { doc: 'The caller’s lane (`%laneid`).' },
  __pext: { doc: 'The bits of `a` at the positions set in `b`, packed from bit 0.' },
  __cg_partition_check: {
    doc: '`cg.tiled_partition<N>`: the parent’s size must be a multiple of N (Programming Guide §11.5.1).',
  },
  __cg_tile_partition: {
    doc: '`cg.tiled_partition<N>`: a collective of the parent group (Programming Guide §11.5.1) that waits for no one; records who made it, for the verdict on members that pass it by.',
  },
  __cg_rank_check: {
    doc: '`coalesced_group.shfl(v, r)`: warns when no member has rank `r` (SEMANTICS §9.2).',
  },
} as const;

/** The name of an internal call of the simulator's lowering. */
export type InternalIntrinsicName = keyof typeof INTERNAL_INTRINSICS;
