/**
 * A warp's 32 lanes, expected against actual, as a table of four 8-lane bands (so it
 * fits a phone). Each lane's status is spelled out, not only coloured: a mismatch is
 * marked `✗`, an undefined value reads "undefined" (its reason follows the table), an
 * inactive lane reads "inactive", a lane the exercise does not check is dimmed "–".
 * When the output's initial fill is known, a lane whose element still holds it is shown
 * in italics, titled and spoken "not written", with a one-line legend under the table.
 */
import { h, type Child } from '../dom';
import { formatValue } from './format';
import { holdsFill } from './fills';
import { laneRanges } from '../../sim/core/values';

/** Status of one lane, as the grader reports it. */
export type LaneStatus = 'ok' | 'mismatch' | 'undefined' | 'inactive' | 'unchecked';

/** One lane of a warp table. `expected`/`actual` are `null` when undefined. */
export interface LaneRow {
  lane: number;
  expected: number | string | null;
  actual: number | string | null;
  status: LaneStatus;
  /** Why the value is undefined or the lane inactive (shown under the table). */
  reason?: string;
}

const MARK: Record<LaneStatus, string> = { ok: '✓', mismatch: '✗', undefined: '⚠', inactive: '·', unchecked: '' };

function actualText(row: LaneRow): string {
  if (row.status === 'inactive') return 'inactive';
  if (row.status === 'undefined' || row.actual === null) return 'undefined';
  return formatValue(row.actual);
}

/** Title of an element that still holds the output's initial value `fill`. */
export function unwrittenTitle(fill: number): string {
  const v = formatValue(fill);
  return `not written by any thread: still the initial value ${v} (or a thread wrote ${v})`;
}

/** The legend under a table with elements that still hold the initial value `fill`. */
export function unwrittenLegend(param: string, fill: number): HTMLElement {
  return h('p', { class: 'wx-legend' },
    'In italics, dotted: not written — still the initial value ', formatValue(fill), ' of ', h('code', null, param),
    ' (no thread stored there, or one stored that same value).');
}

/**
 * Builds the table for one warp; `caption` names the warp (e.g. "Block 0, warp 1").
 * `initial`: the output array's initial fill and name, when known, to label lanes whose
 * element still holds it.
 */
export function laneTable(caption: Child | Child[], rows: readonly LaneRow[], initial?: { param: string; fill: number }): HTMLElement {
  // Only a wrong lane is labelled: a right one may expect the fill value itself.
  const kept = (r: LaneRow): boolean => r.status === 'mismatch' && holdsFill(r.actual, initial?.fill);
  const bands: HTMLElement[] = [];
  for (let start = 0; start < rows.length; start += 8) {
    const band = rows.slice(start, start + 8);
    bands.push(
      h('tbody', null,
        h('tr', { class: 'wx-lanes' }, h('th', { scope: 'row' }, 'Lane'), band.map((r) => h('th', { scope: 'col' }, r.lane))),
        h('tr', null, h('th', { scope: 'row' }, 'Expected'),
          band.map((r) => h('td', { class: r.status === 'unchecked' ? 'wx-dim' : null },
            r.status === 'unchecked' ? '–' : formatValue(r.expected)))),
        h('tr', null, h('th', { scope: 'row' }, 'Got'),
          band.map((r) => h('td', { class: `wx-${r.status}${kept(r) ? ' wx-unwritten' : ''}`, title: r.reason ?? (kept(r) ? unwrittenTitle(initial!.fill) : null) },
            MARK[r.status] ? h('span', { class: 'wx-mark', 'aria-hidden': 'true' }, MARK[r.status]) : null,
            h('span', { class: 'wx-sr' }, (r.status === 'ok' ? 'match: ' : r.status === 'mismatch' ? 'mismatch: ' : '') + (kept(r) ? 'not written: ' : '')),
            actualText(r)))),
      ),
    );
  }
  const reasons = rows.filter((r) => r.reason && (r.status === 'undefined' || r.status === 'inactive' || r.status === 'mismatch'));
  const bad = rows.filter((r) => r.status === 'mismatch' || r.status === 'undefined').length;
  return h('figure', { class: 'wx-warp' },
    h('figcaption', null, caption, bad ? ` — ${bad} of ${rows.filter((r) => r.status !== 'unchecked' && r.status !== 'inactive').length} checked lanes wrong` : ' — all checked lanes match'),
    h('div', { class: 'wx-scroll' }, h('table', { class: 'wx-lane-table' }, bands)),
    initial && rows.some(kept) && unwrittenLegend(initial.param, initial.fill),
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
