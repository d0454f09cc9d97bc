/**
 * Array loads, stores and atomics per lane: bounds checks (docs/language.md §6 "Memory safety"),
 * undefined elements (unwritten shared memory, stored undefined values), race detection
 * (see `core/memory.ts`) and operation counts.
 */
import type { ElemType, Loc, ScalarType } from '../../lang/ir';
import type { Mem, Poison } from '../core/state';
import type { Warp } from '../core/warp';
import { recordAccess, type RaceHit } from '../core/memory';
import { fastBodies } from '../core/tier';
import { hint, type Hint } from '../../lang/registry';
import type { Body } from './vector';

function elemName(m: Mem, i: number): string {
  return `\`${m.name}[${i}]\``;
}

/** Reads the lane's index register value as a JS integer (a 64-bit index beyond the
 * safe integers stays beyond every array's bounds). */
function indexValue(raw: number | bigint, t: ScalarType): number {
  if (typeof raw === 'bigint') return Number(t === 'ulong' ? BigInt.asUintN(64, raw) : raw);
  return t === 'uint' ? raw >>> 0 : raw;
}

/** A register or array of any kind, for copies that keep the bits (the element kinds of
 * both sides match: `BigInt64Array` with `BigInt64Array`, and so on). */
type Cells = { [i: number]: number };

/** Checks the array reference, index poison and bounds; returns the index or -1 (lane stopped). */
export function checkIndex(w: Warp, lane: number, m: Mem | null | undefined, raw: number | bigint, idxType: ScalarType,
  idxPoison: Poison | undefined, loc: Loc, what: string): number {
  const ctx = w.ctx;
  if (!m) throw new Error(`assertion: array register unbound at ${loc.line}:${loc.column}`);
  if (idxPoison) {
    ctx.laneError(w, lane, 'undefined-value', 'E-UNDEFINED-USE', loc,
      () => `${ctx.laneName(w, lane)} uses an undefined value as an index into \`${m.name}\`: ${idxPoison.why}`,
      hint('E-UNDEFINED-USE', 'index'),
      () => [{ message: `the undefined value was produced here: ${idxPoison.why}`, line: idxPoison.line, column: idxPoison.column }]);
    return -1;
  }
  const i = indexValue(raw, idxType);
  if (i < 0 || i >= m.length) {
    ctx.laneError(w, lane, 'out-of-bounds', 'E-OUT-OF-BOUNDS', loc,
      () => `${ctx.laneName(w, lane)} ${what} \`${m.name}[${i}]\`, but \`${m.name}\` has ${m.length} elements (valid indices 0..${m.length - 1})`);
    return -1;
  }
  return i;
}

/**
 * The hint of a race on element `i` of `m` between the current access and `hit`, most
 * likely fix first: two writers, or threads of different warps or blocks touching one
 * element, usually mean a wrong index, so the index comes first; a read and a write by
 * lanes of one warp usually mean a missing `__syncwarp()`. `sameWarp`/`sameBlock`: where
 * the other thread is relative to the current one.
 */
export function raceHint(m: Mem, i: number, hit: RaceHit, write: boolean, sameWarp: boolean, sameBlock: boolean): Hint {
  const code = hit.prevWrite ? (write ? 'E-RACE-WW' : 'E-RACE-WR') : 'E-RACE-RW';
  if (hit.prevWrite && write) return hint(code, 'twoWriters', m.name, i);
  if (sameWarp) return hint(code, 'sameWarp');
  return sameBlock ? hint(code, 'otherWarp', m.name, i) : hint(code, 'otherBlock', m.name, i);
}

/** How a race message names an access of `what`. */
const access = (write: boolean, atomic: boolean, what: string): string => (atomic ? `updates ${what} atomically` : `${write ? 'writes' : 'reads'} ${what}`);

/** Said of a race between an atomic and a plain access: the atomic orders nothing by itself. */
const ATOMIC_NOTE = ' (an atomic update is a write: a plain read or write of the element by another thread must be ordered with it, by a barrier, or by a fence and an atomic the reader sees; atomics race only with plain accesses)';

/** Reports a race found by `recordAccess` (`atomic`: the current access is an atomic update). */
export function reportRace(w: Warp, lane: number, m: Mem, i: number, hit: RaceHit, write: boolean, loc: Loc, atomic = false): void {
  const ctx = w.ctx;
  const code = hit.prevWrite ? (write ? 'E-RACE-WW' : 'E-RACE-WR') : 'E-RACE-RW';
  const local = hit.prev.tid - w.gtid0 + w.base;
  const sameBlock = local >= 0 && local < ctx.threadsPerBlock;
  const sameWarp = sameBlock && local >> 5 === w.index;
  // The message and the other access are made for a diagnostic's first occurrence alone.
  const other = (): string => ctx.tidName(hit.prev.tid);
  const message = (): string => {
    const me = ctx.laneName(w, lane);
    const fence = m.space === 'shared' ? '`__syncwarp()` (same warp) or `__syncthreads()`' : 'barrier (`__syncthreads()` within a block) or atomic';
    // A barrier completed since, which the other thread did not reach: it had exited (memory.ts `hb`).
    const ow = sameBlock && hit.prev.gen < ctx.block.gen ? ctx.block.warps[local >> 5] : undefined;
    const gone = ow ? ` (${other()} exited at line ${ow.exitLine[local & 31]} before the \`__syncthreads()\` that ${me} passed, and a barrier orders only the accesses of the threads that reach it)` : '';
    return `data race on ${m.space} ${elemName(m, i)}: ${other()} ${access(hit.prevWrite, hit.prev.atomic, 'it')} at line ${hit.prev.line} and ${me} ${access(write, atomic, 'it')} at line ${loc.line}, with no ${fence} ordering the two accesses${gone}${hit.prev.atomic || atomic ? ATOMIC_NOTE : ''}`;
  };
  ctx.reporter.add('race', code, 'error', loc, ctx.thread(w, lane), message,
    raceHint(m, i, hit, write, sameWarp, sameBlock),
    () => [{ message: `the other access: ${other()} ${access(hit.prevWrite, hit.prev.atomic, elemName(m, i))}`, line: hit.prev.line, column: columnOf(ctx.prog.program.source, hit.prev.line, m.name), threads: [ctx.threadOfTid(hit.prev.tid)] }],
    // The same access racing with another earlier line: that line joins the diagnostic's related places.
    `<${hit.prev.line}`);
}

/**
 * The column (1-based) of the first mention of array `name` on `line` of `source`: where
 * the other access of a race is (its record keeps the line only, to stay small); 1 when the
 * line does not name it (`name` of a struct array's field is `s.v`: its base `s` is named).
 */
export function columnOf(source: string, line: number, name: string): number {
  const text = source.split('\n')[line - 1];
  if (text === undefined) return 1;
  const base = name.split('.')[0]!.replace(/[$]/g, '\\$');
  const at = new RegExp(`(?<![A-Za-z0-9_$])${base}(?![A-Za-z0-9_$])`).exec(text);
  return at ? at.index + 1 : 1;
}

/** The hint of a read of element `i` of `m` that no thread has written: the index first
 * (reading one past the written part is the usual slip), then the ordering to add if
 * another thread does write it later. */
export function unwrittenHint(m: Mem, i: number): Hint {
  return hint('N-UNWRITTEN-READ', 'element', m.name, i);
}

function count(w: Warp, m: Mem, store: boolean): void {
  const c = w.ctx.counts;
  if (m.space === 'shared') { if (store) c.sharedStores++; else c.sharedLoads++; }
  else if (m.space === 'global') { if (store) c.globalStores++; else c.globalLoads++; }
}

/** `dst = arr[idx]`. A group whose lanes all read one array that cannot race (read-only or
 * per-thread) and has no undefined element, at defined 32-bit indices in bounds, is a plain
 * gather (`plainLoad`); any other group runs the general per-lane path. */
export function loadBody(fn: number, dst: number, arr: number, idx: number, idxType: ScalarType, loc: Loc): Body {
  const general = loadGeneral(fn, dst, arr, idx, idxType, loc);
  if ((idxType !== 'int' && idxType !== 'uint') || !fastBodies()) return general;
  return plainLoad(fn, dst, arr, idx, idxType === 'uint', general);
}

/** Every lane of `L` reads `m` (no lane unbound) at an index in bounds. */
function plainIndices(A: (Mem | null)[], m: Mem, x: Int32Array, L: readonly number[], unsigned: boolean): boolean {
  const n = m.length;
  if (L.length === 32) {
    // The whole warp, four lanes a step. `i >>> 0 >= lim` is the bounds check of an unsigned
    // index, and `i < 0 || i >= n` for a signed one: a negative index reads as 2^31 or more,
    // which `lim` (at most 2^31 for a signed index) always excludes, however long the array.
    const lim = unsigned ? n : Math.min(n, 0x80000000);
    for (let l = 0; l < 32; l += 4) {
      if (A[l] !== m || A[l + 1] !== m || A[l + 2] !== m || A[l + 3] !== m) return false;
      if (x[l]! >>> 0 >= lim || x[l + 1]! >>> 0 >= lim || x[l + 2]! >>> 0 >= lim || x[l + 3]! >>> 0 >= lim) return false;
    }
    return true;
  }
  for (let k = 0; k < L.length; k++) {
    const l = L[k]!;
    if (A[l] !== m) return false;
    const i = unsigned ? x[l]! >>> 0 : x[l]!;
    if (i < 0 || i >= n) return false;
  }
  return true;
}

/**
 * The load of a group whose lanes the general path would each count, read and mark defined,
 * with nothing to check or report: one array `m` with no race bookkeeping (`readOnly` or
 * `local`) and no undefined element, an index register without undefined values, every
 * index in bounds. Otherwise `general` runs for the whole group, nothing changed before.
 */
function plainLoad(fn: number, dst: number, arr: number, idx: number, unsigned: boolean, general: Body): Body {
  return (w, g) => {
    const L = g.lanes;
    const A = w.arraysOf(fn, arr);
    const m = A[L[0]!];
    const x = w.regs[fn]![idx] as Int32Array;
    if (!m || m.undef || !(m.readOnly || m.space === 'local') || w.pois[fn]![idx] || !plainIndices(A, m, x, L, unsigned)) { general(w, g); return; }
    const d = w.regs[fn]![dst] as unknown as Cells, data = m.data as unknown as Cells;
    // Every index is in bounds (`plainIndices`): a signed one is below 2^31, so `>>> 0` leaves it as it is.
    if (L.length === 32) for (let l0 = 0; l0 < 32; l0 += 4) { { const l = l0; d[l] = data[x[l]! >>> 0]!; } { const l = l0 + 1; d[l] = data[x[l]! >>> 0]!; } { const l = l0 + 2; d[l] = data[x[l]! >>> 0]!; } { const l = l0 + 3; d[l] = data[x[l]! >>> 0]!; } }
    else if (unsigned) for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = data[x[l]! >>> 0]!; }
    else for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = data[x[l]!]!; }
    const c = w.ctx.counts;
    if (m.space === 'shared') c.sharedLoads += L.length;
    else if (m.space === 'global') c.globalLoads += L.length;
    const pd = w.pois[fn]![dst];
    if (pd) for (let k = 0; k < L.length; k++) pd[L[k]!] = undefined;
  };
}

/** `dst = arr[idx]` lane by lane: checks, counts, race records and reports in lane order. */
function loadGeneral(fn: number, dst: number, arr: number, idx: number, idxType: ScalarType, loc: Loc): Body {
  return (w, g) => {
    const A = w.arraysOf(fn, arr);
    const R = w.regs[fn]!;
    const d = R[dst] as unknown as Cells, x = R[idx]!;
    const pi = w.pois[fn]![idx];
    let pd = w.pois[fn]![dst];
    const L = g.lanes;
    for (let k = 0; k < L.length; k++) {
      const l = L[k]!;
      const m = A[l];
      const i = checkIndex(w, l, m, x[l]!, idxType, pi?.[l], loc, 'reads');
      if (i < 0) continue;
      count(w, m!, false);
      let racy = false;
      if (m!.space !== 'local' && !m!.readOnly) {
        const hit = recordAccess(m!, i, w, l, loc.line, false, false);
        if (hit) {
          reportRace(w, l, m!, i, hit, false, loc);
          for (let h = hit.also; h; h = h.also) reportRace(w, l, m!, i, h, false, loc);
          racy = true;
        }
      }
      d[l] = (m!.data as unknown as Cells)[i]!;
      if (racy) {
        pd ??= w.poisonOf(fn, dst);
        pd[l] = { why: `${elemName(m!, i)} was read at line ${loc.line} in a data race with a write (its value is undefined)`, lane: l, line: loc.line, column: loc.column, reported: true };
      } else if (m!.undef && m!.undef[i]) {
        pd ??= w.poisonOf(fn, dst);
        const stored = m!.undefWhy.get(i);
        if (!stored && m!.space === 'shared') {
          // A read of shared memory no thread wrote gives an undefined value (docs/language.md
          // §6): a note here, as for any read whose value may be discarded (DSL §6: "at
          // most a note"), and an error where the value is used.
          w.ctx.laneReport(w, l, 'undefined-value', 'N-UNWRITTEN-READ', 'note', loc,
            () => `${w.ctx.laneName(w, l)} reads ${elemName(m!, i)} before any thread wrote it: its value is undefined, even if the code then discards it`,
            unwrittenHint(m!, i));
        }
        pd[l] = stored ?? {
          why: `${elemName(m!, i)} was read at line ${loc.line} before any thread wrote it`, lane: l, line: loc.line, column: loc.column,
          hint: unwrittenHint(m!, i),
        };
      } else if (pd) pd[l] = undefined;
    }
  };
}

/** `arr[idx] = val`. A stored undefined value is reported here (a use) and the element
 * becomes undefined. */
export function storeBody(fn: number, arr: number, idx: number, idxType: ScalarType, val: number, loc: Loc): Body {
  return (w, g) => {
    const A = w.arraysOf(fn, arr);
    const R = w.regs[fn]!;
    const x = R[idx]!, v = R[val] as unknown as Cells;
    const pi = w.pois[fn]![idx];
    const pv = w.pois[fn]![val];
    const L = g.lanes;
    for (let k = 0; k < L.length; k++) {
      const l = L[k]!;
      const m = A[l];
      const i = checkIndex(w, l, m, x[l]!, idxType, pi?.[l], loc, 'writes');
      if (i < 0) continue;
      storeElement(w, l, m!, i, v[l]!, pv?.[l], loc);
    }
  };
}

/**
 * Lane `l` writes `value` (a raw register value of the element's kind), or the undefined
 * value `p`, to element `i` of `m` (in bounds): counted, checked for a race, and an
 * undefined value stored is reported here (a use) unless it was already, and makes the
 * element undefined. Every write to memory other than an atomic goes through here.
 */
export function storeElement(w: Warp, l: number, m: Mem, i: number, value: number | bigint, given: Poison | undefined, loc: Loc): void {
  const ctx = w.ctx;
  count(w, m, true);
  let racyWrite = false;
  if (m.space !== 'local') {
    const hit = recordAccess(m, i, w, l, loc.line, true, false);
    if (hit) {
      reportRace(w, l, m, i, hit, true, loc);
      for (let h = hit.also; h; h = h.also) reportRace(w, l, m, i, h, true, loc);
      for (let h: RaceHit | undefined = hit; h; h = h.also) if (h.prevWrite) racyWrite = true;
    }
  }
  const p = given ?? (racyWrite ? { why: `${elemName(m, i)} was written by two threads in a data race (line ${loc.line})`, lane: l, line: loc.line, column: loc.column, reported: true } : undefined);
  if (p && !p.reported) {
    ctx.laneError(w, l, 'undefined-value', 'E-UNDEFINED-STORE', loc,
      () => `${ctx.laneName(w, l)} stores an undefined value to ${elemName(m, i)}: ${p.why}`,
      p.hint ?? hint('E-UNDEFINED-STORE', 'absentLane'),
      () => [{ message: `undefined value produced here: ${p.why}`, line: p.line, column: p.column, threads: [ctx.thread(w, p.lane)] }]);
    w.killed &= ~(1 << l); // a store of poison is reported, the lane goes on
  }
  if (p) {
    m.undef ??= new Uint8Array(m.length);
    m.undef[i] = 1;
    m.undefWhy.set(i, p);
    return;
  }
  (m.data as unknown as Cells)[i] = value as number;
  if (m.undef) m.undef[i] = 0;
}

export type { ElemType };
