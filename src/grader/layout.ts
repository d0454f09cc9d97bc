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

const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Most element-table rows kept whatever their status; beyond it, only checked rows. */
const TABLE_CAP = 256;

/** The indices `sel` picks out of an array of `length` elements, ascending, in range. */
export function selectedIndices(sel: ElementSelection, length: number): number[] {
  if (sel === 'all') return Array.from({ length }, (_, i) => i);
  if (Array.isArray(sel)) return [...new Set(sel)].filter((i) => i < length).sort((a, b) => a - b);
  const out: number[] = [];
  for (let i = sel.start, n = 0; i < length && (sel.count === undefined || n < sel.count); i += sel.stride, n++) out.push(i);
  return out;
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
  const idx = selectedIndices(check.elements, expected.length);
  const failures: ArrayComparison['failures'] = [];
  for (const i of idx) {
    const e = expected[i] ?? null;
    if (e === null) throw new Error(`the reference leaves \`${check.param}[${i}]\` undefined`);
    const v = compareElement(e, actual[i] ?? null, check.compare, elem);
    if (v.status !== 'ok') failures.push({ index: i, expected: e, actual: actual[i] ?? null, status: v.status, ...(v.reason ? { reason: v.reason } : {}) });
  }
  return { failures, checked: idx.length };
}

function cell(i: number, check: OutputCheck, elem: Elem, checked: Set<number>, expected: ArrayContents, actual: ArrayContents): Omit<ElementCell, 'index'> {
  const e = expected[i] ?? null;
  const a = actual[i] ?? null;
  if (!checked.has(i) || e === null) return { expected: e, actual: a, status: 'unchecked' };
  const v = compareElement(e, a, check.compare, elem);
  return { expected: e, actual: a, status: v.status, ...(v.reason ? { reason: v.reason } : {}) };
}

/** One 32-lane row per warp of the launch; element `i` belongs to global thread `i`. */
export function warpRows(check: OutputCheck, elem: Elem, launch: LaunchSpec, expected: ArrayContents, actual: ArrayContents): WarpRow[] {
  const checked = new Set(selectedIndices(check.elements, expected.length));
  const tpb = threadsPerBlock(launch);
  const blocks = launch.grid[0] * launch.grid[1] * launch.grid[2];
  const rows: WarpRow[] = [];
  for (let b = 0; b < blocks; b++) {
    for (let w = 0; w * 32 < tpb; w++) {
      const lanes: LaneCell[] = [];
      for (let lane = 0; lane < 32; lane++) {
        const t = w * 32 + lane;
        if (t >= tpb) {
          // No thread, no element, nothing expected: shown as "no lane", never counted as wrong.
          lanes.push({ lane, element: null, expected: null, actual: null, status: 'inactive', reason: `no such lane: the block has ${tpb} threads, so warp ${w} has only ${plural(tpb - w * 32, 'lane')}` });
          continue;
        }
        const i = b * tpb + t;
        lanes.push({ lane, element: i, ...cell(i, check, elem, checked, expected, actual) });
      }
      rows.push({ param: check.param, block: blockOf(b, launch.grid), warp: w, lanes });
    }
  }
  return rows;
}

/** An element table; past {@link TABLE_CAP} rows only checked elements are kept. */
export function elementTable(check: OutputCheck, elem: Elem, expected: ArrayContents, actual: ArrayContents): ElementTable {
  const checked = new Set(selectedIndices(check.elements, expected.length));
  const rows: ElementCell[] = [];
  let omitted = 0;
  for (let i = 0; i < expected.length; i++) {
    if (rows.length >= TABLE_CAP && !checked.has(i)) { omitted++; continue; }
    rows.push({ index: i, ...cell(i, check, elem, checked, expected, actual) });
  }
  return { param: check.param, rows, omitted };
}
