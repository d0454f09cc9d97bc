/**
 * Lowers an intrinsic call to instructions, by the lowering its descriptor names
 * (src/lang/intrinsics/table.ts): warp collectives become `Collective` instructions (a
 * rendezvous), `__syncthreads()` a `Barrier`, everything else a per-lane computation. The
 * implementation tables below are typed by the descriptor table (`satisfies
 * Record<NamesLoweredAs<…>, …>`), so an intrinsic without an implementation is a compile
 * error, not an internal error at run time. Each intrinsic's semantics live in its own file
 * in this folder.
 */
import type { Expr, IntrinsicExpr, ScalarType } from '../../lang/ir';
import { hint } from '../../lang/registry';
import { INTRINSIC_TABLE, isIntrinsicName, type NamesLoweredAs } from '../../lang/intrinsics/table';
import { Op, type CollectiveImpl } from '../core/instr';
import { acquiredBy } from '../core/lane-view';
import type { FnCompiler } from '../compile/fn';
import { binary, perLane, ternary, unary } from '../compile/vector';
import { signedIntNegate } from '../compile/signed-overflow';
import { shfl_sync } from './shfl_sync';
import { shuffle, type ShuffleMode } from './shuffle';
import { shfl_up_sync } from './shfl_up_sync';
import { shfl_down_sync } from './shfl_down_sync';
import { shfl_xor_sync } from './shfl_xor_sync';
import { all_sync } from './all_sync';
import { any_sync } from './any_sync';
import { ballot_sync } from './ballot_sync';
import { matchAny } from './match_any_sync';
import { matchAll } from './match_all_sync';
import { reduce } from './reduce_sync';
import { syncwarp } from './syncwarp';
import { activemask } from './activemask';
import { compileTiledPartition } from './tiled_partition';
import { bits64Body, bits64F, brevF, clzF, ffsF, fnsBody, lanemask, popcF } from './bits';
import { double1, double2, double3, float1, float2, float3 } from './math';
import { atomic } from './atomics';
import { minMaxAbs64 } from './math64';
import { printfBody } from './printf';
import { funnelshift } from './funnelshift';
import { mulhi } from './mulhi';

const SHUFFLE_MODES: Record<string, ShuffleMode> = { __shfl_sync: 'idx', __shfl_up_sync: 'up', __shfl_down_sync: 'down', __shfl_xor_sync: 'bfly' };

type CollectiveOf = (e: IntrinsicExpr) => CollectiveImpl;
const wide = (e: IntrinsicExpr): boolean => e.opType === 'double' || e.opType === 'long' || e.opType === 'ulong';

/** The rendezvous of each collective intrinsic. */
const COLLECTIVES = {
  __shfl_sync: () => shfl_sync,
  __shfl_up_sync: () => shfl_up_sync,
  __shfl_down_sync: () => shfl_down_sync,
  __shfl_xor_sync: () => shfl_xor_sync,
  __all_sync: () => all_sync,
  __any_sync: () => any_sync,
  __ballot_sync: () => ballot_sync,
  __match_any_sync: (e) => matchAny(wide(e)),
  __match_all_sync: (e) => matchAll(wide(e)),
  __syncwarp: () => syncwarp,
  __reduce_add_sync: (e) => reduce('add', e.opType === 'int'),
  __reduce_min_sync: (e) => reduce('min', e.opType === 'int'),
  __reduce_max_sync: (e) => reduce('max', e.opType === 'int'),
  __reduce_and_sync: (e) => reduce('and', e.opType === 'int'),
  __reduce_or_sync: (e) => reduce('or', e.opType === 'int'),
  __reduce_xor_sync: (e) => reduce('xor', e.opType === 'int'),
} satisfies Record<NamesLoweredAs<'collective'>, CollectiveOf>;

/** Per-lane functions of one raw operand (bit patterns in, bit patterns out). */
const UNARY = {
  __popc: popcF,
  __ffs: ffsF,
  __clz: clzF,
  __brev: brevF,
  __float_as_uint: (x: number) => x,
  __float_as_int: (x: number) => x,
  __uint_as_float: (x: number) => x,
  __int_as_float: (x: number) => x,
  ...float1,
  ...double1,
} satisfies Record<NamesLoweredAs<'unary'>, (x: number) => number>;
const BINARY = { ...float2, ...double2, ...mulhi } satisfies Record<NamesLoweredAs<'binary'>, (x: number, y: number) => number>;
const TERNARY = { ...float3, ...double3, ...funnelshift } satisfies Record<NamesLoweredAs<'ternary'>, (x: number, y: number, z: number) => number>;
const LANEMASKS = { __lanemask_lt: 'lt', __lanemask_le: 'le', __lanemask_eq: 'eq', __lanemask_ge: 'ge', __lanemask_gt: 'gt' } as const satisfies Record<NamesLoweredAs<'lanemask'>, string>;

/** The bits of `x` at the positions set in `mask`, packed from bit 0. */
function pext(x: number, mask: number): number {
  let out = 0;
  let k = 0;
  for (let m = mask >>> 0; m !== 0; m = (m & (m - 1)) >>> 0) {
    const bit = m & -m;
    if (x & bit) out |= 1 << k;
    k++;
  }
  return out | 0;
}

function t(e: Expr): ScalarType {
  return e.type as ScalarType;
}

function minmax(isMax: boolean, ty: ScalarType): (x: number, y: number) => number {
  if (ty === 'float') return float2[isMax ? 'fmaxf' : 'fminf']!;
  if (ty === 'double') return double2[isMax ? 'fmax' : 'fmin']!;
  if (ty === 'uint') return isMax ? (x, y) => ((x >>> 0) > (y >>> 0) ? x : y) : (x, y) => ((x >>> 0) < (y >>> 0) ? x : y);
  return isMax ? Math.max : Math.min;
}

/** Emits the instructions of intrinsic call `e` and returns its result register (-1: void). */
export function compileIntrinsic(c: FnCompiler, e: IntrinsicExpr, ev: (x: Expr) => number, into?: number): number {
  const name = e.name;
  if (!isIntrinsicName(name)) return compileInternal(c, e, ev, into);
  const fn = c.index;
  const loc = e.loc;
  const resultType = e.type === 'void' ? null : t(e);
  const lowering = INTRINSIC_TABLE[name].sim;
  if (lowering === 'collective') {
    const coll: CollectiveOf = COLLECTIVES[name as NamesLoweredAs<'collective'>];
    const regs = e.args.map((a) => (a.k === 'string' ? -1 : ev(a)));
    const dst = resultType ? c.temp(resultType) : -1;
    const isMatchAllPred = name === '__match_all_sync' && regs.length > 2;
    const mode = SHUFFLE_MODES[name];
    c.emit({
      op: Op.Collective, collective: e.via && mode ? shuffle(name, mode, e.via) : coll(e), maskReg: regs[0]!, operands: isMatchAllPred ? regs.slice(1, 2) : regs.slice(1),
      dst, loc, extra: isMatchAllPred ? regs[2]! : -1, ...(isMatchAllPred ? { writes: regs[2]! } : {}), ...(e.via ? { via: e.via } : {}),
    });
    return dst;
  }
  if (lowering === 'barrier') {
    c.emit({ op: Op.Barrier, loc });
    return -1;
  }
  if (lowering === 'fence') {
    // `__threadfence()`: what the lane wrote so far is published by its next atomic
    // (core/memory.ts `atomicOrdering`).
    c.compute((w, g) => {
      for (const l of g.lanes) {
        w.ctx.fences.set(w.gtid0 + l, { clk: w.vc[l * 32 + l]!, gen: w.ctx.block.gen, row: w.vc.slice(l * 32, l * 32 + 32), via: acquiredBy(w, l) });
        // Accesses after the fence are not published by it: they get a later clock.
        w.vc[l * 32 + l]!++;
      }
      w.vcDirty = true;
    }, loc);
    return -1;
  }
  if (lowering === 'printf') {
    const fmt = e.args[0]!;
    const rest = e.args.slice(1);
    const regs = rest.map(ev);
    c.compute(printfBody(fn, fmt.k === 'string' ? fmt.value : '', regs, rest, loc), loc);
    return -1;
  }
  if (lowering === 'atomic') {
    const [arrE, idxE, ...vals] = e.args;
    const arr = ev(arrE!), idx = ev(idxE!);
    const regs = vals.map(ev);
    const dst = c.temp(resultType!);
    const isCas = name === 'atomicCAS';
    c.compute(atomic(name, e.opType ?? resultType!, fn, dst, arr, idx, t(idxE!), isCas ? regs[1]! : regs[0]!, isCas ? regs[0]! : -1, loc), loc, arr);
    return dst;
  }
  const dst = resultType ? into ?? c.temp(resultType) : -1;
  if (lowering === 'activemask') { c.compute(activemask(fn, dst, loc), loc); return dst; }
  if (lowering === 'lanemask') {
    const kind = LANEMASKS[name as NamesLoweredAs<'lanemask'>];
    c.compute(perLane(fn, dst, (_w, l) => lanemask(kind, l)), loc);
    return dst;
  }
  const regs = e.args.map(ev);
  const [a, b, d3] = regs;
  switch (lowering) {
    case 'minmax':
    case 'abs': {
      const ty = e.opType ?? resultType!;
      const op = name as 'min' | 'max' | 'abs';
      if (ty === 'long' || ty === 'ulong') c.compute(minMaxAbs64(op, ty, fn, dst, a!, b ?? -1, loc), loc);
      else if (op === 'abs') {
        if (ty === 'int') c.compute(signedIntNegate(fn, dst, a!, loc, true), loc);
        else c.compute(unary(fn, dst, a!, ty === 'float' ? float1.fabsf : ty === 'double' ? Math.abs : (x: number) => (x < 0 ? -x | 0 : x)), loc);
      } else c.compute(binary(fn, dst, a!, b!, minmax(op === 'max', ty)), loc);
      return dst;
    }
    case 'fns': c.compute(fnsBody(fn, dst, a!, b!, d3!, loc), loc); return dst;
    case 'bits64': c.compute(bits64Body(fn, dst, a!, bits64F(name as '__popcll' | '__ffsll' | '__clzll' | '__brevll')), loc); return dst;
    case 'unary': c.compute(unary(fn, dst, a!, UNARY[name as NamesLoweredAs<'unary'>]), loc); return dst;
    case 'binary': c.compute(binary(fn, dst, a!, b!, BINARY[name as NamesLoweredAs<'binary'>]), loc); return dst;
    case 'ternary': c.compute(ternary(fn, dst, a!, b!, d3!, TERNARY[name as NamesLoweredAs<'ternary'>]), loc); return dst;
  }
}

/** The calls the lowering of groups makes (`INTERNAL_INTRINSICS` of the descriptor table). */
function compileInternal(c: FnCompiler, e: IntrinsicExpr, ev: (x: Expr) => number, into?: number): number {
  const fn = c.index;
  const loc = e.loc;
  const name = e.name;
  if (name === '__cg_tile_partition') return compileTiledPartition(c, e, ev);
  if (name === '__cg_partition_check') {
    // `cg.tiled_partition<N>(block)`: CUDA requires the parent's size to be a multiple of N
    // ("the parent group size must be evenly divisible by the tilesz", cooperative_groups.h;
    // Programming Guide §11.5.1); otherwise the tiles are undefined.
    const sizeReg = ev(e.args[0]!);
    const n = Number((e.args[1] as { value: number }).value);
    c.compute((w, g) => {
      const S = w.regs[fn]![sizeReg]!;
      for (const l of g.lanes) {
        const size = Number(S[l]!) >>> 0;
        if (size % n !== 0) {
          w.ctx.laneReport(w, l, 'argument', 'E-CG-PARTITION', 'error', loc,
            () => `\`cg.tiled_partition<${n}>\` of a block of ${size} threads in ${w.ctx.laneName(w, l)}: the parent's size must be a multiple of ${n} (undefined behaviour otherwise; the last tile would name threads that do not exist)`,
            hint('E-CG-PARTITION', 'tile', n));
        }
      }
    }, loc);
    return -1;
  }
  const dst = into ?? c.temp(t(e));
  if (name === '__cg_rank_check') {
    // Internal (`coalesced_group.shfl(v, r)`): a rank outside 0 .. size()-1 names no member.
    // CUDA 13's implementation then reads the lane `rankReadText` names; the CUDA
    // documentation gives the call no value (SEMANTICS §9.2).
    const rReg = ev(e.args[0]!);
    const sReg = ev(e.args[1]!);
    c.compute((w, g) => {
      const R = w.regs[fn]!;
      for (const l of g.lanes) {
        const r = Number(R[rReg]![l]!) | 0;
        const size = Number(R[sReg]![l]!) >>> 0;
        if (r < 0 || r >= size) {
          w.ctx.laneReport(w, l, 'argument', 'W-CG-RANK', 'warning', loc,
            () => `\`shfl\` of a coalesced_group of ${size} threads asks for rank ${r} in ${w.ctx.laneName(w, l)}: no member has that rank. ${rankReadText(r, size)}; the CUDA documentation gives no value`);
        }
      }
    }, loc);
    return -1;
  }
  if (name === '__laneid') { c.compute(perLane(fn, dst, (_w, l) => l), loc); return dst; }
  if (name === '__pext') {
    // The bits of a at the positions set in b, packed from bit 0 (x86 `pext`): groups'
    // rank-packed ballots (`_packLanes`).
    const regs2 = e.args.map(ev);
    c.compute(binary(fn, dst, regs2[0]!, regs2[1]!, pext), loc);
    return dst;
  }
  throw new Error(`assertion: intrinsic \`${name}\` has no implementation`);
}

/** Which lane CUDA 13's `coalesced_group::shfl(v, r)` reads for a rank `r` outside
 * 0 .. `size`−1 (docs/semantics.md §9.2, read on an H200: `cg2_coalesced_*`): a whole-warp
 * group runs `__shfl_sync(mask, v, r)`, so lane `r & 31`; a partial group reads the lane
 * `__fns(mask, 0, r + 1)` finds: for r = −1 the search starts and stops at lane 0, else it
 * finds no member and gives lane 31. */
function rankReadText(r: number, size: number): string {
  if (size === 32) return `A whole-warp group runs \`__shfl_sync\`, which reads lane ${r & 31} (the rank modulo 32)`;
  if (r === -1) return "CUDA 13's implementation then reads lane 0 if it is a member (`__fns(mask, 0, 0)`), else lane 31 (undefined unless that lane is a member)";
  return "CUDA 13's implementation then reads lane 31 (`__fns` finds no member with that rank; undefined unless lane 31 is a member)";
}
