/**
 * A warp: 32 lanes formed from consecutive linear thread indices of a block
 * (`x + y*blockDim.x + z*blockDim.x*blockDim.y`, Programming Guide §7.1), with one register
 * file per function (recursion is not allowed, so one frame per function per lane suffices,
 * as with GPU registers), its groups, pending collectives and warp-level vector clocks.
 */
import type { Group, Mem, Poison, Rendezvous, Token } from './state';
import type { CompiledProgram } from './compiled';
import { RendezvousTable } from './rendezvous-table';
import { MASK_ZERO, objectList } from './repr';
import type { RunContext } from './context';
import type { TraceOp } from '../types';
import type { Loc } from '../../lang/ir';

/** Lanes of a warp that reached the end of region `site` (an `Ssy` or `Call` instruction
 * whose region contains a `__syncthreads()`), at line `line`. */
/** Lanes `mask` reached the end of region `site` at `line` without calling the
 * `__syncthreads()` inside it, in their `instance`-th entry of that region. */
export interface BarrierPass { mask: number; site: number; line: number; instance: number }

/** One register per slot, 32 lanes each: `Int32Array` (32-bit types), `Float64Array`
 * (`double`) or `BigInt64Array` (`long`, `ulong`), by the slot's kind (`compiled.ts`). */
export type RegFile = (Int32Array | Float64Array | BigInt64Array)[];
export type PoisonFile = ((Poison | undefined)[] | null)[];
export type ArrayFile = ((Mem | null)[] | null)[];

export class Warp {
  regs: RegFile[];
  /** The same registers seen as binary32 (a `Float32Array` over each 32-bit register's
   * buffer; null for `double` and 64-bit registers): `float` arithmetic reads and writes
   * the bit patterns through them, rounding to binary32 on every store. */
  f32: (Float32Array | null)[][];
  pois: PoisonFile[];
  arrs: ArrayFile[];
  /** Per function and register: 1 for a register that holds one defined value in every lane
   * of the warp for the whole block (a constant, `blockIdx`, `blockDim`, `gridDim`: written
   * only when the warp is reset, never by instructions), 0 otherwise. */
  readonly uniform: Uint8Array[];
  /** Every per-lane array-reference list `arraysOf` made, unbound again at each reset
   * (except those a reset binds to a kernel parameter's memory: `refBound`). */
  private readonly refLists: (Mem | null)[][] = objectList();
  /** Per list of `refLists`: 1 when the reset binds it to an array parameter (so it is not
   * unbound first), for the bindings `boundFor`. */
  private refBound = new Uint8Array(0);
  private boundFor: readonly (readonly [number, Mem])[] | null = null;
  private boundEntry = -1;
  /** Whether `poisonOf` made a poison list since the last reset (else every entry of
   * `pois` is null already). */
  private poisoned = true;
  /** Lanes that exited, were stopped by an error, or do not exist (partial warp). */
  exited = MASK_ZERO;
  /** Lanes that exist in this warp. */
  valid = MASK_ZERO;
  /** Lanes stopped by an error during the current instruction. */
  killed = MASK_ZERO;
  /** Lanes stopped by an error (a subset of `exited`): they did not leave on their own,
   * so they are not blamed for calls they never reached. */
  stopped = 0;
  /** Per lane: the line where it exited (valid where `exited` has its bit). */
  exitLine = new Int32Array(32);
  /** Per lane: the block's barrier generation when it exited on its own (valid where
   * `exited` has its bit and `stopped` has not): the barriers completed after that did not
   * order its accesses (memory.ts `hb`). */
  exitGen = new Int32Array(32);
  /** Per lane that exited in a barrier generation a `__syncthreads()` then ended: the
   * largest clock of that lane that a lane of this warp reaching the barrier knew of (through
   * `__syncwarp`): its accesses up to that clock are ordered by the barrier through that lane
   * (causality order is transitive, PTX ISA §8.8), later ones are not (memory.ts `hb`). */
  exitKnown = new Int32Array(32);
  /** Lanes with a record in `madeAt` (a summary, for the fast paths' test). */
  made = MASK_ZERO;
  /** Per call instruction: the lanes that made it while other lanes of the warp, still
   * running, did not (a call whose mask left out running lanes, outside any loop, or the
   * caller itself, `E-MASK-SELF`), each with its mask and the pass through the code around
   * the call that it was in (passby.ts `instanceSig`). A lane whose mask names one of them
   * when it calls there in the same pass calls with another mask than a lane it names,
   * whatever order they ran in (`collective.ts`, `E-MASK-OVERLAP`). Cleared at each reset. */
  readonly madeAt = new Map<number, { lanes: number; mask: Int32Array; sig: Float64Array }>();
  /** Per region (`Ssy`/`Call` instruction): lanes that reached its end since they last
   * entered it or started a new iteration of a loop around it (see `passby.ts`). */
  sitePassed: Int32Array;
  /** Lanes with any bit in `sitePassed` (a superset: clearing is skipped when none). */
  passedAny = MASK_ZERO;
  /** Per loop and lane (`loop * 32 + lane`): iterations begun since the lane entered the
   * loop, less `loopAll[loop]`. */
  loopIter: Int32Array;
  /** Per loop: iterations that every lane of the warp began together (a back edge taken by
   * the whole warp counts here, once, in place of 32 per-lane increments). */
  loopAll: Int32Array;
  /** Per loop: 1 once a partial mask entered the loop or took its back edge since the whole
   * warp last entered it (so lanes' counts may differ), else 0 (every lane's count is
   * `loopAll`). */
  loopMixed: Uint8Array;
  /** Whether a loop was entered since the last reset (`passby.ts` `enterRegion`; back edges
   * come only after an entry): else the three loop counts above are still zero. */
  loopsEntered = true;
  /** Lanes that executed a `return` of the kernel (they exit at its epilogue). */
  returning = MASK_ZERO;
  /** Instructions the warp's groups ran in its current turn of the block scheduler. */
  turn = 0;
  /** Lanes that reached the end of a region containing a `__syncthreads()` since the
   * block's last barrier: checked when the barrier completes (docs/language.md §6 "`__syncthreads()`
   * in divergent code"). */
  barrierPasses: BarrierPass[] = [];
  /** Per region that contains a `__syncthreads()` (by its site), per lane: how many times
   * the lane has entered it in this block, so a pass of one dynamic instance of the region
   * is not charged to a barrier of a later one (`barrier-verdicts.ts`). */
  readonly regionEntries = new Map<number, Int32Array>();
  groups: Group[] = [];
  rendezvous = new RendezvousTable();
  /** Finished reconvergence tokens, reused. */
  tokenPool: Token[] = objectList();
  /** Finished rendezvous records, reused. */
  spare: Rendezvous[] = objectList();
  /** vc[b*32 + a]: lane b's knowledge of lane a's clock (happens-before within a warp). */
  vc = new Int32Array(32 * 32);
  /** `vc` may differ from its reset value (every lane knows its own clock 1, no other):
   * set by whatever writes it (`__syncwarp`, `__threadfence`), so a reset rewrites it only then. */
  vcDirty = true;
  tidX = new Int32Array(32);
  tidY = new Int32Array(32);
  tidZ = new Int32Array(32);
  /** The warp base and block shape (x, y) that `tidX`/`tidY`/`tidZ` were computed for. */
  private tidFor = -1;
  private readonly tidShape = [0, 0];
  /** Linear thread index (within the block) of lane 0. */
  base = 0;
  index = 0;
  /** Linear block index and global linear thread id of lane 0. */
  blockLinear = 0;
  gtid0 = 0;
  trace: TraceOp[] | null = null;
  /** The lanes (a bit each) already reported for a signed overflow, by site
   * (compile/signed-overflow.ts): a repeat only counts. */
  overflowSeen: Map<Loc, { bits: number; d: { count: number } | undefined }> | null = null;
  ctx!: RunContext;

  constructor(prog: CompiledProgram) {
    this.sitePassed = new Int32Array(prog.code.length);
    this.loopIter = new Int32Array(prog.nesting.loops * 32);
    this.loopAll = new Int32Array(prog.nesting.loops);
    this.loopMixed = new Uint8Array(prog.nesting.loops);
    this.regs = prog.fns.map((f) => f.slotKinds.map((k) => (k === 'd' ? new Float64Array(32) : k === 'l' ? new BigInt64Array(32) : new Int32Array(32))));
    this.f32 = this.regs.map((fr) => fr.map((r) => (r instanceof Int32Array ? new Float32Array(r.buffer, r.byteOffset, r.length) : null)));
    this.pois = prog.fns.map((f) => f.slotKinds.map(() => null));
    this.arrs = prog.fns.map((f) => f.slotKinds.map(() => null));
    this.uniform = prog.fns.map((f) => {
      const u = new Uint8Array(f.slotKinds.length);
      for (const c of f.constInits) u[c.slot] = 1;
      for (const b of f.builtinInits) if (b.name !== 'threadIdx') u[b.slot] = 1;
      return u;
    });
    prog.fns.forEach((f, i) => {
      for (const c of f.constInits) {
        const r = this.regs[i]![c.slot]!;
        if (r instanceof BigInt64Array) r.fill(BigInt(c.raw));
        else r.fill(Number(c.raw));
      }
    });
  }

  /**
   * Resets the warp for lanes `base .. base+31` of a block of `block` dimensions, and binds
   * the kernel's (function `entry`'s) array parameters: `params` gives, per array register,
   * the memory every lane's reference holds. Registers hold only what the reset writes:
   * built-ins, and no poison or array reference but the parameters'.
   */
  reset(ctx: RunContext, index: number, blockLinear: number, block: [number, number, number], threads: number,
    entry: number, params: readonly (readonly [number, Mem])[]): void {
    this.ctx = ctx;
    this.index = index;
    this.overflowSeen = null;
    this.base = index * 32;
    this.blockLinear = blockLinear;
    this.gtid0 = blockLinear * threads + this.base;
    const n = Math.min(32, threads - this.base);
    this.valid = n >= 32 ? 0xffffffff : ((1 << n) - 1) >>> 0;
    this.exited = ~this.valid >>> 0;
    this.killed = 0;
    this.stopped = 0;
    this.made = 0;
    if (this.madeAt.size) this.madeAt.clear();
    this.returning = 0;
    if (this.passedAny) { this.sitePassed.fill(0); this.passedAny = 0; }
    if (this.loopsEntered) {
      this.loopIter.fill(0);
      this.loopAll.fill(0);
      this.loopMixed.fill(0);
      this.loopsEntered = false;
    }
    this.turn = 0;
    if (this.barrierPasses.length !== 0) this.barrierPasses.length = 0;
    // Zeroed rather than cleared: the counts of a program's few regions are kept from block
    // to block (0: not entered, as for a region never entered).
    if (this.regionEntries.size !== 0) for (const n of this.regionEntries.values()) n.fill(0);
    this.groups = [];
    this.rendezvous.clear();
    if (this.vcDirty) {
      this.vc.fill(0);
      for (let l = 0; l < 32; l++) this.vc[l * 32 + l] = 1;
      this.vcDirty = false;
    }
    // Thread indices depend only on the warp's place and the block's shape, and no
    // instruction writes a built-in's register: the threadIdx registers are rewritten only
    // when those change.
    const moved = this.tidFor !== this.base || this.tidShape[0] !== block[0] || this.tidShape[1] !== block[1];
    if (moved) {
      for (let l = 0; l < 32; l++) {
        const t = this.base + l;
        this.tidX[l] = t % block[0];
        this.tidY[l] = Math.floor(t / block[0]) % block[1];
        this.tidZ[l] = Math.floor(t / (block[0] * block[1]));
      }
      this.tidFor = this.base;
      this.tidShape[0] = block[0];
      this.tidShape[1] = block[1];
    }
    const bidx = ctx.block.idx, bdim = ctx.blockDim, gdim = ctx.gridDim;
    const fns = ctx.prog.fns;
    for (let fi = 0; fi < fns.length; fi++) {
      const R = this.regs[fi]!, inits = fns[fi]!.builtinInits;
      for (let i = 0; i < inits.length; i++) {
        const b = inits[i]!;
        const r = R[b.slot] as Int32Array; // built-ins are `uint`
        if (b.name === 'threadIdx') {
          if (!moved) continue;
          const src = b.dim === 0 ? this.tidX : b.dim === 1 ? this.tidY : this.tidZ;
          for (let l = 0; l < 32; l++) r[l] = src[l]!;
        } else {
          r.fill((b.name === 'blockIdx' ? bidx : b.name === 'blockDim' ? bdim : gdim)[b.dim]!);
        }
      }
    }
    // Plain loops: `fill` on lists this short costs more in its call than in the work.
    if (this.poisoned) {
      for (const p of this.pois) for (let i = 0; i < p.length; i++) p[i] = null;
      this.poisoned = false;
    }
    // Array references are unbound again (their per-lane lists are kept for the next block),
    // but for the parameters', which are bound to their memories.
    const fresh = this.boundFor !== params || this.boundEntry !== entry;
    if (fresh) {
      for (const [slot] of params) this.arraysOf(entry, slot);
      this.refBound = new Uint8Array(this.refLists.length);
      for (const [slot] of params) this.refBound[this.refLists.indexOf(this.arrs[entry]![slot]!)] = 1;
      this.boundFor = params;
      this.boundEntry = entry;
    }
    const lists = this.refLists, bound = this.refBound;
    for (let i = 0; i < lists.length; i++) {
      if (bound[i]) continue;
      const refs = lists[i]!;
      for (let l = 0; l < 32; l++) refs[l] = null;
    }
    // No instruction rebinds a kernel parameter's references (Warp TS arrays cannot be
    // reassigned, and a call binds the callee's), so after this warp's first block of the
    // run they hold their memories still.
    if (fresh) {
      const A = this.arrs[entry]!;
      for (let i = 0; i < params.length; i++) {
        const [slot, m] = params[i]!;
        const refs = A[slot]!;
        for (let l = 0; l < 32; l++) refs[l] = m;
      }
    }
    this.trace = ctx.options.trace ? [] : null;
  }

  /** Poison array of a register, created on demand. */
  poisonOf(fn: number, slot: number): (Poison | undefined)[] {
    const P = this.pois[fn]!;
    let p = P[slot];
    if (!p) {
      p = new Array(32);
      P[slot] = p;
      this.poisoned = true;
    }
    return p;
  }

  /** Array references of a register (per lane), created on demand. */
  arraysOf(fn: number, slot: number): (Mem | null)[] {
    const A = this.arrs[fn]!;
    let a = A[slot];
    if (!a) {
      // Built element by element: a packed array, which the per-block loops index fast.
      a = objectList();
      for (let l = 0; l < 32; l++) a.push(null);
      A[slot] = a;
      this.refLists.push(a);
    }
    return a;
  }
}
