/**
 * The order in which a launch's blocks start (they run one after another): by linear index
 * under the default schedule; another order, drawn from the schedule's seed, under an
 * adversarial one (Programming Guide §5.2: blocks must be able to run "in any order, in
 * parallel or in series"). A grid of up to 2^16 blocks is shuffled; a larger one (a raised
 * budget allows billions) is walked with a stride coprime to its size from a drawn start,
 * which visits every block once without holding a list of them.
 */
import type { Rng } from './rng';

const SHUFFLED_UP_TO = 1 << 16;

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** The start order of `n` blocks: `next()` gives the linear index of each block in turn
 * (`n` calls in all). `rng` is null for the default order; `reversed` (with `rng` null)
 * starts them from the last linear index down (the order check of run.ts). */
export function blockOrder(n: number, rng: Rng | null, reversed = false): { next(): number; reordered: boolean } {
  if (reversed && !rng && n > 1) {
    let k = n;
    return { next: () => --k, reordered: true };
  }
  if (!rng || n <= 1) {
    let k = 0;
    return { next: () => k++, reordered: false };
  }
  if (n <= SHUFFLED_UP_TO) {
    const order = rng.shuffle(Array.from({ length: n }, (_, k) => k));
    let k = 0;
    return { next: () => order[k++]!, reordered: true };
  }
  // Draws of 32 bits, combined: n may exceed 2^32 (at most 2^31·65535·65535 blocks).
  const draw = (): number => (rng.next() * 2 ** 32 + rng.next()) % n;
  let stride = 1 + (draw() % (n - 1));
  while (gcd(stride, n) !== 1) stride = stride + 1 < n ? stride + 1 : 1;
  let cur = draw();
  return { next: () => { const b = cur; cur = (cur + stride) % n; return b; }, reordered: true };
}
