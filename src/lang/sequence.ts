/**
 * Unsequenced modifications of a scalar local, a struct field or an array element within
 * one full expression.
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
 * `i += i++`, `a[i] = i++`, `a[k] = a[k]++`).
 *
 * What is tracked is a *place*: a local (`i`), a field of a tracked place (`p.v`) or an
 * element of an array whose index is written the same way and has no side effects
 * (`a[k]`, `s[lane + 1]`). Two places conflict when one contains the other (`p` and
 * `p.v`, `a[k]` and `a[k].v`). Elements whose indices are written differently (`a[i]` and
 * `a[j]`) may or may not be one element, which only the values tell: they are not reported.
 * An array itself is a reference that no expression changes, so passing `a` to a function
 * is no use of its elements.
 */
import type { Expr, Loc, Stmt } from './ir';

/** The places an expression reads and writes (key → name and where written; see `placeOf`). */
interface Effects {
  reads: Set<string>;
  writes: Map<string, { name: string; loc: Loc }>;
}

/** A modification that conflicts with another use in the same full expression. */
export interface Unsequenced {
  name: string;
  loc: Loc;
}

const none = (): Effects => ({ reads: new Set(), writes: new Map() });

function merge(into: Effects, from: Effects): Effects {
  for (const r of from.reads) into.reads.add(r);
  for (const [key, w] of from.writes) if (!into.writes.has(key)) into.writes.set(key, w);
  return into;
}

/** Whether places `a` and `b` overlap: equal, or one a field or element of the other. */
function overlaps(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long.startsWith(short) && (long[short.length] === '.' || long[short.length] === '[');
}

function touches(p: Effects, key: string): boolean {
  for (const r of p.reads) if (overlaps(r, key)) return true;
  for (const w of p.writes.keys()) if (overlaps(w, key)) return true;
  return false;
}

/** Checks operands evaluated in no defined order: a write in one, a use in another. */
function unordered(parts: Effects[], out: Unsequenced[]): Effects {
  for (let i = 0; i < parts.length; i++) {
    for (const [key, w] of parts[i]!.writes) {
      if (parts.some((p, j) => j !== i && touches(p, key))) out.push({ name: w.name, loc: w.loc });
    }
  }
  return parts.reduce(merge, none());
}

/** The text of a side-effect-free index expression, equal for two indices written the
 * same way; null for anything else (a call, an assignment, `?:`...). */
function pureText(e: Expr): string | null {
  switch (e.k) {
    case 'const': return `${String(e.value)}:${String(e.type)}`;
    case 'local': return `L${e.slot}`;
    case 'builtin': return `${e.name}.${e.dim}`;
    case 'unary': { const a = pureText(e.arg); return a === null ? null : `(${e.op}${a})`; }
    case 'convert': { const a = pureText(e.arg); return a === null ? null : `${String(e.type)}(${a})`; }
    case 'binary': case 'compare': {
      const l = pureText(e.left), r = pureText(e.right);
      return l === null || r === null ? null : `(${l}${e.op}${r})`;
    }
    case 'field': { const o = pureText(e.object); return o === null ? null : `${o}.${e.field}`; }
    case 'index': { const a = pureText(e.array), i = pureText(e.index); return a === null || i === null ? null : `${a}[${i}]`; }
    default: return null;
  }
}

/** Index expression `e` (side-effect free, see `pureText`) as the learner wrote it, roughly:
 * for messages only. */
function shown(e: Expr): string {
  switch (e.k) {
    case 'const': return String(e.value);
    case 'local': return e.name;
    case 'builtin': return `${e.name}.${e.dim}`;
    case 'unary': return `${e.op}${shown(e.arg)}`;
    case 'convert': return e.explicit ? `${String(e.type)}(${shown(e.arg)})` : shown(e.arg);
    case 'binary': case 'compare': return `${shown(e.left)} ${e.op} ${shown(e.right)}`;
    case 'field': return `${shown(e.object)}.${e.field}`;
    case 'index': return `${shown(e.array)}[${shown(e.index)}]`;
    default: return '…';
  }
}

/** The place an l-value names (its key and the name messages use), or null when it
 * cannot be told apart from others by its text (see the header). */
function placeOf(e: Expr): { key: string; name: string } | null {
  switch (e.k) {
    case 'local': return { key: `L${e.slot}`, name: e.name };
    case 'field': {
      const o = placeOf(e.object);
      return o && { key: `${o.key}.${e.field}`, name: `${o.name}.${e.field}` };
    }
    case 'index': {
      if (e.array.k !== 'local') return null;
      const i = pureText(e.index);
      return i === null ? null : { key: `L${e.array.slot}[${i}]`, name: `${e.array.name}[${shown(e.index)}]` };
    }
    default: return null;
  }
}

const isArray = (e: Expr): boolean => typeof e.type === 'object' && e.type.kind === 'array';

/** The uses of the parts of l-value `e` other than the place itself (an element's index). */
function partsOf(e: Expr, out: Unsequenced[]): Effects {
  switch (e.k) {
    case 'local': return none();
    case 'field': return partsOf(e.object, out);
    case 'index': return unordered([e.array.k === 'local' ? none() : effects(e.array, out), effects(e.index, out)], out);
    default: return effects(e, out);
  }
}

function effects(e: Expr, out: Unsequenced[]): Effects {
  switch (e.k) {
    case 'const': case 'string': case 'builtin':
      return none();
    case 'local': {
      const f = none();
      if (!isArray(e)) f.reads.add(`L${e.slot}`);
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
    case 'index': case 'field': {
      const f = partsOf(e, out);
      const p = placeOf(e);
      if (p && !isArray(e)) f.reads.add(p.key);
      return f;
    }
    case 'structLit':
      // A braced list: each element is sequenced before the next (C++17 [dcl.init.list]/4),
      // and the export writes a struct literal as `Pair{ ... }`.
      return e.fields.map((a) => effects(a, out)).reduce(merge, none());
    case 'cg':
      return unordered(e.args.map((a) => effects(a, out)), out);
    case 'method':
      return unordered([effects(e.group, out), ...e.args.map((a) => effects(a, out))], out);
    case 'seq':
      return [...e.first, e.value].map((a) => effects(a, out)).reduce(merge, none());
    case 'update': {
      const f = partsOf(e.target, out);
      const p = placeOf(e.target);
      if (p) {
        f.reads.add(p.key);
        f.writes.set(p.key, { name: p.name, loc: e.loc });
      }
      return f;
    }
    case 'assign': {
      // C++17 [expr.ass]/1: "The right operand is sequenced before the left operand", and the
      // assignment after both: `i = i++ + 1`, `i += i++`, `a[i] = i++`, `a[i++] = i` and
      // `a[k] = a[k]++` are defined, and the simulator evaluates them in that order
      // (compile/expr.ts `assign`).
      const f = merge(effects(e.value, out), partsOf(e.target, out));
      const p = placeOf(e.target);
      if (p) {
        if (e.op !== null) f.reads.add(p.key);
        f.writes.set(p.key, { name: p.name, loc: e.loc });
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
