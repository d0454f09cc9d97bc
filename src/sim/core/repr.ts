/**
 * Values made so that the engine never has to change how it stores them: an object's
 * field or an array's elements keep the representation they were first given, and a
 * change throws away every optimised function that relied on the old one (a "deprecated
 * map", a new "elements kind"), to be compiled again during a freshly opened page's first
 * gradings, when time counts most.
 *
 * Arrays for objects: an array literal `[]` starts out holding small integers only; the first object pushed
 * into it changes its elements' kind, and every optimised function that had seen only
 * the first kind there is thrown away and compiled again. For the simulator's long-lived
 * pools (tokens, rendezvous, reference lists), that happened during a worker's first
 * grading, and each recompilation of the instruction loop cost tens of milliseconds of a
 * freshly opened page's time (`node --trace-deopt`: "not a Smi" at `tokenPool.push`).
 */

/** A new empty array whose elements are stored as objects from the start. */
export function objectList<T>(): T[] {
  const a: unknown[] = [null];
  a.pop();
  return a as T[];
}

/**
 * Zero, for a field that holds a 32-bit lane mask (a value up to 2^32 - 1). The engine
 * stores a field first given a small integer as one, and moves it to a double when a mask
 * with lane 30 or 31 arrives (`node --trace-migration`: `exited:s->d`, `pendingLanes:s->d`);
 * a field first given this zero (`-0`, not a small integer) is a double from the start.
 * It behaves as 0 in every operation a mask takes part in (`|`, `&`, `>>>`, `===`).
 */
export const MASK_ZERO = -0;
