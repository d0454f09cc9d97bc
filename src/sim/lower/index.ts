/**
 * Lowers the structs and cooperative groups of a checked program (docs/language.md §5b) to the core
 * IR the simulator compiles: scalars, arrays, intrinsics and `seq`.
 *
 * - A struct local becomes one scalar slot per field (value semantics: assignment copies
 *   every field; C++ [class.copy.assign]); struct parameters become one parameter per field;
 *   a struct result is written by the callee into one-element local arrays of the caller
 *   (recursion is not allowed, so one set per call site suffices).
 * - A group becomes the scalars of groups.ts, and each group operation the `*_sync`
 *   operations CUDA 13 performs for it (groups.ts, collectives.ts). A group shuffle of a
 *   struct moves every field from the same source (CUDA's `shuffle_dispatch` moves a
 *   trivially copyable object in 4-byte pieces from one source lane).
 *
 * Programs without structs or groups are returned unchanged. Throws only on engine bugs.
 */
import type {
  CgCallExpr, Expr, FunctionDecl, GroupMethodExpr, GroupType, LocalArrayStmt, Param, Program, ScalarType,
  SlotInfo, Stmt, StructType, Type, ElemType, LValue, ArrayType,
} from '../../lang/ir';
import { isGroup, isStruct } from '../../lang/types';
import { Build } from './build';
import {
  binaryPartition, bind, coalescedThreads, groupFields, groupFromFields, groupMember, groupShuffle, groupSlotCount,
  labeledPartition, maskOf, tagVia, tiledPartition, viaText, type GroupVal, type LowerCtx,
} from './groups';
import { exclusiveScan, inclusiveScan, reduce } from './collectives';

const isStructT = isStruct;
const isGroupT = isGroup;
const isStructArray = (t: Type): t is ArrayType & { struct: StructType } => typeof t === 'object' && t !== null && t.kind === 'array' && !!t.struct;
const SHUFFLES = new Set(['shfl', 'shfl_up', 'shfl_down', 'shfl_xor']);

/** The element type of the one-element array that carries a field of type `t`. */
function elemOf(t: ScalarType): ElemType {
  return t === 'bool' ? 'int' : t;
}

/** Whether `p` needs lowering. */
export function needsLowering(p: Program): boolean {
  return !!p.usesCg || !!p.structs?.length;
}

/** A lowered program and, per source location (`line:column`) of a group operation, the
 * sentence that says in group terms what runs there (run-time diagnostics at that place
 * end with it). */
export interface Lowered { program: Program; groupSites: Map<string, string> }

/** `p` with its structs and groups lowered (see the module comment). */
export function lowerProgram(p: Program): Lowered {
  const groupSites = new Map<string, string>();
  if (!needsLowering(p)) return { program: p, groupSites };
  const decls = new Map(p.functions.map((f) => [f.name, f]));
  return { program: { ...p, functions: p.functions.map((f) => new FnLower(f, decls, groupSites).run()) }, groupSites };
}

interface Fields { slots: number[]; types: ScalarType[]; names: string[] }

class FnLower implements LowerCtx {
  private readonly slots: SlotInfo[];
  private readonly fields = new Map<number, Fields>();
  private readonly arrays = new Map<number, Fields & { space: ArrayType['space'] }>();
  private readonly hoisted: Stmt[] = [];
  private retArrays: { slot: number; name: string; type: ScalarType }[] = [];

  constructor(private readonly f: FunctionDecl, private readonly decls: Map<string, FunctionDecl>, private readonly sites: Map<string, string>) {
    this.slots = f.slots.map((s) => ({ ...s }));
    for (const s of f.slots) {
      if (isStructT(s.type) || isGroupT(s.type)) this.expand(s);
      else if (isStructArray(s.type)) this.expandArray(s, s.type);
    }
  }

  temp(type: ScalarType, name: string): number {
    const slot = this.slots.length;
    this.slots.push({ slot, name, type });
    return slot;
  }

  private expand(s: SlotInfo): void {
    const t = s.type;
    this.slots[s.slot] = { slot: s.slot, name: s.name, type: 'int' };
    let names: string[];
    let types: ScalarType[];
    if (isStructT(t)) {
      names = t.fields.map((fl) => `${s.name}.${fl.name}`);
      types = t.fields.map((fl) => fl.type);
    } else if (isGroupT(t)) {
      const n = groupSlotCount(t.group);
      names = ['mask', 'meta_group_rank', 'meta_group_size'].slice(3 - n).map((x) => `${s.name}.${x}`);
      types = names.map(() => 'uint');
    } else return;
    this.fields.set(s.slot, { slots: types.map((ty, i) => this.temp(ty, names[i]!)), types, names });
  }

  /** An array of structs: one array per field, in the same memory space. */
  private expandArray(s: SlotInfo, t: ArrayType & { struct: StructType }): void {
    this.slots[s.slot] = { slot: s.slot, name: s.name, type: 'int' };
    const st = t.struct;
    const names = st.fields.map((fl) => `${s.name}.${fl.name}`);
    const slots = st.fields.map((fl, i) => {
      const slot = this.slots.length;
      this.slots.push({ slot, name: names[i]!, type: { kind: 'array', elem: elemOf(fl.type), space: t.space } });
      return slot;
    });
    this.arrays.set(s.slot, { slots, types: st.fields.map((fl) => fl.type), names, space: t.space });
  }

  /** The read of field array `i` of struct array `slot`. */
  private fieldArray(slot: number, i: number, loc: Expr['loc']): Expr {
    const a = this.arrays.get(slot)!;
    return { k: 'local', type: { kind: 'array', elem: elemOf(a.types[i]!), space: a.space }, slot: a.slots[i]!, name: a.names[i]!, loc };
  }

  run(): FunctionDecl {
    const f = this.f;
    const params: Param[] = [];
    for (const p of f.params) {
      const arr = this.arrays.get(p.slot);
      if (arr) {
        arr.slots.forEach((slot, i) => params.push({ name: arr.names[i]!, slot, type: { kind: 'array', elem: elemOf(arr.types[i]!), space: null }, loc: p.loc }));
        continue;
      }
      const fl = this.fields.get(p.slot);
      if (!fl) { params.push(p); continue; }
      fl.slots.forEach((slot, i) => params.push({ name: fl.names[i]!, slot, type: fl.types[i]!, loc: p.loc }));
    }
    let returnType = f.returnType;
    if (isStructT(f.returnType)) {
      this.retArrays = f.returnType.fields.map((fl) => {
        const name = `return.${fl.name}`;
        const slot = this.slots.length;
        this.slots.push({ slot, name, type: { kind: 'array', elem: elemOf(fl.type), space: null } });
        params.push({ name, slot, type: { kind: 'array', elem: elemOf(fl.type), space: null }, loc: f.loc });
        return { slot, name, type: fl.type };
      });
      returnType = 'void';
    }
    const body = this.stmts(f.body);
    return { ...f, params, returnType, body: [...this.hoisted, ...body], slots: this.slots };
  }

  // ------------------------------------------------------------------ statements

  private stmts(list: readonly Stmt[]): Stmt[] {
    return list.flatMap((s) => this.stmt(s));
  }

  private stmt(s: Stmt): Stmt[] {
    switch (s.k) {
      case 'decl': {
        const b = new Build(s.loc);
        if (isStructT(s.type) || isGroupT(s.type)) {
          const fl = this.fields.get(s.slot)!;
          let pre: Expr[] = [];
          let vals: Expr[] | null = null;
          if (s.init && isStructT(s.type)) ({ pre, vals } = this.structVals(s.init));
          else if (s.init && isGroupT(s.type)) {
            const gv = this.groupVal(s.init);
            pre = gv.pre;
            vals = groupFields(gv.g);
          }
          const out: Stmt[] = fl.slots.map((slot, i) => ({
            k: 'decl', slot, name: fl.names[i]!, type: fl.types[i]!, loc: s.loc,
            init: vals ? b.conv(i === 0 ? b.seq(pre, vals[i]!) : vals[i]!, fl.types[i]!) : null,
          }));
          if (fl.slots.length === 0 && pre.length) out.push({ k: 'expr', expr: b.seq(pre, b.i(0)), loc: s.loc });
          return out;
        }
        return [{ ...s, init: s.init ? this.expr(s.init) : null }];
      }
      case 'localArray': {
        if (!s.struct) return [{ ...s, init: s.init.map((e) => this.expr(e)) }];
        const b = new Build(s.loc);
        const a = this.arrays.get(s.slot)!;
        const pre: Expr[] = [];
        // Elements in order, each field bound first, so that side effects keep their order.
        const elems = s.init.map((e) => {
          const v = this.structVals(e);
          pre.push(...v.pre);
          return v.vals.map((x, i) => bind(this, b, b.conv(x, elemOf(a.types[i]!)), pre, a.names[i]!));
        });
        const out: Stmt[] = pre.length ? [{ k: 'expr', expr: b.seq(pre, b.i(0)), loc: s.loc }] : [];
        a.slots.forEach((slot, i) => out.push({ k: 'localArray', slot, name: a.names[i]!, elem: elemOf(a.types[i]!), init: elems.map((el) => el[i]!), loc: s.loc }));
        return out;
      }
      case 'shared': {
        if (!s.struct) return [s];
        const a = this.arrays.get(s.slot)!;
        return a.slots.map((slot, i): Stmt => ({ k: 'shared', slot, name: a.names[i]!, elem: elemOf(a.types[i]!), length: s.length, loc: s.loc }));
      }
      case 'break': case 'continue': return [s];
      case 'expr': return [{ ...s, expr: this.top(s.expr) }];
      case 'if': return [{ ...s, cond: this.expr(s.cond), then: this.stmts(s.then), else: s.else ? this.stmts(s.else) : null }];
      case 'while': return [{ ...s, cond: this.expr(s.cond), body: this.stmts(s.body) }];
      case 'doWhile': return [{ ...s, body: this.stmts(s.body), cond: this.expr(s.cond) }];
      case 'for': return [{ ...s, init: this.stmts(s.init), cond: s.cond ? this.expr(s.cond) : null, update: s.update.map((e) => this.top(e)), body: this.stmts(s.body) }];
      case 'block': return [{ ...s, body: this.stmts(s.body) }];
      case 'switch': return [{ ...s, disc: this.expr(s.disc), cases: s.cases.map((c) => ({ ...c, body: this.stmts(c.body) })) }];
      case 'return': {
        if (!s.value || !this.retArrays.length) return [{ ...s, value: s.value ? this.expr(s.value) : null }];
        const b = new Build(s.loc);
        const { pre, vals } = this.structVals(s.value);
        const stores = this.retArrays.map((r, i): Expr => {
          const arr: Expr = { k: 'local', type: { kind: 'array', elem: elemOf(r.type), space: null }, slot: r.slot, name: r.name, loc: s.loc };
          const target: LValue = { k: 'index', type: elemOf(r.type), array: arr, index: b.i(0), loc: s.loc };
          return { k: 'assign', type: elemOf(r.type), target, op: null, opType: elemOf(r.type), value: b.conv(vals[i]!, elemOf(r.type)), loc: s.loc };
        });
        return [{ k: 'expr', expr: b.seq([...pre, ...stores.slice(0, -1)], stores[stores.length - 1]!), loc: s.loc }, { ...s, value: null }];
      }
    }
  }

  // ------------------------------------------------------------------ expressions

  /** A full expression whose value is discarded (it may be struct-valued). */
  private top(e: Expr): Expr {
    if (isStructT(e.type)) {
      const b = new Build(e.loc);
      const { pre } = this.structVals(e);
      return b.seq(pre, b.i(0));
    }
    return this.expr(e);
  }

  /** Lowers a scalar (or `void`) expression. */
  private expr(e: Expr): Expr {
    switch (e.k) {
      case 'const': case 'string': case 'builtin': return e;
      case 'local': return e;
      case 'unary': case 'convert': return { ...e, arg: this.expr(e.arg) };
      case 'binary': case 'compare': case 'logical': return { ...e, left: this.expr(e.left), right: this.expr(e.right) };
      case 'cond': return { ...e, test: this.expr(e.test), then: this.expr(e.then), else: this.expr(e.else) };
      case 'intrinsic': return { ...e, args: e.args.map((a) => this.expr(a)) };
      case 'index': return { ...e, array: this.expr(e.array), index: this.expr(e.index) };
      case 'seq': return { ...e, first: e.first.map((x) => this.expr(x)), value: this.expr(e.value) };
      case 'update': return { ...e, target: this.lvalue(e.target) };
      case 'assign': {
        if (isStructT(e.type)) return this.top(e);
        const target = this.lvalue(e.target);
        if (target.type === e.type) return { ...e, target, value: this.expr(e.value) };
        // A `bool` field of an array of structs is stored as an `int`.
        const b = new Build(e.loc);
        const tt = target.type as ScalarType;
        return b.conv({ ...e, type: tt, target, opType: e.op ? e.opType : tt, value: b.conv(this.expr(e.value), e.op ? (e.value.type as ScalarType) : tt) }, e.type as ScalarType);
      }
      case 'field': return this.field(e);
      case 'call': {
        const { pre, args } = this.callArgs(e.fn, e.args);
        return new Build(e.loc).seq(pre, { ...e, args });
      }
      case 'cg': return this.cgScalar(e);
      case 'method': return this.method(e);
      case 'structLit': throw new Error('assertion: a struct literal in a scalar position');
    }
  }

  private lvalue(t: LValue): LValue {
    if (t.k === 'local') return t;
    if (t.k === 'index') return { ...t, array: this.expr(t.array), index: this.expr(t.index) };
    let r = this.field(t);
    if (r.k === 'convert') r = r.arg;
    if (r.k !== 'local' && r.k !== 'index') throw new Error('assertion: a field l-value of a non-variable');
    return r;
  }

  private field(e: Extract<Expr, { k: 'field' }>): Expr {
    const o = e.object;
    const st = o.type as StructType;
    const i = st.fields.findIndex((f) => f.name === e.field);
    if (o.k === 'local') {
      const fl = this.fields.get(o.slot)!;
      return { k: 'local', type: fl.types[i]!, slot: fl.slots[i]!, name: fl.names[i]!, loc: e.loc };
    }
    if (o.k === 'index' && o.array.k === 'local' && this.arrays.has(o.array.slot)) {
      const ft = st.fields[i]!.type;
      const read: Expr = { k: 'index', type: elemOf(ft), array: this.fieldArray(o.array.slot, i, e.loc), index: this.expr(o.index), loc: e.loc };
      return new Build(e.loc).conv(read, ft);
    }
    const { pre, vals } = this.structVals(o);
    return new Build(e.loc).seq(pre, vals[i]!);
  }

  /** Arguments of a call of a program function, struct and group arguments expanded;
   * a struct result's one-element arrays are appended by `structVals`. */
  private callArgs(fn: string, args: Expr[]): { pre: Expr[]; args: Expr[] } {
    const callee = this.decls.get(fn);
    const pre: Expr[] = [];
    const out: Expr[] = [];
    args.forEach((a, i) => {
      const pt = callee?.params[i]?.type ?? a.type;
      if (isStructArray(pt)) {
        if (a.k !== 'local') throw new Error('assertion: an array of structs that is not a variable');
        const arr = this.arrays.get(a.slot)!;
        arr.slots.forEach((_, k) => out.push(this.fieldArray(a.slot, k, a.loc)));
      } else if (isStructT(pt)) {
        const v = this.structVals(a);
        pre.push(...v.pre);
        out.push(...v.vals);
      } else if (isGroupT(pt)) {
        const g = this.groupVal(a);
        pre.push(...g.pre);
        out.push(...groupFields(g.g));
      } else out.push(this.expr(a));
    });
    return { pre, args: out };
  }

  /** The fields of a struct-valued expression: side effects in `pre`, then reads. */
  private structVals(e: Expr): { pre: Expr[]; vals: Expr[] } {
    const st = e.type as StructType;
    const b = new Build(e.loc);
    switch (e.k) {
      case 'local': {
        const fl = this.fields.get(e.slot)!;
        return { pre: [], vals: fl.slots.map((slot, i) => b.local(slot, fl.types[i]!, fl.names[i]!)) };
      }
      case 'structLit': {
        const pre: Expr[] = [];
        const vals = e.fields.map((x, i) => bind(this, b, this.expr(x), pre, `${st.name}.${st.fields[i]!.name}`));
        return { pre, vals };
      }
      case 'index': {
        if (e.array.k !== 'local') throw new Error('assertion: an array of structs that is not a variable');
        const pre: Expr[] = [];
        const idx = bind(this, b, this.expr(e.index), pre, 'index');
        const slot = e.array.slot;
        const vals = st.fields.map((fl, i) => {
          const read: Expr = { k: 'index', type: elemOf(fl.type), array: this.fieldArray(slot, i, e.loc), index: idx, loc: e.loc };
          return bind(this, b, b.conv(read, fl.type), pre, `${st.name}.${fl.name}`);
        });
        return { pre, vals };
      }
      case 'assign': {
        const t = e.target;
        if (t.k === 'index' && t.array.k === 'local' && this.arrays.has(t.array.slot)) {
          const v = this.structVals(e.value);
          const pre = [...v.pre];
          const idx = bind(this, b, this.expr(t.index), pre, 'index');
          const slot = t.array.slot;
          st.fields.forEach((fl, i) => {
            const et = elemOf(fl.type);
            const target: LValue = { k: 'index', type: et, array: this.fieldArray(slot, i, e.loc), index: idx, loc: e.loc };
            pre.push({ k: 'assign', type: et, target, op: null, opType: et, value: b.conv(v.vals[i]!, et), loc: e.loc });
          });
          return { pre, vals: v.vals };
        }
        if (t.k !== 'local') throw new Error('assertion: a struct assignment to a non-variable');
        const v = this.structVals(e.value);
        const fl = this.fields.get(t.slot)!;
        const pre = [...v.pre, ...fl.slots.map((slot, i) => b.assign(slot, fl.types[i]!, fl.names[i]!, v.vals[i]!))];
        return { pre, vals: fl.slots.map((slot, i) => b.local(slot, fl.types[i]!, fl.names[i]!)) };
      }
      case 'call': {
        const { pre, args } = this.callArgs(e.fn, e.args);
        const arrays = st.fields.map((fl) => {
          const elem = elemOf(fl.type);
          const slot = this.slots.length;
          const name = `${e.fn}.${fl.name}`;
          this.slots.push({ slot, name, type: { kind: 'array', elem, space: 'local' } });
          const decl: LocalArrayStmt = { k: 'localArray', slot, name, elem, init: [b.zero(elem)], loc: e.loc };
          this.hoisted.push(decl);
          return { k: 'local', type: { kind: 'array', elem, space: 'local' }, slot, name, loc: e.loc } as Expr;
        });
        pre.push({ ...e, type: 'void', args: [...args, ...arrays] });
        const vals = arrays.map((arr, i) => {
          const ft = st.fields[i]!.type;
          const read: Expr = { k: 'index', type: elemOf(ft), array: arr, index: b.i(0), loc: e.loc };
          return bind(this, b, b.conv(read, ft), pre, `${st.name}.${st.fields[i]!.name}`);
        });
        return { pre, vals };
      }
      case 'method': {
        if (e.method === 'group_index' || e.method === 'thread_index' || e.method === 'dim_threads') {
          const name = e.method === 'group_index' ? 'blockIdx' : e.method === 'thread_index' ? 'threadIdx' : 'blockDim';
          return { pre: [], vals: (['x', 'y', 'z'] as const).map((d) => b.builtin(name, d)) };
        }
        if (!SHUFFLES.has(e.method)) throw new Error(`assertion: a struct-valued ${e.method}`);
        this.site(e, e.method, e.group.type as GroupType);
        const g = this.groupVal(e.group);
        const pre = [...g.pre];
        const v = this.structVals(e.args[0]!);
        pre.push(...v.pre);
        const arg = bind(this, b, this.expr(e.args[1]!), pre, 'cg_arg');
        const vals = v.vals.map((x, i) => {
          const xb = bind(this, b, x, pre, 'cg_field');
          return bind(this, b, groupShuffle(this, b, g.g, e.method, xb, arg, pre), pre, `${st.name}.${st.fields[i]!.name}`);
        });
        return { pre, vals };
      }
      default:
        throw new Error(`assertion: a struct-valued ${e.k} expression`);
    }
  }

  /** A group-valued expression: side effects in `pre`, then the group's fields as reads. */
  private groupVal(e: Expr): { pre: Expr[]; g: GroupVal } {
    const t = e.type as GroupType;
    const b = new Build(e.loc);
    if (e.k === 'local') {
      const fl = this.fields.get(e.slot)!;
      return { pre: [], g: groupFromFields(t.group, t.size, fl.slots.map((slot, i) => b.local(slot, fl.types[i]!, fl.names[i]!))) };
    }
    if (e.k !== 'cg') throw new Error(`assertion: a group-valued ${e.k} expression`);
    const pre: Expr[] = [];
    switch (e.fn) {
      case 'this_thread_block': return { pre, g: { kind: 'thread_block' } };
      case 'coalesced_threads': return { pre, g: coalescedThreads(this, b, pre) };
      case 'tiled_partition': {
        const p = this.groupVal(e.args[0]!);
        pre.push(...p.pre);
        if (p.g.kind === 'thread_block') pre.push(b.call('__cg_partition_check', 'void', null, [b.blockSize(), b.u(e.size!)]));
        // A collective of the parent: who makes it is recorded (intrinsics/tiled_partition.ts).
        const parentSize = p.g.kind === 'thread_block' ? 0 : p.g.kind === 'thread_block_tile' ? p.g.size : 32;
        pre.push(b.call('__cg_tile_partition', 'void', null, [p.g.kind === 'thread_block' ? b.u(0xffffffff) : maskOf(b, p.g), b.u(e.size!), b.u(parentSize)]));
        const g = tiledPartition(b, p.g, e.size!);
        return { pre, g: { ...g, metaRank: bind(this, b, g.metaRank, pre, 'cg_meta'), metaSize: bind(this, b, g.metaSize, pre, 'cg_metas') } as GroupVal };
      }
      case 'labeled_partition':
      case 'binary_partition': {
        this.site(e, `cg.${e.fn}`, e.args[0]!.type as GroupType);
        const p = this.groupVal(e.args[0]!);
        pre.push(...p.pre);
        const v = this.expr(e.args[1]!);
        const start = pre.length;
        const g = e.fn === 'labeled_partition' ? labeledPartition(this, b, p.g, v, pre) : binaryPartition(this, b, p.g, v, pre);
        const via = viaText(`cg.${e.fn}`, p.g);
        for (let k = start; k < pre.length; k++) pre[k] = tagVia(pre[k]!, via);
        return { pre, g };
      }
      default: throw new Error(`assertion: cg.${e.fn} is not a group`);
    }
  }

  /** `cg.reduce` and the scans. */
  private cgScalar(e: CgCallExpr): Expr {
    this.site(e, `cg.${e.fn}`, e.args[0]!.type as GroupType);
    const b = new Build(e.loc);
    const g = this.groupVal(e.args[0]!);
    const pre = [...g.pre];
    const v = this.expr(e.args[1]!);
    const t = e.opType!;
    const op = e.op ?? 'plus';
    const r = e.fn === 'reduce' ? reduce(this, b, g.g, op, t, v, pre)
      : e.fn === 'inclusive_scan' ? inclusiveScan(this, b, g.g, op, t, v, pre)
        : e.fn === 'exclusive_scan' ? exclusiveScan(this, b, g.g, op, t, v, pre)
          : null;
    if (!r) throw new Error(`assertion: cg.${e.fn} in a scalar position`);
    const via = viaText(`cg.${e.fn}`, g.g);
    return tagVia(b.seq(pre, r), via);
  }

  private site(e: Expr, what: string, group: GroupType): void {
    this.sites.set(`${e.loc.line}:${e.loc.column}`, groupSentence(what, group));
  }

  /** A member call with a scalar (or `void`) result. */
  private method(e: GroupMethodExpr): Expr {
    this.site(e, `${e.method}`, e.group.type as GroupType);
    const b = new Build(e.loc);
    const g = this.groupVal(e.group);
    const pre = [...g.pre];
    if (SHUFFLES.has(e.method)) {
      const v = bind(this, b, this.expr(e.args[0]!), pre, 'cg_var');
      const arg = bind(this, b, this.expr(e.args[1]!), pre, 'cg_arg');
      return b.seq(pre, groupShuffle(this, b, g.g, e.method, v, arg, pre));
    }
    const args = e.args.map((a) => this.expr(a));
    return b.seq(pre, groupMember(b, g.g, e, args));
  }
}

const RUNS_AS: Record<string, string> = {
  sync: '`__syncwarp` with the group\'s mask', shfl: '`__shfl_sync`', shfl_up: '`__shfl_up_sync` (a coalesced group: `__shfl_sync` from the member below)',
  shfl_down: '`__shfl_down_sync` (a coalesced group: `__shfl_sync` from the member above)', shfl_xor: '`__shfl_xor_sync`',
  any: '`__ballot_sync`', all: '`__ballot_sync`', ballot: '`__ballot_sync`', match_any: '`__match_any_sync`', match_all: '`__match_all_sync`',
  'cg.reduce': 'shuffles or `__reduce_*_sync`', 'cg.inclusive_scan': 'shuffles', 'cg.exclusive_scan': 'shuffles',
  'cg.labeled_partition': '`__match_any_sync` and `__ballot_sync`', 'cg.binary_partition': '`__ballot_sync`',
};

/** The sentence appended to run-time diagnostics at a group operation. */
function groupSentence(what: string, g: GroupType): string {
  const runs = RUNS_AS[what] ?? 'warp-level operations';
  if (g.group === 'thread_block_tile') {
    return ` In group terms: \`${what}\` of a thread_block_tile<${g.size}> runs as ${runs} with the tile's mask${g.size < 32 ? ` and width ${g.size}` : ''}; lane L of a warp is rank L % ${g.size} of the warp's tile ⌊L / ${g.size}⌋.`;
  }
  if (g.group === 'coalesced_group') {
    return ` In group terms: \`${what}\` of a coalesced_group runs as ${runs} with the group's mask; a member's rank is the number of members in lower lanes.`;
  }
  return '';
}
