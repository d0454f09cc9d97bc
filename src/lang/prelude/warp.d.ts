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
 * real C types (DSL.md §3). Sources: CUDA C++ Programming Guide (G), PTX ISA (PTX).
 */

// ------------------------------------------------------------------ types (DSL.md §3)

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

/** Reinterprets the 32 bits of a `float` as an `unsigned int` (G §17.2 Type Casting
 * Intrinsics). */
declare function __float_as_uint(x: float): uint;
/** Reinterprets the 32 bits of an `unsigned int` as a `float`. */
declare function __uint_as_float(x: uint): float;
/** Reinterprets the 32 bits of a `float` as an `int`. */
declare function __float_as_int(x: float): int;
/** Reinterprets the 32 bits of an `int` as a `float`. */
declare function __int_as_float(x: int): float;

// ------------------------------------------------------------------ built-ins (DSL.md §4)

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
 * undefined behaviour and reported.
 */
declare function __shared__<T extends number>(length: number): T[];

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
 * (`int`, `uint`, `float`, `double`; global or shared arrays). */
declare function atomicAdd<T extends number>(arr: T[], i: int, val: T): T;
/** `atomicSub(&arr[i], val)` on `int`/`uint`; returns the old value. */
declare function atomicSub<T extends number>(arr: T[], i: int, val: T): T;
/** `atomicMin(&arr[i], val)` on `int`/`uint`; returns the old value. */
declare function atomicMin<T extends number>(arr: T[], i: int, val: T): T;
/** `atomicMax(&arr[i], val)` on `int`/`uint`; returns the old value. */
declare function atomicMax<T extends number>(arr: T[], i: int, val: T): T;
/** `atomicAnd(&arr[i], val)` on `int`/`uint`; returns the old value. */
declare function atomicAnd<T extends number>(arr: T[], i: int, val: T): T;
/** `atomicOr(&arr[i], val)` on `int`/`uint`; returns the old value. */
declare function atomicOr<T extends number>(arr: T[], i: int, val: T): T;
/** `atomicXor(&arr[i], val)` on `int`/`uint`; returns the old value. */
declare function atomicXor<T extends number>(arr: T[], i: int, val: T): T;
/** `atomicExch(&arr[i], val)`: stores `val` and returns the old value. */
declare function atomicExch<T extends number>(arr: T[], i: int, val: T): T;
/** `atomicCAS(&arr[i], compare, val)`: stores `val` if the old value equals
 * `compare`; returns the old value (`int`/`uint`). */
declare function atomicCAS<T extends number>(arr: T[], i: int, compare: T, val: T): T;

// ------------------------------------------------------------------ math (G §17.1, §17.2; G §20.3)

/** The smaller of `a` and `b`, in their common type. */
declare function min<T extends number>(a: T, b: T): T;
/** The larger of `a` and `b`, in their common type. */
declare function max<T extends number>(a: T, b: T): T;
/** Absolute value (`int`, `float` or `double`). */
declare function abs<T extends number>(x: T): T;
/** Minimum; a NaN operand yields the other operand (G §20.3). */
declare function fminf(x: float, y: float): float;
/** Maximum; a NaN operand yields the other operand (G §20.3). */
declare function fmaxf(x: float, y: float): float;
/** Absolute value of a `float`. */
declare function fabsf(x: float): float;
/** Correctly rounded square root (G §17.1, with the default `-prec-sqrt=true`). */
declare function sqrtf(x: float): float;
/** `x * y + z` rounded once (PTX `fma.rn.f32`). */
declare function fmaf(x: float, y: float, z: float): float;
/** Largest integer value not greater than `x`. */
declare function floorf(x: float): float;
/** Smallest integer value not less than `x`. */
declare function ceilf(x: float): float;
/** `x` rounded toward zero. */
declare function truncf(x: float): float;
/** `x` rounded to nearest, halfway cases away from zero. */
declare function roundf(x: float): float;
/** e^x; not correctly rounded on the GPU (max 2 ulp error, G §17.1 table). */
declare function expf(x: float): float;
/** Natural logarithm; not correctly rounded on the GPU (max 1 ulp error, G §17.1 table). */
declare function logf(x: float): float;
/** `x + y` rounded to nearest even, never contracted into an FMA (G §17.2). */
declare function __fadd_rn(x: float, y: float): float;
/** `x * y` rounded to nearest even, never contracted into an FMA (G §17.2). */
declare function __fmul_rn(x: float, y: float): float;
/** Double minimum (NaN yields the other operand). */
declare function fmin(x: double, y: double): double;
/** Double maximum (NaN yields the other operand). */
declare function fmax(x: double, y: double): double;
/** Absolute value of a `double`. */
declare function fabs(x: double): double;
/** Correctly rounded double square root. */
declare function sqrt(x: double): double;
/** `x * y + z` rounded once (double). */
declare function fma(x: double, y: double, z: double): double;
/** Double floor. */
declare function floor(x: double): double;
/** Double ceiling. */
declare function ceil(x: double): double;
/** Double truncation toward zero. */
declare function trunc(x: double): double;
/** Double rounding to nearest, halfway cases away from zero. */
declare function round(x: double): double;
/** Double e^x. */
declare function exp(x: double): double;
/** Double natural logarithm. */
declare function log(x: double): double;

// ------------------------------------------------------------------ output (G §10.35)

/** Formatted output as C's printf, with `%d %i %u %o %x %X %f %F %e %E %g %G %s %%`, the
 * flags `- + space # 0`, a width and a precision (`%08.3f`, `%#x`); one argument per
 * conversion. Lines are collected per thread and shown in block, then thread order. */
declare function printf(format: string, ...args: (number | boolean | string)[]): void;

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
