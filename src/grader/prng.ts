/**
 * A small deterministic pseudo-random generator (mulberry32) for test inputs and
 * schedule seeds. Same seed, same sequence, on every platform: only 32-bit integer
 * operations (`Math.imul`, shifts) are used.
 */

/** Mixes integers into one 32-bit seed (a murmur3-style finaliser over each part). */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) {
    h = Math.imul(h ^ (p | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** A seeded stream of numbers. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Next 32-bit unsigned integer. */
  nextUint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** Uniform in [0, 1), 32 bits of randomness. */
  nextFloat(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform integer in [min, max], both included; range up to 2^32 values. */
  nextInt(min: number, max: number): number {
    const span = max - min + 1;
    return min + Math.floor(this.nextFloat() * span);
  }
}
