/**
 * Expression lowering: every expression is evaluated into a register of its type.
 * `&&`, `||` and `?:` are control flow (only the needed side runs, in the lanes that need
 * it, as in C); when the deferred side cannot fail or synchronise, both sides are computed
 * and combined without divergence.
 */
import type { AssignExpr, Expr, IndexExpr, LValue, ScalarType, UpdateExpr } from '../../lang/ir';
import { Op } from '../core/instr';
import { fastBodies } from '../core/tier';
import { floatToBits } from '../core/values';
import { binaryBody, compareBody, convertBody, unaryBody } from './arith';
import type { FnCompiler } from './fn';
import { loadBody, storeBody } from './memops';
import { fastLogical } from './fast-ops';
import { constant, logical as logicalBody, move, select, select32 } from './vector';
import { compileIntrinsic } from '../intrinsics/registry';

function scalar(e: Expr): ScalarType {
  if (typeof e.type !== 'string' || e.type === 'void' || e.type === 'string') {
    throw new Error(`assertion: expected a scalar expression at ${e.loc.line}:${e.loc.column}`);
  }
  return e.type;
}

/** Raw register value of a constant of type `t` (`long`/`ulong`: the 64-bit pattern as a
 * signed `bigint`, the element type of their `BigInt64Array` registers). */
export function constRaw(t: ScalarType, v: number | bigint): number | bigint {
  if (t === 'long' || t === 'ulong') return BigInt.asIntN(64, BigInt(v));
  if (typeof v === 'bigint') throw new Error(`assertion: a bigint constant of type ${t}`);
  if (t === 'float') return floatToBits(v);
  if (t === 'double') return v;
  return v | 0;
}

const PURE_INTRINSICS = new Set(['__laneid', '__lanemask_lt', '__lanemask_le', '__lanemask_eq', '__lanemask_ge', '__lanemask_gt', '__popc', '__ffs', '__clz', '__brev', '__pext']);

/** Expressions that cannot fail, synchronise or have side effects (safe to evaluate in
 * every lane even where C would not evaluate them). */
export function isSimple(e: Expr): boolean {
  switch (e.k) {
    case 'const': case 'local': case 'builtin': return true;
    // Per-lane bit queries that cannot fail (the lowering of groups uses them).
    case 'intrinsic': return PURE_INTRINSICS.has(e.name) && e.args.every(isSimple);
    case 'unary': return isSimple(e.arg);
    case 'compare': return isSimple(e.left) && isSimple(e.right);
    case 'binary': return !['/', '%', '<<', '>>'].includes(e.op) && isSimple(e.left) && isSimple(e.right);
    case 'logical': return isSimple(e.left) && isSimple(e.right);
    case 'cond': return isSimple(e.test) && isSimple(e.then) && isSimple(e.else);
    case 'convert': {
      const from = e.arg.type;
      const toInt = e.type === 'int' || e.type === 'uint' || e.type === 'long' || e.type === 'ulong';
      return !(toInt && (from === 'float' || from === 'double')) && isSimple(e.arg);
    }
    default: return false;
  }
}

/** The raw value of `e` when it is a constant of a 32-bit type `t` (its register is then a
 * `constReg` holding that value in every lane), else undefined. */
function const32(e: Expr, t: ScalarType): number | undefined {
  if (!fastBodies() || e.k !== 'const' || e.type !== t || t === 'double' || t === 'long' || t === 'ulong') return undefined;
  const raw = constRaw(t, e.value);
  return typeof raw === 'number' ? raw : undefined;
}

/** Integer operators whose operands may be exchanged (32-bit wrapping `+ *`, bitwise). */
const COMMUTATIVE = new Set(['+', '*', '&', '|', '^']);

/** Types held in `Int32Array` registers. */
function is32(t: ScalarType): boolean {
  return t === 'int' || t === 'uint' || t === 'bool' || t === 'float';
}

function isIntBits(t: ScalarType): boolean {
  return t === 'int' || t === 'uint';
}

/** `long` and `ulong` share one 64-bit pattern, as `int` and `uint` share 32 bits. */
function sameBits(a: ScalarType, b: ScalarType): boolean {
  return (isIntBits(a) && isIntBits(b)) || ((a === 'long' || a === 'ulong') && (b === 'long' || b === 'ulong'));
}

/** Converts register `src` of type `from` into a (new or given) register of type `to`. */
export function convertTo(c: FnCompiler, src: number, from: ScalarType, to: ScalarType, loc: Expr['loc'], dst?: number): number {
  // `int` and `unsigned int` share one 32-bit pattern (docs/language.md §3: the conversion keeps the
  // bits), so a read-only use of the converted value reads the source register itself.
  if (dst === undefined && (from === to || sameBits(from, to))) return src;
  const d = dst ?? c.temp(to);
  c.compute(convertBody(c.index, d, src, from, to, loc), loc);
  return d;
}

/** Evaluates `e` into a register and returns it. When `into` is given (a register of
 * `e`'s type), computations write their result there directly. */
export function expr(c: FnCompiler, e: Expr, into?: number): number {
  const fn = c.index;
  const dest = (t: ScalarType): number => into ?? c.temp(t);
  switch (e.k) {
    case 'const':
      return c.constReg(scalar(e), constRaw(scalar(e), e.value));
    case 'string':
      throw new Error(`assertion: string outside printf at ${e.loc.line}:${e.loc.column}`);
    case 'local':
      return e.slot;
    case 'builtin':
      return c.builtinReg(e.name, e.dim === 'x' ? 0 : e.dim === 'y' ? 1 : 2);
    case 'unary': {
      const a = expr(c, e.arg);
      const d = dest(scalar(e));
      c.compute(unaryBody(fn, d, a, e.op, scalar(e.arg), e.loc), e.loc);
      return d;
    }
    case 'binary': {
      const a = expr(c, e.left);
      const b = expr(c, e.right);
      const d = dest(scalar(e));
      const rt = scalar(e.right);
      const k = e.op === '<<' || e.op === '>>' ? const32(e.right, rt) : const32(e.right, scalar(e));
      const swap = isIntBits(scalar(e)) ? COMMUTATIVE.has(e.op) : scalar(e) === 'float' && (e.op === '+' || e.op === '*');
      const kl = k === undefined && swap ? const32(e.left, scalar(e)) : undefined;
      // `k op x` of a commutative operator is `x op k` (wrapping integer `+ *` and bitwise
      // operators; binary32 `+ *`, IEEE operations that are commutative, NaN made canonical
      // either way); the constant's register never holds an undefined value, so the
      // result's poison is `x`'s either way.
      if (kl !== undefined && rt === scalar(e)) c.compute(binaryBody(fn, d, b, a, e.op, scalar(e), rt, e.loc, kl, true), e.loc);
      else c.compute(binaryBody(fn, d, a, b, e.op, scalar(e), rt, e.loc, k), e.loc);
      return d;
    }
    case 'compare': {
      const a = expr(c, e.left);
      const b = expr(c, e.right);
      const d = dest('bool');
      c.compute(compareBody(fn, d, a, b, e.op, e.operandType, const32(e.right, e.operandType)), e.loc);
      return d;
    }
    case 'logical':
      return logical(c, e.op, e.left, e.right, e.loc);
    case 'cond':
      return conditional(c, e.test, e.then, e.else, scalar(e), e.loc);
    case 'convert': {
      const a = expr(c, e.arg);
      if (into === undefined && sameBits(scalar(e.arg), scalar(e))) return a;
      const d = dest(scalar(e));
      c.compute(convertBody(fn, d, a, scalar(e.arg), scalar(e), e.loc), e.loc);
      return d;
    }
    case 'call': {
      const calleeIdx = c.fnIndex.get(e.fn);
      if (calleeIdx === undefined) throw new Error(`assertion: unknown function ${e.fn}`);
      const args = e.args.map((a) => expr(c, a));
      const t = e.type;
      const d = t === 'void' ? -1 : c.temp(t as ScalarType);
      c.emit({ op: Op.Call, callee: calleeIdx, args, dst: d, loc: e.loc });
      return d;
    }
    case 'intrinsic':
      return compileIntrinsic(c, e, (x) => expr(c, x), into);
    case 'index': {
      const arr = expr(c, e.array);
      const idx = expr(c, e.index);
      const d = dest(scalar(e));
      c.compute(loadBody(fn, d, arr, idx, scalar(e.index), e.loc), e.loc);
      return d;
    }
    case 'assign':
      return assign(c, e);
    case 'update':
      return update(c, e);
    case 'seq':
      for (const x of e.first) expr(c, x);
      return expr(c, e.value, into);
    case 'field': case 'structLit': case 'cg': case 'method':
      throw new Error(`assertion: a ${e.k} expression reached the compiler (src/sim/lower runs first) at ${e.loc.line}:${e.loc.column}`);
  }
}

function logical(c: FnCompiler, op: '&&' | '||', left: Expr, right: Expr, loc: Expr['loc']): number {
  const fn = c.index;
  const a = expr(c, left);
  const d = c.temp('bool');
  if (isSimple(right)) {
    const b = expr(c, right);
    const lt = scalar(left), rt = scalar(right);
    if (!is32(lt) || !is32(rt) || lt === 'float' || rt === 'float') throw new Error(`assertion: \`${op}\` of ${lt} and ${rt} (conditions are bool)`);
    c.compute(fastBodies() ? fastLogical(fn, d, a, b, op) : logicalBody(fn, d, a, b, op), loc);
    return d;
  }
  c.ssy(loc, `\`${op}\``);
  const br = c.emit({ op: Op.Branch, cond: a, t: -1, f: -1, loc });
  const shortPc = c.pc;
  c.compute(constant(fn, d, op === '&&' ? 0 : 1), loc);
  const j = c.jump(loc);
  const rhsPc = c.pc;
  const b = expr(c, right);
  c.compute(move(fn, d, b, false), loc);
  c.patch(j, c.pc);
  c.sync(loc, `\`${op}\``);
  c.patch(br, op === '&&' ? rhsPc : shortPc, 't');
  c.patch(br, op === '&&' ? shortPc : rhsPc, 'f');
  return d;
}

function conditional(c: FnCompiler, test: Expr, th: Expr, el: Expr, t: ScalarType, loc: Expr['loc']): number {
  const fn = c.index;
  const a = expr(c, test);
  const d = c.temp(t);
  if (isSimple(th) && isSimple(el)) {
    const x = expr(c, th), y = expr(c, el);
    c.compute(fastBodies() && is32(t) ? select32(fn, d, a, x, y) : select(fn, d, a, x, y), loc);
    return d;
  }
  c.ssy(loc, '`?:`');
  const br = c.emit({ op: Op.Branch, cond: a, t: -1, f: -1, loc });
  c.patch(br, c.pc, 't');
  c.compute(move(fn, d, expr(c, th), false), loc);
  const j = c.jump(loc);
  c.patch(br, c.pc, 'f');
  c.compute(move(fn, d, expr(c, el), false), loc);
  c.patch(j, c.pc);
  c.sync(loc, '`?:`');
  return d;
}

interface Place { read(): number; write(src: number): void; type: ScalarType }

/** Evaluates the l-value's address once and returns read/write helpers. */
function place(c: FnCompiler, t: LValue): Place {
  const fn = c.index;
  const type = scalar(t);
  if (t.k === 'local') {
    return {
      type,
      read: () => t.slot,
      write: (src) => { if (src !== t.slot) c.compute(move(fn, t.slot, src, false), t.loc); },
    };
  }
  const ix = t as IndexExpr;
  const arr = expr(c, ix.array);
  const idx = expr(c, ix.index);
  const it = scalar(ix.index);
  return {
    type,
    read: () => {
      const d = c.temp(type);
      c.compute(loadBody(fn, d, arr, idx, it, t.loc), t.loc);
      return d;
    },
    write: (src) => { c.compute(storeBody(fn, arr, idx, it, src, t.loc), t.loc, arr); },
  };
}

function assign(c: FnCompiler, e: AssignExpr): number {
  const tgt = e.target;
  if (tgt.k === 'local' && scalar(tgt) === scalar(e.value) && (e.op === null || e.opType === scalar(tgt))) {
    // A local of the same type: compute straight into it.
    if (e.op === null) {
      const v = expr(c, e.value, isSimple(e.value) && e.value.k !== 'local' && e.value.k !== 'const' ? tgt.slot : undefined);
      if (v !== tgt.slot) c.compute(move(c.index, tgt.slot, v, false), e.loc);
      return tgt.slot;
    }
    const v = expr(c, e.value);
    const rt = scalar(e.value);
    const k = e.op === '<<' || e.op === '>>' ? const32(e.value, rt) : const32(e.value, e.opType);
    c.compute(binaryBody(c.index, tgt.slot, tgt.slot, v, e.op, e.opType, rt, e.loc, k), e.loc);
    return tgt.slot;
  }
  // C++17 [expr.ass]/1 (nvcc's default dialect): "the right operand is sequenced before the
  // left operand", for `=` and every compound assignment. So the value is computed first,
  // then the element it goes to (its index), then, for `op=`, the element's old value:
  // `o[a[0]] = bump(a)` stores at the index `bump` left in `a[0]`, `a[0] += bump(a)` adds to
  // the value `bump` wrote.
  let v = expr(c, e.value);
  // A value that is a local's own register must be taken before a `++` or an assignment in
  // the target changes that local (`out[i++] = i` stores the old `i`).
  if (e.value.k === 'local' && modifies(e.target)) {
    const copy = c.temp(scalar(e.value));
    c.compute(move(c.index, copy, v, false), e.loc);
    v = copy;
  }
  const p = place(c, e.target);
  if (e.op === null) {
    const conv = convertTo(c, v, scalar(e.value), p.type, e.loc);
    p.write(conv);
    return conv;
  }
  const old = p.read();
  const lhs = convertTo(c, old, p.type, e.opType, e.loc);
  const r = c.temp(e.opType);
  c.compute(binaryBody(c.index, r, lhs, v, e.op, e.opType, scalar(e.value), e.loc), e.loc);
  const out = convertTo(c, r, e.opType, p.type, e.loc);
  p.write(out);
  return out;
}

/** Whether evaluating `e` assigns or increments something (an `assign` or `update` node
 * anywhere in it). */
function modifies(e: unknown): boolean {
  if (Array.isArray(e)) return e.some(modifies);
  if (e === null || typeof e !== 'object') return false;
  const k = (e as { k?: unknown }).k;
  if (k === 'assign' || k === 'update') return true;
  return Object.entries(e).some(([key, x]) => key !== 'type' && key !== 'loc' && typeof x === 'object' && modifies(x));
}

function update(c: FnCompiler, e: UpdateExpr): number {
  const p = place(c, e.target);
  const old = p.read();
  const keep = c.temp(p.type);
  c.compute(move(c.index, keep, old, false), e.loc);
  const one = c.constReg(p.type, constRaw(p.type, 1));
  const r = c.temp(p.type);
  c.compute(binaryBody(c.index, r, keep, one, e.op === '++' ? '+' : '-', p.type, p.type, e.loc), e.loc);
  p.write(r);
  return e.prefix ? r : keep;
}
