/**
 * Operation counts of a run, next to the reference solution's when there is one. A
 * warp-level operation counts once per warp; memory operations once per lane
 * (`OpCounts` in `src/sim/types.ts`). Rows where both are zero are left out.
 */
import type { OpCounts } from '../../sim/types';
import { h } from '../dom';

const LABELS: [keyof OpCounts, string][] = [
  ['shuffles', 'Shuffles'], ['votes', 'Votes'], ['matches', 'Matches'], ['reductions', 'Reductions'],
  ['syncwarps', '__syncwarp'], ['barriers', '__syncthreads'], ['sharedLoads', 'Shared loads'],
  ['sharedStores', 'Shared stores'], ['globalLoads', 'Global loads'], ['globalStores', 'Global stores'],
  ['atomics', 'Atomics'], ['laneSteps', 'Lane-steps'],
];

/** A table of counts; `reference` adds a second column. */
export function countsTable(counts: OpCounts, reference?: OpCounts | null): HTMLElement {
  const rows = LABELS.filter(([k]) => counts[k] !== 0 || (reference && reference[k] !== 0));
  return h('section', { class: 'wx-counts', 'aria-label': 'Operation counts' },
    h('h5', null, 'Operation counts'),
    h('div', { class: 'wx-scroll' },
      h('table', null,
        h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Operation'), h('th', { scope: 'col' }, reference ? 'Yours' : 'Count'),
          reference && h('th', { scope: 'col' }, 'Reference'))),
        h('tbody', null, rows.map(([k, label]) => h('tr', null,
          h('th', { scope: 'row' }, label),
          h('td', { class: reference && counts[k] > reference[k] ? 'wx-more' : null }, counts[k].toLocaleString('en-US')),
          reference && h('td', null, reference[k].toLocaleString('en-US'))))))));
}
