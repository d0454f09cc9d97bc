/**
 * Layout data of lane diagrams, computed from the simulator's trace (docs/language.md §6 "Trace"):
 * for one warp-level operation, what each of the 32 lane columns shows, the arrows of a
 * shuffle (source lane → destination lane), the mask and active-group strips, ballot bits,
 * match groups and `width` segments. Plain data, DOM-free: the SVG renderer, the HTML table
 * and the tests all read it.
 */
import type { TraceOp } from '../sim/types';
import { popc } from '../sim/core/values';
import { intrinsicNames } from '../lang/intrinsics/table';

/** What a lane column is during the operation. */
export type LaneState = 'participant' | 'inactive' | 'exited' | 'missing';

/** How a lane got its result. `read`: from the source lane; `own`: kept its own value
 * because the source was outside its segment (defined); `undefined`: the source was
 * inactive, exited or outside the mask (the result is undefined). */
export type ArrowKind = 'read' | 'own' | 'undefined';

export interface LaneCell {
  lane: number;
  state: LaneState;
  inMask: boolean;
  operand: string | null;
  result: string | null;
  /** Index of the match group (lanes with equal values), for `__match_any_sync`. */
  group: number | null;
}

export interface Arrow { from: number; to: number; kind: ArrowKind }

export interface OpLayout {
  seq: number;
  kind: string;
  line: number;
  /** A one-line caption, e.g. "`__shfl_down_sync` mask 0xffffffff, line 4" (without the
   * line when {@link LayoutOptions.showLine} is false). */
  caption: string;
  mask: number;
  activeGroup: number;
  lanes: LaneCell[];
  arrows: Arrow[];
  /** Segment starts when the width is below 32 (outlined boxes), else empty. */
  segments: { start: number; width: number }[];
  /** For votes: the ballot bits (bit i = lane i's predicate was non-zero). */
  ballot: number | null;
  /** Number of match groups (for colouring), 0 when not a match. */
  groupCount: number;
  /** For an operation of a cooperative group: each participant's rank in the group (the
   * lanes of the mask below it), null elsewhere; null when the operation is a plain one. */
  ranks: (number | null)[] | null;
}

/** The families drawn as arrows (shuffles) and as predicate bits (votes), from the descriptor table. */
const SHUFFLES = new Set<string>(intrinsicNames((d) => d.family === 'shuffle'));
const VOTES = new Set<string>(intrinsicNames((d) => d.family === 'vote' && d.sim === 'collective'));

function hex(m: number): string {
  return '0x' + (m >>> 0).toString(16).padStart(8, '0');
}

/** Formats a raw value for a cell (integers as they are; big unsigned masks in hex). */
export function cellText(v: number | bigint | null): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint') return v > 0xffffn || v < -0xffffn ? `0x${BigInt.asUintN(64, v).toString(16)}` : String(v); // a 64-bit value's bits
  if (Number.isInteger(v) && (v > 0xffff || v < -0xffff)) return hex(v);
  return String(v);
}

/** Options of {@link layoutOp}. */
export interface LayoutOptions {
  /** Whether the caption names the call's source line (default true). Leave it off when the
   * program the operation came from is not shown next to the diagram: a line number of
   * code the reader cannot see points nowhere. */
  showLine?: boolean;
}

/** The lane a `validLanes` mask lacks are missing (partial warp); exited lanes are in `op.exited`. */
export function layoutOp(op: TraceOp, validLanes = 0xffffffff, opts: LayoutOptions = {}): OpLayout {
  const lanes: LaneCell[] = [];
  const matchKeys = new Map<string, number>();
  const isMatch = op.kind === '__match_any_sync';
  for (let l = 0; l < 32; l++) {
    const bit = 1 << l;
    const state: LaneState = !(validLanes & bit) ? 'missing' : op.participants & bit ? 'participant' : op.exited & bit ? 'exited' : 'inactive';
    let group: number | null = null;
    if (isMatch && state === 'participant' && op.results[l] !== null) {
      const key = String(op.results[l]);
      if (!matchKeys.has(key)) matchKeys.set(key, matchKeys.size);
      group = matchKeys.get(key)!;
    }
    lanes.push({
      lane: l, state, inMask: (op.mask & bit) !== 0,
      operand: state === 'participant' ? cellText(op.operands[l] ?? null) : null,
      result: state === 'participant' ? (op.undefinedResult[l] ? 'undef' : cellText(op.results[l] ?? null)) : null,
      group,
    });
  }
  const arrows: Arrow[] = [];
  const segments: { start: number; width: number }[] = [];
  if (SHUFFLES.has(op.kind)) {
    for (let l = 0; l < 32; l++) {
      const src = op.sources[l];
      if (src === null || src === undefined || lanes[l]!.state !== 'participant') continue;
      const kind: ArrowKind = op.undefinedResult[l] ? 'undefined' : src === l && op.kind !== '__shfl_sync' && op.operands2[l] !== 0 ? 'own' : 'read';
      arrows.push({ from: src, to: l, kind });
    }
    const widths = new Set(op.widths.filter((w): w is number => w !== null));
    if (widths.size === 1) {
      const w = [...widths][0]!;
      if (w < 32 && w >= 1 && (w & (w - 1)) === 0) for (let s = 0; s < 32; s += w) segments.push({ start: s, width: w });
    }
  }
  let ballot: number | null = null;
  if (VOTES.has(op.kind)) {
    ballot = 0;
    for (let l = 0; l < 32; l++) if (lanes[l]!.state === 'participant' && op.operands[l]) ballot |= 1 << l;
    ballot >>>= 0;
  }
  const at = op.line && opts.showLine !== false ? `, line ${op.line}` : '';
  const caption = op.kind === 'diverge' || op.kind === 'reconverge' || op.kind === '__syncthreads' || op.kind === '__activemask'
    ? `${op.kind === '__activemask' ? '`__activemask()`' : op.kind === '__syncthreads' ? '`__syncthreads()`' : op.kind} — lanes ${hex(op.activeGroup)}${at}`
    : `\`${op.kind}\` mask ${hex(op.mask)}${at}${op.group ? ` — ${op.group}` : ''}`;
  const ranks = op.group
    ? Array.from({ length: 32 }, (_, l) => ((op.participants >>> l) & 1 ? popc(op.mask & ((1 << l) - 1)) : null))
    : null;
  return {
    seq: op.seq, kind: op.kind, line: op.line, caption, mask: op.mask >>> 0, activeGroup: op.activeGroup >>> 0,
    lanes, arrows, segments, ballot, groupCount: matchKeys.size, ranks,
  };
}
