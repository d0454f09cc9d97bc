/**
 * The order blocks start in (src/sim/core/block-order.ts): by index by default; under an
 * adversarial schedule another order that still starts every block exactly once, without a
 * list of them for grids too large to hold one (a raised budget allows billions of blocks).
 */
import { describe, expect, it } from 'vitest';
import { blockOrder } from '../../../src/sim/core/block-order';
import { Rng } from '../../../src/sim/core/rng';

const take = (n: number, rng: Rng | null, count = n): number[] => {
  const o = blockOrder(n, rng);
  return Array.from({ length: count }, () => o.next());
};

describe('blockOrder', () => {
  it('is the index order by default', () => {
    expect(take(5, null)).toEqual([0, 1, 2, 3, 4]);
    expect(blockOrder(5, null).reordered).toBe(false);
  });

  for (const n of [2, 7, 1000, (1 << 16) + 3, 3 * 5 * 7 * 11 * 13 * 17 * 19]) {
    it(`starts each of ${n} blocks once under an adversarial schedule, in another order for some seed`, () => {
      const orders = [1, 2, 3].map((seed) => take(n, new Rng(seed)));
      for (const o of orders) expect(new Set(o).size).toBe(n);
      expect(orders.some((o) => o.some((b, k) => b !== k))).toBe(true);
    });
  }

  it('walks a grid of 4,294,836,225 blocks without a list: distinct, in range', () => {
    const n = 65535 * 65535;
    const first = take(n, new Rng(9), 10000);
    expect(new Set(first).size).toBe(10000);
    expect(first.every((b) => Number.isInteger(b) && b >= 0 && b < n)).toBe(true);
  });
});
