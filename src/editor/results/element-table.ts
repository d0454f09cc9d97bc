/**
 * An output shown element by element (outputs whose elements are not one per thread:
 * per-warp or per-block results). Same status spelling, value display and "not written"
 * labels (`labelledUnwritten` in `fills.ts`) as the lane table.
 */
import type { ElementTable } from '../../grader/report';
import { h } from '../dom';
import { formatValue } from './format';
import { LIMITS } from './limits';
import { labelledUnwritten } from './fills';
import { unwrittenExpectedTitle, unwrittenLegend, unwrittenTitle } from './lane-table';

const MARK = { ok: '✓', mismatch: '✗', undefined: '⚠', inactive: '·', unchecked: '' } as const;

/** The Note column of a row without a reason: `got` / `expected` say whether that cell
 * holds the initial fill (is labelled "not written"). DOM-free. */
export function noteText(status: ElementTable['rows'][number]['status'], got: boolean, expected: boolean): string {
  if (status === 'mismatch') return got ? 'not written' : expected ? 'expected not written' : 'differs';
  if (status === 'ok' && got) return 'not written, as expected';
  return '';
}

/** A table of index, expected, got; checked-but-wrong rows first when truncated.
 * `fill`: the output's initial element value, when known (see `fills.ts`). */
export function elementTable(table: ElementTable, fill?: number): HTMLElement {
  const display = table.display ?? 'decimal';
  const kept = (r: ElementTable['rows'][number]): boolean => labelledUnwritten(r.actual, fill, { row: 'got', status: r.status });
  const keptExpected = (r: ElementTable['rows'][number]): boolean => labelledUnwritten(r.expected, fill, { row: 'expected', status: r.status });
  const rows = table.rows.length > LIMITS.elements
    ? [...table.rows.filter((r) => r.status === 'mismatch' || r.status === 'undefined'), ...table.rows.filter((r) => r.status !== 'mismatch' && r.status !== 'undefined')].slice(0, LIMITS.elements).sort((a, b) => a.index - b.index)
    : table.rows;
  const hidden = table.rows.length - rows.length + table.omitted;
  return h('figure', { class: 'wx-elements' },
    h('figcaption', null, 'Output ', h('code', null, table.param)),
    h('div', { class: 'wx-scroll wx-tall', tabindex: '0', role: 'region', 'aria-label': `Elements of ${table.param}` },
      h('table', null,
        h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Index'), h('th', { scope: 'col' }, 'Expected'), h('th', { scope: 'col' }, 'Got'), h('th', { scope: 'col' }, 'Note'))),
        h('tbody', null, rows.map((r) => h('tr', { class: `wx-${r.status}` },
          h('th', { scope: 'row' }, r.index),
          h('td', { class: keptExpected(r) ? 'wx-unwritten' : null, title: keptExpected(r) ? unwrittenExpectedTitle(fill!, display) : null },
            keptExpected(r) && h('span', { class: 'wx-sr' }, 'not written: '),
            r.status === 'unchecked' ? '–' : formatValue(r.expected, display)),
          h('td', { class: `wx-${r.status}${kept(r) ? ' wx-unwritten' : ''}`, title: kept(r) ? unwrittenTitle(fill!, display) : null },
            MARK[r.status] ? h('span', { class: 'wx-mark', 'aria-hidden': 'true' }, MARK[r.status]) : null,
            h('span', { class: 'wx-sr' }, (r.status === 'mismatch' ? 'mismatch: ' : '') + (kept(r) ? 'not written: ' : '')),
            formatValue(r.actual, display)),
          h('td', null, r.reason ?? noteText(r.status, kept(r), keptExpected(r)))))))),
    fill !== undefined && rows.some((r) => kept(r) || keptExpected(r)) && unwrittenLegend(table.param, fill, display),
    hidden > 0 && h('p', { class: 'wx-note' }, `${hidden} more elements not shown.`));
}
