/**
 * An output shown element by element (outputs whose elements are not one per thread:
 * per-warp or per-block results). Same status spelling as the lane table, the "not
 * written" label for elements that still hold the initial fill included.
 */
import type { ElementTable } from '../../grader/report';
import { h } from '../dom';
import { formatValue } from './format';
import { LIMITS } from './limits';
import { holdsFill } from './fills';
import { unwrittenLegend, unwrittenTitle } from './lane-table';

const MARK = { ok: '✓', mismatch: '✗', undefined: '⚠', inactive: '·', unchecked: '' } as const;

/** A table of index, expected, got; checked-but-wrong rows first when truncated.
 * `fill`: the output's initial element value, when known (see `fills.ts`). */
export function elementTable(table: ElementTable, fill?: number): HTMLElement {
  // Only a wrong element is labelled: a right one may expect the fill value itself.
  const kept = (r: ElementTable['rows'][number]): boolean => r.status === 'mismatch' && holdsFill(r.actual, fill);
  const rows = table.rows.length > LIMITS.elements
    ? [...table.rows.filter((r) => r.status === 'mismatch' || r.status === 'undefined'), ...table.rows.filter((r) => r.status !== 'mismatch' && r.status !== 'undefined')].slice(0, LIMITS.elements).sort((a, b) => a.index - b.index)
    : table.rows;
  const hidden = table.rows.length - rows.length + table.omitted;
  return h('figure', { class: 'wx-elements' },
    h('figcaption', null, 'Output ', h('code', null, table.param)),
    h('div', { class: 'wx-scroll wx-tall' },
      h('table', null,
        h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Index'), h('th', { scope: 'col' }, 'Expected'), h('th', { scope: 'col' }, 'Got'), h('th', { scope: 'col' }, 'Note'))),
        h('tbody', null, rows.map((r) => h('tr', { class: `wx-${r.status}` },
          h('th', { scope: 'row' }, r.index),
          h('td', null, r.status === 'unchecked' ? '–' : formatValue(r.expected)),
          h('td', { class: `wx-${r.status}${kept(r) ? ' wx-unwritten' : ''}`, title: kept(r) ? unwrittenTitle(fill!) : null },
            MARK[r.status] ? h('span', { class: 'wx-mark', 'aria-hidden': 'true' }, MARK[r.status]) : null,
            h('span', { class: 'wx-sr' }, r.status === 'mismatch' ? 'mismatch: ' : ''),
            formatValue(r.actual)),
          h('td', null, r.reason ?? (kept(r) ? 'not written' : r.status === 'mismatch' ? 'differs' : ''))))))),
    fill !== undefined && rows.some(kept) && unwrittenLegend(table.param, fill),
    hidden > 0 && h('p', { class: 'wx-note' }, `${hidden} more elements not shown.`));
}
