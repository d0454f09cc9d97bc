/**
 * Lowers one function's IR to instructions: register (slot) allocation for temporaries,
 * labels, and the bookkeeping of open reconvergence regions for `break`/`continue`.
 */
import type { FunctionDecl, Loc, ScalarType, Type } from '../../lang/ir';
import { makeInstr, Op, type Instr } from '../core/instr';
import type { SlotKind } from '../core/compiled';
import type { Body } from './vector';

/** A loop or switch being compiled: where `break`/`continue` go and the region depth. */
export interface Target {
  kind: 'loop' | 'switch';
  /** Region depth right after this construct's own token was opened. */
  depth: number;
  breaks: number[];
  continues: number[];
}

export function slotKindOf(t: Type): SlotKind {
  if (typeof t === 'object') return 'a';
  return t === 'double' ? 'd' : t === 'long' || t === 'ulong' ? 'l' : 'i';
}

export class FnCompiler {
  readonly slotKinds: SlotKind[];
  readonly slotTypes: (ScalarType | 'array')[];
  /** Open regions (tokens) inside this function. */
  depth = 0;
  readonly targets: Target[] = [];
  /** Jumps to patch to the epilogue (`return`). */
  readonly returns: number[] = [];
  retSlot = -1;
  /** Registers that hold a constant in every lane, set when a warp is created. */
  readonly constInits: { slot: number; raw: number | bigint }[] = [];
  private readonly constSlots = new Map<string, number>();
  /** Registers holding a built-in (`threadIdx.x`, ...), set when a warp starts a block. */
  readonly builtinInits: { slot: number; name: string; dim: number }[] = [];

  constructor(
    readonly code: Instr[],
    readonly index: number,
    readonly decl: FunctionDecl,
    readonly fnIndex: Map<string, number>,
    readonly sharedIds: Map<string, number>,
    readonly allFns: FunctionDecl[],
  ) {
    this.slotKinds = [];
    this.slotTypes = [];
    for (const s of decl.slots) {
      this.slotKinds[s.slot] = slotKindOf(s.type);
      this.slotTypes[s.slot] = typeof s.type === 'object' ? 'array' : s.type;
    }
    for (let i = 0; i < this.slotKinds.length; i++) {
      if (this.slotKinds[i] === undefined) { this.slotKinds[i] = 'i'; this.slotTypes[i] = 'int'; }
    }
    if (decl.returnType !== 'void') this.retSlot = this.temp(decl.returnType as ScalarType); // structs are lowered (src/sim/lower)
  }

  /** A fresh register for a value of type `t` (never reused: registers are cheap). */
  temp(t: ScalarType | 'array'): number {
    const s = this.slotKinds.length;
    this.slotKinds.push(t === 'array' ? 'a' : slotKindOf(t));
    this.slotTypes.push(t);
    return s;
  }

  /** A register holding `raw` in every lane (never written by instructions); `raw` is a
   * `bigint` for `long`/`ulong`. */
  constReg(t: ScalarType, raw: number | bigint): number {
    const key = `${t}:${Object.is(raw, -0) ? '-0' : raw}`;
    let s = this.constSlots.get(key);
    if (s === undefined) {
      s = this.temp(t);
      this.constSlots.set(key, s);
      this.constInits.push({ slot: s, raw });
    }
    return s;
  }

  /** A register holding built-in `name.dim` in every lane (set per warp and block). */
  builtinReg(name: string, dim: number): number {
    const key = `${name}.${dim}`;
    let s = this.constSlots.get(key);
    if (s === undefined) {
      s = this.temp('uint');
      this.constSlots.set(key, s);
      this.builtinInits.push({ slot: s, name, dim });
    }
    return s;
  }

  get pc(): number {
    return this.code.length;
  }

  emit(i: Omit<Instr, 'fn'>): number {
    this.code.push(makeInstr(i, this.index));
    return this.code.length - 1;
  }

  /** Emits a per-lane computation; `writes`: the array register it stores to (see `Instr.writes`). */
  compute(run: Body, loc: Loc, writes?: number): number {
    return this.emit(writes === undefined ? { op: Op.Compute, run, loc } : { op: Op.Compute, run, loc, writes });
  }

  jump(loc: Loc, target = -1): number {
    return this.emit({ op: Op.Jump, target, loc });
  }

  patch(at: number, target: number, field: 'target' | 't' | 'f' = 'target'): void {
    (this.code[at] as Instr)[field] = target;
  }

  ssy(loc: Loc, what: string): void {
    this.emit({ op: Op.Ssy, loc, what });
    this.depth++;
  }

  sync(loc: Loc, what: string): void {
    this.emit({ op: Op.Sync, loc, what });
    this.depth--;
  }

  /** Leave regions down to `toDepth` (break/continue). */
  breakTo(toDepth: number, loc: Loc): void {
    const n = this.depth - toDepth;
    if (n > 0) this.emit({ op: Op.Break, n, loc });
  }
}
