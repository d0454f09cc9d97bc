import { describe, expect, it } from 'vitest';
import { blockOf, elementTable, selectedIndices, warpRows } from '../../../src/grader/layout';

describe('choosing and laying out checked elements', () => {
  it('selects every element, a list, or a stride such as lane 0 of each warp', () => {
    expect(selectedIndices('all', 3)).toEqual([0, 1, 2]);
    expect(selectedIndices([5, 1, 1, 99], 10)).toEqual([1, 5]);
    expect(selectedIndices({ start: 0, stride: 32 }, 100)).toEqual([0, 32, 64, 96]);
    expect(selectedIndices({ start: 31, stride: 32, count: 2 }, 1000)).toEqual([31, 63]);
  });

  it('finds the block of a linear block index, x fastest', () => {
    expect(blockOf(5, [2, 3, 2])).toEqual([1, 2, 0]);
    expect(blockOf(7, [2, 3, 2])).toEqual([1, 0, 1]);
  });

  it('lays element i out as thread i: block 1, warp 0, lane 4 of 48-thread blocks is element 52', () => {
    const launch = { grid: [2, 1, 1] as [number, number, number], block: [48, 1, 1] as [number, number, number] };
    const expected = Array.from({ length: 96 }, (_, i) => i);
    const actual = expected.map((v) => (v === 52 ? -1 : v));
    const rows = warpRows({ param: 'out', elements: 'all', compare: 'exact' }, 'int', launch, expected, actual);
    expect(rows.map((r) => [r.block[0], r.warp])).toEqual([[0, 0], [0, 1], [1, 0], [1, 1]]);
    expect(rows[2]!.lanes[4]).toEqual({ lane: 4, element: 52, expected: 52, actual: -1, status: 'mismatch' });
    // Warp 1 of each block has lanes 0-15 only.
    expect(rows[3]!.lanes[15]!.status).toBe('ok');
    expect(rows[3]!.lanes[16]!.status).toBe('inactive');
  });

  it('marks elements outside the selection as unchecked', () => {
    const launch = { grid: [1, 1, 1] as [number, number, number], block: [32, 1, 1] as [number, number, number] };
    const data = Array.from({ length: 32 }, () => 7);
    const rows = warpRows({ param: 'out', elements: [0], compare: 'exact' }, 'int', launch, data, data);
    expect(rows[0]!.lanes[0]!.status).toBe('ok');
    expect(rows[0]!.lanes[1]!.status).toBe('unchecked');
  });

  it('shows an undefined output element as `undefined`', () => {
    const t = elementTable({ param: 'sums', elements: 'all', compare: 'exact' }, 'int', [496, 496], [496, null]);
    expect(t.rows[1]).toMatchObject({ index: 1, expected: 496, actual: null, status: 'undefined' });
    expect(t.omitted).toBe(0);
  });

  it('keeps element tables short: past 256 rows only checked elements are listed', () => {
    const data = Array.from({ length: 1000 }, () => 1);
    const t = elementTable({ param: 'a', elements: [999], compare: 'exact' }, 'int', data, data);
    expect(t.rows).toHaveLength(257);
    expect(t.rows[256]!.index).toBe(999);
    expect(t.omitted).toBe(743);
  });
});
