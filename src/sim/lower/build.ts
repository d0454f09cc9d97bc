/**
 * Constructors of core IR nodes (src/lang/ir.ts) for the lowering of groups and structs.
 * Every node gets the location of the construct it comes from, so that run-time
 * diagnostics point at the learner's `tile.shfl(...)`, not at generated code.
 */
import type { BinaryOp, CompareOp, Expr, Loc, ScalarType } from '../../lang/ir';

/** The full warp mask. */
export const FULL = 0xffffffff;

/** IR builders bound to one source location. */
export class Build {
  constructor(readonly loc: Loc) {}

  u(v: number): Expr { return { k: 'const', type: 'uint', value: v >>> 0, loc: this.loc }; }
  i(v: number): Expr { return { k: 'const', type: 'int', value: v | 0, loc: this.loc }; }
  zero(t: ScalarType): Expr {
    return { k: 'const', type: t, value: t === 'long' || t === 'ulong' ? 0n : 0, loc: this.loc };
  }
  local(slot: number, type: ScalarType, name: string): Expr { return { k: 'local', type, slot, name, loc: this.loc }; }
  bin(op: BinaryOp, left: Expr, right: Expr, type = left.type as ScalarType): Expr {
    return { k: 'binary', op, type, left, right, loc: this.loc };
  }
  cmp(op: CompareOp, left: Expr, right: Expr): Expr {
    return { k: 'compare', op, type: 'bool', operandType: left.type as ScalarType, left, right, loc: this.loc };
  }
  cond(test: Expr, then: Expr, els: Expr): Expr {
    return { k: 'cond', type: then.type, test, then, else: els, loc: this.loc };
  }
  conv(e: Expr, to: ScalarType): Expr {
    if (e.type === to) return e;
    return { k: 'convert', type: to, arg: e, explicit: false, loc: this.loc };
  }
  call(name: string, type: ScalarType | 'void', opType: ScalarType | null, args: Expr[]): Expr {
    return { k: 'intrinsic', name, type, opType, args, loc: this.loc };
  }
  assign(slot: number, type: ScalarType, name: string, value: Expr): Expr {
    return { k: 'assign', type, target: { k: 'local', type, slot, name, loc: this.loc }, op: null, opType: type, value: this.conv(value, type), loc: this.loc };
  }
  seq(first: Expr[], value: Expr): Expr {
    return first.length === 0 ? value : { k: 'seq', type: value.type, first, value, loc: this.loc };
  }
  /** The lane index within the warp (PTX `%laneid`). */
  laneId(): Expr { return this.call('__laneid', 'uint', null, []); }
  /** The linear index of the thread in its block (Programming Guide §11.4.1.1 `thread_rank()`). */
  blockRank(): Expr {
    const b = (name: 'threadIdx' | 'blockDim', dim: 'x' | 'y' | 'z'): Expr => ({ k: 'builtin', type: 'uint', name, dim, loc: this.loc });
    return this.bin('+', b('threadIdx', 'x'), this.bin('*', b('blockDim', 'x'),
      this.bin('+', b('threadIdx', 'y'), this.bin('*', b('blockDim', 'y'), b('threadIdx', 'z')))));
  }
  /** The number of threads of the block. */
  blockSize(): Expr {
    const b = (dim: 'x' | 'y' | 'z'): Expr => ({ k: 'builtin', type: 'uint', name: 'blockDim', dim, loc: this.loc });
    return this.bin('*', this.bin('*', b('x'), b('y')), b('z'));
  }
  builtin(name: 'threadIdx' | 'blockIdx' | 'blockDim' | 'gridDim', dim: 'x' | 'y' | 'z'): Expr {
    return { k: 'builtin', type: 'uint', name, dim, loc: this.loc };
  }
}
