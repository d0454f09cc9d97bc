/**
 * Operation counts of a run, next to the reference solution's when there is one. A
 * warp-level operation counts once per warp; memory operations once per lane
 * (`OpCounts` in `src/sim/types.ts`). Rows where both are zero are left out.
 *
 * The figures are totals for the whole launch. The rules (`structure.ts`) speak per warp
 * or per block, so an exercise's table says which launch it counted (the test, its
 * blocks and warps) and labels its columns as launch totals: "0 shuffles per warp" next
 * to a reference total of 4 over 4 warps then reads as the same unit.
 */
import type { OpCounts } from '../../sim/types';
import { h } from '../dom';
import { plural } from './format';

const LABELS: [keyof OpCounts, string][] = [
  ['shuffles', 'Shuffles'], ['votes', 'Votes'], ['matches', 'Matches'], ['reductions', 'Reductions'],
  ['syncwarps', '__syncwarp'], ['barriers', '__syncthreads'], ['sharedLoads', 'Shared loads'],
  ['sharedStores', 'Shared stores'], ['globalLoads', 'Global loads'], ['globalStores', 'Global stores'],
  ['atomics', 'Atomics'], ['laneSteps', 'Lane-steps'],
];

/** The launch the counts are totals of: an exercise's first test. */
export interface CountsScope {
  /** The test's name. */
  test: string;
  blocks: number;
  warps: number;
  /** The exercise has a per-warp or per-block limit (`maxShuffles`, `maxAtomics`). */
  limits: boolean;
}

/** The column headings: the counts' own, then the reference's when there is one. DOM-free. */
export function countsHeadings(withReference: boolean): string[] {
  return withReference ? ['Yours (launch total)', 'Reference (launch total)'] : ['Total for the launch'];
}

/** The sentence above an exercise's table: which launch was counted, and (when the
 * exercise limits counts) how its totals relate to the rules' per-warp and per-block
 * figures. DOM-free. */
export function countsScopeText(scope: CountsScope): string {
  const launch = `Totals for the whole launch of test “${scope.test}” (${plural(scope.blocks, 'block')}, ${plural(scope.warps, 'warp')}): `
    + 'a warp-level operation counts once per warp, a memory operation or atomic once per lane.';
  if (!scope.limits) return launch;
  return `${launch} The rules above count per warp or per block: a total divided by the warps (${scope.warps} here) or blocks (${scope.blocks}), in the test where that is highest.`;
}

/** A table of counts; `reference` adds a second column; `scope` names the launch counted. */
export function countsTable(counts: OpCounts, reference?: OpCounts | null, scope?: CountsScope): HTMLElement {
  const rows = LABELS.filter(([k]) => counts[k] !== 0 || (reference && reference[k] !== 0));
  const [mine, theirs] = countsHeadings(!!reference);
  return h('section', { class: 'wx-counts', 'aria-label': 'Operation counts' },
    h('h5', null, 'Operation counts'),
    scope && h('p', { class: 'wx-note' }, countsScopeText(scope)),
    h('div', { class: 'wx-scroll', tabindex: '0', role: 'region', 'aria-label': 'Operation counts table' },
      h('table', null,
        h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Operation'), h('th', { scope: 'col' }, mine),
          reference && h('th', { scope: 'col' }, theirs))),
        h('tbody', null, rows.map(([k, label]) => h('tr', null,
          h('th', { scope: 'row' }, label),
          h('td', { class: reference && counts[k] > reference[k] ? 'wx-more' : null }, counts[k].toLocaleString('en-US')),
          reference && h('td', null, reference[k].toLocaleString('en-US'))))))));
}
