/**
 * A warp's 32 lanes, expected against actual, as a table of four 8-lane bands (so it
 * fits a phone). Each lane's status is spelled out, not only coloured: a mismatch is
 * marked `✗`, an undefined value reads "undefined" (its reason follows the table), a lane
 * that does not exist (the missing lanes of a partial warp, status `inactive`) reads
 * "no lane" in both rows and is never counted as wrong, a lane the exercise does not
 * check is dimmed "–". Values read as the output's `display` says (`format.ts`).
 * When the output's initial fill is known, a cell that still holds it (`labelledUnwritten`
 * in `fills.ts`) is shown in italics, titled and spoken "not written", with a one-line
 * legend under the table.
 */
import { h, type Child } from '../dom';
import type { Display } from '../../grader/display';
import { formatValue } from './format';
import { labelledUnwritten } from './fills';
import { laneRanges } from '../../sim/core/values';

/** Status of one lane, as the grader reports it. */
export type LaneStatus = 'ok' | 'mismatch' | 'undefined' | 'inactive' | 'unchecked';

/** One lane of a warp table. `expected`/`actual` are `null` when undefined. */
export interface LaneRow {
  lane: number;
  /** A `bigint` for a `long`/`ulong` output. */
  expected: number | bigint | string | null;
  actual: number | bigint | string | null;
  status: LaneStatus;
  /** Why the value is undefined or the lane inactive (shown under the table). */
  reason?: string;
}

const MARK: Record<LaneStatus, string> = { ok: '✓', mismatch: '✗', undefined: '⚠', inactive: '·', unchecked: '' };

/** What a lane that does not exist reads, in both rows. */
export const NO_LANE = 'no lane';

/** The text of a lane's *Expected* cell. DOM-free. */
export function expectedText(row: Pick<LaneRow, 'expected' | 'status'>, display: Display = 'decimal'): string {
  if (row.status === 'inactive') return NO_LANE;
  if (row.status === 'unchecked') return '–';
  return formatValue(row.expected, display);
}

/** The text of a lane's *Got* cell (without its mark). DOM-free. */
export function actualText(row: Pick<LaneRow, 'actual' | 'status'>, display: Display = 'decimal'): string {
  if (row.status === 'inactive') return NO_LANE;
  if (row.status === 'undefined' || row.actual === null) return 'undefined';
  return formatValue(row.actual, display);
}

/** Title of a *Got* element that still holds the output's initial value `fill`. */
export function unwrittenTitle(fill: number, display: Display = 'decimal'): string {
  const v = formatValue(fill, display);
  return `not written by any thread: still the initial value ${v} (or a thread wrote ${v})`;
}

/** Title of an *Expected* element that is the output's initial value `fill`. */
export function unwrittenExpectedTitle(fill: number, display: Display = 'decimal'): string {
  const v = formatValue(fill, display);
  return `not written: the reference solution stores nothing here, so it keeps the initial value ${v} (or it stores ${v})`;
}

/** The legend under a table with elements that still hold the initial value `fill`. */
export function unwrittenLegend(param: string, fill: number, display: Display = 'decimal'): HTMLElement {
  return h('p', { class: 'wx-legend' },
    'In italics, dotted: not written — still the initial value ', formatValue(fill, display), ' of ', h('code', null, param),
    ' (no thread stored there, or one stored that same value).');
}

/**
 * Builds the table for one warp; `caption` names the warp (e.g. "Block 0, warp 1").
 * `initial`: the output array's initial fill and name, when known, to label cells that
 * still hold it. `display`: how the output's values read (default decimal).
 */
export function laneTable(caption: Child | Child[], rows: readonly LaneRow[], initial?: { param: string; fill: number }, display: Display = 'decimal'): HTMLElement {
  const kept = (r: LaneRow): boolean => labelledUnwritten(r.actual, initial?.fill, { row: 'got', status: r.status });
  const keptExpected = (r: LaneRow): boolean => labelledUnwritten(r.expected, initial?.fill, { row: 'expected', status: r.status });
  const bands: HTMLElement[] = [];
  for (let start = 0; start < rows.length; start += 8) {
    const band = rows.slice(start, start + 8);
    bands.push(
      h('tbody', null,
        h('tr', { class: 'wx-lanes' }, h('th', { scope: 'row' }, 'Lane'), band.map((r) => h('th', { scope: 'col' }, r.lane))),
        h('tr', null, h('th', { scope: 'row' }, 'Expected'),
          band.map((r) => h('td', {
            class: r.status === 'unchecked' || r.status === 'inactive' ? 'wx-dim' : keptExpected(r) ? 'wx-unwritten' : null,
            title: keptExpected(r) ? unwrittenExpectedTitle(initial!.fill, display) : null,
          },
          keptExpected(r) && h('span', { class: 'wx-sr' }, 'not written: '),
          expectedText(r, display)))),
        h('tr', null, h('th', { scope: 'row' }, 'Got'),
          band.map((r) => h('td', { class: `wx-${r.status}${kept(r) ? ' wx-unwritten' : ''}`, title: r.reason ?? (kept(r) ? unwrittenTitle(initial!.fill, display) : null) },
            MARK[r.status] ? h('span', { class: 'wx-mark', 'aria-hidden': 'true' }, MARK[r.status]) : null,
            h('span', { class: 'wx-sr' }, (r.status === 'ok' ? 'match: ' : r.status === 'mismatch' ? 'mismatch: ' : '') + (kept(r) ? 'not written: ' : '')),
            actualText(r, display)))),
      ),
    );
  }
  const reasons = rows.filter((r) => r.reason && (r.status === 'undefined' || r.status === 'inactive' || r.status === 'mismatch'));
  const bad = rows.filter((r) => r.status === 'mismatch' || r.status === 'undefined').length;
  return h('figure', { class: 'wx-warp' },
    h('figcaption', null, caption, bad ? ` — ${bad} of ${rows.filter((r) => r.status !== 'unchecked' && r.status !== 'inactive').length} checked lanes wrong` : ' — all checked lanes match'),
    h('div', { class: 'wx-scroll', tabindex: '0', role: 'region', 'aria-label': 'Lane table (scrolls sideways)' }, h('table', { class: 'wx-lane-table' }, bands)),
    initial && rows.some((r) => kept(r) || keptExpected(r)) && unwrittenLegend(initial.param, initial.fill, display),
    reasons.length > 0 && h('ul', { class: 'wx-reasons' }, reasonLines(reasons)),
  );
}

/**
 * The reasons under a warp table, one line per distinct reason with its lanes as ranges
 * ("Lanes 0–7, 12: …"), in order of first appearance; at most `max` lines, then a line
 * saying how many more lanes have other reasons. DOM-free.
 */
export function reasonTexts(rows: readonly Pick<LaneRow, 'lane' | 'reason'>[], max = 8): string[] {
  const byReason = new Map<string, number>();
  const count = new Map<string, number>();
  for (const r of rows) {
    if (!r.reason) continue;
    byReason.set(r.reason, ((byReason.get(r.reason) ?? 0) | (1 << (r.lane & 31))) >>> 0);
    count.set(r.reason, (count.get(r.reason) ?? 0) + 1);
  }
  const groups = [...byReason];
  const lines = groups.slice(0, max).map(([reason, mask]) => `${count.get(reason)! > 1 ? 'Lanes' : 'Lane'} ${laneRanges(mask)}: ${reason}`);
  const rest = groups.slice(max).reduce((n, [reason]) => n + count.get(reason)!, 0);
  if (rest > 0) lines.push(`… and ${rest} more ${rest === 1 ? 'lane' : 'lanes'}.`);
  return lines;
}

function reasonLines(rows: readonly LaneRow[]): HTMLElement[] {
  return reasonTexts(rows).map((t) => h('li', null, t));
}
