/**
 * The cases of `oracle/int64.cu`: each kernel of `tests/hardware/kernels/int64/`, its launch
 * and its inputs, exactly as the CUDA program sets them up (`int64.test.ts` checks that the
 * reading recorded the same inputs). Outputs are `ulong[]` arrays (and one `double[]`), read
 * back as 64-bit words.
 */
import type { ArgValue, LaunchConfig } from '../../src/sim/types';

/** The 32 edge values every case reads from `inp` (as 64-bit patterns). */
export const EDGE: readonly bigint[] = [
  0x0000000000000000n, 0x0000000000000001n, 0xffffffffffffffffn, 0x7fffffffffffffffn,
  0x8000000000000000n, 0x00000000ffffffffn, 0x0000000100000000n, 0x0000000080000000n,
  0xffffffff00000000n, 0x123456789abcdef0n, 0xfedcba9876543210n, 0x8000000000000001n,
  0x0000000000000002n, 0xfffffffffffffffen, 0x00000000b2d05e00n, 0x0000001000000001n,
  0x0020000000000001n, 0x1000001000000001n, 0x7ffffffffffffc00n, 0x0de0b6b3a7640000n,
  0xf21f494c589c0000n, 0x00000000deadbeefn, 0xdeadbeef00000000n, 0x5555555555555555n,
  0xaaaaaaaaaaaaaaaan, 0x000000000000003fn, 0x0000000000000040n, 0xffffffffffffffc0n,
  0x0000000000000007n, 0xfffffffffffffff9n, 0xfffffffffffff800n, 0xfffffffffffffffdn,
];

/** The doubles `convert_ub` converts (lane l reads element l >> 1). */
export const DINP: readonly number[] = [
  1e19, -1e19, NaN, Infinity, -Infinity, 9.3e18, 2 ** 63, -1.0,
  1.9e19, 2 ** 64, -0.5, 1.5, 9223372036854774784, -(2 ** 63), 18446744073709549568, -1e-300,
];

/** `arrays64`'s long[] input: (i - 32) * 0x0123456789abcdef modulo 2^64, and its scalar. */
export const LIN: readonly bigint[] = Array.from({ length: 64 }, (_, i) => BigInt.asIntN(64, BigInt(i - 32) * 0x0123456789abcdefn));
export const K = -6148914691236517205n; // 0xaaaaaaaaaaaaaaab

/** What an output word holds before the launch: a word still holding it was not written. */
export const FILL = 0xdeadbeefdeadbeefn;

export interface Int64Case {
  case: string;
  kernel: string;
  launch: LaunchConfig;
  /** Every argument (outputs filled with `FILL`). */
  args: () => Record<string, ArgValue>;
  /** Words per thread in `out` (the layout of the reading). */
  slots: number;
}

const W32: LaunchConfig = { grid: [1, 1, 1], block: [32, 1, 1] };
const B64: LaunchConfig = { grid: [1, 1, 1], block: [64, 1, 1] };
const ulongs = (data: readonly bigint[]): ArgValue => ({ kind: 'array', type: 'ulong', data: data.slice() });
const out = (n: number): ArgValue => ulongs(new Array<bigint>(n).fill(FILL));
const inp = (): ArgValue => ulongs(EDGE);

export const CASES: readonly Int64Case[] = [
  { case: 'arith', kernel: 'arith.ts', launch: W32, slots: 24, args: () => ({ inp: inp(), out: out(32 * 24) }) },
  { case: 'shifts', kernel: 'shifts.ts', launch: W32, slots: 8, args: () => ({ inp: inp(), out: out(32 * 8) }) },
  { case: 'shift_ub', kernel: 'shift_ub.ts', launch: W32, slots: 1, args: () => ({ inp: inp(), out: out(32) }) },
  { case: 'divzero_ub', kernel: 'divzero_ub.ts', launch: W32, slots: 1, args: () => ({ inp: inp(), out: out(32) }) },
  {
    case: 'convert', kernel: 'convert.ts', launch: W32, slots: 13,
    args: () => ({ inp: inp(), out: out(32 * 13), dout: { kind: 'array', type: 'double', data: new Array<number>(64).fill(0) } }),
  },
  { case: 'convert_ub', kernel: 'convert_ub.ts', launch: W32, slots: 2, args: () => ({ dinp: { kind: 'array', type: 'double', data: DINP.slice() }, out: out(64) }) },
  { case: 'shfl64', kernel: 'shfl64.ts', launch: W32, slots: 9, args: () => ({ out: out(32 * 9) }) },
  { case: 'match64', kernel: 'match64.ts', launch: W32, slots: 6, args: () => ({ out: out(32 * 6) }) },
  {
    case: 'atomics64', kernel: 'atomics64.ts', launch: B64, slots: 16,
    args: () => ({
      g: ulongs([0xffffffffffffffe0n, 0n]),
      gl: { kind: 'array', type: 'long', data: [-(2n ** 63n), 0n] },
      out: out(64 * 16 + 16),
    }),
  },
  { case: 'bits64', kernel: 'bits64.ts', launch: W32, slots: 4, args: () => ({ inp: inp(), out: out(32 * 4) }) },
  { case: 'printf64', kernel: 'printf64.ts', launch: { grid: [1, 1, 1], block: [1, 1, 1] }, slots: 1, args: () => ({ inp: inp(), out: out(1) }) },
  {
    case: 'arrays64', kernel: 'arrays64.ts', launch: B64, slots: 3,
    args: () => ({ lin: { kind: 'array', type: 'long', data: LIN.slice() }, k: { kind: 'scalar', type: 'long', value: K }, out: out(64 * 3) }),
  },
];
