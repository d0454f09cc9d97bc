/**
 * Lays out the comparison of one output array: per lane in warp rows (thread layout)
 * or per element (element layout). See `report.ts` for when each is used.
 * Threads form warps by linear index, 32 consecutive threads a warp (docs/language.md §4;
 * Programming Guide §7.1 SIMT Architecture).
 */
import { threadsPerBlock, type ElementSelection, type LaunchSpec, type OutputCheck } from '../schema';
import type { ArrayContents, Dim3 } from '../sim/types';
import { compareElement } from './compare';
import type { CellStatus, ElementCell, ElementTable, LaneCell, WarpRow } from './report';
import type { Display } from './display';

const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Most element-table rows kept whatever their status; beyond it, only checked rows. */
const TABLE_CAP = 256;

/** The indices `sel` picks out of an array of `length` elements, ascending, in range. */
export function selectedIndices(sel: ElementSelection, length: number): number[] {
  return [...selection(sel, length).indices];
}

/** The elements a selection picks out of an array of one length: the indices
 * ({@link selectedIndices}) and, by index, 1 for a picked element, 0 otherwise. Shared:
 * read only. */
export interface Selection {
  readonly indices: readonly number[];
  readonly picked: Uint8Array;
}

/** Selections by `ElementSelection` object, then by length (`'all'` by length alone). A
 * grading asks for the same check's selection once per run, test and table. */
const allSelections = new Map<number, Selection>();
const selections = new WeakMap<object, Map<number, Selection>>();
/** Most `'all'` lengths kept (outputs of every length a course uses, many times over). */
const ALL_KEPT = 256;

function pick(sel: ElementSelection, length: number): number[] {
  if (sel === 'all') return Array.from({ length }, (_, i) => i);
  if (Array.isArray(sel)) return [...new Set(sel)].filter((i) => i < length).sort((a, b) => a - b);
  const out: number[] = [];
  for (let i = sel.start, n = 0; i < length && (sel.count === undefined || n < sel.count); i += sel.stride, n++) out.push(i);
  return out;
}

function made(sel: ElementSelection, length: number): Selection {
  const indices = pick(sel, length);
  const picked = new Uint8Array(length);
  for (const i of indices) if (i >= 0) picked[i] = 1;
  return { indices, picked };
}

/** The {@link Selection} of `sel` over `length` elements (computed once per selection
 * object and length). */
export function selection(sel: ElementSelection, length: number): Selection {
  if (sel === 'all') {
    let s = allSelections.get(length);
    if (!s) {
      if (allSelections.size >= ALL_KEPT) allSelections.delete(allSelections.keys().next().value as number);
      s = made(sel, length);
      allSelections.set(length, s);
    }
    return s;
  }
  let byLength = selections.get(sel);
  if (!byLength) selections.set(sel, byLength = new Map());
  let s = byLength.get(length);
  if (!s) byLength.set(length, s = made(sel, length));
  return s;
}

/** Block `[x, y, z]` of linear block index `b` in `grid` (x fastest). */
export function blockOf(b: number, grid: Dim3): Dim3 {
  return [b % grid[0], Math.floor(b / grid[0]) % grid[1], Math.floor(b / (grid[0] * grid[1]))];
}

/** Result of comparing one array. */
export interface ArrayComparison {
  /** Checked elements that did not match, ascending. */
  failures: { index: number; expected: number | bigint | null; actual: number | bigint | null; status: CellStatus; reason?: string }[];
  checked: number;
}

type Elem = 'int' | 'uint' | 'float' | 'double' | 'long' | 'ulong';

/** Compares the selected elements of `actual` with `expected`. */
export function compareArray(check: OutputCheck, elem: Elem, expected: ArrayContents, actual: ArrayContents): ArrayComparison {
  const idx = selection(check.elements, expected.length).indices;
  const failures: ArrayComparison['failures'] = [];
  for (const i of idx) {
    const e = expected[i] ?? null;
    if (e === null) throw new Error(`the reference leaves \`${check.param}[${i}]\` undefined`);
    const v = compareElement(e, actual[i] ?? null, check.compare, elem);
    if (v.status !== 'ok') failures.push({ index: i, expected: e, actual: actual[i] ?? null, status: v.status, ...(v.reason ? { reason: v.reason } : {}) });
  }
  return { failures, checked: idx.length };
}

/** How element `i` compares: its status, and a reason when there is one. */
function verdict(i: number, check: OutputCheck, elem: Elem, picked: Uint8Array, e: number | bigint | null, a: number | bigint | null): { status: CellStatus; reason?: string } {
  if (picked[i] !== 1 || e === null) return UNCHECKED;
  return compareElement(e, a, check.compare, elem);
}

const UNCHECKED = Object.freeze({ status: 'unchecked' as const });

/** Lane `lane`'s cell, which shows element `i`. */
function laneCell(lane: number, i: number, check: OutputCheck, elem: Elem, picked: Uint8Array, expected: ArrayContents, actual: ArrayContents): LaneCell {
  const e = expected[i] ?? null;
  const a = actual[i] ?? null;
  const v = verdict(i, check, elem, picked, e, a);
  return v.reason ? { lane, element: i, expected: e, actual: a, status: v.status, reason: v.reason } : { lane, element: i, expected: e, actual: a, status: v.status };
}

/** Element `i`'s row of an element table. */
function rowCell(i: number, check: OutputCheck, elem: Elem, picked: Uint8Array, expected: ArrayContents, actual: ArrayContents): ElementCell {
  const e = expected[i] ?? null;
  const a = actual[i] ?? null;
  const v = verdict(i, check, elem, picked, e, a);
  return v.reason ? { index: i, expected: e, actual: a, status: v.status, reason: v.reason } : { index: i, expected: e, actual: a, status: v.status };
}

/** One 32-lane row per warp of the launch; element `i` belongs to global thread `i`.
 * With `display`, every row says it (`WarpRow.display`). */
export function warpRows(check: OutputCheck, elem: Elem, launch: LaunchSpec, expected: ArrayContents, actual: ArrayContents, display?: Display): WarpRow[] {
  const { picked } = selection(check.elements, expected.length);
  const tpb = threadsPerBlock(launch);
  const blocks = launch.grid[0] * launch.grid[1] * launch.grid[2];
  const rows: WarpRow[] = [];
  for (let b = 0; b < blocks; b++) {
    for (let w = 0; w * 32 < tpb; w++) {
      const lanes: LaneCell[] = [];
      // No thread, no element, nothing expected: shown as "no lane", never counted as wrong.
      const missing = (w + 1) * 32 > tpb ? `no such lane: the block has ${tpb} threads, so warp ${w} has only ${plural(tpb - w * 32, 'lane')}` : '';
      for (let lane = 0; lane < 32; lane++) {
        const t = w * 32 + lane;
        if (t >= tpb) lanes.push({ lane, element: null, expected: null, actual: null, status: 'inactive', reason: missing });
        else lanes.push(laneCell(lane, b * tpb + t, check, elem, picked, expected, actual));
      }
      rows.push(display ? { param: check.param, block: blockOf(b, launch.grid), warp: w, lanes, display } : { param: check.param, block: blockOf(b, launch.grid), warp: w, lanes });
    }
  }
  return rows;
}

/** An element table; past {@link TABLE_CAP} rows only checked elements are kept. With
 * `display`, the table says it (`ElementTable.display`). */
export function elementTable(check: OutputCheck, elem: Elem, expected: ArrayContents, actual: ArrayContents, display?: Display): ElementTable {
  const { picked } = selection(check.elements, expected.length);
  const rows: ElementCell[] = [];
  let omitted = 0;
  for (let i = 0; i < expected.length; i++) {
    if (rows.length >= TABLE_CAP && picked[i] !== 1) { omitted++; continue; }
    rows.push(rowCell(i, check, elem, picked, expected, actual));
  }
  return display ? { param: check.param, rows, omitted, display } : { param: check.param, rows, omitted };
}
