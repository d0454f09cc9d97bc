/**
 * The shuffle family's common semantics — CUDA C++ Programming Guide §10.22 "Warp Shuffle
 * Functions" (G13 §5.4.6.5) and PTX ISA §9.7.9.6 `shfl.sync`, exactly:
 *   bval = b & 31; c = ((32 − width) << 8) | (mode == up ? 0 : 31)
 *   segmask = (c >> 8) & 31; maxLane = (lane & segmask) | (c & 31 & ~segmask); minLane = lane & segmask
 *   up: j = lane − bval, p = j >= maxLane;  down: j = lane + bval, p = j <= maxLane
 *   bfly: j = lane ^ bval, p = j <= maxLane; idx: j = minLane | (bval & ~segmask), p = j <= maxLane
 *   if !p: j = lane (keep own value). Reading lane j that is inactive, exited or not in
 *   the mask gives an undefined value (PTX: "results are undefined").
 * An H200 matched this formula in 225,280 of 225,280 cases (docs/semantics.md §3.3, HW-4).
 * `width` must be a power of two in [1, 32] (Programming Guide §10.22.2): otherwise the
 * call is reported (undefined behaviour) and its result is undefined.
 * An up/down `delta` of `width` or more is valid but almost always a slip (a block-wide
 * reduction loop ported to shuffles): every lane keeps its own value, and from 32 on only
 * `delta & 31` counts (an H200: `delta` 33 moves by 1, 40 by 8, 32 by 0; docs/semantics.md
 * §3.3). The value is the hardware's; the call gets a `W-DELTA-RANGE` warning.
 * 64-bit values move as two 32-bit shuffles with the same source lane (§3.1; CUDA's
 * `sm_30_intrinsics.hpp` shuffles the two halves of a `double` or `long long` one after the
 * other with the same arguments), so `double`, `long` and `ulong` follow the same rules and
 * move as one 64-bit value here. When lanes of a 64-bit and a 32-bit shuffle pair at
 * different call sites, the 64-bit lane would get only one half: its result is undefined.
 */
import type { CollectiveImpl } from '../core/instr';
import type { Poison } from '../core/state';
import { absentReason, beginTrace, ofWarp, operand, operand32, operandPoison, setResult } from './common';
import { lanesOf } from '../core/values';

const f64 = new Float64Array(1);
const i64 = new BigInt64Array(f64.buffer);

/** `raw` (read from a register of the source lane's kind) as a value of the destination
 * register `dst`'s kind: the same 64 bits for `double` ↔ `long`/`ulong` (what the two 32-bit
 * halves carry), null when one side is 32-bit and the other 64-bit. */
function asKindOf(raw: number | bigint, src: ArrayLike<unknown>, dst: ArrayLike<unknown>): number | bigint | null {
  const s64 = src instanceof BigInt64Array || src instanceof Float64Array;
  const d64 = dst instanceof BigInt64Array || dst instanceof Float64Array;
  if (s64 !== d64) return null;
  if (dst instanceof BigInt64Array && typeof raw === 'number') { f64[0] = raw; return i64[0]!; }
  if (dst instanceof Float64Array && typeof raw === 'bigint') { i64[0] = raw; return f64[0]!; }
  return raw;
}

export type ShuffleMode = 'idx' | 'up' | 'down' | 'bfly';

/** Source lane and in-range flag of PTX `shfl.sync` for one lane. */
export function shuffleSource(mode: ShuffleMode, lane: number, b: number, width: number): { j: number; p: boolean } {
  const bval = b & 31;
  const c = (((32 - width) << 8) | (mode === 'up' ? 0 : 31)) >>> 0;
  const segmask = (c >>> 8) & 31;
  const maxLane = (lane & segmask) | (c & 31 & ~segmask);
  const minLane = lane & segmask;
  let j: number, p: boolean;
  switch (mode) {
    case 'up': j = lane - bval; p = j >= maxLane; break;
    case 'down': j = lane + bval; p = j <= maxLane; break;
    case 'bfly': j = lane ^ bval; p = j <= maxLane; break;
    case 'idx': j = minLane | (bval & ~segmask); p = j <= maxLane; break;
  }
  return { j: p ? j : lane, p };
}

/** The message of `W-DELTA-RANGE`: lane `who` shifts by `delta` ≥ `width` (both valid). */
function deltaText(label: string, who: string, delta: number, width: number): string {
  const moved = delta & 31;
  return delta < 32 || moved >= width
    ? `${label} called with delta ${delta} and width ${width} in ${who}: no lane of a segment is ${delta} lanes away, so every lane keeps its own value`
    : `${label} called with delta ${delta} in ${who}: the hardware uses only its low 5 bits (delta & 31 = ${moved}), so ${moved === 0 ? 'every lane gets its own value back' : `values move by ${moved} lane${moved === 1 ? '' : 's'}, not ${delta}`}`;
}

export function isValidWidth(w: number): boolean {
  return w >= 1 && w <= 32 && (w & (w - 1)) === 0;
}

/** Builds the collective for `name` (`__shfl_sync`, `__shfl_up_sync`, ...). */
export function shuffle(name: string, mode: ShuffleMode, via?: string): CollectiveImpl {
  // How messages name the call: the intrinsic, and the group operation that made it.
  const label = via ? `\`${name}\` (run by ${via})` : `\`${name}\``;
  // A shuffle run by a cooperative-groups algorithm (`cg.reduce`, `cg.inclusive_scan`, ...)
  // takes its delta from CUDA's implementation, not from the learner: no `W-DELTA-RANGE`
  // there (a scan of a thread_block_tile<1> shifts by 1 in segments of 1, as CUDA's does).
  const ownDelta = !via?.startsWith('`cg.');
  return {
    name, kind: `shfl.${mode}`, counter: 'shuffles',
    exec(call) {
      const w = call.warp;
      if (call.site && !w.trace && w.ctx.fast && fastShuffle(call, mode)) return;
      const ctx = w.ctx;
      const tr = beginTrace(call, name);
      const lanes = lanesOf(call.participants);
      // Read every source before writing any result.
      const out: { l: number; raw: number | bigint; p: Poison | undefined }[] = [];
      for (const l of lanes) {
        const ins = call.instrOf(l);
        const bp = operandPoison(w, ins, 1, l) ?? operandPoison(w, ins, 2, l);
        if (bp) {
          ctx.laneError(w, l, 'undefined-value', 'E-UNDEFINED-USE', ins.loc,
            () => `${ctx.laneName(w, l)} passes an undefined ${mode === 'idx' ? 'source lane' : mode === 'bfly' ? 'lane mask' : 'delta'} or width to ${label}: ${bp.why}`);
          continue;
        }
        const b = operand32(w, ins, 1, l);
        const width = operand32(w, ins, 2, l);
        let { j } = shuffleSource(mode, l, b, width);
        let p: Poison | undefined;
        if (!isValidWidth(width)) {
          ctx.laneError(w, l, 'argument', 'E-SHFL-WIDTH', ins.loc,
            () => `${label} called with width ${width} in ${ctx.laneName(w, l)}: width must be a power of two from 1 to 32 (undefined behaviour otherwise)`);
          w.killed &= ~(1 << l);
          p = { why: `${label} was called with width ${width}, which is not a power of two in 1..32`, lane: l, line: ins.loc.line, column: ins.loc.column };
          j = j & 31;
        } else if (ownDelta && (mode === 'up' || mode === 'down') && (b >>> 0) >= width) {
          ctx.laneReport(w, l, 'argument', 'W-DELTA-RANGE', 'warning', ins.loc, () => deltaText(label, ctx.laneName(w, l), b >>> 0, width));
        }
        if (!p && j !== l && !((call.participants >>> j) & 1)) {
          const reason = absentReason(w, call, j);
          p = { why: `${label} in ${ctx.laneName(w, l)} at line ${ins.loc.line} read lane ${j}${ofWarp(w)}, but ${reason}; its result is undefined (an H200 returned 0 for such reads)`, lane: l, line: ins.loc.line, column: ins.loc.column, srcLane: j };
        }
        let raw: number | bigint = 0;
        if (!p) {
          const src = call.instrOf(j);
          const from = w.regs[src.fn]![src.operands![0]!]!;
          const got = asKindOf(from[j]!, from, w.regs[ins.fn]![ins.dst!]!);
          if (got === null) {
            raw = w.regs[ins.fn]![ins.dst!] instanceof BigInt64Array ? 0n : 0;
            p = { why: `${label} in ${ctx.laneName(w, l)} at line ${ins.loc.line} paired with the call at line ${src.loc.line} in lane ${j}${ofWarp(w)}, which shuffles a value of another width: a 64-bit shuffle is two 32-bit ones, so the halves do not pair`, lane: l, line: ins.loc.line, column: ins.loc.column, srcLane: j };
          } else {
            raw = got;
            p = w.pois[src.fn]![src.operands![0]!]?.[j];
          }
        } else if (w.regs[ins.fn]![ins.dst!] instanceof BigInt64Array) raw = 0n;
        out.push({ l, raw, p });
        if (tr) {
          tr.operands[l] = operand(w, ins, 0, l);
          tr.operands2[l] = b;
          tr.widths[l] = width;
          tr.sources[l] = j;
        }
      }
      for (const o of out) {
        setResult(w, call.instrOf(o.l), o.l, o.raw, o.p);
        if (tr) {
          tr.results[o.l] = o.p ? null : o.raw;
          tr.undefinedResult[o.l] = !!o.p;
        }
      }
    },
  };
}

/** Per lane, the lane it reads (fast path); values are copied through a scratch of the
 * value register's own kind, so that every loop sees one kind of array. */
const sources = new Int32Array(32);
const scratch32 = new Int32Array(32);
const scratch64 = new Float64Array(32);
const scratchBig = new BigInt64Array(32);

/** The source lane of lane `l` for a valid `width` (PTX `shfl.sync`, as `shuffleSource`). */
function sourceOf(mode: ShuffleMode, l: number, bval: number, width: number): number {
  const segmask = (32 - width) & 31;
  let j: number;
  if (mode === 'up') { j = l - bval; if (j < (l & segmask)) j = l; }
  else {
    const maxLane = (l & segmask) | (31 & ~segmask);
    if (mode === 'down') j = l + bval;
    else if (mode === 'bfly') j = l ^ bval;
    else j = (l & segmask) | (bval & ~segmask);
    if (j > maxLane) j = l;
  }
  return j;
}

/** Per mode, per log2(width) (0..5) and per `b & 31`: the 32 lanes' source lanes, for a
 * call whose `b` and `width` are the same in every lane (almost every call): 4 · 6 · 32
 * rows of 32, filled on first use. */
const uniformTables = new Map<ShuffleMode, (Int32Array | undefined)[]>();

/** The source lanes of a uniform call (see `uniformTables`). */
function uniformSources(mode: ShuffleMode, bval: number, width: number): Int32Array {
  let t = uniformTables.get(mode);
  if (!t) { t = new Array(6 * 32); uniformTables.set(mode, t); }
  const key = (31 - Math.clz32(width)) * 32 + bval;
  let row = t[key];
  if (!row) {
    row = new Int32Array(32);
    for (let l = 0; l < 32; l++) row[l] = sourceOf(mode, l, bval, width);
    t[key] = row;
  }
  return row;
}

/** The source lanes of a call whose `b` and `width` are uniform registers (constants), or
 * null when the width is invalid or a participant would read a lane not taking part. */
function uniformOrNull(mode: ShuffleMode, parts: number, b: number, width: number): Int32Array | null {
  if (width < 1 || width > 32 || (width & (width - 1)) !== 0) return null;
  // A delta of the width or more: the general path warns.
  if ((mode === 'up' || mode === 'down') && (b >>> 0) >= width) return null;
  const row = uniformSources(mode, b & 31, width);
  if (parts === 0xffffffff) return row;
  for (let m = parts; m !== 0; m = (m & (m - 1)) >>> 0) {
    const l = 31 - Math.clz32(m & -m);
    const j = row[l]!;
    if (j !== l && !((parts >>> j) & 1)) return null;
  }
  return row;
}

/** The source lane of every participant of a fast-path shuffle (a shared row of
 * `uniformTables`, or `sources` filled for the participants); null when a width is invalid or
 * a lane would read a lane that is not taking part (the general path reports). */
function fastSources(mode: ShuffleMode, parts: number, Bv: Int32Array, Wv: Int32Array, wUniform: boolean): Int32Array | null {
  // `wUniform`: the width register is uniform, so only `b` needs comparing across lanes.
  const l0 = 31 - Math.clz32(parts & -parts);
  const b0 = Bv[l0]!, w0 = Wv[l0]!;
  if (w0 < 1 || w0 > 32 || (w0 & (w0 - 1)) !== 0) return null;
  let uniform = true;
  if (parts === 0xffffffff && wUniform) {
    // Branch-free: any bit set in `diff` is a lane whose `b` differs from lane 0's.
    let diff = 0;
    for (let l = 0; l < 32; l += 4) diff |= (Bv[l]! ^ b0) | (Bv[l + 1]! ^ b0) | (Bv[l + 2]! ^ b0) | (Bv[l + 3]! ^ b0);
    uniform = diff === 0;
  } else if (parts === 0xffffffff) {
    let diff = 0;
    for (let l = 0; l < 32; l += 2) diff |= (Bv[l]! ^ b0) | (Wv[l]! ^ w0) | (Bv[l + 1]! ^ b0) | (Wv[l + 1]! ^ w0);
    uniform = diff === 0;
  } else {
    for (let m = parts; m !== 0; m = (m & (m - 1)) >>> 0) {
      const l = 31 - Math.clz32(m & -m);
      if (Bv[l] !== b0 || Wv[l] !== w0) { uniform = false; break; }
    }
  }
  if (uniform) return uniformOrNull(mode, parts, b0, w0);
  for (let m = parts; m !== 0; m = (m & (m - 1)) >>> 0) {
    const l = 31 - Math.clz32(m & -m);
    const width = Wv[l]!;
    if (width < 1 || width > 32 || (width & (width - 1)) !== 0) return null;
    if ((mode === 'up' || mode === 'down') && (Bv[l]! >>> 0) >= width) return null;
    const j = sourceOf(mode, l, Bv[l]! & 31, width);
    if (j !== l && !((parts >>> j) & 1)) return null;
    sources[l] = j;
  }
  return sources;
}

/**
 * The common case, computed without allocation: one call site, every width valid and every
 * source taking part, no undefined operand. Returns false (having changed nothing) when
 * any of that does not hold, so the general path handles it and reports.
 */
function fastShuffle(call: import('../core/instr').CollectiveCall, mode: ShuffleMode): boolean {
  const w = call.warp;
  const ins = call.site!;
  const ops = ins.operands!;
  const R = w.regs[ins.fn]!;
  const P = w.pois[ins.fn]!;
  if (P[ops[0]!] || P[ops[1]!] || P[ops[2]!]) return false;
  const parts = call.participants;
  const U = w.uniform[ins.fn]!;
  const src = U[ops[1]!] && U[ops[2]!]
    ? uniformOrNull(mode, parts, (R[ops[1]!] as Int32Array)[0]!, (R[ops[2]!] as Int32Array)[0]!)
    : fastSources(mode, parts, R[ops[1]!] as Int32Array, R[ops[2]!] as Int32Array, U[ops[2]!] === 1);
  if (!src) return false;
  // Read every source before writing any result (the destination may be the source).
  const V = R[ops[0]!]!, D = R[ins.dst!]!;
  if (parts === 0xffffffff && V !== D && V instanceof Int32Array) {
    // The whole warp, into another register: straight from the sources.
    const D32 = D as Int32Array;
    for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; D32[l] = V[src[l]!]!; } { const l = l0 + 1; D32[l] = V[src[l]!]!; } { const l = l0 + 2; D32[l] = V[src[l]!]!; } { const l = l0 + 3; D32[l] = V[src[l]!]!; } }
  } else if (V instanceof Int32Array) copyShuffled32(V, D as Int32Array, parts, src);
  else if (V instanceof Float64Array) copyShuffled64(V, D as Float64Array, parts, src);
  else copyShuffledBig(V, D as BigInt64Array, parts, src);
  const pd = P[ins.dst!];
  if (pd) for (let m = parts; m !== 0; m = (m & (m - 1)) >>> 0) pd[31 - Math.clz32(m & -m)] = undefined;
  return true;
}

function copyShuffled32(V: Int32Array, D: Int32Array, parts: number, src: Int32Array): void {
  for (let m = parts; m !== 0; m = (m & (m - 1)) >>> 0) { const l = 31 - Math.clz32(m & -m); scratch32[l] = V[src[l]!]!; }
  for (let m = parts; m !== 0; m = (m & (m - 1)) >>> 0) { const l = 31 - Math.clz32(m & -m); D[l] = scratch32[l]!; }
}

function copyShuffled64(V: Float64Array, D: Float64Array, parts: number, src: Int32Array): void {
  for (let m = parts; m !== 0; m = (m & (m - 1)) >>> 0) { const l = 31 - Math.clz32(m & -m); scratch64[l] = V[src[l]!]!; }
  for (let m = parts; m !== 0; m = (m & (m - 1)) >>> 0) { const l = 31 - Math.clz32(m & -m); D[l] = scratch64[l]!; }
}

function copyShuffledBig(V: BigInt64Array, D: BigInt64Array, parts: number, src: Int32Array): void {
  for (let m = parts; m !== 0; m = (m & (m - 1)) >>> 0) { const l = 31 - Math.clz32(m & -m); scratchBig[l] = V[src[l]!]!; }
  for (let m = parts; m !== 0; m = (m & (m - 1)) >>> 0) { const l = 31 - Math.clz32(m & -m); D[l] = scratchBig[l]!; }
}
