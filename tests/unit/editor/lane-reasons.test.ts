import { describe, expect, it } from 'vitest';
import { reasonTexts } from '../../../src/editor/results/lane-table';

describe('the reasons under a warp table', () => {
  it('name each distinct reason once, with its lanes as ranges, in order of first appearance', () => {
    const undef = 'holds an undefined value (see the diagnostics for where it came from)';
    const rows = [
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((lane) => ({ lane, reason: undef })),
      { lane: 9, reason: 'inactive: exited at line 4' },
      { lane: 12, reason: undef },
      { lane: 20, reason: undefined },
    ];
    expect(reasonTexts(rows)).toEqual([
      `Lanes 0–7, 12: ${undef}`,
      'Lane 9: inactive: exited at line 4',
    ]);
  });

  it('keep at most `max` lines and count the lanes left out', () => {
    const rows = [0, 1, 2, 3, 4].map((lane) => ({ lane, reason: `reason ${lane % 3}` }));
    expect(reasonTexts(rows, 2)).toEqual(['Lanes 0, 3: reason 0', 'Lanes 1, 4: reason 1', '… and 1 more lane.']);
  });
});
