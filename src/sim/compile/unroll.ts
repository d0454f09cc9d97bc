/**
 * Full unrolling of counted loops whose trip count the compiler knows, as nvcc does by
 * default for such loops (CUDA C++ Programming Guide, "#pragma unroll": "By default, the
 * compiler unrolls small loops with a known trip count"). The warp reductions of the course
 * are all of this shape:
 *
 *     for (let offset: int = 16; offset > 0; offset >>= 1) v += __shfl_down_sync(F, v, offset);
 *
 * Each iteration then runs the body with the counter replaced by its value, with no compare,
 * branch or update in between. The loop's region (`Ssy`/`Sync` labelled "the loop exit")
 * stays around the copies, so reconvergence, pass-by verdicts and their messages are the
 * same as for the loop as written; each copy of a collective is marked with the call it
 * copies and its iteration (`Instr.unrolled`), so that the rendezvous checks judge it as
 * that call in that pass (core/collective.ts).
 *
 * A loop qualifies only where unrolling cannot change what any lane does or what any verdict
 * says: a `for` whose init declares one `int`/`uint` counter from a constant, whose condition
 * compares the counter with a constant, whose one update steps it by a constant (`++ -- +=
 * -= *= /= <<= >>=`), every value exact (no wrap-around, no undefined shift), at most
 * {@link MAX_TRIPS} iterations; and a body that does not assign the counter, has no
 * `break`, `continue`, `return`, loop, `switch`, shared or local array declaration, calls no
 * device function, and calls only per-lane intrinsics and the warp collectives (shuffles,
 * votes, match, `__reduce_*_sync`) with a literal mask, outside any conditional code.
 * Barriers, `__syncwarp`, `__activemask()`, fences, atomics and `printf` keep the loop as
 * written, as does a collective whose mask is computed at run time. Every
 * lane that enters such a loop runs every iteration, in the same order, through the same
 * calls, as it would in the loop as written.
 */
import type { Expr, Stmt } from '../../lang/ir';
import { intrinsicDescriptor } from '../../lang/intrinsics/table';

/** Most iterations unrolled: one per lane of a warp (`for (i = 0; i < 32; i++) … __shfl_sync(F, x, i)`). */
export const MAX_TRIPS = 32;
/** Most expression and statement nodes of the unrolled copies together. */
const MAX_NODES = 1200;

/** Lowerings of intrinsics that compute per lane, with no memory access or ordering. */
const PER_LANE = new Set(['lanemask', 'fns', 'bits64', 'minmax', 'abs', 'unary', 'binary', 'ternary']);
/** Internal intrinsics of the group lowering that compute per lane. */
const PER_LANE_INTERNAL = new Set(['__laneid', '__pext']);

let enabled = true;

/** Runs `compile` with unrolling off (`on` false) or on (synchronous): the tests hold the
 * two to the same results. */
export function compileUnrolling<T>(on: boolean, compile: () => T): T {
  const before = enabled;
  enabled = on;
  try {
    return compile();
  } finally {
    enabled = before;
  }
}

/** What unrolling `s` takes: the counter's slot and its value in each iteration. */
export interface UnrollPlan {
  slot: number;
  type: 'int' | 'uint';
  values: number[];
}

/** The plan for unrolling `s` (see the module comment), or null to compile it as written. */
export function unrollPlan(s: Stmt): UnrollPlan | null {
  if (!enabled || s.k !== 'for' || s.init.length !== 1 || s.update.length !== 1 || !s.cond) return null;
  const init = s.init[0]!;
  if (init.k !== 'decl' || (init.type !== 'int' && init.type !== 'uint') || !init.init) return null;
  const slot = init.slot;
  const type = init.type;
  const start = constOf(init.init, type);
  if (start === null) return null;
  const test = condition(s.cond, slot, type);
  const step = update(s.update[0]!, slot, type);
  if (!test || !step) return null;
  const values: number[] = [];
  let v = start;
  while (test(v)) {
    if (values.length === MAX_TRIPS) return null;
    values.push(v);
    const next = step(v);
    if (next === null) return null;
    v = next;
  }
  if (values.length === 0) return null;
  const size = { nodes: 0 };
  if (!s.body.every((b) => stmtOk(b, slot, false, size)) || size.nodes * values.length > MAX_NODES) return null;
  return { slot, type, values };
}

/** Whether `v` is exact in `type` (no wrap-around: C++ leaves signed overflow undefined, and a
 * wrapped unsigned counter is a loop this module leaves as written). */
function inRange(v: number, type: 'int' | 'uint'): boolean {
  return Number.isInteger(v) && (type === 'int' ? v >= -0x80000000 && v <= 0x7fffffff : v >= 0 && v <= 0xffffffff);
}

function isCounter(e: Expr, slot: number): boolean {
  return e.k === 'local' && e.slot === slot;
}

/** A constant of the counter's type (the checker converts the other operand to it). */
function constOf(e: Expr, type: 'int' | 'uint'): number | null {
  // An `int` literal converted to `uint` (or back) where the value is the same in both.
  if (e.k === 'convert' && e.type === type && (e.arg.type === 'int' || e.arg.type === 'uint')) {
    const v = constOf(e.arg, e.arg.type);
    return v !== null && inRange(v, type) ? v : null;
  }
  return e.k === 'const' && e.type === type && typeof e.value === 'number' ? e.value : null;
}

function condition(e: Expr, slot: number, type: 'int' | 'uint'): ((v: number) => boolean) | null {
  if (e.k !== 'compare' || e.operandType !== type) return null;
  let op = e.op;
  let k: number | null;
  if (isCounter(e.left, slot)) k = constOf(e.right, type);
  else if (isCounter(e.right, slot)) {
    k = constOf(e.left, type);
    op = ({ '<': '>', '<=': '>=', '>': '<', '>=': '<=', '==': '==', '!=': '!=' } as const)[op];
  } else return null;
  if (k === null) return null;
  const c = k;
  switch (op) {
    case '<': return (v) => v < c;
    case '<=': return (v) => v <= c;
    case '>': return (v) => v > c;
    case '>=': return (v) => v >= c;
    case '==': return (v) => v === c;
    case '!=': return (v) => v !== c;
  }
}

function update(e: Expr, slot: number, type: 'int' | 'uint'): ((v: number) => number | null) | null {
  const exact = (f: (v: number) => number) => (v: number): number | null => {
    const r = f(v);
    return inRange(r, type) ? r : null;
  };
  if (e.k === 'update' && isCounter(e.target, slot)) return exact(e.op === '++' ? (v) => v + 1 : (v) => v - 1);
  if (e.k !== 'assign' || !isCounter(e.target, slot) || e.op === null || e.opType !== type) return null;
  const k = constOf(e.value, type);
  if (k === null) return null;
  switch (e.op) {
    case '+': return exact((v) => v + k);
    case '-': return exact((v) => v - k);
    case '*': return exact((v) => v * k);
    case '/': return k === 0 ? null : exact((v) => Math.trunc(v / k));
    case '>>': return k < 0 || k > 31 ? null : exact((v) => Math.floor(v / 2 ** k));
    // `<<` of a negative `int` is undefined in C++17: left as written.
    case '<<': return k < 0 || k > 31 ? null : exact((v) => (v < 0 ? NaN : v * 2 ** k));
    default: return null;
  }
}

/** Whether statement `s` of the body may be unrolled; `cond`: inside conditional code. */
function stmtOk(s: Stmt, slot: number, cond: boolean, size: { nodes: number }): boolean {
  size.nodes++;
  switch (s.k) {
    case 'decl': return s.slot !== slot && (!s.init || exprOk(s.init, slot, cond, size));
    case 'expr': return exprOk(s.expr, slot, cond, size);
    case 'block': return s.body.every((b) => stmtOk(b, slot, cond, size));
    case 'if':
      return exprOk(s.cond, slot, cond, size)
        && s.then.every((b) => stmtOk(b, slot, true, size))
        && (s.else ?? []).every((b) => stmtOk(b, slot, true, size));
    default: return false;
  }
}

/** Whether expression `e` may be unrolled (see {@link stmtOk}). */
function exprOk(e: Expr, slot: number, cond: boolean, size: { nodes: number }): boolean {
  size.nodes++;
  const ok = (x: Expr, inCond = cond): boolean => exprOk(x, slot, inCond, size);
  switch (e.k) {
    case 'const': case 'local': case 'builtin': case 'string': return true;
    case 'unary': case 'convert': return ok(e.arg);
    case 'binary': case 'compare': return ok(e.left) && ok(e.right);
    case 'logical': return ok(e.left) && ok(e.right, true);
    case 'cond': return ok(e.test) && ok(e.then, true) && ok(e.else, true);
    case 'index': return ok(e.array) && ok(e.index);
    case 'assign': return !isCounter(e.target, slot) && ok(e.target) && ok(e.value);
    case 'update': return !isCounter(e.target, slot) && ok(e.target);
    case 'seq': return e.first.every((x) => ok(x)) && ok(e.value);
    case 'intrinsic': {
      if (!e.args.every((x) => ok(x))) return false;
      if (PER_LANE_INTERNAL.has(e.name)) return true;
      const d = intrinsicDescriptor(e.name);
      if (!d) return false;
      if (PER_LANE.has(d.sim)) return true;
      // A collective with a literal mask, outside conditional code: every lane it names
      // makes it in every iteration (or has exited), so no rendezvous can join two
      // iterations unless lanes passed a call by before the loop (judged by source site and
      // iteration: core/collective.ts). `__activemask()` and masks computed at run time
      // (which may differ by iteration or by lane) keep the loop as written.
      if (d.sim === 'collective' && e.name !== '__syncwarp') return !cond && literal(e.args[0]);
      return false;
    }
    default: return false;
  }
}

/** Whether `e` is a constant written in the program (converted or not). */
function literal(e: Expr | undefined): boolean {
  return e !== undefined && (e.k === 'const' || (e.k === 'convert' && e.arg.k === 'const'));
}

/** `list` with every read of the counter `slot` replaced by the constant `value`. */
export function substitute(list: Stmt[], plan: UnrollPlan, value: number): Stmt[] {
  const ex = (e: Expr): Expr => substExpr(e, plan, value);
  const st = (s: Stmt): Stmt => {
    switch (s.k) {
      case 'decl': return { ...s, init: s.init && ex(s.init) };
      case 'expr': return { ...s, expr: ex(s.expr) };
      case 'block': return { ...s, body: s.body.map(st) };
      case 'if': return { ...s, cond: ex(s.cond), then: s.then.map(st), else: s.else && s.else.map(st) };
      default: throw new Error(`assertion: a ${s.k} statement in an unrolled loop body`);
    }
  };
  return list.map(st);
}

function substExpr(e: Expr, plan: UnrollPlan, value: number): Expr {
  const ex = (x: Expr): Expr => substExpr(x, plan, value);
  switch (e.k) {
    case 'local': return e.slot === plan.slot ? { k: 'const', type: plan.type, value, loc: e.loc } : e;
    case 'const': case 'builtin': case 'string': return e;
    case 'unary': case 'convert': return { ...e, arg: ex(e.arg) };
    case 'binary': case 'compare': case 'logical': return { ...e, left: ex(e.left), right: ex(e.right) };
    case 'cond': return { ...e, test: ex(e.test), then: ex(e.then), else: ex(e.else) };
    case 'index': return { ...e, array: ex(e.array), index: ex(e.index) };
    case 'assign': return { ...e, target: ex(e.target) as typeof e.target, value: ex(e.value) };
    case 'update': return { ...e, target: ex(e.target) as typeof e.target };
    case 'seq': return { ...e, first: e.first.map(ex), value: ex(e.value) };
    case 'intrinsic': return { ...e, args: e.args.map(ex) };
    default: throw new Error(`assertion: a ${e.k} expression in an unrolled loop body`);
  }
}

