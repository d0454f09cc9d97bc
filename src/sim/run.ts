/**
 * `runProgram`: launches a checked program's kernel on the simulated GPU.
 * Blocks run one after another (CUDA promises no order between blocks, and nothing may
 * depend on one); warps are formed from linear thread indices (Programming Guide §7.1).
 */
import type { Program } from '../lang/ir';
import type { ArgValue, ArrayContents, LaunchConfig, RunOptions, RunResult, WarpTrace } from './types';
import { DEFAULT_BUDGET, MAX_GRID, TRACE_BLOCKS } from './types';
import type { CompiledProgram } from './core/compiled';
import { compileProgram } from './compile/program';
import { BudgetExceeded, RunContext, type BlockState } from './core/context';
import { lastWriteLines, makeMem, releaseRace } from './core/memory';
import type { Mem } from './core/state';
import { Warp } from './core/warp';
import { runBlock } from './core/scheduler';
import { blockOrder } from './core/block-order';
import { compileTier, defaultTier } from './core/tier';
import { compileUnrolling } from './compile/unroll';
import { CANONICAL_NAN_BITS, floatToBits, laneRanges } from './core/values';
import { fits64 } from '../lang/int64';
import { hintFor } from '../lang/registry';

/** `{ hint }` when there is one (a diagnostic without a hint has no `hint` key). */
const withHint = (hint: string | undefined): { hint?: string } => (hint ? { hint } : {});

const compiledCache = new WeakMap<Program, CompiledProgram>();
/** The same, compiled for the `precise` tier (src/sim/core/tier.ts). */
const preciseCache = new WeakMap<Program, CompiledProgram>();
/** Warps are reused between runs of one program (runs never overlap: JavaScript is
 * single-threaded and `runProgram` is synchronous). */
const warpPools = new WeakMap<CompiledProgram, Warp[]>();

/** Thrown for a bad launch or argument set (the caller's mistake, not the learner's code). */
export class LaunchError extends Error {}

/** The register or memory value of argument value `v` of C type `type` (a 64-bit pattern
 * as a signed `bigint` for `long`/`ulong`). Throws {@link LaunchError} for a 64-bit value
 * that is not an exact integer in the type's range. */
/** Whether an argument array holds a bigint anywhere (not a `float` value: `rawOf` refuses it). */
function hasBigint(data: ArrayLike<number | bigint>): boolean {
  for (let i = 0; i < data.length; i++) if (typeof data[i] === 'bigint') return true;
  return false;
}

function rawOf(type: string, v: number | bigint): number | bigint {
  if (type === 'long' || type === 'ulong') {
    if (typeof v === 'number' && !Number.isSafeInteger(v)) throw new LaunchError(`a \`${type}\` argument must be an integer given exactly (a bigint, or a number up to 2^53), not ${v}`);
    const b = BigInt(v);
    if (!fits64(b, type)) throw new LaunchError(`${b} is outside the range of \`${type}\``);
    return BigInt.asIntN(64, b);
  }
  if (typeof v === 'bigint') throw new LaunchError(`a \`${type}\` argument must be a number, not the bigint ${v}`);
  switch (type) {
    case 'float': return floatToBits(Math.fround(v));
    case 'double': return v;
    case 'uint': return v >>> 0 | 0;
    default: return v | 0;
  }
}

/** Stores argument values `data` (of C type `type`) into the cells of `m`, as `rawOf` converts
 * each; `int` and `uint` arrays of numbers take one loop without a per-element dispatch. */
function bindCells(m: Mem, type: string, data: ArrayLike<number | bigint>): void {
  if ((type === 'int' || type === 'uint') && !hasBigint(data)) {
    const cells = m.data as Int32Array;
    for (let i = 0; i < data.length; i++) cells[i] = data[i] as number; // ToInt32, as `v | 0` and `v >>> 0 | 0`
    return;
  }
  const cells = m.data as unknown as { [i: number]: number | bigint };
  for (let i = 0; i < data.length; i++) cells[i] = rawOf(type, data[i]!);
}

function contents(m: Mem): ArrayContents {
  const out: ArrayContents = new Array(m.length);
  const u = m.undef;
  if (m.elem === 'float' || m.elem === 'int' || m.elem === 'uint') {
    // One loop per element type; a float is read through a binary32 view of its cells,
    // as `bitsToFloat` reads it.
    const d = m.data as Int32Array;
    const v = m.elem === 'float' ? new Float32Array(d.buffer, d.byteOffset, d.length) : d;
    if (m.elem === 'uint') for (let i = 0; i < m.length; i++) out[i] = u?.[i] ? null : d[i]! >>> 0;
    else for (let i = 0; i < m.length; i++) out[i] = u?.[i] ? null : v[i]!;
    return out;
  }
  for (let i = 0; i < m.length; i++) {
    if (m.undef?.[i]) { out[i] = null; continue; }
    const raw = m.data[i]!;
    if (typeof raw === 'bigint') { out[i] = m.elem === 'ulong' ? BigInt.asUintN(64, raw) : raw; continue; }
    out[i] = raw; // double
  }
  return out;
}

/**
 * The `args` of a result: each array's contents by parameter name, made when first read (a
 * 2^20-element input the caller never reads back is then never copied out of the memory
 * that held it), and kept from then on. Every way of reading an object reads them alike:
 * property access, `Object.entries`, spreading, `JSON.stringify`, `structuredClone` and
 * `postMessage` (they read each enumerable property), and assigning one replaces it.
 */
function lazyContents(globals: Map<string, Mem>): Record<string, ArrayContents> {
  const out: Record<string, ArrayContents> = {};
  for (const [name, m] of globals) {
    const keep = (value: ArrayContents): ArrayContents => {
      Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
      return value;
    };
    Object.defineProperty(out, name, { enumerable: true, configurable: true, get: () => keep(contents(m)), set: keep });
  }
  return out;
}

/** Where the lanes of a block stopped by the budget were: which still ran (every group
 * gets a turn, so these are the ones that never finish) and which waited, and where;
 * groups at the same place are named together. */
function stillRunning(ctx: RunContext, bs: BlockState): { text: string; related: { message: string; line: number; column: number }[] } {
  const many = ctx.threadsPerBlock > 32;
  const places = new Map<string, { warp: number; mask: number; running: boolean; loc: { line: number; column: number }; what: string }>();
  for (const w of bs.warps) {
    for (const g of w.groups) {
      const running = g.state === 'ready';
      const loc = running ? ctx.prog.code[g.pc]!.loc : g.waitLoc ?? ctx.prog.code[g.pc]!.loc;
      // A running group's `waitWhat` is left from its last wait: places of running lanes are told apart by line only.
      const what = running ? '' : g.waitWhat;
      const key = `${w.index}|${running}|${loc.line}|${what}`;
      const p = places.get(key);
      if (p) p.mask = (p.mask | g.mask) >>> 0;
      else places.set(key, { warp: w.index, mask: g.mask >>> 0, running, loc, what });
    }
  }
  const parts: string[] = [];
  const related: { message: string; line: number; column: number }[] = [];
  for (const p of [...places.values()].slice(0, 8)) {
    const one = (p.mask & (p.mask - 1)) === 0;
    const who = `${many ? `warp ${p.warp} ` : ''}${one ? 'lane' : 'lanes'} ${laneRanges(p.mask)}`;
    const were = one ? 'was' : 'were';
    parts.push(p.running ? `${who} ${were} still running at line ${p.loc.line}` : `${who} ${were} waiting at line ${p.loc.line} in ${p.what}`);
    related.push({ message: `${who} ${p.running ? 'still running here' : `waiting here in ${p.what}`}`, line: p.loc.line, column: p.loc.column });
  }
  const block = ctx.gridDim[0] * ctx.gridDim[1] * ctx.gridDim[2] > 1 ? ` in block (${bs.idx.join(',')})` : '';
  return { text: parts.length ? `${parts.join('; ')}${block}` : '', related };
}

/**
 * Why a launch is too large for a run's `budget` of lane-steps, or `null` when it fits.
 * The bound is one warp per 32 lane-steps: a full warp's lanes take at least one step
 * each (their exit), and a run that set up more warps than that would spend its time on
 * blocks the budget cannot pay for (a `--grid 65535,65535` launch would run for
 * minutes before the budget counted enough steps). Checked before any block runs.
 */
export function launchTooLarge(launch: LaunchConfig, budget: number = DEFAULT_BUDGET): string | null {
  const { grid, block } = launch;
  const blocks = grid[0] * grid[1] * grid[2];
  const warpsPerBlock = Math.ceil((block[0] * block[1] * block[2]) / 32);
  const warps = blocks * warpsPerBlock;
  if (warps * 32 <= budget) return null;
  const n = (x: number): string => x.toLocaleString('en-US');
  return `the launch asks for ${n(warps)} warps (${n(blocks)} block${blocks === 1 ? '' : 's'} of ${n(warpsPerBlock)}), ` +
    `more than a budget of ${n(budget)} lane-steps allows: at most ${n(Math.floor(budget / 32))} warps, 32 lane-steps each`;
}

/**
 * Binds `args` (by parameter name) to the parameters of kernel `entry`: each array argument
 * becomes a global memory (read-only unless the kernel may write it), each scalar a raw
 * register value by slot. Throws {@link LaunchError} for a missing, extra or mistyped
 * argument. Kept apart from `runProgram` (as are {@link runBlocks} and the float copy), so
 * that the engine optimises each loop in a small function and never recompiles the whole
 * launch around one of them.
 */
function bindArguments(prog: CompiledProgram, entry: number, args: Record<string, ArgValue>, entryName: string): { globals: Map<string, Mem>; scalars: Map<number, number | bigint> } {
  const decl = prog.fns[entry]!.decl;
  const globals = new Map<string, Mem>();
  const scalars = new Map<number, number | bigint>();
  for (const p of decl.params) {
    const a = args[p.name];
    if (!a) throw new LaunchError(`missing argument for parameter \`${p.name}\``);
    if (typeof p.type === 'object') {
      if (p.type.kind !== 'array') throw new LaunchError(`the kernel parameter \`${p.name}\` is not a scalar or an array`);
      if (a.kind !== 'array') throw new LaunchError(`parameter \`${p.name}\` is an array (${p.type.elem}[]) but the argument is a scalar`);
      if (a.type !== p.type.elem) throw new LaunchError(`parameter \`${p.name}\` is ${p.type.elem}[] but the argument is ${a.type}[]`);
      const m = makeMem(p.name, 'global', a.type, a.data.length, -1);
      m.readOnly = !prog.writtenArrays[entry]!.has(p.slot);
      if (a.type === 'float' && (a.data instanceof Float32Array || !hasBigint(a.data))) loadFloats(m.data as Int32Array, a.data as Float32Array | ArrayLike<number>);
      else bindCells(m, a.type, a.data);
      globals.set(p.name, m);
    } else {
      if (a.kind !== 'scalar') throw new LaunchError(`parameter \`${p.name}\` is a scalar (${p.type}) but the argument is an array`);
      // A `bool` parameter takes an integer argument, converted as C++ converts it (non-zero: true).
      if (p.type === 'bool' && (a.type === 'int' || a.type === 'uint')) { scalars.set(p.slot, a.value !== 0 ? 1 : 0); continue; }
      if (a.type !== p.type) throw new LaunchError(`parameter \`${p.name}\` is ${p.type} but the argument is ${a.type}`);
      scalars.set(p.slot, rawOf(a.type, a.value));
    }
  }
  for (const k of Object.keys(args)) {
    if (!decl.params.some((p) => p.name === k)) throw new LaunchError(`\`${entryName}\` has no parameter named \`${k}\``);
  }
  return { globals, scalars };
}

/**
 * Copies a `float[]` argument into the cells `bits` (binary32 patterns, same length).
 * A Float32Array is binary32 already: its bits are copied as they are, NaN payloads
 * included, as memory holds them on the GPU (docs/semantics.md, HW-5). Numbers are
 * rounded to binary32 by the store into a view of the cells, and a NaN number (which
 * has no binary32 bits of its own) becomes the one NaN pattern, as `floatToBits` does.
 */
function loadFloats(bits: Int32Array, data: Float32Array | ArrayLike<number>): void {
  if (data instanceof Float32Array) { bits.set(new Int32Array(data.buffer, data.byteOffset, data.length)); return; }
  new Float32Array(bits.buffer, bits.byteOffset, bits.length).set(data);
  for (let i = 0; i < bits.length; i++) if ((bits[i]! & 0x7fffffff) > 0x7f800000) bits[i] = CANONICAL_NAN_BITS;
}

/**
 * Runs every block of `launch` (`nWarps` warps each) on `ctx`, one after another: in
 * order of their linear index by default; an adversarial schedule starts them in another
 * order (Programming Guide §5.2: "It must be possible to execute them in any order, in
 * parallel or in series"). Stops after a block that deadlocked or used up the budget (an
 * `E-BUDGET` error, reported here). Returns the warps' traces, in the order the blocks ran,
 * and whether that order was not the linear one.
 */
function runBlocks(ctx: RunContext, prog: CompiledProgram, entry: number, launch: LaunchConfig, nWarps: number,
  arrayBindings: [number, Mem][], scalarBindings: [number, number | bigint][], reversed = false): { traces: WarpTrace[]; reordered: boolean; stop: Stop } {
  const { grid, block } = launch;
  const tpb = block[0] * block[1] * block[2];
  let allWarps = warpPools.get(prog);
  if (!allWarps) { allWarps = []; warpPools.set(prog, allWarps); }
  while (allWarps.length < nWarps) allWarps.push(new Warp(prog));
  const pool = allWarps.slice(0, nWarps);
  const traces: WarpTrace[] = [];
  const nBlocks = grid[0] * grid[1] * grid[2];
  let stopped = false;
  let stop: Stop = null;
  const order = blockOrder(nBlocks, ctx.adversarial ? ctx.orderRng : null, reversed);
  for (let k = 0; k < nBlocks && !stopped; k++) {
    const b = order.next();
    const idx: [number, number, number] = [b % grid[0], Math.floor(b / grid[0]) % grid[1], Math.floor(b / (grid[0] * grid[1]))];
    const bs: BlockState = { linear: b, idx, gen: 0, shared: new Array(prog.sharedDecls.length).fill(null), warps: pool, clock: 0, spinWrites: -1, spinFrom: 0, spinAtomics: 0 };
    ctx.block = bs;
    ctx.acquired.clear();
    for (let wi = 0; wi < nWarps; wi++) {
      const w = pool[wi]!;
      w.reset(ctx, wi, b, block, tpb, entry, arrayBindings);
      if (b >= TRACE_BLOCKS) w.trace = null;
      for (const [slot, v] of scalarBindings) {
        const r = w.regs[entry]![slot]!;
        if (r instanceof BigInt64Array) r.fill(v as bigint);
        else r.fill(v as number);
      }
    }
    try {
      if (!runBlock(ctx, bs, entry)) { stopped = true; stop = { how: 'deadlock', block: idx, left: nBlocks - k - 1 }; }
    } catch (e) {
      if (!(e instanceof BudgetExceeded)) throw e;
      reportBudget(ctx, prog, entry, bs, nBlocks - k - 1, order.reordered, nBlocks, e.cycle);
      stopped = true;
      stop = { how: e.cycle ? 'cycle' : 'budget', block: idx, left: nBlocks - k - 1 };
    }
    for (const w of pool) if (w.trace) traces.push({ block: idx, warp: w.index, ops: w.trace });
  }
  return { traces, reordered: order.reordered, stop };
}

/** How a run stopped before its last block finished: a deadlock, a spin that provably never
 * ends (`cycle`, core/cycle.ts) or the budget used up; the block that stopped it, and how many
 * blocks had not started. Null when every block finished. */
type Stop = { how: 'deadlock' | 'cycle' | 'budget'; block: [number, number, number]; left: number } | null;

/** Reports `E-BUDGET` for block `bs`, which used up the run's budget with `left` blocks
 * (of `nBlocks`) still to start, or (`cycle`) whose only running lanes came back to an
 * earlier state with nothing written (core/cycle.ts). */
function reportBudget(ctx: RunContext, prog: CompiledProgram, entry: number, bs: BlockState, left: number, reordered: boolean, nBlocks: number, cycle: boolean): void {
  const at = ctx.budgetLoc ?? prog.fns[entry]!.decl.loc;
  const still = stillRunning(ctx, bs);
  const b = bs.linear;
  // A block that spins on what a later block writes: blocks run one after another here,
  // as a GPU may run them (the Programming Guide promises no order between the blocks of
  // a launch, nor that they run at the same time).
  const notStarted = reordered ? `${left} other block${left === 1 ? '' : 's'}` : `block${left === 1 ? '' : 's'} ${b + 1}${left === 1 ? '' : `–${nBlocks - 1}`} (linear)`;
  const later = left > 0 && ctx.counts.atomics > 0
    ? `; ${notStarted} had not started: blocks run one after another here, as a GPU may run them (CUDA promises no order between the blocks of a launch, nor that they run at the same time), so a block that waits for a later block's write may never finish`
    : '';
  const later2 = cycle && left > 0
    ? `; ${notStarted} had not started: blocks run one after another here, as a GPU may run them (CUDA promises no order between the blocks of a launch, nor that they run at the same time), so a block that waits for a later block's write may never finish`
    : later;
  ctx.reporter.add('budget', 'E-BUDGET', 'error', at, null,
    () => cycle
      ? `the run was stopped at line ${at.line}: its only running lanes came back to a state they had been in, with nothing written to memory in between, so they would repeat it forever${still.text ? `; ${still.text}` : ''}${later2} (a loop whose condition never changes in these lanes)`
      : `the run used more than its budget of ${ctx.budget.toLocaleString('en-US')} lane-steps and was stopped at line ${at.line}${still.text ? `; ${still.text}` : ''}${later} (a loop that never ends in some lanes, or a much larger launch than intended?)`,
    undefined,
    () => still.related);
  // The threads still running: those the message is about.
  const running = [];
  for (const w of bs.warps) for (const g of w.groups) if (g.state === 'ready') for (const l of g.lanes) running.push(ctx.thread(w, l));
  ctx.reporter.addThreads('E-BUDGET', at, running);
}

/** The result of a run that has ended on `ctx`: its diagnostics (a note on printf lines
 * not kept), the final contents of the array arguments `globals`, the printf lines in
 * thread order, and with `opts`, the traces and each element's last writing line. */
function finishRun(ctx: RunContext, prog: CompiledProgram, decl: CompiledProgram['fns'][number]['decl'], globals: Map<string, Mem>,
  traces: WarpTrace[], opts: RunOptions): RunResult {
  const diagnostics = ctx.reporter.finish();
  for (const d of diagnostics) {
    const g = prog.groupSites.get(`${d.line}:${d.column}`);
    if (g && d.kind !== 'compile') d.message = d.message.replace(/[\s.]*$/, '.') + g;
  }
  if (ctx.printfDropped > 0) {
    const at = ctx.printfDroppedAt ?? decl.loc;
    const bound = ctx.printf.length >= ctx.maxPrintf
      ? `${ctx.maxPrintf.toLocaleString('en-US')} lines`
      : `${ctx.maxPrintfBytes.toLocaleString('en-US')} bytes`;
    diagnostics.push({
      kind: 'output', code: 'N-PRINTF-DROPPED', severity: 'note', line: at.line, column: at.column,
      message: `${ctx.printfDropped.toLocaleString('en-US')} further printf lines were not kept, from this call on: a run keeps at most ${bound} of printf output`,
      ...withHint(hintFor('N-PRINTF-DROPPED', undefined, opts.hints)),
    });
  }
  const outArgs = lazyContents(globals);
  const printf = ctx.printf.slice().sort((a, b) => a.block - b.block || a.thread - b.thread || a.seq - b.seq).map((p) => p.text);
  const result: RunResult = {
    ok: !diagnostics.some((d) => d.severity === 'error'),
    args: outArgs, printf, diagnostics, counts: ctx.counts,
    written: [...globals].filter(([, m]) => !m.readOnly).map(([name]) => name),
  };
  if (opts.trace) result.trace = traces;
  if (opts.lastWrites) {
    result.lastWriteLine = {};
    for (const [name, m] of globals) if (!m.readOnly) result.lastWriteLine[name] = lastWriteLines(m);
  }
  for (const m of globals.values()) releaseRace(m);
  return result;
}

/**
 * Runs `program` with `launch` and `args` (by parameter name). Throws {@link LaunchError}
 * for a missing/extra/mistyped argument or an invalid launch (CUDA's limits on block and
 * grid sizes); every problem of the program itself is a diagnostic in the result. A
 * launch larger than the budget allows ({@link launchTooLarge}) runs nothing and gives
 * one `budget` error, `E-LAUNCH-SIZE`, at the kernel.
 */
export function runProgram(program: Program, launch: LaunchConfig, args: Record<string, ArgValue>, opts: RunOptions = {}): RunResult {
  const tier = opts.tier ?? defaultTier();
  const cache = tier === 'fast' ? compiledCache : preciseCache;
  let prog = opts.unroll === false ? compileUnrolling(false, () => compileTier(tier, () => compileProgram(program))) : cache.get(program);
  if (!prog) { const p = compileTier(tier, () => compileProgram(program)); cache.set(program, p); prog = p; }
  const run = runCompiled(prog, program, launch, args, opts, false);
  checkBlockOrder(prog, program, launch, args, opts, run);
  return run.result;
}

/**
 * The order check: CUDA requires that a launch's blocks can run "in any order, in parallel or
 * in series" (Programming Guide §5.2, Thread Hierarchy), so a block may not wait for a block
 * that might not have started. Blocks run one after another here, in launch order under the
 * default schedule; a program that can wait on other threads (`waitsOnAtomics`) with more
 * than one block is also run with its blocks started in the reverse order. When one of the
 * two orders completes and in the other a block never finishes (a spin that provably never
 * ends, or one still going when the budget runs out while later blocks have not started:
 * with blocks run one after another, nothing it could wait for is running), the blocks depend on the order they start in: `E-BLOCK-ORDER` is added to
 * `run`'s result, at the place where the stuck block waits, whichever order that was. A
 * program whose blocks wait for a ticket taken from a counter (the order the blocks really
 * started in) finishes in both. Both orders are judged under the default schedule (where a
 * spin that never ends is found at once), whatever `run`'s schedule, so that the verdict is
 * the same under every schedule; those runs' other results are discarded. The reverse run
 * gets four times the lane-steps the launch-order run took and 10^7 more (blocks that do the
 * same work in another order need no more), or 10^7 where the launch-order run used up its
 * budget. A deadlock (lanes waiting in their own block's barriers or collectives) is no
 * wait for another block and is left to `E-DEADLOCK`. Not seen: a wait that both orders
 * satisfy but a third does not (a middle block waiting for either neighbour), and locks
 * taken in opposite orders, which deadlock only when blocks run at the same time.
 */
function checkBlockOrder(prog: CompiledProgram, program: Program, launch: LaunchConfig, args: Record<string, ArgValue>, opts: RunOptions,
  run: { result: RunResult; stop: Stop }): void {
  const { grid } = launch;
  if (!prog.waitsOnAtomics || grid[0] * grid[1] * grid[2] < 2) return;
  if (run.result.diagnostics.some((d) => d.code === 'E-LAUNCH-SIZE')) return;
  const quiet: RunOptions = { ...opts, schedule: { kind: 'default' }, trace: false, lastWrites: false };
  const inOrder = opts.schedule?.kind === 'adversarial' ? runCompiled(prog, program, launch, args, quiet, false) : run;
  const budget = quiet.budget ?? DEFAULT_BUDGET;
  const limit = inOrder.stop?.how === 'budget' ? Math.min(budget, 1e7) : Math.min(budget, 4 * inOrder.result.counts.laneSteps + 1e7);
  const other = runCompiled(prog, program, launch, args, { ...quiet, budget: limit }, true);
  // A deadlock is lanes waiting in this block's own barriers and collectives, not for another
  // block (a spinning lane can always run): it is reported as such, in the order it happens in.
  const stuck = (s: Stop): boolean => s !== null && (s.how === 'cycle' || (s.how === 'budget' && s.left > 0));
  if ((inOrder.stop === null) === (other.stop === null) || !stuck(inOrder.stop ?? other.stop)) return;
  const inLaunchOrder = inOrder.stop !== null;
  const stop = (inLaunchOrder ? inOrder.stop : other.stop)!;
  const from = (inLaunchOrder ? inOrder.result : other.result).diagnostics.find((d) => d.code === 'E-BUDGET');
  if (!from) throw new Error('assertion: a run that stopped has no diagnostic saying so');
  const b = `block (${stop.block.join(',')})`;
  const never = stop.how === 'cycle' ? 'waits forever' : 'is still waiting when the budget runs out, with later blocks not started,';
  const message = inLaunchOrder
    ? `${b} ${never} here when the blocks start in launch order, and the kernel completes when they start in the reverse order: the blocks wait for one another, so whether the kernel finishes depends on the order they start in, which CUDA does not fix (blocks must be able to run in any order, in parallel or in series)`
    : `${b} ${never} here when the blocks start in the reverse order (a GPU may start them in any order, or run them one after another: blocks must be able to run in any order, in parallel or in series); in launch order the kernel completes only because the block it waits for happened to run first`;
  const d: RunResult['diagnostics'][number] = {
    kind: 'deadlock', code: 'E-BLOCK-ORDER', severity: 'error', message, line: from.line, column: from.column,
    ...(from.threads ? { threads: from.threads.slice() } : {}),
    ...withHint(hintFor('E-BLOCK-ORDER', undefined, opts.hints)),
  };
  (d as { count?: number }).count = 1;
  run.result.diagnostics.push(d);
  run.result.ok = false;
}

/** `runProgram` on the compiled `prog`, its blocks started in launch order or (`reversed`,
 * default schedule) the reverse; with how the run stopped (`Stop`). */
function runCompiled(prog: CompiledProgram, program: Program, launch: LaunchConfig, args: Record<string, ArgValue>, opts: RunOptions, reversed: boolean): { result: RunResult; stop: Stop } {
  const entryName = opts.entry ?? program.kernel;
  if (!entryName) throw new LaunchError('the program has no exported kernel (`export function kernel(...)`)');
  const entry = prog.fnIndex.get(entryName);
  if (entry === undefined) throw new LaunchError(`no function named \`${entryName}\` in the program`);
  const decl = prog.fns[entry]!.decl;
  const { grid, block } = launch;
  for (const d of [...grid, ...block]) if (!Number.isInteger(d) || d < 1) throw new LaunchError(`launch dimensions must be positive integers (got grid ${grid.join(',')} block ${block.join(',')})`);
  const tpb = block[0] * block[1] * block[2];
  if (tpb > 1024) throw new LaunchError(`a block may have at most 1024 threads (got ${tpb})`);
  if (block[2] > 64) throw new LaunchError('blockDim.z may be at most 64');
  grid.forEach((d, k) => {
    if (d > MAX_GRID[k]!) throw new LaunchError(`gridDim.${'xyz'[k]} may be at most ${MAX_GRID[k]!.toLocaleString('en-US')} (CUDA limit; got ${d.toLocaleString('en-US')})`);
  });

  const { globals, scalars } = bindArguments(prog, entry, args, entryName);
  const ctx = new RunContext(prog, opts, block, grid);
  const tooLarge = launchTooLarge(launch, ctx.budget);
  if (tooLarge !== null) {
    const outArgs: Record<string, ArrayContents> = {};
    for (const [name, m] of globals) outArgs[name] = contents(m);
    return { stop: null, result: {
      ok: false, args: outArgs, printf: [], counts: ctx.counts,
      diagnostics: [{
        kind: 'budget', code: 'E-LAUNCH-SIZE', severity: 'error', line: decl.loc.line, column: decl.loc.column,
        message: `nothing ran: ${tooLarge}`,
        ...withHint(hintFor('E-LAUNCH-SIZE', undefined, opts.hints)),
      }],
      ...(opts.trace ? { trace: [] } : {}),
    } };
  }
  const nWarps = Math.ceil(tpb / 32);
  // Each array parameter's memory, by register, for binding it in every warp of every block.
  const paramMems = new Map<number, Mem>();
  for (const p of decl.params) if (typeof p.type === 'object') paramMems.set(p.slot, globals.get(p.name)!);
  // What every warp of every block binds: array parameters' memories and scalar values, by register.
  const arrayBindings = [...paramMems], scalarBindings = [...scalars];
  const { traces, reordered, stop } = runBlocks(ctx, prog, entry, launch, nWarps, arrayBindings, scalarBindings, reversed);
  if (reordered) {
    const linear = (t: WarpTrace): number => t.block[0] + grid[0] * (t.block[1] + grid[1] * t.block[2]);
    traces.sort((x, y) => linear(x) - linear(y) || x.warp - y.warp);
  }
  return { result: finishRun(ctx, prog, decl, globals, traces, opts), stop };
}
