/**
 * The releases a block has acquired (memory.ts `take`), kept so that the questions asked of
 * them cost what the asking lane can see, not what the whole block took: a spin lock that
 * 512 threads take in turn leaves some 10^5 acquisitions, and each access in its critical
 * section asks whether one of them orders an earlier access before it.
 *
 * A lane sees an acquisition (memory.ts `seesAcquired`) when a `__syncthreads()` has ended
 * since it was taken, or when its taker is a lane of the same warp (itself, or one it has
 * learned of through `__syncwarp`). Acquisitions are taken in order of barrier generation,
 * so those of earlier generations are a prefix of the list, and those of the latest are
 * also listed per warp of their taker.
 */
import type { Release } from './context';

/** One acquisition: thread `by` (global id) took `rel` when its clock was `byClk`, in
 * barrier generation `gen`; `own`: a release of the taker's block is among those `rel`
 * carries (memory.ts `reachesBlock`). */
export interface Acquisition {
  rel: Release;
  by: number;
  byClk: number;
  gen: number;
  own: boolean;
}

export class Acquisitions {
  /** Every acquisition of the block, in the order taken. */
  private readonly all: Acquisition[] = [];
  /** How many of them are `own`. */
  own = 0;
  /** The generation of the latest acquisition, and the index of the first of that generation. */
  private lastGen = -1;
  private genStart = 0;
  /** Per block-local warp of the taker: the indices of its acquisitions of `lastGen`. */
  private readonly byWarp = new Map<number, number[]>();

  /** Forgets everything (a new block). */
  clear(): void {
    if (this.all.length !== 0) this.all.length = 0;
    this.own = 0;
    this.lastGen = -1;
    this.genStart = 0;
    this.byWarp.clear();
  }

  get size(): number {
    return this.all.length;
  }

  /** The acquisition taken `i`-th (0 ≤ i < size). */
  at(i: number): Acquisition {
    return this.all[i]!;
  }

  /** Adds `a`, taken by a lane of the block's warp `warp` (its generation is the latest). */
  push(a: Acquisition, warp: number): void {
    if (a.gen !== this.lastGen) {
      this.lastGen = a.gen;
      this.genStart = this.all.length;
      this.byWarp.clear();
    }
    if (a.own) this.own++;
    let list = this.byWarp.get(warp);
    if (!list) this.byWarp.set(warp, (list = []));
    list.push(this.all.length);
    this.all.push(a);
  }

  /** How many acquisitions `visible` visits for a lane of warp `warp` in generation `gen`. */
  visibleCount(gen: number, warp: number): number {
    return gen > this.lastGen ? this.all.length : this.genStart + (this.byWarp.get(warp)?.length ?? 0);
  }

  /**
   * The acquisitions a lane of warp `warp` may see in barrier generation `gen` (a superset:
   * the caller still tests each), in the order taken: all of earlier generations, and those
   * of the latest taken by lanes of `warp`. `f` returns true to stop; returns whether it did.
   * `newestFirst` visits them in reverse (for a search, where the latest is likeliest to answer).
   */
  visible(gen: number, warp: number, newestFirst: boolean, f: (a: Acquisition) => boolean): boolean {
    const all = this.all;
    if (gen > this.lastGen) {
      if (newestFirst) { for (let j = all.length - 1; j >= 0; j--) if (f(all[j]!)) return true; }
      else for (let j = 0; j < all.length; j++) if (f(all[j]!)) return true;
      return false;
    }
    const mine = this.byWarp.get(warp) ?? [];
    if (newestFirst) {
      for (let k = mine.length - 1; k >= 0; k--) if (f(all[mine[k]!]!)) return true;
      for (let j = this.genStart - 1; j >= 0; j--) if (f(all[j]!)) return true;
    } else {
      for (let j = 0; j < this.genStart; j++) if (f(all[j]!)) return true;
      for (let k = 0; k < mine.length; k++) if (f(all[mine[k]!]!)) return true;
    }
    return false;
  }
}
