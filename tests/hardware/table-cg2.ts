/**
 * The second set of cooperative-groups and struct readings (`fixtures/cg2.jsonl`, taken
 * with `oracle/cg2.sh` from `oracle/cg2.cu`; kernels in `tests/hardware/kernels/cg/`): the
 * edges of the groups' operations. One row per case, in the shape of table.ts's `CG` rows;
 * `slots` is the number of words each thread writes (the reading's `slots`), `coalesced`
 * marks kernels whose groups depend on which lanes run together (`cg.coalesced_threads()`),
 * which are not run under adversarial schedules.
 *
 * Undefined words: a group shuffle whose source is outside the group's mask (a tile's
 * `shfl_xor` with a laneMask of N or more reaching the tile below, a coalesced group's
 * `shfl` with a rank past its end, for which CUDA 13's `__fns` finds no lane and the
 * shuffle reads lane 31) is undefined (Programming Guide §10.22: the source lane must be
 * in the mask); the row lists the threads and slots, the simulator must leave them `null`
 * and report them at the marked line.
 */
import type { ArgValue, LaunchConfig } from '../../src/sim/types';
import { inMixed, inSpecial } from './inputs';
import type { HardwareCase } from './table';

/** A row of `CG2`. */
export type Cg2Case = HardwareCase & { coalesced?: boolean; slots: number };

const range = (n: number, from = 0): number[] => Array.from({ length: n }, (_, i) => from + i);
const lanes = (p: (l: number) => boolean): number[] => range(32).filter(p);
const u = (data: number[]): ArgValue => ({ kind: 'array', type: 'uint', data });
const int = (value: number): ArgValue => ({ kind: 'scalar', type: 'int', value });
const dim = (grid: number[], block: number[]): LaunchConfig =>
  ({ grid: [grid[0] ?? 1, grid[1] ?? 1, grid[2] ?? 1], block: [block[0] ?? 1, block[1] ?? 1, block[2] ?? 1] });
const W32 = dim([1], [32]);
const MATCH = 'matches the H200 on every word';
const X = { xb: 'xb' };
const XY = { xb: 'xb', yb: 'yb' };

/** The members of each `coalesced_shapes.ts` mode (mode 0: `lane < 26`, then `lane % 3 != 0`,
 * then `(lane & 4) == 0`). */
export const SHAPES: { case: string; what: string; members: number[] }[] = [
  { case: 'cg2_coalesced_nested', what: 'after three nested ifs (lanes 1, 2, 8, 10, 11, 16, 17, 19, 25)',
    members: lanes((l) => l < 26 && l % 3 !== 0 && (l & 4) === 0) },
  { case: 'cg2_coalesced_ge7', what: 'of lanes 7-31', members: lanes((l) => l >= 7) },
  { case: 'cg2_coalesced_ends', what: 'of lanes 0 and 31', members: [0, 31] },
  { case: 'cg2_coalesced_one', what: 'of lane 13 alone', members: [13] },
  { case: 'cg2_coalesced_no0', what: 'of every lane but 0', members: lanes((l) => l !== 0) },
  { case: 'cg2_coalesced_bits', what: 'of the lanes of the bits of 0x9b4c3a65', members: lanes((l) => ((0x9b4c3a65 >>> l) & 1) === 1) },
  { case: 'cg2_coalesced_all', what: 'of all 32 lanes', members: range(32) },
];

/** `probe`'s words 3 and 4 (`c.shfl(v, n)`, `c.shfl(v, -1)`): for a group that is not the
 * whole warp CUDA 13 takes the source lane from `__fns(mask, 0, srcRank + 1)`, which is
 * 0xffffffff past the end (so lane 31 is read) and lane 0 if it is a member for -1 (else
 * lane 31 again); undefined where that lane is not a member. */
function shapeUndefined(members: number[]): NonNullable<HardwareCase['undefined']> {
  if (members.length === 32) return [];
  const has = (l: number): boolean => members.includes(l);
  const out: NonNullable<HardwareCase['undefined']> = [];
  if (!has(31)) {
    out.push({ threads: members, slots: [3], kind: 'undefined-value', marker: 'ub-past-end',
      why: 'c.shfl(v, c.size()): __fns finds no lane past the end and the shuffle reads lane 31, which is not a member' });
  }
  if (!has(0) && !has(31)) {
    out.push({ threads: members, slots: [4], kind: 'undefined-value', marker: 'ub-minus-one',
      why: 'c.shfl(v, -1): __fns(mask, 0, 0) is lane 0 when it is a member, else 0xffffffff (lane 31); neither is a member' });
  }
  return out;
}

/** The rows. */
export const CG2: Cg2Case[] = [
  ...SHAPES.map((s, mode): Cg2Case => {
    const undef = shapeUndefined(s.members);
    return {
      case: s.case, fixture: 'cg2', kernel: 'cg/coalesced_shapes.ts', launch: W32, slots: 45, coalesced: true,
      says: undef.length ? `${MATCH} defined (a coalesced group ${s.what}) and reports the shuffles that read a lane outside it`
        : `${MATCH} (a coalesced group ${s.what}: shuffles at its edges, every collective)`,
      args: { xb: u(inMixed()), yb: u(inSpecial()), mode: int(mode) }, inputsFrom: XY,
      ...(undef.length ? { undefined: undef } : {}),
    };
  }),
  { case: 'cg2_tile_edges', fixture: 'cg2', kernel: 'cg/tile_edges.ts', launch: W32, slots: 38,
    says: `${MATCH} defined (tile shuffles past the tile's edges, tiles of 1 and 2) and reports each shfl_xor that reads the tile below`,
    undefined: [
      { threads: lanes((l) => (l & 8) !== 0), slots: [0], kind: 'undefined-value', marker: 'ub-t8-xor8',
        why: 't8.shfl_xor(v, 8): lane ^ 8 is in the tile below for lanes 8-15 and 24-31, outside the tile\'s mask' },
      { threads: lanes((l) => l >= 16), slots: [10], kind: 'undefined-value', marker: 'ub-t16-xor16',
        why: 't16.shfl_xor(v, 16): lanes 16-31 read lanes 0-15, outside the tile\'s mask' },
      { threads: lanes((l) => (l & 1) !== 0), slots: [15], kind: 'undefined-value', marker: 'ub-t1-xor1',
        why: 't1.shfl_xor(v, 1): odd lanes read the lane below, outside their one-lane tile' },
      { threads: lanes((l) => (l & 2) !== 0), slots: [21], kind: 'undefined-value', marker: 'ub-t2-xor2',
        why: 't2.shfl_xor(v, 2): lanes with bit 1 set read the tile of 2 below' },
      { threads: lanes((l) => (l & 4) !== 0), slots: [23], kind: 'undefined-value', marker: 'ub-t4-xor7',
        why: 't4.shfl_xor(v, 7): lanes with bit 2 set read the tile of 4 below' },
    ] },
  { case: 'cg2_ranks_96', fixture: 'cg2', kernel: 'cg/tile_ranks_nd.ts', launch: dim([1], [96]), slots: 17,
    says: `${MATCH} (tiles and tiles of tiles of a 96-thread block)` },
  { case: 'cg2_ranks_3d', fixture: 'cg2', kernel: 'cg/tile_ranks_nd.ts', launch: dim([1], [3, 4, 8]), slots: 17,
    says: `${MATCH} (the same block as 3x4x8: warps cut across rows)` },
  { case: 'cg2_grid_tiles', fixture: 'cg2', kernel: 'cg/grid_tiles.ts', launch: dim([2, 3, 2], [4, 3, 2]), slots: 11,
    says: `${MATCH} (a 3-D grid of 24-thread blocks: group_index, thread_index, tiles of 8, 4, 2)` },
  { case: 'cg2_partitions_tiles', fixture: 'cg2', kernel: 'cg/partitions_tiles.ts', launch: dim([1], [64]), slots: 19,
    says: `${MATCH} (partitions of tiles and of partitions, 64-bit labels)` },
  { case: 'cg2_partitions_coalesced', fixture: 'cg2', kernel: 'cg/partitions_coalesced.ts', launch: W32, slots: 13, coalesced: true,
    says: `${MATCH} (partitions of coalesced groups and of their partitions)`, args: { xb: u(inMixed()) }, inputsFrom: X },
  { case: 'cg2_reduce_partitions', fixture: 'cg2', kernel: 'cg/reduce_partitions.ts', launch: W32, slots: 40,
    says: `${MATCH} (every operator on int, uint, float and long over non-contiguous partitions)`,
    args: { xb: u(inMixed()), yb: u(inSpecial()) }, inputsFrom: XY },
  { case: 'cg2_reduce_small_tiles', fixture: 'cg2', kernel: 'cg/reduce_small_tiles.ts', launch: W32, slots: 35,
    says: `${MATCH} (reductions and scans on tiles of 1 and 2, 64-bit integers on tiles)`,
    args: { xb: u(inMixed()), yb: u(inSpecial()) }, inputsFrom: XY },
  { case: 'cg2_reduce_double', fixture: 'cg2', kernel: 'cg/reduce_double.ts', launch: W32, slots: 32,
    says: `${MATCH} (double reductions and scans: binary64 sums in CUDA's order)`,
    args: { dout: { kind: 'array', type: 'double', data: new Array<number>(32 * 16).fill(0) }, xb: u(inMixed()) },
    inputsFrom: X, doubles: 'dout' },
  { case: 'cg2_match_votes', fixture: 'cg2', kernel: 'cg/match_votes.ts', launch: W32, slots: 22,
    says: `${MATCH} (match_all with its predicate and match_any on tiles of 1 to 32: bits, 64-bit values)`,
    args: { yb: u(inSpecial()) }, inputsFrom: { yb: 'yb' } },
  { case: 'cg2_struct_shfl64', fixture: 'cg2', kernel: 'cg/struct_shfl64.ts', launch: W32, slots: 38,
    says: `${MATCH} (structs with double, bool and long fields, up to 32 bytes, through group shuffles)` },
  { case: 'cg2_struct_shared', fixture: 'cg2', kernel: 'cg/struct_shared.ts', launch: dim([1], [64]), slots: 10,
    says: `${MATCH} (arrays of structs in shared memory)` },
  { case: 'cg2_group_fn', fixture: 'cg2', kernel: 'cg/group_fn.ts', launch: dim([1], [64]), slots: 8,
    says: `${MATCH} (groups partitioned again inside device functions)`, args: { xb: u(inMixed()) }, inputsFrom: X },
  { case: 'cg2_coalesced_loop', fixture: 'cg2', kernel: 'cg/coalesced_loop.ts', launch: W32, slots: 13, coalesced: true,
    says: `${MATCH} (coalesced groups in loops that lanes leave by break and continue)` },
  { case: 'cg2_partial_warp_48', fixture: 'cg2', kernel: 'cg/partial_warp_48.ts', launch: dim([1], [48]), slots: 11, coalesced: true,
    says: `${MATCH} defined (a coalesced group of a partial warp) and reports the shuffle past its end`,
    args: { xb: u(inMixed()) }, inputsFrom: X,
    undefined: [{ threads: range(16, 32), slots: [10], kind: 'undefined-value', marker: 'ub-past-end',
      why: 'c.shfl(v, 17) in warp 1, a group of 16 lanes: __fns finds no lane, so the shuffle reads lane 31, which does not exist' }] },
];
