/**
 * Statement lowering with structured reconvergence (docs/language.md §6): every divergent construct
 * opens a region (`Ssy`) and closes it at its immediate post-dominator (`Sync`): the end of
 * an `if`/`else`, the exit of a loop and, when the body has a `continue`, the end of each
 * iteration (the continue point), the end of a `switch`. `break`/`continue` leave the regions they jump out of;
 * `return` leaves every region of the function.
 */
import type { Expr, ScalarType, Stmt } from '../../lang/ir';
import { hint } from '../../lang/registry';
import { Op } from '../core/instr';
import { makeMem, sharedFor } from '../core/memory';
import type { Mem } from '../core/state';
import { convertTo, expr, isSimple } from './expr';
import type { FnCompiler, Target } from './fn';
import { containsSpin, exitsOnAtomic, spinFunctions } from './spin-loops';
import { substitute, unrollPlan } from './unroll';

export function stmts(c: FnCompiler, list: Stmt[]): void {
  for (const s of list) stmt(c, s);
}

export function stmt(c: FnCompiler, s: Stmt): void {
  const fn = c.index;
  switch (s.k) {
    case 'decl': {
      if (s.init) {
        const same = s.init.type === s.type && s.init.k !== 'local' && s.init.k !== 'const' && s.init.k !== 'assign' && s.init.k !== 'update';
        const v = expr(c, s.init, same ? s.slot : undefined);
        if (v !== s.slot) convertTo(c, v, s.init.type as never, s.type as ScalarType, s.loc, s.slot);
      } else {
        // An uninitialised local holds an undefined value until assigned (docs/language.md §5).
        const name = s.name;
        const loc = s.loc;
        const h = hint('E-UNDEFINED-STORE', 'unassigned', name);
        c.compute((w, g) => {
          const pd = w.poisonOf(fn, s.slot);
          for (const l of g.lanes) pd[l] = { why: `\`${name}\` was declared at line ${loc.line} without a value and not assigned in lane ${l}`, lane: l, line: loc.line, column: loc.column, hint: h };
        }, s.loc);
      }
      return;
    }
    case 'localArray': {
      // Elements are evaluated in order; when a later one has side effects (`[i, i++]`),
      // each value is copied as it is taken, so a later write cannot change it.
      const copy = s.init.some((e) => !isSimple(e));
      const regs = s.init.map((e) => convertTo(c, expr(c, e), e.type as never, s.elem, e.loc, copy ? c.temp(s.elem) : undefined));
      const { slot, name, elem } = s;
      const n = regs.length;
      c.compute((w, g) => {
        const A = w.arraysOf(fn, slot);
        const R = w.regs[fn]!;
        const P = w.pois[fn]!;
        for (const l of g.lanes) {
          const m = makeMem(name, 'local', elem, n, -1);
          for (let i = 0; i < n; i++) {
            // Same element kind on both sides (the values were converted to `elem`).
            (m.data as Int32Array)[i] = (R[regs[i]!] as Int32Array)[l]!;
            const p = P[regs[i]!]?.[l];
            if (p) { m.undef ??= new Uint8Array(n); m.undef[i] = 1; m.undefWhy.set(i, p); }
          }
          A[l] = m;
        }
      }, s.loc);
      return;
    }
    case 'shared': {
      const id = c.sharedIds.get(`${c.decl.name}:${s.slot}`)!;
      const { slot, name, elem, length } = s;
      c.compute((w, g) => {
        const blk = w.ctx.block;
        let m: Mem | null | undefined = blk.shared[id];
        if (!m) {
          m = sharedFor(w.ctx.spareShared, id, name, elem, length, blk.linear);
          blk.shared[id] = m;
        }
        const A = w.arraysOf(fn, slot);
        const L = g.lanes;
        for (let k = 0; k < L.length; k++) A[L[k]!] = m;
      }, s.loc);
      return;
    }
    case 'expr':
      expr(c, s.expr);
      return;
    case 'block':
      stmts(c, s.body);
      return;
    case 'if': {
      const cond = expr(c, s.cond);
      c.ssy(s.loc, '`if`');
      const br = c.emit({ op: Op.Branch, cond, t: -1, f: -1, loc: s.loc });
      c.patch(br, c.pc, 't');
      stmts(c, s.then);
      if (s.else) {
        const j = c.jump(s.loc);
        c.patch(br, c.pc, 'f');
        stmts(c, s.else);
        c.patch(j, c.pc);
      } else {
        c.patch(br, c.pc, 'f');
      }
      c.sync(s.loc, 'the end of the `if`');
      runOnIfSpins(c, s);
      return;
    }
    case 'while':
    case 'for':
    case 'doWhile':
      loop(c, s);
      return;
    case 'break': {
      const t = c.targets[c.targets.length - 1];
      if (!t) throw new Error('assertion: break outside loop');
      c.breakTo(t.depth, s.loc);
      t.breaks.push(c.jump(s.loc));
      return;
    }
    case 'continue': {
      const t = [...c.targets].reverse().find((x) => x.kind === 'loop');
      if (!t) throw new Error('assertion: continue outside loop');
      c.breakTo(t.depth + 1, s.loc);
      t.continues.push(c.jump(s.loc));
      return;
    }
    case 'return': {
      if (s.value && c.retSlot >= 0) {
        const v = expr(c, s.value);
        convertTo(c, v, s.value.type as never, c.decl.returnType as never, s.loc, c.retSlot);
      }
      // Leaves the function's regions; a `return` of the kernel also marks where the lanes
      // exit (outside every region there is nothing to leave).
      if (c.depth > 0 || c.decl.isKernel) c.emit({ op: Op.Unwind, loc: s.loc });
      c.returns.push(c.jump(s.loc));
      return;
    }
    case 'switch': {
      // Every case label after the first is a reconvergence point: lanes that fall through
      // into a case run it together with the lanes sent to it directly, as an H100 did
      // (oracle/probes/switch_fallthrough.cu). Label k closes region k, opened before the
      // dispatch (the last label's outermost): region k holds the bodies of cases 0..k-1,
      // and lanes sent to case k leave regions 1..k-1, the labels they skip.
      const disc = expr(c, s.disc);
      c.ssy(s.loc, '`switch`');
      const target: Target = { kind: 'switch', depth: c.depth, breaks: [], continues: [] };
      const n = s.cases.length;
      for (let k = n - 1; k >= 1; k--) c.ssy(s.cases[k]!.loc, '`case` label');
      const sw = c.emit({ op: Op.Switch, cond: disc, targets: new Map(), fallback: -1, leaves: new Map(), loc: s.loc });
      const ins = c.code[sw]!;
      c.targets.push(target);
      let hasDefault = false;
      s.cases.forEach((cs, k) => {
        const label = c.pc;
        if (k >= 1) c.sync(cs.loc, '`case` label');
        ins.leaves!.set(label, Math.max(0, k - 1));
        if (cs.test === null) { ins.fallback = label; hasDefault = true; }
        else if (!ins.targets!.has(cs.test | 0)) ins.targets!.set(cs.test | 0, label);
        stmts(c, cs.body);
      });
      c.targets.pop();
      const end = c.pc;
      if (!hasDefault) { ins.fallback = end; ins.leaves!.set(end, Math.max(0, n - 1)); }
      for (const b of target.breaks) c.patch(b, end);
      c.sync(s.loc, 'the end of the `switch`');
      runOnIfSpins(c, s);
      return;
    }
  }
}

/** Whether expression `e` contains a function or intrinsic call. */
function callsIn(e: Expr): boolean {
  if (e.k === 'call' || e.k === 'intrinsic') return true;
  for (const v of Object.values(e)) {
    if (Array.isArray(v)) { if (v.some((x) => isExpr(x) && callsIn(x))) return true; }
    else if (isExpr(v) && callsIn(v)) return true;
  }
  return false;
}

function isExpr(v: unknown): v is Expr {
  return typeof v === 'object' && v !== null && 'k' in v && 'loc' in v;
}

/** Whether `body` has a `continue` that belongs to the loop it is the body of (not to a
 * loop nested in it). */
function continues(body: Stmt[]): boolean {
  return body.some((s) => {
    switch (s.k) {
      case 'continue': return true;
      case 'block': return continues(s.body);
      case 'if': return continues(s.then) || (s.else ? continues(s.else) : false);
      case 'switch': return s.cases.some((cs) => continues(cs.body));
      default: return false;
    }
  });
}

/**
 * A loop: a region for the loop exit (lanes leave at different iterations) and, when the
 * body has a `continue`, one per iteration that ends at the continue point (without a
 * `continue`, every lane that runs the body reaches its end together: constructs inside
 * reconverge at their own ends). A condition without calls is tested at the top and again
 * at the bottom (loop inversion: no jump back per iteration); one with a call is tested at
 * the top only, so that each call has one call site.
 */
function loop(c: FnCompiler, s: Extract<Stmt, { k: 'while' | 'for' | 'doWhile' }>): void {
  const plan = unrollPlan(s);
  if (plan) {
    // Every lane that enters runs every iteration (compile/unroll.ts): the copies in the
    // loop's own region, the counter a constant in each.
    c.ssy(s.loc, 'the loop exit');
    // The j-th collective of each copy is the j-th of the first copy (the same call).
    const first: number[] = [];
    plan.values.forEach((v, iteration) => {
      const from = c.pc;
      stmts(c, substitute(s.body, plan, v));
      let j = 0;
      for (let pc = from; pc < c.pc; pc++) {
        const ins = c.code[pc]!;
        if (ins.op !== Op.Collective) continue;
        if (iteration === 0) first.push(pc);
        const site = first[j++];
        if (site === undefined || c.code[site]!.loc !== ins.loc && (c.code[site]!.loc.line !== ins.loc.line || c.code[site]!.loc.column !== ins.loc.column)) {
          throw new Error(`assertion: copy ${iteration} of the unrolled loop at line ${s.loc.line} has other calls than the first`);
        }
        ins.unrolled = { site, iteration };
      }
      if (j !== first.length) throw new Error(`assertion: copy ${iteration} of the unrolled loop at line ${s.loc.line} has fewer calls than the first`);
    });
    c.sync(s.loc, 'the loop exit');
    return;
  }
  if (s.k === 'for') stmts(c, s.init);
  const loopSsy = c.pc;
  c.ssy(s.loc, 'the loop exit');
  const target: Target = { kind: 'loop', depth: c.depth, breaks: [], continues: [] };
  const exitBranches: number[] = [];
  const top = c.pc;
  if (s.k !== 'doWhile' && s.cond) {
    const cond = expr(c, s.cond);
    exitBranches.push(c.emit({ op: Op.Branch, cond, t: c.pc + 1, f: -1, loc: s.cond.loc }));
  }
  const body = c.pc;
  const perIteration = continues(s.body);
  if (perIteration) c.ssy(s.loc, 'the end of the loop body');
  c.targets.push(target);
  stmts(c, s.body);
  c.targets.pop();
  const cont = c.pc;
  for (const j of target.continues) c.patch(j, cont);
  if (perIteration) c.sync(s.loc, 'the end of the loop body');
  if (s.k === 'for') for (const u of s.update) expr(c, u);
  if (s.k === 'doWhile' || (s.cond && !callsIn(s.cond))) {
    const cond = expr(c, s.cond!);
    exitBranches.push(c.emit({ op: Op.Branch, cond, t: body, f: -1, loc: s.cond!.loc, backEdge: loopSsy }));
  } else {
    c.code[c.jump(s.loc, s.cond ? top : body)]!.backEdge = loopSsy;
  }
  const exit = c.pc;
  for (const b of exitBranches) c.patch(b, exit, 'f');
  for (const b of target.breaks) c.patch(b, exit);
  c.sync(s.loc, 'the loop exit');
  if (exitsOnAtomic(s)) c.code[c.pc - 1]!.runOn = true;
  else runOnIfSpins(c, s);
}

/** Marks the `Sync` just emitted, the end of the region of `s`, as one lanes do not wait at
 * when `s` holds a loop that waits on other threads (compile/spin-loops.ts). */
function runOnIfSpins(c: FnCompiler, s: Stmt): void {
  if (containsSpin(s, spinFunctions(c.allFns))) c.code[c.pc - 1]!.runOn = true;
}
