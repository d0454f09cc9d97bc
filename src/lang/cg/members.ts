/**
 * The members of the cooperative-groups group types (docs/language.md §5b), one row each: which
 * group types have it, its parameters and result, and the `*_sync` operation CUDA 13's
 * implementation performs for it (cooperative_groups.h; docs/semantics.md §9.1–9.2; CUDA C++
 * Programming Guide §11.4.1–11.4.2). The checker, the simulator's lowering and the
 * prelude's documentation read this table.
 */
import type { GroupKind, GroupMethod } from '../ir';

/** A parameter of a group member: `value` is the shuffled or matched value (a scalar, or
 * for shuffles a struct), `pred` an `int` predicate, `int`/`uint` an offset or rank,
 * `predOut` the one-element `int[]` that receives `match_all`'s predicate. */
export type MemberParam = 'value' | 'matchValue' | 'pred' | 'int' | 'uint' | 'predOut';

/** A member's result: `value` is the type of its `value` argument. */
export type MemberResult = 'void' | 'uint' | 'int' | 'value' | 'dim3';

/** One member of the table. */
export interface MemberInfo {
  /** The group types that have it (CUDA Programming Guide §11.4 member lists). */
  groups: readonly GroupKind[];
  params: readonly { name: string; kind: MemberParam }[];
  result: MemberResult;
  /** What it does, for messages and the prelude's hover text. */
  doc: string;
}

const ALL: readonly GroupKind[] = ['thread_block', 'thread_block_tile', 'coalesced_group'];
const WARP: readonly GroupKind[] = ['thread_block_tile', 'coalesced_group'];

/** Every member of the group types, by name. */
export const MEMBERS: Readonly<Record<GroupMethod, MemberInfo>> = {
  sync: { groups: ALL, params: [], result: 'void', doc: 'waits for every thread of the group: `__syncthreads()` for a block, `__syncwarp(group mask)` otherwise' },
  thread_rank: { groups: ALL, params: [], result: 'uint', doc: 'the calling thread\'s rank in the group, 0 .. size()-1' },
  size: { groups: ALL, params: [], result: 'uint', doc: 'the number of threads in the group' },
  num_threads: { groups: ALL, params: [], result: 'uint', doc: 'the number of threads in the group (the same as size())' },
  meta_group_rank: { groups: WARP, params: [], result: 'uint', doc: 'the rank of this group among the groups its parent was partitioned into' },
  meta_group_size: { groups: WARP, params: [], result: 'uint', doc: 'how many groups the parent was partitioned into' },
  group_index: { groups: ['thread_block'], params: [], result: 'dim3', doc: 'the block\'s index in the grid (blockIdx)' },
  thread_index: { groups: ['thread_block'], params: [], result: 'dim3', doc: 'the thread\'s index in the block (threadIdx)' },
  dim_threads: { groups: ['thread_block'], params: [], result: 'dim3', doc: 'the block\'s dimensions (blockDim)' },
  shfl: { groups: WARP, params: [{ name: 'var', kind: 'value' }, { name: 'srcRank', kind: 'int' }], result: 'value', doc: 'the value of `var` held by the thread of rank `srcRank`' },
  shfl_up: { groups: WARP, params: [{ name: 'var', kind: 'value' }, { name: 'delta', kind: 'uint' }], result: 'value', doc: 'the value of the thread `delta` ranks below (the caller\'s own value where there is none)' },
  shfl_down: { groups: WARP, params: [{ name: 'var', kind: 'value' }, { name: 'delta', kind: 'uint' }], result: 'value', doc: 'the value of the thread `delta` ranks above (the caller\'s own value where there is none)' },
  shfl_xor: { groups: ['thread_block_tile'], params: [{ name: 'var', kind: 'value' }, { name: 'laneMask', kind: 'uint' }], result: 'value', doc: 'the value of the thread whose rank is the caller\'s rank XOR `laneMask`' },
  any: { groups: WARP, params: [{ name: 'predicate', kind: 'pred' }], result: 'int', doc: 'non-zero when the predicate is non-zero in any thread of the group' },
  all: { groups: WARP, params: [{ name: 'predicate', kind: 'pred' }], result: 'int', doc: 'non-zero when the predicate is non-zero in every thread of the group' },
  ballot: { groups: WARP, params: [{ name: 'predicate', kind: 'pred' }], result: 'uint', doc: 'bit r set when the thread of rank r has a non-zero predicate (bits by rank, not by lane)' },
  match_any: { groups: WARP, params: [{ name: 'val', kind: 'matchValue' }], result: 'uint', doc: 'the ranks (as bits) of the threads whose `val` has the same bits as the caller\'s' },
  match_all: { groups: WARP, params: [{ name: 'val', kind: 'matchValue' }, { name: 'pred', kind: 'predOut' }], result: 'uint', doc: 'all ranks\' bits when every thread has the same `val` (and `pred[0] = 1`), else 0 (and `pred[0] = 0`)' },
};

/** Whether `name` is a member of some group type. */
export function isGroupMethod(name: string): name is GroupMethod {
  return Object.prototype.hasOwnProperty.call(MEMBERS, name);
}
