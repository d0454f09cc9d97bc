/** A small seeded PRNG (mulberry32) so adversarial schedules are reproducible by seed. */
export class Rng {
  /** The state as a signed 32-bit integer: the same bits as mulberry32's unsigned one, kept
   * signed so that the engine can hold it as a 32-bit integer rather than a double. */
  private s: number;
  constructor(seed: number) {
    this.s = (seed ^ 0x9e3779b9) | 0;
  }
  /** Uniform 32-bit unsigned integer. */
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }
  /** Integer in [0, n), for 1 <= n <= 2^31; a small integer to the engine (`| 0`), so that the
   * fields it is stored in (a group's slice) stay integers (`repr.ts`). */
  below(n: number): number {
    return (this.next() % n) | 0;
  }
  /** Shuffles `xs` in place (Fisher–Yates); returns it. */
  shuffle<T>(xs: T[]): T[] {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const t = xs[i]!;
      xs[i] = xs[j]!;
      xs[j] = t;
    }
    return xs;
  }
  /** True with probability 1/n. */
  oneIn(n: number): boolean {
    return this.below(n) === 0;
  }
}
