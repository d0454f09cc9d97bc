/**
 * Loops that wait for memory to change with plain loads (`E-PLAIN-POLL`): a loop whose
 * conditions read a shared or global element, in which nothing writes memory, synchronises or
 * calls a function, and no local its conditions read changes. Such a loop can end only if
 * another thread writes the element meanwhile, and that write is a data race with the plain
 * load (PTX ISA §8.8: a weak load that conflicts with another thread's write, with no ordering
 * between them); with no such write it never ends, and C++ lets the compiler assume that a loop
 * without side effects ends ([intro.progress]). CUDA code polls through `volatile` or an
 * atomic; Warp TS has no `volatile`, so the poll is an atomic.
 *
 * What the hardware does with it (an H200, nvcc 13.0 -O3; oracle/probes4,
 * oracle/raw/plain-poll-2026-12-07.jsonl): `while (flag[0] == 0) {}` reads the flag once and
 * branches to an instruction that jumps to itself, so the loop never ends although another warp
 * sets the flag (also when the loop counts in a register, and, built -G, when the setter is
 * another block); the same loop through a `volatile` pointer, or with an atomic read, ends.
 */
import type { Expr, FunctionDecl, IndexExpr, Stmt } from './ir';
import { isErr, report, type Checker } from './context';
import { hasEffect } from './effects';
import { hint } from './registry';

/** Reports `E-PLAIN-POLL` for every loop of `f` that polls memory with plain loads (the
 * outermost such loop, at its first memory read). */
export function checkPlainPolls(cx: Checker, f: FunctionDecl): void {
  walkStmts(f.body, (loop) => {
    const read = plainPoll(loop);
    if (!read) return false;
    const what = describe(read);
    report(cx, 'E-PLAIN-POLL', read.loc,
      `this loop waits for \`${what}\` to change, but reads it with a plain load while nothing in the loop writes memory or synchronises: the compiler may load it once and spin forever (nvcc -O3 does), and another thread's write to it races with the load; poll it with an atomic`,
      { hint: hint('E-PLAIN-POLL', 'atomic', arrayName(read), indexText(read)) });
    return true;
  });
}

type Loop = Extract<Stmt, { k: 'while' | 'doWhile' | 'for' }>;

/** Calls `visit` for each loop in `body`, outermost first; a loop for which it returns true
 * is not entered. */
function walkStmts(body: Stmt[], visit: (loop: Loop) => boolean): void {
  for (const s of body) {
    switch (s.k) {
      case 'while': case 'doWhile': case 'for':
        if (!visit(s)) walkStmts(s.k === 'for' ? [...s.init, ...s.body] : s.body, visit);
        break;
      case 'if': walkStmts(s.then, visit); if (s.else) walkStmts(s.else, visit); break;
      case 'block': walkStmts(s.body, visit); break;
      case 'switch': for (const c of s.cases) walkStmts(c.body, visit); break;
      default: break;
    }
  }
}

/** The first plain read of a shared or global element in `loop`'s conditions, when the loop
 * polls memory with plain loads (see the module comment); else null. */
function plainPoll(loop: Loop): IndexExpr | null {
  const conds: Expr[] = [];
  const values: { slot: number; value: Expr | null; self: boolean }[] = [];
  let effect = false;
  const expr = (e: Expr): void => {
    if (effect) return;
    if (isErr(e)) { effect = true; return; }
    switch (e.k) {
      case 'assign':
        if (e.target.k !== 'local') { effect = true; return; }
        values.push({ slot: e.target.slot, value: e.value, self: e.op !== null });
        expr(e.value);
        return;
      case 'update':
        if (e.target.k !== 'local') { effect = true; return; }
        values.push({ slot: e.target.slot, value: null, self: true });
        return;
      case 'logical': conds.push(e.left); expr(e.left); expr(e.right); return;
      case 'cond': conds.push(e.test); expr(e.test); expr(e.then); expr(e.else); return;
      default:
        if (hasEffect(e)) effect = true;
    }
  };
  const stmts = (body: Stmt[]): void => {
    for (const s of body) {
      if (effect) return;
      switch (s.k) {
        case 'decl': if (s.init) { values.push({ slot: s.slot, value: s.init, self: false }); expr(s.init); } break;
        case 'expr': expr(s.expr); break;
        case 'if': conds.push(s.cond); expr(s.cond); stmts(s.then); if (s.else) stmts(s.else); break;
        case 'while': case 'doWhile': conds.push(s.cond); expr(s.cond); stmts(s.body); break;
        case 'for':
          stmts(s.init);
          if (s.cond) { conds.push(s.cond); expr(s.cond); }
          for (const u of s.update) expr(u);
          stmts(s.body);
          break;
        case 'return': if (s.value) expr(s.value); break;
        case 'block': stmts(s.body); break;
        case 'switch': conds.push(s.disc); expr(s.disc); for (const c of s.cases) stmts(c.body); break;
        // Shared and local arrays declared in the loop are new each pass: not a poll.
        case 'shared': case 'localArray': effect = true; break;
        case 'break': case 'continue': break;
      }
    }
  };
  if (loop.k === 'for') {
    if (loop.cond) { conds.push(loop.cond); expr(loop.cond); }
    for (const u of loop.update) expr(u);
  } else { conds.push(loop.cond); expr(loop.cond); }
  stmts(loop.body);
  if (effect) return null;
  // Locals that change from pass to pass: assigned from themselves (`n++`, `x += 1`) or from
  // another that changes (to a fixpoint). One assigned from memory and invariant locals alone
  // holds what the loads give.
  const varying = new Set<number>();
  for (let grew = true; grew;) {
    grew = false;
    for (const v of values) {
      if (varying.has(v.slot)) continue;
      if (v.self || (v.value && readsLocal(v.value, (slot) => varying.has(slot) || slot === v.slot))) {
        varying.add(v.slot);
        grew = true;
      }
    }
  }
  if (conds.some((c) => readsLocal(c, (slot) => varying.has(slot)))) return null;
  for (const c of conds) {
    const read = memoryRead(c, values);
    if (read) return read;
  }
  return null;
}

/** Whether `e` reads a local (scalar or array reference) for which `test` holds. */
function readsLocal(e: Expr, test: (slot: number) => boolean): boolean {
  let found = false;
  visitExpr(e, (x) => { if (x.k === 'local' && test(x.slot)) found = true; });
  return found;
}

/** The first plain read of a shared or global (or parameter) array element in `e`, looking
 * through locals assigned in the loop (`values`) to the reads they hold. */
function memoryRead(e: Expr, values: { slot: number; value: Expr | null }[], depth = 0): IndexExpr | null {
  let found: IndexExpr | null = null;
  visitExpr(e, (x) => {
    if (found) return;
    if (x.k === 'index' && x.array.k === 'local' && typeof x.array.type === 'object' && x.array.type.kind === 'array' && x.array.type.space !== 'local') found = x;
    else if (x.k === 'local' && depth < 8) {
      for (const v of values) if (v.slot === x.slot && v.value && !found) found = memoryRead(v.value, values, depth + 1);
    }
  });
  return found;
}

/** Calls `f` for `e` and every expression inside it. */
function visitExpr(e: Expr, f: (x: Expr) => void): void {
  f(e);
  switch (e.k) {
    case 'unary': case 'convert': visitExpr(e.arg, f); break;
    case 'binary': case 'compare': case 'logical': visitExpr(e.left, f); visitExpr(e.right, f); break;
    case 'cond': visitExpr(e.test, f); visitExpr(e.then, f); visitExpr(e.else, f); break;
    case 'index': visitExpr(e.array, f); visitExpr(e.index, f); break;
    case 'field': visitExpr(e.object, f); break;
    case 'structLit': for (const x of e.fields) visitExpr(x, f); break;
    case 'call': case 'intrinsic': case 'cg': for (const x of e.args) visitExpr(x, f); break;
    case 'method': visitExpr(e.group, f); for (const x of e.args) visitExpr(x, f); break;
    case 'assign': visitExpr(e.target, f); visitExpr(e.value, f); break;
    case 'update': visitExpr(e.target, f); break;
    case 'seq': for (const x of e.first) visitExpr(x, f); visitExpr(e.value, f); break;
    default: break;
  }
}

/** `name[index]` as the source reads, for messages (`flag[0]`, `flags[…]`). */
function describe(read: IndexExpr): string {
  return `${arrayName(read)}[${indexText(read)}]`;
}

function arrayName(read: IndexExpr): string {
  return read.array.k === 'local' ? read.array.name : 'the array';
}

function indexText(read: IndexExpr): string {
  const i = read.index.k === 'convert' ? read.index.arg : read.index;
  if (i.k === 'const') return String(i.value);
  if (i.k === 'local') return i.name;
  return '…';
}
