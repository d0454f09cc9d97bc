/**
 * Loops whose exit waits on other threads: the exit condition (the loop's own, or that of an
 * `if` whose arm breaks out of it) depends on the result of an atomic made in the loop, as in
 * a compare-and-swap retry loop (`do { assumed = old; old = atomicCAS(...); } while (assumed
 * != old)`), a spin lock's acquire loop (`while (atomicCAS(lock, 0, 0, 1) != 0)`) or a poll
 * (`while (atomicAdd(flag, 0, 0) == 0)`).
 *
 * Lanes that leave such a loop do not wait at its exit for the lanes still in it: they run
 * on, and meet the others again at the next point where the warp reconverges. An H100 gave
 * each lane of a contended compare-and-swap loop its own bit alone as `__activemask()` right
 * after the loop, in an `-O3` and a `-G` build alike (oracle/readings.cu
 * `cas_add_activemask`), where a loop with a lane-dependent trip count and no atomic
 * reconverged at its exit (`activemask_do_while`). CUDA's compiler keeps a lane that left a
 * loop which may wait on other threads from blocking there, which is what lets a spin
 * lock's holder, leaving the acquire loop, reach its critical section and release the lock
 * (Programming Guide §7.1, Independent Thread Scheduling: starvation-free algorithms).
 *
 * Nor do lanes wait at the end of a region that contains such a loop (an `if`, `switch` or
 * loop around it, or a function that runs one, through any calls): with the loop inside an
 * `if (lane < 16)`, the H100 gave the same masks after the `if` as after the loop
 * (`atomic_exit_in_if`, both builds), and a lane that set a flag in one arm of an `if` ran on
 * past its end while the other arm polled the flag for a value it set after the `if`
 * (`flag_after_reconvergence`).
 */
import type { Expr, FunctionDecl, Stmt } from '../../lang/ir';

type LoopStmt = Extract<Stmt, { k: 'while' | 'for' | 'doWhile' }>;

/** Every IR node (an object with a `k`) inside `x`, depth first. */
function* nodes(x: unknown): Generator<{ k: string } & Record<string, unknown>> {
  if (Array.isArray(x)) {
    for (const y of x) yield* nodes(y);
    return;
  }
  if (x === null || typeof x !== 'object') return;
  const o = x as { k?: unknown } & Record<string, unknown>;
  if (typeof o.k !== 'string') return;
  yield o as { k: string } & Record<string, unknown>;
  for (const [key, v] of Object.entries(o)) if (key !== 'loc' && key !== 'type') yield* nodes(v);
}

const isAtomic = (n: { k: string } & Record<string, unknown>): boolean =>
  n.k === 'intrinsic' && typeof n.name === 'string' && n.name.startsWith('atomic');

/** Whether `e` calls an atomic or reads a local in `tainted`. */
function dependsOn(e: unknown, tainted: ReadonlySet<number>): boolean {
  for (const n of nodes(e)) {
    if (isAtomic(n)) return true;
    if (n.k === 'local' && tainted.has(n.slot as number)) return true;
  }
  return false;
}

/** The conditions of the `if` statements in `body` around a `break` out of the loop itself
 * (not out of a loop or `switch` nested in it) and, with `returns`, around a `return` (which
 * leaves it from any depth). */
function exitConditions(body: Stmt[], out: Expr[], returns: boolean): boolean {
  let leaves = false;
  for (const s of body) {
    if (s.k === 'break' || (returns && s.k === 'return')) leaves = true;
    else if (s.k === 'block') leaves = exitConditions(s.body, out, returns) || leaves;
    else if (s.k === 'if') {
      const inner: Expr[] = [];
      const b = exitConditions(s.then, inner, returns) || (s.else !== null && exitConditions(s.else, inner, returns));
      if (b) out.push(s.cond);
      out.push(...inner);
    } else if (returns && (s.k === 'while' || s.k === 'for' || s.k === 'doWhile' || s.k === 'switch')) {
      // A `return` in a nested loop or switch leaves this loop too (a `break` does not).
      for (const n of nodes(s)) if (n.k === 'return') { out.push({ k: 'const', value: 1, type: 'bool', loc: s.loc }); leaves = true; break; }
    }
  }
  return leaves;
}

/** Whether the exit of loop `s` depends on an atomic made in it (see the module comment). */
export function exitsOnAtomic(s: LoopStmt): boolean {
  const parts: unknown[] = s.k === 'for' ? [s.cond, s.update, s.body] : [s.cond, s.body];
  // Locals that hold (a value computed from) an atomic's result, to a fixed point.
  const tainted = new Set<number>();
  const writes: { slot: number; value: unknown }[] = [];
  for (const n of nodes(parts)) {
    if (n.k === 'decl' && n.init) writes.push({ slot: n.slot as number, value: n.init });
    if (n.k === 'assign' && (n.target as { k: string }).k === 'local') writes.push({ slot: (n.target as { slot: number }).slot, value: n.value });
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const w of writes) {
      if (!tainted.has(w.slot) && dependsOn(w.value, tainted)) {
        tainted.add(w.slot);
        changed = true;
      }
    }
  }
  const exits: Expr[] = [];
  if (s.cond) exits.push(s.cond);
  exitConditions(s.body, exits, false);
  return exits.some((e) => dependsOn(e, tainted));
}

/** The functions of `fns` that make an atomic, directly or through calls. */
function atomicFunctions(fns: readonly FunctionDecl[]): Set<string> {
  const out = new Set<string>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const f of fns) {
      if (out.has(f.name)) continue;
      for (const n of nodes(f.body)) {
        if (isAtomic(n) || (n.k === 'call' && out.has(n.fn as string))) { out.add(f.name); changed = true; break; }
      }
    }
  }
  return out;
}

/**
 * Whether loop `s` may wait for another block (the order check of run.ts, which only costs a
 * second run, so this errs on the side of yes): it makes an atomic (directly or through a
 * call of a function in `atomicFns`), and its exit (its condition, or the condition of an
 * `if` around a `break` or `return` in it) depends on an atomic's result, a call of such a
 * function, a value read from memory, or a local assigned from one of those or under a
 * condition that depends on one (`ready = true` inside `if (atomicAdd(f, 0, 0) != 0)`).
 */
export function mayWaitForOthers(s: LoopStmt, atomicFns: ReadonlySet<string>): boolean {
  const parts: unknown[] = s.k === 'for' ? [s.cond, s.update, s.body] : [s.cond, s.body];
  const source = (n: { k: string } & Record<string, unknown>): boolean => isAtomic(n) || (n.k === 'call' && atomicFns.has(n.fn as string));
  if (![...nodes(parts)].some(source)) return false;
  const tainted = new Set<number>();
  const touches = (e: unknown): boolean => {
    for (const n of nodes(e)) if (source(n) || n.k === 'index' || (n.k === 'local' && tainted.has(n.slot as number))) return true;
    return false;
  };
  const targets = (x: unknown): number[] => {
    const out: number[] = [];
    for (const n of nodes(x)) {
      if (n.k === 'decl') out.push(n.slot as number);
      if ((n.k === 'assign' || n.k === 'update') && (n.target as { k: string }).k === 'local') out.push((n.target as { slot: number }).slot);
    }
    return out;
  };
  for (let changed = true; changed; ) {
    changed = false;
    const taint = (slot: number): void => { if (!tainted.has(slot)) { tainted.add(slot); changed = true; } };
    for (const n of nodes(parts)) {
      if (n.k === 'decl' && n.init && touches(n.init)) taint(n.slot as number);
      if (n.k === 'assign' && (n.target as { k: string }).k === 'local' && touches(n.value)) taint((n.target as { slot: number }).slot);
      if (n.k === 'localArray' && (n.init as unknown[]).some(touches)) taint(n.slot as number);
      if (n.k === 'if' && touches(n.cond)) for (const t of targets([n.then, n.else])) taint(t);
    }
  }
  const exits: Expr[] = [];
  if (s.cond) exits.push(s.cond);
  exitConditions(s.body, exits, true);
  return exits.some(touches);
}

/** Whether any function of `fns` holds a loop that may wait for another block
 * ({@link mayWaitForOthers}). */
export function waitsForOthers(fns: readonly FunctionDecl[]): boolean {
  const atomicFns = atomicFunctions(fns);
  for (const f of fns) {
    for (const n of nodes(f.body)) {
      if ((n.k === 'while' || n.k === 'for' || n.k === 'doWhile') && mayWaitForOthers(n as unknown as LoopStmt, atomicFns)) return true;
    }
  }
  return false;
}

/** Whether `x` (statements or expressions) holds a loop whose exit waits on other threads, or
 * calls a function in `spinFns`. */
export function containsSpin(x: unknown, spinFns: ReadonlySet<string>): boolean {
  for (const n of nodes(x)) {
    if ((n.k === 'while' || n.k === 'for' || n.k === 'doWhile') && exitsOnAtomic(n as unknown as LoopStmt)) return true;
    if (n.k === 'call' && spinFns.has(n.fn as string)) return true;
  }
  return false;
}

const cache = new WeakMap<readonly FunctionDecl[], Set<string>>();

/** The functions of a program that run such a loop, directly or through calls. */
export function spinFunctions(fns: readonly FunctionDecl[]): Set<string> {
  let out = cache.get(fns);
  if (out) return out;
  out = new Set<string>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const f of fns) {
      if (!out.has(f.name) && containsSpin(f.body, out)) {
        out.add(f.name);
        changed = true;
      }
    }
  }
  cache.set(fns, out);
  return out;
}
