/**
 * Warp TS prelude: the whole language surface as TypeScript declarations, so that an
 * editor gives completion, hover documentation and type errors, and `tsc --noEmit`
 * accepts valid kernels.
 *
 * This file is a global script (no top-level `import`/`export`). Check kernels with
 * `strict: true` and `strictNullChecks: false` (see `PRELUDE_COMPILER_OPTIONS` in
 * prelude.ts): `let x: int;` followed by a later assignment is valid Warp TS (the
 * value is undefined until assigned, which the simulator reports), and
 * `strictNullChecks` would reject its use.
 *
 * All numeric C types are `number` to TypeScript; the Warp TS compiler checks the
 * real C types (docs/language.md §3). Sources: CUDA C++ Programming Guide (G), PTX ISA (PTX).
 */

// ------------------------------------------------------------------ types (docs/language.md §3)

/** `int`: two's-complement 32-bit integer; `+ - *` wrap, `/` truncates toward zero,
 * `%` has the sign of the dividend, `>>` is arithmetic. */
type int = number;
/** `unsigned int`: 32-bit unsigned integer; wraps; `>>` is logical. */
type uint = number;
/** Alias of `uint` (`unsigned int`). */
type unsigned = number;
/** `float`: IEEE binary32, rounded to nearest even after every operation. Literals
 * with `.` or an exponent (`1.0`, `1e-3`) are `float`. */
type float = number;
/** `double`: IEEE binary64. Write `double(1.0)` for a double constant. */
type double = number;
/** `bool`: `true`/`false`, converts to 1/0. */
type bool = boolean;
/** `long long`: two's-complement 64-bit integer; `+ - *` wrap modulo 2^64, `/` truncates
 * toward zero, `>>` is arithmetic. Ranks above `int`: `int`/`uint` with `long` gives
 * `long`. Constants: `long(5)`, `long("-9223372036854775808")`. */
type long = number;
/** `unsigned long long`: 64-bit unsigned integer; wraps modulo 2^64; `>>` is logical.
 * `long` with `ulong` gives `ulong`. Constants: `ulong("18446744073709551615")`. */
type ulong = number;

/** `import { ... } from "warp"` is allowed and ignored: everything is in scope. */
declare module 'warp';

// ------------------------------------------------------------------ conversions

/** C conversion to `int`: a floating value truncates toward zero; out of range
 * (or NaN) is undefined behaviour and reported (G §20.3: the GPU clamps). */
declare function int(x: number | boolean): int;
/** C conversion to `unsigned int` (integers wrap modulo 2^32; floating values
 * truncate; out of range is undefined behaviour and reported). */
declare function uint(x: number | boolean): uint;
/** Same as `uint(x)`. */
declare function unsigned(x: number | boolean): uint;
/** C conversion to `float` (rounds to nearest binary32). */
declare function float(x: number | boolean): float;
/** C conversion to `double`. */
declare function double(x: number | boolean): double;
/** C conversion to `bool` (`x != 0`). */
declare function bool(x: number | boolean): bool;
/** C conversion to `long long` (integers wrap modulo 2^64; floating values truncate; out
 * of range or NaN is undefined behaviour and reported). `long("-42")`: a 64-bit constant
 * from a decimal string with an optional sign (numeric literals are exact only to 2^53). */
declare function long(x: number | boolean | string): long;
/** C conversion to `unsigned long long` (wraps modulo 2^64; floating values truncate; out
 * of range is undefined behaviour and reported). `ulong("18446744073709551615")`: a 64-bit
 * constant from a decimal string. */
declare function ulong(x: number | boolean | string): ulong;

/** Reinterprets the 32 bits of a `float` as an `unsigned int` (G §17.2 Type Casting
 * Intrinsics). */
declare function __float_as_uint(x: float): uint;
/** Reinterprets the 32 bits of an `unsigned int` as a `float`. */
declare function __uint_as_float(x: uint): float;
/** Reinterprets the 32 bits of a `float` as an `int`. */
declare function __float_as_int(x: float): int;
/** Reinterprets the 32 bits of an `int` as a `float`. */
declare function __int_as_float(x: int): float;

// ------------------------------------------------------------------ built-ins (docs/language.md §4)

/** A 3-component index or size; each component is `unsigned int`. */
interface WarpDim3 {
  readonly x: uint;
  readonly y: uint;
  readonly z: uint;
}
/** This thread's index within its block. Threads form warps by linear index
 * `x + y*blockDim.x + z*blockDim.x*blockDim.y`, 32 consecutive threads a warp. */
declare const threadIdx: WarpDim3;
/** This block's index within the grid. */
declare const blockIdx: WarpDim3;
/** The block's size (threads per block in each dimension). */
declare const blockDim: WarpDim3;
/** The grid's size (blocks in each dimension). */
declare const gridDim: WarpDim3;
/** Threads per warp: 32. */
declare const warpSize: int;

// ------------------------------------------------------------------ memory

/**
 * Declares a block-shared array: `const s = __shared__<float>(256);` is CUDA's
 * `__shared__ float s[256];` (one array per block per declaration). The length must
 * be a positive integer constant. Reading an element no thread has written is
 * undefined behaviour and reported. `T` may also be a struct type: `__shared__<Pair>(32)`
 * is `__shared__ Pair s[32];` (docs/language.md §5b).
 */
declare function __shared__<T extends number | object>(length: number): T[];

// ------------------------------------------------------------------ shuffles (G §10.22; PTX §9.7.9.6)

/**
 * Returns `v` held by lane `srcLane` of the caller's `width`-lane segment
 * (`srcLane` wraps within the segment: only its low bits count, so `-1` is the last
 * lane). Every lane named in `mask` must call a `__shfl_sync` with the same `mask`;
 * the caller must be in `mask`; reading from a lane outside `mask` or inactive is
 * undefined. `width` must be a power of two from 1 to 32.
 */
declare function __shfl_sync<T extends number>(mask: uint, v: T, srcLane: int, width?: int): T;
/** Returns `v` from lane `laneId - delta`; lanes whose source falls below the start
 * of their `width` segment keep their own value. Only the low 5 bits of `delta`
 * count. */
declare function __shfl_up_sync<T extends number>(mask: uint, v: T, delta: uint, width?: int): T;
/** Returns `v` from lane `laneId + delta`; lanes whose source falls past the end of
 * their `width` segment keep their own value. Only the low 5 bits of `delta` count. */
declare function __shfl_down_sync<T extends number>(mask: uint, v: T, delta: uint, width?: int): T;
/** Returns `v` from lane `laneId ^ laneMask` (a butterfly exchange); a source in a
 * later segment keeps the caller's own value. */
declare function __shfl_xor_sync<T extends number>(mask: uint, v: T, laneMask: int, width?: int): T;

// ------------------------------------------------------------------ votes (G §10.19; PTX §9.7.13.9, §9.7.13.11)

/** Non-zero (1) iff `predicate` is non-zero in every non-exited lane of `mask`. */
declare function __all_sync(mask: uint, predicate: number | boolean): int;
/** Non-zero (1) iff `predicate` is non-zero in at least one lane of `mask`. */
declare function __any_sync(mask: uint, predicate: number | boolean): int;
/** Bit N is set iff lane N is in `mask`, has not exited, and its `predicate` is
 * non-zero. The usual way to compute a mask before a divergent branch. */
declare function __ballot_sync(mask: uint, predicate: number | boolean): uint;
/** The lanes executing together with the caller right now. Not a synchronisation:
 * it does not tell which lanes will reach a later call (G13 §5.4.6.1). */
declare function __activemask(): uint;

// ------------------------------------------------------------------ match (G §10.20; PTX §9.7.13.10, sm_70+)

/** The lanes of `mask` whose `value` has the same bits as the caller's (so `+0.0`
 * and `-0.0` differ). */
declare function __match_any_sync<T extends number>(mask: uint, value: T): uint;
/** `mask` if every lane of `mask` holds the same bits, else 0; when given, `pred[0]`
 * receives 1 or 0 (CUDA's `int *pred`). */
declare function __match_all_sync<T extends number>(mask: uint, value: T, pred?: int[]): uint;

// ------------------------------------------------------------------ reduce (G §10.21; PTX §9.7.13.12, sm_80+)

/** The sum (wrapping) of `value` over the lanes of `mask`; `int` or `uint`. */
declare function __reduce_add_sync<T extends number>(mask: uint, value: T): T;
/** The minimum of `value` over the lanes of `mask` (signed for `int`, unsigned for
 * `uint`). */
declare function __reduce_min_sync<T extends number>(mask: uint, value: T): T;
/** The maximum of `value` over the lanes of `mask` (signed for `int`, unsigned for
 * `uint`). */
declare function __reduce_max_sync<T extends number>(mask: uint, value: T): T;
/** Bitwise AND of `value` over the lanes of `mask`. */
declare function __reduce_and_sync(mask: uint, value: uint): uint;
/** Bitwise OR of `value` over the lanes of `mask`. */
declare function __reduce_or_sync(mask: uint, value: uint): uint;
/** Bitwise XOR of `value` over the lanes of `mask`. */
declare function __reduce_xor_sync(mask: uint, value: uint): uint;

// ------------------------------------------------------------------ barriers (G §10.6; PTX §9.7.13.2)

/** Waits until every non-exited lane of `mask` reaches a `__syncwarp` with the same
 * mask, and orders their memory accesses (the only warp intrinsic that does). */
declare function __syncwarp(mask?: uint): void;
/** Waits until every non-exited thread of the block arrives; orders shared and
 * global memory for the block. */
declare function __syncthreads(): void;
/** Orders this thread's memory accesses as seen by the whole device. */
declare function __threadfence(): void;

// ------------------------------------------------------------------ bits (CUDA Math API, Integer Intrinsics)

/** Number of set bits (PTX `popc`). */
declare function __popc(x: uint): int;
/** 1-based position of the least significant set bit; `__ffs(0) = 0`. */
declare function __ffs(x: int): int;
/** Number of leading zero bits; `__clz(0) = 32` (PTX `clz`). */
declare function __clz(x: int): int;
/** Bit reversal: bit N of the result is bit 31−N of `x` (PTX `brev`). */
declare function __brev(x: uint): uint;
/** Number of set bits of a 64-bit value (PTX `popc.b64`). */
declare function __popcll(x: ulong): int;
/** 1-based position of the least significant set bit of a 64-bit value; `__ffsll(0) = 0`. */
declare function __ffsll(x: long): int;
/** Number of leading zero bits of a 64-bit value; `__clzll(0) = 64` (PTX `clz.b64`). */
declare function __clzll(x: long): int;
/** 64-bit bit reversal: bit N of the result is bit 63−N of `x` (PTX `brev.b64`). */
declare function __brevll(x: ulong): ulong;
/** Position of the `offset`-th set bit of `mask` counting from `base` up
 * (`offset > 0`) or down (`offset < 0`); `0xffffffff` if there is none (PTX `fns`). */
declare function __fns(mask: uint, base: uint, offset: int): uint;
/** Lanes below the caller: `(1 << laneId) - 1` (PTX `%lanemask_lt`). */
declare function __lanemask_lt(): uint;
/** Lanes up to and including the caller (PTX `%lanemask_le`). */
declare function __lanemask_le(): uint;
/** Only the caller's lane: `1 << laneId` (PTX `%lanemask_eq`). */
declare function __lanemask_eq(): uint;
/** The caller's lane and above (PTX `%lanemask_ge`). */
declare function __lanemask_ge(): uint;
/** Lanes above the caller (PTX `%lanemask_gt`). */
declare function __lanemask_gt(): uint;

// ------------------------------------------------------------------ atomics (G §10.14; PTX §9.7.13.5)

/** `atomicAdd(&arr[i], val)`: adds atomically and returns the old value
 * (`int`, `uint`, `ulong`, `float`, `double`; global or shared arrays; not `long`: CUDA has
 * no `long long` overload, keep such counters in a `ulong[]`). */
declare function atomicAdd<T extends number>(arr: T[], i: int, val: T): T;
/** `atomicSub(&arr[i], val)` on `int`/`uint`; returns the old value. */
declare function atomicSub<T extends number>(arr: T[], i: int, val: T): T;
/** `atomicMin(&arr[i], val)` on `int`/`uint`/`long`/`ulong`; returns the old value. */
declare function atomicMin<T extends number>(arr: T[], i: int, val: T): T;
/** `atomicMax(&arr[i], val)` on `int`/`uint`/`long`/`ulong`; returns the old value. */
declare function atomicMax<T extends number>(arr: T[], i: int, val: T): T;
/** `atomicAnd(&arr[i], val)` on `int`/`uint`/`long`/`ulong`; returns the old value. */
declare function atomicAnd<T extends number>(arr: T[], i: int, val: T): T;
/** `atomicOr(&arr[i], val)` on `int`/`uint`/`long`/`ulong`; returns the old value. */
declare function atomicOr<T extends number>(arr: T[], i: int, val: T): T;
/** `atomicXor(&arr[i], val)` on `int`/`uint`/`long`/`ulong`; returns the old value. */
declare function atomicXor<T extends number>(arr: T[], i: int, val: T): T;
/** `atomicExch(&arr[i], val)`: stores `val` and returns the old value (not on `long[]`:
 * use `ulong[]`). */
declare function atomicExch<T extends number>(arr: T[], i: int, val: T): T;
/** `atomicCAS(&arr[i], compare, val)`: stores `val` if the old value equals
 * `compare`; returns the old value (`int`/`uint`/`ulong`). */
declare function atomicCAS<T extends number>(arr: T[], i: int, compare: T, val: T): T;

// ------------------------------------------------------------------ math (G §17.1, §17.2; G §20.3)

/** The smaller of `a` and `b`, in their common type. */
declare function min<T extends number>(a: T, b: T): T;
/** The larger of `a` and `b`, in their common type. */
declare function max<T extends number>(a: T, b: T): T;
/** Absolute value (`int`, `float`, `double` or `long`). */
declare function abs<T extends number>(x: T): T;

// ------------------------------------------------------------------ intrinsics of fixed scalar parameters (descriptor table)

// ---- generated from src/lang/intrinsics/table.ts by scripts/gen-prelude.ts: do not edit by hand
/** The high 32 bits of the 64-bit `hi:lo` shifted left by `shift & 31`; `__funnelshift_l(x, x, n)` rotates `x` left. (CUDA Math API, Integer Intrinsics; PTX ISA shf.l.wrap) */
declare function __funnelshift_l(lo: uint, hi: uint, shift: uint): uint;
/** The low 32 bits of the 64-bit `hi:lo` shifted right by `shift & 31`; `__funnelshift_r(x, x, n)` rotates `x` right. (CUDA Math API, Integer Intrinsics; PTX ISA shf.r.wrap) */
declare function __funnelshift_r(lo: uint, hi: uint, shift: uint): uint;
/** The high 32 bits of the 64-bit `hi:lo` shifted left by `min(shift, 32)`: a count of 32 or more gives `lo`. (CUDA Math API, Integer Intrinsics; PTX ISA shf.l.clamp) */
declare function __funnelshift_lc(lo: uint, hi: uint, shift: uint): uint;
/** The low 32 bits of the 64-bit `hi:lo` shifted right by `min(shift, 32)`: a count of 32 or more gives `hi`. (CUDA Math API, Integer Intrinsics; PTX ISA shf.r.clamp) */
declare function __funnelshift_rc(lo: uint, hi: uint, shift: uint): uint;
/** The high 32 bits of the 64-bit product `x * y` of two `int`s. (CUDA Math API, Integer Intrinsics; PTX ISA mul.hi.s32) */
declare function __mulhi(x: int, y: int): int;
/** The high 32 bits of the 64-bit product `x * y` of two `unsigned int`s. (CUDA Math API, Integer Intrinsics; PTX ISA mul.hi.u32) */
declare function __umulhi(x: uint, y: uint): uint;
/** The smaller of `x` and `y`; a NaN operand gives the other. (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function fminf(x: float, y: float): float;
/** The larger of `x` and `y`; a NaN operand gives the other. (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function fmaxf(x: float, y: float): float;
/** The absolute value of `x`. (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function fabsf(x: float): float;
/** The square root of `x`, correctly rounded (with the default `-prec-sqrt=true`). (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function sqrtf(x: float): float;
/** `x * y + z` rounded once (PTX `fma.rn.f32`). (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function fmaf(x: float, y: float, z: float): float;
/** The largest integer not above `x`. (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function floorf(x: float): float;
/** The smallest integer not below `x`. (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function ceilf(x: float): float;
/** `x` rounded toward zero. (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function truncf(x: float): float;
/** `x` rounded to the nearest integer, halves away from zero. (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function roundf(x: float): float;
/** e to the `x` (correctly rounded here; the GPU is within 2 ulp). (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function expf(x: float): float;
/** The natural logarithm of `x` (correctly rounded here; the GPU is within 1 ulp). (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function logf(x: float): float;
/** `x + y` rounded to nearest, never fused. (Programming Guide §17.2 Intrinsic Functions; CUDA Math API) */
declare function __fadd_rn(x: float, y: float): float;
/** `x * y` rounded to nearest, never fused. (Programming Guide §17.2 Intrinsic Functions; CUDA Math API) */
declare function __fmul_rn(x: float, y: float): float;
/** The smaller of `x` and `y`; a NaN operand gives the other. (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function fmin(x: double, y: double): double;
/** The larger of `x` and `y`; a NaN operand gives the other. (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function fmax(x: double, y: double): double;
/** The absolute value of `x`. (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function fabs(x: double): double;
/** The square root of `x`, correctly rounded. (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function sqrt(x: double): double;
/** `x * y + z` rounded once. (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function fma(x: double, y: double, z: double): double;
/** The largest integer not above `x`. (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function floor(x: double): double;
/** The smallest integer not below `x`. (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function ceil(x: double): double;
/** `x` rounded toward zero. (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function trunc(x: double): double;
/** `x` rounded to the nearest integer, halves away from zero. (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function round(x: double): double;
/** e to the `x`. (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function exp(x: double): double;
/** The natural logarithm of `x`. (Programming Guide §17.1 Standard Functions; CUDA Math API) */
declare function log(x: double): double;
// ---- end of the generated part

// ------------------------------------------------------------------ output (G §10.35)

/** Formatted output as C's printf, with `%d %i %u %o %x %X %f %F %e %E %g %G %s %%`, the
 * flags `- + space # 0`, a width and a precision (`%08.3f`, `%#x`); `%lld %lli %llu %llo
 * %llx %llX` for `long`/`ulong`; one argument per conversion. Lines are collected per thread and shown in block, then thread order. */
declare function printf(format: string, ...args: (number | boolean | string)[]): void;

// ------------------------------------------------------------------ cooperative groups (docs/language.md §5b; G §11)

/** CUDA's `dim3`: three `unsigned int` components, the result of a block's
 * `group_index()`, `thread_index()` and `dim_threads()`. */
type dim3 = WarpDim3;

/**
 * CUDA's cooperative groups, as `namespace cg = cooperative_groups;` spells them (CUDA
 * C++ Programming Guide §11). A group is a value naming a set of threads; each of its
 * collectives is the `*_sync` intrinsic CUDA's implementation calls with the group's mask,
 * so the rules of those intrinsics hold: every thread of the group must make the call.
 */
declare namespace cg {
  /** The sizes of a `thread_block_tile<N>` in Warp TS: a power of two up to a warp. */
  type TileSize = 1 | 2 | 4 | 8 | 16 | 32;

  /** The operator object of `cg.reduce` and the scans (`cg.plus<float>()` ...): a
   * function of two values of type `T` (G §11.6.3.2). */
  interface op<T extends number> {
    (a: T, b: T): T;
  }

  /**
   * The threads of this block (G §11.4.1.1), from `cg.this_thread_block()`. Ranks are the
   * linear thread index `threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z *
   * blockDim.x * blockDim.y`.
   */
  interface thread_block {
    /** Waits until every thread of the block arrives: `__syncthreads()` (G §11.4.1.1,
     * §10.6), so it also orders shared and global memory for the block. Every thread of
     * the block must reach it. */
    sync(): void;
    /** The calling thread's rank in the block, 0 .. size()-1: its linear thread index
     * (G §11.4.1.1). No synchronisation. */
    thread_rank(): uint;
    /** The number of threads in the block, `blockDim.x * blockDim.y * blockDim.z`
     * (G §11.4.1.1). */
    size(): uint;
    /** The number of threads in the block; the same as `size()` (G §11.4.1.1). */
    num_threads(): uint;
    /** The block's index in the grid, CUDA's `blockIdx` (G §11.4.1.1). */
    group_index(): dim3;
    /** The thread's index in the block, CUDA's `threadIdx` (G §11.4.1.1). */
    thread_index(): dim3;
    /** The block's dimensions in threads, CUDA's `blockDim` (G §11.4.1.1). */
    dim_threads(): dim3;
  }

  /**
   * A tile of `N` consecutive threads of a block or of a larger tile (G §11.4.2.1), from
   * `cg.tiled_partition<N>(parent)`. Tile rank r is `thread_rank() & (N-1)` of the block;
   * the tile's mask is the `N` lanes `((1 << N) - 1) << (laneId & ~(N-1))` of the warp
   * (all 32 for `N = 32`), the mask of every `*_sync` call below (docs/semantics.md §9.1).
   */
  interface thread_block_tile<N extends TileSize> {
    /** Waits for the threads of the tile: `__syncwarp(tile mask)` (G §11.4.2.1, §10.6),
     * which also orders their shared and global memory accesses. */
    sync(): void;
    /** The calling thread's rank in the tile, 0 .. N-1: the block rank modulo N
     * (G §11.4.2.1). No synchronisation. */
    thread_rank(): uint;
    /** The number of threads of the tile, `N` (a compile-time constant in CUDA;
     * G §11.4.2.1). */
    size(): N;
    /** The number of threads of the tile, `N`; the same as `size()` (G §11.4.2.1). */
    num_threads(): N;
    /** The rank of this tile among the tiles its parent was divided into: the parent
     * rank divided by `N` (G §11.4.2.1). */
    meta_group_rank(): uint;
    /** How many tiles the parent was divided into: `ceil(parent.size() / N)`
     * (G §11.4.2.1). */
    meta_group_size(): uint;
    /** `value` as held by the thread of rank `srcRank`: `__shfl_sync(tile mask, value,
     * srcRank, N)`, so a rank at or past `N` wraps (only its low bits count) and -1 is the
     * last rank (G §11.4.2.1, §10.22). `value` may be a scalar or a struct of at most 32
     * bytes (every field moves from the same thread). */
    shfl<T>(value: T, srcRank: int): T;
    /** `value` of the thread `delta` ranks below: `__shfl_up_sync(tile mask, value, delta,
     * N)`; ranks below `delta` keep their own value (G §11.4.2.1, §10.22). Scalars or
     * structs. */
    shfl_up<T>(value: T, delta: uint): T;
    /** `value` of the thread `delta` ranks above: `__shfl_down_sync(tile mask, value, delta,
     * N)`; the top `delta` ranks keep their own value (G §11.4.2.1, §10.22). Scalars or
     * structs. */
    shfl_down<T>(value: T, delta: uint): T;
    /** `value` of the thread of rank `thread_rank() ^ laneMask`: `__shfl_xor_sync(tile mask,
     * value, laneMask, N)`, the butterfly of tree reductions (G §11.4.2.1, §10.22). Keep
     * `laneMask` below `N`: a source outside the tile is undefined. Scalars or structs. */
    shfl_xor<T>(value: T, laneMask: uint): T;
    /** 1 when `predicate` is non-zero in any thread of the tile, else 0:
     * `__ballot_sync(tile mask, predicate) != 0` (G §11.4.2.1, §10.19). */
    any(predicate: number | boolean): int;
    /** 1 when `predicate` is non-zero in every thread of the tile, else 0:
     * `__ballot_sync(tile mask, predicate) == tile mask` (G §11.4.2.1, §10.19). */
    all(predicate: number | boolean): int;
    /** Bit r set when the thread of tile rank r has a non-zero `predicate`: the warp's
     * `__ballot_sync(tile mask, predicate)` shifted down to the tile, so bits are by rank,
     * not by lane (G §11.4.2.1, §10.19). */
    ballot(predicate: number | boolean): uint;
    /** The ranks (as bits) of the tile's threads whose `val` has the same bits as the
     * caller's: `__match_any_sync(tile mask, val)` shifted down to the tile (G §11.4.2.1,
     * §10.20; compute capability 7.0+). */
    match_any<T extends number>(val: T): uint;
    /** All the tile's rank bits when every thread holds the same bits of `val` (and
     * `pred[0] = 1`), else 0 (and `pred[0] = 0`): `__match_all_sync(tile mask, val, &pred)`
     * shifted down to the tile; `pred` is a one-element `int[]`, CUDA's `int&` (G §11.4.2.1,
     * §10.20). */
    match_all<T extends number>(val: T, pred: int[]): uint;
  }

  /**
   * The threads of the warp running together when it was made (G §11.4.2.2), from
   * `cg.coalesced_threads()` (the `__activemask()` of that moment: which lanes those are
   * is not promised) or from a partition. Rank r is the r-th member in lane order; the
   * group's mask is the mask of every `*_sync` call below (docs/semantics.md §9.2). There is no
   * `shfl_xor`: ranks need not be contiguous lanes.
   */
  interface coalesced_group {
    /** Waits for the group's threads: `__syncwarp(group mask)` (G §11.4.2.2, §10.6). */
    sync(): void;
    /** The calling thread's rank: the number of members in lower lanes,
     * `__popc(mask & %lanemask_lt)` (G §11.4.2.2). */
    thread_rank(): uint;
    /** The number of threads in the group, `__popc(mask)` (G §11.4.2.2). */
    size(): uint;
    /** The number of threads in the group; the same as `size()` (G §11.4.2.2). */
    num_threads(): uint;
    /** 0 for a group from `coalesced_threads()`; for a group from `labeled_partition`
     * or `binary_partition`, its rank among the groups made (G §11.4.2.2). */
    meta_group_rank(): uint;
    /** 1 for a group from `coalesced_threads()`; for a partition, the number of groups
     * made (G §11.4.2.2). */
    meta_group_size(): uint;
    /** `value` as held by the member of rank `srcRank` (below `size()`): `__shfl_sync(group
     * mask, value, lane of that rank)`, the lane found with `__fns` (G §11.4.2.2, §10.22).
     * Scalars or structs of at most 32 bytes. */
    shfl<T>(value: T, srcRank: int): T;
    /** `value` of the member `delta` ranks below, or the caller's own where there is none:
     * a `__shfl_sync` from the lane `__fns` finds (`__shfl_up_sync` for a full warp)
     * (G §11.4.2.2). Scalars or structs. */
    shfl_up<T>(value: T, delta: uint): T;
    /** `value` of the member `delta` ranks above, or the caller's own where there is none:
     * a `__shfl_sync` from the lane `__fns` finds (`__shfl_down_sync` for a full warp)
     * (G §11.4.2.2). Scalars or structs. */
    shfl_down<T>(value: T, delta: uint): T;
    /** 1 when `predicate` is non-zero in any member: `__ballot_sync(group mask,
     * predicate) != 0` (G §11.4.2.2, §10.19). */
    any(predicate: number | boolean): int;
    /** 1 when `predicate` is non-zero in every member: `__ballot_sync(group mask,
     * predicate) == group mask` (G §11.4.2.2, §10.19). */
    all(predicate: number | boolean): int;
    /** Bit r set when the member of rank r has a non-zero `predicate`:
     * `__ballot_sync(group mask, predicate)` with the members' bits packed by rank, not by
     * lane (G §11.4.2.2, §10.19). */
    ballot(predicate: number | boolean): uint;
    /** The ranks (as bits, packed by rank) of the members whose `val` has the same bits as
     * the caller's: `__match_any_sync(group mask, val)` (G §11.4.2.2, §10.20). */
    match_any<T extends number>(val: T): uint;
    /** All members' rank bits when every member holds the same bits of `val` (and
     * `pred[0] = 1`), else 0 (and `pred[0] = 0`): `__match_all_sync(group mask, val,
     * &pred)`; `pred` is a one-element `int[]`, CUDA's `int&` (G §11.4.2.2, §10.20). */
    match_all<T extends number>(val: T, pred: int[]): uint;
  }

  /** The calling thread's block as a group (G §11.4.1.1). */
  function this_thread_block(): thread_block;
  /** The group of the warp's threads running together now: `__activemask()` (G §11.4.2.2).
   * Which lanes those are is not promised; they need not stay together afterwards. */
  function coalesced_threads(): coalesced_group;
  /** Divides `parent` (the block or a larger tile) into tiles of `N` consecutive ranks and
   * returns the caller's (G §11.5.1). `N` is a literal power of two from 1 to 32, written
   * as the type argument: `cg.tiled_partition<16>(block)`. No synchronisation. */
  function tiled_partition<N extends TileSize>(parent: thread_block | thread_block_tile<TileSize>): thread_block_tile<N>;
  /** Divides a tile or coalesced group into coalesced groups of the threads with the same
   * integer `label` and returns the caller's; `meta_group_rank()` orders the groups by
   * their lowest lane (G §11.5.2; `__match_any_sync` and `__ballot_sync` on the parent's
   * mask, compute capability 7.0+). A `bool` label is a `binary_partition`, as in CUDA.
   * Every thread of the parent must call it. */
  function labeled_partition(parent: thread_block_tile<TileSize> | coalesced_group, label: number | boolean): coalesced_group;
  /** Divides a tile or coalesced group into the threads whose `pred` is true and those
   * whose `pred` is false, and returns the caller's (`meta_group_rank()` 1 for true, 0 for
   * false; one group of size 1 meta group when all agree) (G §11.5.3; `__ballot_sync` on the
   * parent's mask). Every thread of the parent must call it. */
  function binary_partition(parent: thread_block_tile<TileSize> | coalesced_group, pred: boolean | number): coalesced_group;
  /** Combines `val` of every thread of the group with `op` and gives every thread the
   * result (G §11.6.3.1–2). Order as CUDA 13: a tile is a butterfly of `shfl_xor`
   * (`out = op(out, shfl_xor(out, m))` for m = N/2 .. 1), a partial coalesced group an
   * inclusive scan then a shuffle from its last member, so float results match the GPU's
   * bits; `int`/`uint` with tiles of 16 or more and coalesced groups use
   * `__reduce_*_sync`. Every thread of the group must call it. */
  function reduce<T extends number>(group: thread_block_tile<TileSize> | coalesced_group, val: T, op: op<T>): T;
  /** `op` of the values of ranks 0 .. r, for rank r (default `op`: plus; G §11.6.3.3).
   * Order as CUDA 13: Hillis–Steele with `shfl_up` (`out = op(out, t)` for steps 1, 2, 4
   * ...). Every thread of the group must call it. */
  function inclusive_scan<T extends number>(group: thread_block_tile<TileSize> | coalesced_group, val: T, op?: op<T>): T;
  /** `op` of the values of ranks below r, for rank r (default `op`: plus; G §11.6.3.3).
   * Rank 0's value is not documented: CUDA returns `T{}` (0), not the operator's identity.
   * Every thread of the group must call it. */
  function exclusive_scan<T extends number>(group: thread_block_tile<TileSize> | coalesced_group, val: T, op?: op<T>): T;
  /** `a + b` (wrapping for integers, rounded for floats): `cg::plus<T>()` (G §11.6.3.2). */
  function plus<T extends number>(): op<T>;
  /** The smaller value, `(b < a) ? b : a` (not a bool): `cg::less<T>()`; with a NaN the
   * result depends on the order (G §11.6.3.2; cooperative_groups/details/functional.h). */
  function less<T extends number>(): op<T>;
  /** The greater value, `(a < b) ? b : a` (not a bool): `cg::greater<T>()` (G §11.6.3.2). */
  function greater<T extends number>(): op<T>;
  /** `a & b` on integers: `cg::bit_and<T>()` (G §11.6.3.2). */
  function bit_and<T extends number>(): op<T>;
  /** `a | b` on integers: `cg::bit_or<T>()` (G §11.6.3.2). */
  function bit_or<T extends number>(): op<T>;
  /** `a ^ b` on integers: `cg::bit_xor<T>()` (G §11.6.3.2). */
  function bit_xor<T extends number>(): op<T>;
}

/** `cg.thread_block`, also written without `cg.`. */
type thread_block = cg.thread_block;
/** `cg.thread_block_tile<N>`, also written without `cg.`. */
type thread_block_tile<N extends cg.TileSize> = cg.thread_block_tile<N>;
/** `cg.coalesced_group`, also written without `cg.`. */
type coalesced_group = cg.coalesced_group;

// ------------------------------------------------------------------ removed intrinsics

/** @deprecated Removed in CUDA 9: use `__shfl_sync(mask, v, srcLane)`. The mask must
 * name exactly the lanes that reach the call; compute it with `__ballot_sync` before
 * a divergent branch (a full mask is not a drop-in fix). */
declare function __shfl(v: number, srcLane: int, width?: int): number;
/** @deprecated Removed in CUDA 9: use `__shfl_up_sync(mask, v, delta)`. */
declare function __shfl_up(v: number, delta: uint, width?: int): number;
/** @deprecated Removed in CUDA 9: use `__shfl_down_sync(mask, v, delta)`. */
declare function __shfl_down(v: number, delta: uint, width?: int): number;
/** @deprecated Removed in CUDA 9: use `__shfl_xor_sync(mask, v, laneMask)`. */
declare function __shfl_xor(v: number, laneMask: int, width?: int): number;
/** @deprecated Removed in CUDA 9: use `__any_sync(mask, predicate)`. */
declare function __any(predicate: number | boolean): int;
/** @deprecated Removed in CUDA 9: use `__all_sync(mask, predicate)`. */
declare function __all(predicate: number | boolean): int;
/** @deprecated Removed in CUDA 9: use `__ballot_sync(mask, predicate)`. */
declare function __ballot(predicate: number | boolean): uint;
