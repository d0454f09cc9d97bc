/**
 * Cooperative groups as the `*_sync` operations CUDA 13's implementation performs
 * (cooperative_groups.h, details/partitioning.h; docs/semantics.md §9.1–9.3; CUDA C++
 * Programming Guide §11.4–11.5), so that every check of the simulator (masks, lanes that
 * pass a call by, undefined reads, races, deadlocks) applies to groups unchanged.
 *
 * A group value is lowered to scalars: a `thread_block` has none; a
 * `thread_block_tile<N>` carries its meta-group rank and size (its mask and ranks follow
 * from N and the lane); a `coalesced_group` carries its mask, meta-group rank and size.
 */
import type { Expr, GroupMethodExpr, ScalarType } from '../../lang/ir';
import { Build, FULL } from './build';

/** A lowered group value; its expressions are side-effect-free reads. */
export type GroupVal =
  | { kind: 'thread_block' }
  | { kind: 'thread_block_tile'; size: number; metaRank: Expr; metaSize: Expr }
  | { kind: 'coalesced_group'; mask: Expr; metaRank: Expr; metaSize: Expr };

/** What the lowering of one expression needs from the function being lowered. */
export interface LowerCtx {
  /** A fresh scalar slot (a temporary). */
  temp(type: ScalarType, name: string): number;
}

/** Binds `e` to a fresh temporary (unless it is already a constant or a local) and
 * returns the read; the assignment goes to `pre`. */
export function bind(cx: LowerCtx, b: Build, e: Expr, pre: Expr[], name: string): Expr {
  if (e.k === 'const' || e.k === 'local' || e.k === 'builtin') return e;
  const t = e.type as ScalarType;
  const s = cx.temp(t, name);
  pre.push(b.assign(s, t, name, e));
  return b.local(s, t, name);
}

/** The group's mask of lanes (docs/semantics.md §9.1 `build_mask`; §9.2). */
export function maskOf(b: Build, g: GroupVal): Expr {
  if (g.kind === 'coalesced_group') return g.mask;
  if (g.kind === 'thread_block_tile') {
    if (g.size === 32) return b.u(FULL);
    return b.bin('<<', b.u((1 << g.size) - 1 >>> 0), b.bin('&', b.laneId(), b.u(~(g.size - 1) >>> 0)));
  }
  throw new Error('assertion: a thread_block has no warp mask');
}

/** The first lane of the tile (`laneid & ~(N-1)`). */
function tileBase(b: Build, size: number): Expr {
  return b.bin('&', b.laneId(), b.u(~(size - 1) >>> 0));
}

/** `thread_rank()` of a group. */
export function rankOf(b: Build, g: GroupVal): Expr {
  switch (g.kind) {
    case 'thread_block': return b.blockRank();
    case 'thread_block_tile': return b.bin('&', b.blockRank(), b.u(g.size - 1));
    case 'coalesced_group': return b.conv(b.call('__popc', 'int', null, [b.bin('&', g.mask, b.call('__lanemask_lt', 'uint', null, []))]), 'uint');
  }
}

/** `size()` of a group. */
export function sizeOf(b: Build, g: GroupVal): Expr {
  switch (g.kind) {
    case 'thread_block': return b.blockSize();
    case 'thread_block_tile': return b.u(g.size);
    case 'coalesced_group': return b.conv(b.call('__popc', 'int', null, [g.mask]), 'uint');
  }
}

/** The bits of `x` at the positions set in `mask`, packed from bit 0 (`_packLanes`). */
function pack(b: Build, x: Expr, mask: Expr): Expr {
  return b.call('__pext', 'uint', null, [x, mask]);
}

/** Whether the coalesced group is the whole warp (CUDA's `size() == 32` fast paths). */
function whole(b: Build, g: Extract<GroupVal, { kind: 'coalesced_group' }>): Expr {
  return b.cmp('==', g.mask, b.u(FULL));
}

/**
 * One shuffle of a scalar through a group: `method` is shfl, shfl_up, shfl_down or
 * shfl_xor; `v` the (already bound) value; `arg` the (already bound) rank, delta or mask.
 */
export function groupShuffle(cx: LowerCtx, b: Build, g: GroupVal, method: string, v: Expr, arg: Expr, pre: Expr[]): Expr {
  const t = v.type as ScalarType;
  const via = viaText(method, g);
  const shfl = (name: string, mask: Expr, x: Expr, width: number): Expr => ({ ...b.call(name, t, t, [mask, v, x, b.i(width)]), via } as Expr);
  if (g.kind === 'thread_block_tile') {
    const mask = maskOf(b, g);
    switch (method) {
      case 'shfl': return shfl('__shfl_sync', mask, b.conv(arg, 'int'), g.size);
      case 'shfl_up': return shfl('__shfl_up_sync', mask, b.conv(arg, 'uint'), g.size);
      case 'shfl_down': return shfl('__shfl_down_sync', mask, b.conv(arg, 'uint'), g.size);
      default: return shfl('__shfl_xor_sync', mask, b.conv(arg, 'int'), g.size);
    }
  }
  if (g.kind !== 'coalesced_group') throw new Error('assertion: a block has no shuffles');
  const m = g.mask;
  switch (method) {
    case 'shfl': {
      // lane = srcRank == 0 ? __ffs(mask) - 1 : size() == 32 ? srcRank : __fns(mask, 0, srcRank + 1);
      // __fns(mask, 0, 1) is the lowest member, so the first two cases agree.
      const r = b.conv(arg, 'int');
      pre.push(b.call('__cg_rank_check', 'void', null, [r, sizeOf(b, g)]));
      const byFns = bind(cx, b, b.call('__fns', 'uint', null, [m, b.u(0), b.bin('+', r, b.i(1))]), pre, 'cg_lane');
      const lane = b.cond(whole(b, g), b.conv(r, 'uint'), byFns);
      return shfl('__shfl_sync', m, b.conv(lane, 'int'), 32);
    }
    case 'shfl_up':
    case 'shfl_down': {
      const up = method === 'shfl_up';
      const d = b.conv(arg, up ? 'int' : 'uint');
      const off = up ? b.bin('-', b.i(0), b.bin('+', b.conv(d, 'int'), b.i(1))) : b.conv(b.bin('+', b.conv(d, 'uint'), b.u(1)), 'int');
      const found = bind(cx, b, b.call('__fns', 'uint', null, [m, b.laneId(), off]), pre, 'cg_lane');
      const lane = b.cond(b.cmp('>=', found, b.u(32)), b.laneId(), found);
      const viaIdx = shfl('__shfl_sync', m, b.conv(lane, 'int'), 32);
      const direct = shfl(up ? '__shfl_up_sync' : '__shfl_down_sync', b.u(FULL), b.conv(d, 'uint'), 32);
      return b.cond(whole(b, g), direct, viaIdx);
    }
    default:
      throw new Error(`assertion: coalesced_group has no ${method}`);
  }
}

/** How messages and the step-through name a group operation. */
export function viaText(method: string, g: GroupVal): string {
  return g.kind === 'thread_block_tile' ? `\`${method}\` of a thread_block_tile<${g.size}>` : g.kind === 'coalesced_group' ? `\`${method}\` of a coalesced_group` : `\`${method}\` of a thread_block`;
}

/** Marks every intrinsic call in `e` (not below other calls' arguments) as made by `via`. */
export function tagVia(e: Expr, via: string): Expr {
  switch (e.k) {
    case 'intrinsic': return { ...e, via, args: e.args };
    case 'convert': case 'unary': return { ...e, arg: tagVia(e.arg, via) } as Expr;
    case 'binary': case 'compare': return { ...e, left: tagVia(e.left, via), right: tagVia(e.right, via) } as Expr;
    case 'cond': return { ...e, test: tagVia(e.test, via), then: tagVia(e.then, via), else: tagVia(e.else, via) };
    case 'seq': return { ...e, first: e.first.map((x) => tagVia(x, via)), value: tagVia(e.value, via) };
    case 'assign': return { ...e, value: tagVia(e.value, via) };
    default: return e;
  }
}

/** A non-shuffle member of a group (`args` already lowered and bound where reused). */
export function groupMember(b: Build, g: GroupVal, e: GroupMethodExpr, args: Expr[]): Expr {
  return tagVia(member(b, g, e, args), viaText(e.method, g));
}

function member(b: Build, g: GroupVal, e: GroupMethodExpr, args: Expr[]): Expr {
  const method = e.method;
  switch (method) {
    case 'thread_rank': return rankOf(b, g);
    case 'size': case 'num_threads': return sizeOf(b, g);
    case 'meta_group_rank': return g.kind === 'thread_block' ? b.u(0) : g.metaRank;
    case 'meta_group_size': return g.kind === 'thread_block' ? b.u(1) : g.metaSize;
    case 'sync':
      return g.kind === 'thread_block' ? b.call('__syncthreads', 'void', null, []) : b.call('__syncwarp', 'void', null, [maskOf(b, g)]);
    default: break;
  }
  if (g.kind === 'thread_block') throw new Error(`assertion: thread_block has no ${method}`);
  const mask = maskOf(b, g);
  const shiftDown = (x: Expr): Expr => (g.kind === 'thread_block_tile'
    ? (g.size === 32 ? x : b.bin('>>', x, tileBase(b, g.size)))
    : pack(b, x, mask));
  switch (method) {
    case 'any': return b.conv(b.cmp('!=', b.call('__ballot_sync', 'uint', null, [mask, args[0]!]), b.u(0)), 'int');
    case 'all': return b.conv(b.cmp('==', b.call('__ballot_sync', 'uint', null, [mask, args[0]!]), mask), 'int');
    case 'ballot': return shiftDown(b.call('__ballot_sync', 'uint', null, [mask, args[0]!]));
    case 'match_any': {
      const t = args[0]!.type as ScalarType;
      return shiftDown(b.call('__match_any_sync', 'uint', t, [mask, args[0]!]));
    }
    case 'match_all': {
      const t = args[0]!.type as ScalarType;
      return shiftDown(b.call('__match_all_sync', 'uint', t, [mask, args[0]!, args[1]!]));
    }
    default: throw new Error(`assertion: unexpected group member ${method}`);
  }
}

/** `cg.tiled_partition<N>(parent)`: meta-group rank `parent.thread_rank() / N` and size
 * `ceil(parent.size() / N)` (docs/semantics.md §9.1). */
export function tiledPartition(b: Build, parent: GroupVal, size: number): Extract<GroupVal, { kind: 'thread_block_tile' }> {
  return {
    kind: 'thread_block_tile', size,
    metaRank: b.bin('/', rankOf(b, parent), b.u(size)),
    metaSize: b.bin('/', b.bin('+', sizeOf(b, parent), b.u(size - 1)), b.u(size)),
  };
}

/** `cg.coalesced_threads()`: the active lanes (`__activemask()`), meta-group 0 of 1. */
export function coalescedThreads(cx: LowerCtx, b: Build, pre: Expr[]): GroupVal {
  const mask = bind(cx, b, b.call('__activemask', 'uint', null, []), pre, 'cg_mask');
  return { kind: 'coalesced_group', mask, metaRank: b.u(0), metaSize: b.u(1) };
}

/** `cg.labeled_partition(parent, label)` (details/partitioning.h): the parent's lanes
 * with the same label; the meta-group rank counts the leaders (lowest lanes) below. */
export function labeledPartition(cx: LowerCtx, b: Build, parent: GroupVal, label: Expr, pre: Expr[]): GroupVal {
  if (label.type === 'bool') return binaryPartition(cx, b, parent, label, pre);
  const thisMask = bind(cx, b, maskOf(b, parent), pre, 'cg_parent');
  const sub = bind(cx, b, b.call('__match_any_sync', 'uint', label.type as ScalarType, [thisMask, label]), pre, 'cg_mask');
  const leader = bind(cx, b, b.conv(b.bin('-', b.call('__ffs', 'int', null, [b.conv(sub, 'int')]), b.i(1)), 'uint'), pre, 'cg_leader');
  const leaders = bind(cx, b, b.call('__ballot_sync', 'uint', null, [thisMask, b.conv(b.cmp('==', leader, b.laneId()), 'int')]), pre, 'cg_leaders');
  // The lanes below the leader, `(1 << leader) - 1`, shifted with `__funnelshift_lc(0, 1, n)`
  // (`1 << n` for n < 32, 0 past): where `sub` is undefined (the match was passed by) so is
  // the leader, and a checked `<<` would stop the lane on its undefined count, where the
  // learner's code holds no shift; the result is undefined instead, as `sub` is.
  const below = b.bin('-', b.call('__funnelshift_lc', 'uint', null, [b.u(0), b.u(1), leader]), b.u(1));
  const metaRank = b.conv(b.call('__popc', 'int', null, [b.bin('&', leaders, below)]), 'uint');
  const metaSize = b.conv(b.call('__popc', 'int', null, [leaders]), 'uint');
  return { kind: 'coalesced_group', mask: sub, metaRank: bind(cx, b, metaRank, pre, 'cg_meta'), metaSize: bind(cx, b, metaSize, pre, 'cg_metas') };
}

/** `cg.binary_partition(parent, pred)` (details/partitioning.h `_binary_partition`). */
export function binaryPartition(cx: LowerCtx, b: Build, parent: GroupVal, pred: Expr, pre: Expr[]): GroupVal {
  const thisMask = bind(cx, b, maskOf(b, parent), pre, 'cg_parent');
  const p = bind(cx, b, pred, pre, 'cg_pred');
  const set = bind(cx, b, b.call('__ballot_sync', 'uint', null, [thisMask, b.conv(p, 'int')]), pre, 'cg_set');
  const uniform = bind(cx, b, b.conv(b.bin('|', b.conv(b.cmp('==', set, thisMask), 'int'), b.conv(b.cmp('==', set, b.u(0)), 'int')), 'bool'), pre, 'cg_uniform');
  const predMask = b.cond(p, b.u(0), b.u(FULL));
  const mask = b.cond(uniform, thisMask, b.bin('&', thisMask, b.bin('^', set, predMask)));
  return {
    kind: 'coalesced_group',
    mask: bind(cx, b, mask, pre, 'cg_mask'),
    metaRank: bind(cx, b, b.cond(uniform, b.u(0), b.conv(p, 'uint')), pre, 'cg_meta'),
    metaSize: b.cond(uniform, b.u(1), b.u(2)),
  };
}

/** The group's fields as they are stored in slots (tile: meta rank, meta size; coalesced:
 * mask, meta rank, meta size). */
export function groupFields(g: GroupVal): Expr[] {
  if (g.kind === 'thread_block') return [];
  if (g.kind === 'thread_block_tile') return [g.metaRank, g.metaSize];
  return [g.mask, g.metaRank, g.metaSize];
}

/** The number of scalar slots a group type needs. */
export function groupSlotCount(kind: GroupVal['kind']): number {
  return kind === 'thread_block' ? 0 : kind === 'thread_block_tile' ? 2 : 3;
}

/** A group value read back from its slots. */
export function groupFromFields(kind: GroupVal['kind'], size: number, f: Expr[]): GroupVal {
  if (kind === 'thread_block') return { kind };
  if (kind === 'thread_block_tile') return { kind, size, metaRank: f[0]!, metaSize: f[1]! };
  return { kind, mask: f[0]!, metaRank: f[1]!, metaSize: f[2]! };
}
