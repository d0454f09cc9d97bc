/**
 * `cg.reduce`, `cg.inclusive_scan` and `cg.exclusive_scan` in the order of CUDA 13's
 * implementation, so that float results match an H200 bit for bit (docs/semantics.md §9.4–9.5;
 * cooperative_groups/details/reduce.h, coalesced_reduce.h, coalesced_scan.h):
 * - reduce on a tile: `__reduce_*_sync` for 32-bit integers and the built-in operators
 *   when N ≥ 16; otherwise the butterfly `out = op(out, shfl_xor(out, m))`, m = N/2 .. 1;
 * - reduce on a coalesced group: `__reduce_*_sync` for 32-bit integers; otherwise the
 *   butterfly of a 32-thread tile when the group is the whole warp, else an inclusive scan
 *   in lane order broadcast from the highest member;
 * - scans: Hillis–Steele with `shfl_up` on tiles and whole warps; for a partial coalesced
 *   group the same steps with each member's source found among the members; exclusive =
 *   inclusive − value for `plus` on integers, else the inclusive result of the rank below
 *   (rank 0: `T{}`, that is 0).
 */
import type { CgOp, Expr, ScalarType } from '../../lang/ir';
import { Build, FULL } from './build';
import { bind, groupShuffle, maskOf, rankOf, sizeOf, type GroupVal, type LowerCtx } from './groups';

const REDUX: Record<CgOp, string> = { plus: 'add', less: 'min', greater: 'max', bit_and: 'and', bit_or: 'or', bit_xor: 'xor' };

/** `op(a, b)` of the cg operator (details/functional.h: `less` is `(b < a) ? b : a`,
 * `greater` is `(a < b) ? b : a`). */
export function applyOp(b: Build, op: CgOp, t: ScalarType, x: Expr, y: Expr): Expr {
  switch (op) {
    case 'plus': return b.bin('+', x, y, t);
    case 'bit_and': return b.bin('&', x, y, t);
    case 'bit_or': return b.bin('|', x, y, t);
    case 'bit_xor': return b.bin('^', x, y, t);
    case 'less': return b.cond(b.cmp('<', y, x), y, x);
    case 'greater': return b.cond(b.cmp('<', x, y), y, x);
  }
}

/** Whether CUDA dispatches to `__reduce_*_sync` (4-byte integral type, built-in operator,
 * a tile of at least 16 threads or a coalesced group; sm_80+). */
function usesRedux(g: GroupVal, t: ScalarType): boolean {
  if (t !== 'int' && t !== 'uint') return false;
  return g.kind === 'coalesced_group' || (g.kind === 'thread_block_tile' && g.size >= 16);
}

function redux(b: Build, g: GroupVal, op: CgOp, t: ScalarType, v: Expr): Expr {
  const name = `__reduce_${REDUX[op]}_sync`;
  const bitwise = op.startsWith('bit_');
  // The bitwise `__reduce_*_sync` take and return `unsigned`; CUDA casts (reduce.h `pick_redux`).
  const opType: ScalarType = bitwise ? 'uint' : t;
  return b.conv(b.call(name, opType, opType, [maskOf(b, g), b.conv(v, opType)]), t);
}

/** The butterfly over a tile of `size` threads with `mask` (`coalesced_reduce` for tiles). */
function butterfly(cx: LowerCtx, b: Build, g: GroupVal, op: CgOp, t: ScalarType, v: Expr, pre: Expr[]): Expr {
  const size = g.kind === 'thread_block_tile' ? g.size : 32;
  const tile: GroupVal = g.kind === 'thread_block_tile' ? g : { kind: 'thread_block_tile', size: 32, metaRank: b.u(0), metaSize: b.u(1) };
  let out = bind(cx, b, v, pre, 'cg_out');
  for (let m = size >> 1; m > 0; m >>= 1) {
    const other = bind(cx, b, groupShuffle(cx, b, tile, 'shfl_xor', out, b.u(m), pre), pre, 'cg_other');
    out = bind(cx, b, applyOp(b, op, t, out, other), pre, 'cg_out');
  }
  return out;
}

/** Hillis–Steele over contiguous ranks (`inclusive_scan_contiguous`). */
function scanContiguous(cx: LowerCtx, b: Build, g: GroupVal, op: CgOp, t: ScalarType, v: Expr, pre: Expr[]): Expr {
  const size = g.kind === 'thread_block_tile' ? g.size : 32;
  const rank = bind(cx, b, rankOf(b, g), pre, 'cg_rank');
  let out = bind(cx, b, v, pre, 'cg_out');
  for (let m = 1; m < size; m <<= 1) {
    const tmp = bind(cx, b, groupShuffle(cx, b, g, 'shfl_up', out, b.u(m), pre), pre, 'cg_tmp');
    out = bind(cx, b, b.cond(b.cmp('<=', b.u(m), rank), applyOp(b, op, t, out, tmp), out), pre, 'cg_out');
  }
  return out;
}

/** The scan of a coalesced group that is not the whole warp (`inclusive_scan_non_contiguous`):
 * step i reads the member i ranks below (the caller's previous source where there is none),
 * for i = 1, 2, 4, ... below the group's size. */
function scanNonContiguous(cx: LowerCtx, b: Build, g: Extract<GroupVal, { kind: 'coalesced_group' }>, op: CgOp, t: ScalarType, v: Expr): Expr {
  const pre: Expr[] = [];
  const rank = bind(cx, b, rankOf(b, g), pre, 'cg_rank');
  const size = bind(cx, b, sizeOf(b, g), pre, 'cg_size');
  const outSlot = cx.temp(t, 'cg_out');
  const srcSlot = cx.temp('uint', 'cg_src');
  const out = b.local(outSlot, t, 'cg_out');
  const src = b.local(srcSlot, 'uint', 'cg_src');
  pre.push(b.assign(outSlot, t, 'cg_out', v), b.assign(srcSlot, 'uint', 'cg_src', b.laneId()));
  // Innermost first: each step runs only while i < size (the loop's condition, the same in
  // every member), so the steps nest.
  let rest: Expr = out;
  for (let i = 16; i >= 1; i >>= 1) {
    const step: Expr[] = [];
    const mine = b.cmp('<=', b.u(i), rank);
    const below = b.call('__fns', 'uint', null, [g.mask, b.laneId(), b.i(-(i + 1))]);
    step.push(b.assign(srcSlot, 'uint', 'cg_src', b.cond(mine, bind(cx, b, below, step, 'cg_below'), src)));
    const tmp = bind(cx, b, b.call('__shfl_sync', t, t, [g.mask, out, b.conv(src, 'int'), b.i(32)]), step, 'cg_tmp');
    step.push(b.assign(outSlot, t, 'cg_out', b.cond(b.cmp('<=', b.u(i), rank), applyOp(b, op, t, out, tmp), out)));
    rest = b.cond(b.cmp('<', b.u(i), size), b.seq(step, rest), out);
  }
  return b.seq(pre, rest);
}

/** `cg.inclusive_scan(g, v, op)`. */
export function inclusiveScan(cx: LowerCtx, b: Build, g: GroupVal, op: CgOp, t: ScalarType, v: Expr, pre: Expr[]): Expr {
  const x = bind(cx, b, v, pre, 'cg_val');
  if (g.kind === 'coalesced_group') {
    const wholePre: Expr[] = [];
    const whole = scanContiguous(cx, b, g, op, t, x, wholePre);
    return b.cond(b.cmp('==', g.mask, b.u(FULL)), b.seq(wholePre, whole), scanNonContiguous(cx, b, g, op, t, x));
  }
  return scanContiguous(cx, b, g, op, t, x, pre);
}

/** `cg.exclusive_scan(g, v, op)`. */
export function exclusiveScan(cx: LowerCtx, b: Build, g: GroupVal, op: CgOp, t: ScalarType, v: Expr, pre: Expr[]): Expr {
  const x = bind(cx, b, v, pre, 'cg_val');
  const inc = bind(cx, b, inclusiveScan(cx, b, g, op, t, x, pre), pre, 'cg_inc');
  if (op === 'plus' && (t === 'int' || t === 'uint' || t === 'long' || t === 'ulong')) return b.bin('-', inc, x, t);
  const up = bind(cx, b, groupShuffle(cx, b, g, 'shfl_up', inc, b.u(1), pre), pre, 'cg_up');
  return b.cond(b.cmp('==', rankOf(b, g), b.u(0)), b.zero(t), up);
}

/** `cg.reduce(g, v, op)`. */
export function reduce(cx: LowerCtx, b: Build, g: GroupVal, op: CgOp, t: ScalarType, v: Expr, pre: Expr[]): Expr {
  if (usesRedux(g, t)) return redux(b, g, op, t, v);
  if (g.kind === 'thread_block_tile') return butterfly(cx, b, g, op, t, v, pre);
  if (g.kind !== 'coalesced_group') throw new Error('assertion: cg.reduce of a block');
  const x = bind(cx, b, v, pre, 'cg_val');
  const wholePre: Expr[] = [];
  const whole = butterfly(cx, b, g, op, t, x, wholePre);
  const partPre: Expr[] = [];
  const scan = bind(cx, b, scanNonContiguous(cx, b, g, op, t, x), partPre, 'cg_scan');
  const last = b.bin('-', b.i(31), b.call('__clz', 'int', null, [b.conv(g.mask, 'int')]));
  const part = b.call('__shfl_sync', t, t, [g.mask, scan, last, b.i(32)]);
  return b.cond(b.cmp('==', g.mask, b.u(FULL)), b.seq(wholePre, whole), b.seq(partPre, part));
}
