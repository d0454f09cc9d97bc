/**
 * Unsequenced modifications of a scalar local within one full expression.
 *
 * In CUDA C++ the operands of most operators and the arguments of a call are not ordered
 * against each other (C++17 [intro.execution]/17: a side effect on a scalar that is
 * unsequenced relative to another side effect on it, or to a use of its value, is
 * undefined behaviour; the arguments of a call are indeterminately sequenced, so their
 * order is unspecified), while TypeScript evaluates left to right. `i + (i = 7)`, `k + k++`
 * and `f(i, i++)` therefore mean different things (or nothing) in the two languages, and
 * the exported CUDA would not do what the simulator did: each is a compile error,
 * `E-UNSEQUENCED`, at the modification.
 *
 * Ordered, and accepted: the operands of `&&`, `||` and `?:` (the first is evaluated
 * before the rest in both languages), and the two sides of an assignment (C++17 evaluates
 * the right side first, then the left, then assigns, and so does the simulator: `i = i++ + 1`,
 * `i += i++`, `a[i] = i++`). Only scalar locals are tracked, not array elements.
 */
import type { Expr, Loc, Stmt } from './ir';

/** The scalar locals an expression reads and writes (slot → name and where written). */
interface Effects {
  reads: Set<number>;
  writes: Map<number, { name: string; loc: Loc }>;
}

/** A modification that conflicts with another use in the same full expression. */
export interface Unsequenced {
  name: string;
  loc: Loc;
}

const none = (): Effects => ({ reads: new Set(), writes: new Map() });

function merge(into: Effects, from: Effects): Effects {
  for (const r of from.reads) into.reads.add(r);
  for (const [slot, w] of from.writes) if (!into.writes.has(slot)) into.writes.set(slot, w);
  return into;
}

/** Checks operands evaluated in no defined order: a write in one, a use in another. */
function unordered(parts: Effects[], out: Unsequenced[]): Effects {
  for (let i = 0; i < parts.length; i++) {
    for (const [slot, w] of parts[i]!.writes) {
      if (parts.some((p, j) => j !== i && (p.reads.has(slot) || p.writes.has(slot)))) out.push({ name: w.name, loc: w.loc });
    }
  }
  return parts.reduce(merge, none());
}

function effects(e: Expr, out: Unsequenced[]): Effects {
  switch (e.k) {
    case 'const': case 'string': case 'builtin':
      return none();
    case 'local': {
      const f = none();
      f.reads.add(e.slot);
      return f;
    }
    case 'unary': case 'convert':
      return effects(e.arg, out);
    case 'binary': case 'compare':
      return unordered([effects(e.left, out), effects(e.right, out)], out);
    case 'logical':
      return merge(effects(e.left, out), effects(e.right, out));
    case 'cond':
      return merge(merge(effects(e.test, out), effects(e.then, out)), effects(e.else, out));
    case 'call': case 'intrinsic':
      return unordered(e.args.map((a) => effects(a, out)), out);
    case 'index':
      return unordered([effects(e.array, out), effects(e.index, out)], out);
    case 'field':
      return effects(e.object, out);
    case 'structLit':
      return unordered(e.fields.map((a) => effects(a, out)), out);
    case 'cg':
      return unordered(e.args.map((a) => effects(a, out)), out);
    case 'method':
      return unordered([effects(e.group, out), ...e.args.map((a) => effects(a, out))], out);
    case 'seq':
      return [...e.first, e.value].map((a) => effects(a, out)).reduce(merge, none());
    case 'update': {
      if (e.target.k === 'local') {
        const f = none();
        f.reads.add(e.target.slot);
        f.writes.set(e.target.slot, { name: e.target.name, loc: e.loc });
        return f;
      }
      return effects(e.target, out);
    }
    case 'assign': {
      // C++17 [expr.ass]/1: "The right operand is sequenced before the left operand", and the
      // assignment after both: `i = i++ + 1`, `i += i++`, `a[i] = i++` and `a[i++] = i` are
      // defined, and the simulator evaluates them in that order (compile/expr.ts `assign`).
      const value = effects(e.value, out);
      const target = e.target.k === 'local' ? none() : effects(e.target, out);
      const f = merge(value, target);
      if (e.target.k === 'local') {
        if (e.op !== null) f.reads.add(e.target.slot);
        f.writes.set(e.target.slot, { name: e.target.name, loc: e.loc });
      }
      return f;
    }
  }
}

/** The unsequenced modifications in full expression `e` (one entry per variable). */
export function unsequencedIn(e: Expr): Unsequenced[] {
  const out: Unsequenced[] = [];
  effects(e, out);
  const seen = new Set<string>();
  return out.filter((u) => (seen.has(u.name) ? false : (seen.add(u.name), true)));
}

/** Every full expression of `body`, in source order. */
export function fullExpressions(body: readonly Stmt[]): Expr[] {
  const out: Expr[] = [];
  const walk = (list: readonly Stmt[]): void => {
    for (const s of list) {
      switch (s.k) {
        case 'decl': if (s.init) out.push(s.init); break;
        case 'localArray': for (const e of s.init) out.push(e); break;
        case 'expr': out.push(s.expr); break;
        case 'if': out.push(s.cond); walk(s.then); if (s.else) walk(s.else); break;
        case 'while': out.push(s.cond); walk(s.body); break;
        case 'doWhile': walk(s.body); out.push(s.cond); break;
        case 'for': walk(s.init); if (s.cond) out.push(s.cond); for (const e of s.update) out.push(e); walk(s.body); break;
        case 'return': if (s.value) out.push(s.value); break;
        case 'block': walk(s.body); break;
        case 'switch': out.push(s.disc); for (const c of s.cases) walk(c.body); break;
        default: break;
      }
    }
  };
  walk(body);
  return out;
}
