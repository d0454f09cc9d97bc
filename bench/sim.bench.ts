/**
 * `npm run bench`: simulator throughput on this machine.
 *  (a) the warp reduction on one warp, 10,000 runs;
 *  (b) the seed block reduction (256 threads, `warp_sums[8]`) over 2^20 floats (4096 blocks);
 *  (c) the same over 2^16 floats.
 * (b) and (c) run five times each (inputs made before the clock starts); their lines show the
 * median run and list all five. Each is measured after a warm-up (1,000 runs of (a), one run of (c)) that lets the
 * JavaScript engine compile the simulator's hot paths, as a page or a grading worker has
 * after its first runs; the first, cold figures are printed too, for reference.
 * Prints wall time, the process's CPU time over the same interval (when other work shares
 * the machine, wall time grows and CPU time much less), and lane-operations per second of
 * wall time (lane-steps: one lane executing one simulator instruction). Targets:
 * ≥ 20 M lane-operations/s, (b) ≤ 2 s.
 *
 * (d) the whole command line against plain JavaScript, side by side: `warp-school run` on
 *  (b)'s kernel and launch with a 2^20-float input file (`--arg inp=float[]:@FILE`,
 *  `--json`), and bench/plain-reduce.mjs doing the same work on the same file, each as its
 *  own process, three times in turn; their outputs must be identical. Targets: the command
 *  line ≤ 1.5 s wall including start-up, ≤ 3× the plain-JavaScript process.
 *
 * (f) the Programming Guide's last-block sum (§10.5: fences and atomics between blocks,
 *  every thread reading its block's flag), 256 blocks of 256 threads, one run.
 *
 * (g) a spin lock under contention: 512 threads of one block each take it once, the spin
 *  counting its retries with an atomic (so the block is never seen idle, and every retry
 *  takes the releases the lock carries), one run.
 *
 * (h) a lock handed on between blocks: the "CUDA by Example" dot product, 1024 blocks of 256
 *  threads, thread 0 of each adding its block's sum under one global lock, one run.
 * (i) the textbook race `out[0] += x[i]`, 1024 blocks of 256 threads (every access after the
 *  first races), one run.
 * (j) a shared element read by every thread: 16 blocks of 1024 threads each read two shared
 *  parameters 128 times, one run.
 *
 * (e) with HIP_CPU naming a HIP-CPU checkout: bench/hip-cpu on one core beside (b), in three
 *  alternating rounds of five runs each, and the ratio of (b) to it over all 15 runs of each.
 *  Target: ≤ 1× (the simulator, every check on, at least as fast).
 *
 * Run through bench/run.mjs, which bundles this file as the command line and the page are
 * bundled. The machine's load average is printed first and before (d): on a shared machine wall
 * times grow with it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { compile } from '../src/lang';
import { runProgram } from '../src/sim';
import { BLOCK_REDUCE, COUNTED_LOCK, DOT_LOCK, LAST_BLOCK_SUM, NAIVE_SUM, SHARED_PARAMS, WARP_REDUCE } from './kernels';

const load = (): string => `load average ${loadavg().map((x) => x.toFixed(2)).join(' ')} (1, 5, 15 min)`;
console.log(load());

function prog(src: string) {
  const c = compile(src);
  if (!c.program) throw new Error(c.diagnostics.map((d) => d.message).join('\n'));
  return c.program;
}

let cpu0 = process.cpuUsage();
/** Starts a measurement: the wall clock and the process's CPU time. */
function start(): number {
  cpu0 = process.cpuUsage();
  return performance.now();
}

function line(name: string, ms: number, steps: number, extra = ''): void {
  const c = process.cpuUsage(cpu0);
  const cpuMs = (c.user + c.system) / 1000;
  const rate = steps / (ms / 1000) / 1e6;
  console.log(`${name.padEnd(46)} ${ms.toFixed(0).padStart(7)} ms (CPU ${cpuMs.toFixed(0).padStart(5)} ms)  ${(steps / 1e6).toFixed(1).padStart(6)} M lane-ops  ${rate.toFixed(1).padStart(5)} M lane-ops/s ${extra}`);
}

const warp = prog(WARP_REDUCE);
const inp32 = { kind: 'array' as const, type: 'float' as const, data: Array.from({ length: 32 }, (_, i) => i) };
const block = prog(BLOCK_REDUCE);

/** Runs (a) `runs` times; returns the lane-steps. */
function warpRuns(runs: number): number {
  let steps = 0;
  for (let i = 0; i < runs; i++) {
    const r = runProgram(warp, { grid: [1, 1, 1], block: [32, 1, 1] }, { inp: inp32, out: { kind: 'array', type: 'float', data: [0] } });
    steps += r.counts.laneSteps;
  }
  return steps;
}

/** The input of a block reduction over `n` floats (made before the clock starts, as
 * bench/hip-cpu/block-reduce.cpp makes its input before timing the launch). */
function blockInput(n: number): Float32Array {
  const data = new Float32Array(n);
  for (let i = 0; i < n; i++) data[i] = ((i * 7) % 1024) / 1024;
  return data;
}

/** One block reduction over `data` (a whole `runProgram`: binding the arguments and the run;
 * the result's arrays are made when read, and this reads none); returns its result. */
function blockRun(data: Float32Array) {
  const n = data.length;
  const blocks = n / 256;
  const r = runProgram(block, { grid: [blocks, 1, 1], block: [256, 1, 1] },
    { inp: { kind: 'array', type: 'float', data }, out: { kind: 'array', type: 'float', data: new Array(blocks).fill(0) }, n: { kind: 'scalar', type: 'int', value: n } },
    { budget: 1e10 });
  if (!r.ok) throw new Error('benchmark kernel reported: ' + r.diagnostics.map((d) => d.message).join('; '));
  return r;
}

let t0 = start();
let steps = warpRuns(1_000);
line('warm-up: (a) 1,000 runs, cold', performance.now() - t0, steps);
const input16 = blockInput(1 << 16);
t0 = start();
const cold = blockRun(input16);
line('warm-up: (c), cold', performance.now() - t0, cold.counts.laneSteps);

t0 = start();
steps = warpRuns(10_000);
line('(a) warp reduction, 1 warp x 10,000 runs', performance.now() - t0, steps);
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
/** (b)'s runs (wall ms), for the comparison with HIP-CPU below. */
const bRuns: number[] = [];
for (const [label, n] of [['(b) block reduction, 2^20 floats (4096 blocks)', 1 << 20], ['(c) block reduction, 2^16 floats (256 blocks)', 1 << 16]] as const) {
  const data = blockInput(n);
  // Five runs, as bench/hip-cpu times five launches; the line shows the median run.
  const runs: { ms: number; cpu: number; steps: number; extra: string }[] = [];
  for (let k = 0; k < 5; k++) {
    t0 = start();
    const r = blockRun(data);
    const ms = performance.now() - t0, c = process.cpuUsage(cpu0);
    runs.push({ ms, cpu: (c.user + c.system) / 1000, steps: r.counts.laneSteps, extra: `(shuffles ${r.counts.shuffles}, barriers ${r.counts.barriers})` });
  }
  const mid = runs.find((x) => x.ms === median(runs.map((y) => y.ms)))!;
  if (n === 1 << 20) bRuns.push(...runs.map((x) => x.ms));
  cpu0 = process.cpuUsage(); // `line` prints the CPU time since cpu0: the median run's, given here
  const c = mid.cpu;
  console.log(`${label.padEnd(46)} ${mid.ms.toFixed(0).padStart(7)} ms (CPU ${c.toFixed(0).padStart(5)} ms)  ${(mid.steps / 1e6).toFixed(1).padStart(6)} M lane-ops  ${(mid.steps / (mid.ms / 1000) / 1e6).toFixed(1).padStart(5)} M lane-ops/s ${mid.extra}; median of runs ${runs.map((x) => x.ms.toFixed(0)).join(', ')} ms`);
}

// (f) The Programming Guide's last-block sum (fences and atomics between blocks), 256 blocks.
{
  const last = prog(LAST_BLOCK_SUM);
  const blocks = 256;
  const args = () => ({
    inp: { kind: 'array' as const, type: 'int' as const, data: new Array<number>(blocks * 256).fill(1) },
    result: { kind: 'array' as const, type: 'int' as const, data: new Array<number>(blocks).fill(0) },
    count: { kind: 'array' as const, type: 'uint' as const, data: [0] },
    total: { kind: 'array' as const, type: 'int' as const, data: [0] },
  });
  const a = args();
  t0 = start();
  const r = runProgram(last, { grid: [blocks, 1, 1], block: [256, 1, 1] }, a, { budget: 1e10 });
  if (!r.ok || r.args.total![0] !== blocks * 256) throw new Error('benchmark kernel (f) went wrong: ' + r.diagnostics.map((d) => d.message).join('; '));
  line('(f) last-block sum (Guide 10.5), 256 x 256', performance.now() - t0, r.counts.laneSteps);
}

// (g) A contended spin lock, 512 threads of one block.
{
  const lock = prog(COUNTED_LOCK);
  const n = 512;
  const a = {
    lock: { kind: 'array' as const, type: 'int' as const, data: [0] },
    cnt: { kind: 'array' as const, type: 'int' as const, data: [0] },
    out: { kind: 'array' as const, type: 'int' as const, data: new Array<number>(n).fill(0) },
    spins: { kind: 'array' as const, type: 'int' as const, data: [0] },
  };
  t0 = start();
  const r = runProgram(lock, { grid: [1, 1, 1], block: [n, 1, 1] }, a, { budget: 1e10 });
  if (!r.ok || r.args.cnt![0] !== n) throw new Error('benchmark kernel (g) went wrong: ' + r.diagnostics.map((d) => d.message).join('; '));
  line('(g) contended spin lock, 512 threads', performance.now() - t0, r.counts.laneSteps, `(atomics ${r.counts.atomics})`);
}

/** Runs `src` once on `grid` blocks of `block` threads with `args`, checks its result with
 * `ok`, and prints its line. */
function once(name: string, src: string, grid: number, block: number, args: Record<string, { kind: 'array'; type: 'int' | 'float'; data: number[] } | { kind: 'scalar'; type: 'int'; value: number }>, ok: (r: ReturnType<typeof runProgram>) => boolean): void {
  const p = prog(src);
  t0 = start();
  const r = runProgram(p, { grid: [grid, 1, 1], block: [block, 1, 1] }, args, { budget: 1e10 });
  if (!ok(r)) throw new Error(`benchmark kernel ${name} went wrong: ` + r.diagnostics.map((d) => d.message).join('; '));
  line(name, performance.now() - t0, r.counts.laneSteps, `(${r.diagnostics.length} diagnostics)`);
}

// (h) A lock handed on between blocks: 1024 blocks, 2^18 elements of 1 * 2.
{
  const n = 1024 * 256;
  once('(h) dot product under a global lock, 1024 x 256', DOT_LOCK, 1024, 256, {
    a: { kind: 'array', type: 'float', data: new Array<number>(n).fill(1) },
    b: { kind: 'array', type: 'float', data: new Array<number>(n).fill(2) },
    c: { kind: 'array', type: 'float', data: [0] },
    mutex: { kind: 'array', type: 'int', data: [0] },
    n: { kind: 'scalar', type: 'int', value: n },
  }, (r) => r.ok && r.args.c![0] === 2 * n);
}

// (i) The textbook race, 1024 blocks: reported, and `out[0]` undefined.
{
  const n = 1024 * 256;
  once('(i) racing sum out[0] += x[i], 1024 x 256', NAIVE_SUM, 1024, 256, {
    x: { kind: 'array', type: 'float', data: new Array<number>(n).fill(1) },
    out: { kind: 'array', type: 'float', data: [0] },
    n: { kind: 'scalar', type: 'int', value: n },
  }, (r) => !r.ok && r.diagnostics.some((d) => d.code === 'E-RACE-WW'));
}

// (j) Shared parameters read by every thread of 16 blocks of 1024, 128 times: x = 0.5 x + 1
// from 0 converges to 2 (exact in binary32 after enough passes).
{
  const n = 16 * 1024;
  once('(j) shared parameters read 128 times, 16 x 1024', SHARED_PARAMS, 16, 1024, {
    params: { kind: 'array', type: 'float', data: [0.5, 1] },
    x: { kind: 'array', type: 'float', data: new Array<number>(n).fill(0) },
    iters: { kind: 'scalar', type: 'int', value: 128 },
  }, (r) => r.ok && r.args.x!.every((v) => v === 2));
}

// (e) HIP-CPU on the same kernel, one core, when a checkout is named (bench/hip-cpu/README.md).
// Three rounds, each five runs of (b) then five HIP-CPU launches (one process), so that a
// burst of load on a shared machine falls on both sides alike; the ratio compares all 15
// runs of each (the first round's (b) runs are those printed above).
const ROOT = process.env.WARP_BENCH_ROOT ?? join(import.meta.dirname, '..');
if (process.env.HIP_CPU) {
  const hipRuns: number[] = [];
  let hipBest = Infinity;
  const bData = blockInput(1 << 20);
  for (let round = 0; round < 3; round++) {
    if (round > 0) for (let k = 0; k < 5; k++) { const t = performance.now(); blockRun(bData); bRuns.push(performance.now() - t); }
    // The first round builds the binary (run.sh); later rounds run it as run.sh does.
    const h = round === 0
      ? spawnSync('bash', [join(ROOT, 'bench/hip-cpu/run.sh')], { encoding: 'utf8', env: { ...process.env, CPUS: '0' } })
      : spawnSync('taskset', ['-c', '0', join(ROOT, '.tmp/hip-cpu/block-reduce')], { encoding: 'utf8' });
    if (h.status !== 0) throw new Error(`HIP-CPU exited ${h.status}: ${h.stderr}`);
    const j = JSON.parse(h.stdout.trim().split('\n').pop()!) as { kernel_ms_best: number; kernel_ms_runs: number[]; checksum: number };
    hipRuns.push(...j.kernel_ms_runs);
    hipBest = Math.min(hipBest, j.kernel_ms_best);
  }
  console.log(`(e) HIP-CPU fibers, (b)'s kernel on one core (taskset -c 0), 3 rounds of 5 launches: best ${hipBest.toFixed(0)} ms, median ${median(hipRuns).toFixed(0)} ms; runs ${hipRuns.map((x) => x.toFixed(0)).join(', ')} ms`);
  console.log(`(e) (b) in the same rounds: best ${Math.min(...bRuns).toFixed(0)} ms, median ${median(bRuns).toFixed(0)} ms; runs ${bRuns.map((x) => x.toFixed(0)).join(', ')} ms`);
  console.log(`(e) ratio, (b) / HIP-CPU: best ${(Math.min(...bRuns) / hipBest).toFixed(2)}x, median ${(median(bRuns) / median(hipRuns)).toFixed(2)}x (target ≤ 1x; (b) is a whole runProgram, HIP-CPU's the launch alone)`);
} else {
  console.log('(e) HIP-CPU: not run (set HIP_CPU to a checkout of https://github.com/ROCm/HIP-CPU; bench/hip-cpu/README.md)');
}

// (d) the command line and plain JavaScript, side by side.
const TMP = join(ROOT, '.tmp/bench');
mkdirSync(TMP, { recursive: true });
const input = join(TMP, 'reduce-2p20.json');
const kernelFile = join(TMP, 'block-reduce.ts');
{
  // 2^20 binary32 values in [-1, 1) from a fixed linear congruential sequence, written with
  // every digit JSON needs (about 20 MB, as a real data set would be).
  let seed = 1;
  const xs = new Array<number>(1 << 20);
  for (let i = 0; i < xs.length; i++) { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; xs[i] = Math.fround((seed / 2 ** 32) * 2 - 1); }
  writeFileSync(input, JSON.stringify(xs));
  writeFileSync(kernelFile, BLOCK_REDUCE);
}
const cliArgs = [join(ROOT, 'bin/warp-school.mjs'), 'run', kernelFile, '--grid', '4096', '--block', '256',
  '--arg', `inp=float[]:@${input}`, '--arg', 'out=float[4096]', '--arg', 'n=int:1048576', '--json'];
const plainArgs = [join(ROOT, 'bench/plain-reduce.mjs'), input, '4096'];

/** CPU time (user + system, ms) of the finished children of this process (Linux
 * /proc/self/stat cutime + cstime, 10 ms ticks); NaN elsewhere. */
function childCpuMs(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[13]) + Number(f[14])) * 10;
  } catch { return NaN; }
}

/** Runs `node ARGS` to completion; its wall and CPU time and its standard output. */
function timed(args: string[]): { ms: number; cpu: number; stdout: string } {
  const c0 = childCpuMs();
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = performance.now() - t;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { ms, cpu: childCpuMs() - c0, stdout: r.stdout };
}

timed(cliArgs); // makes the command line's bundle if a source changed, and warms the file cache
console.log(load());
const cli: { ms: number; cpu: number }[] = [];
const plain: { ms: number; cpu: number }[] = [];
for (let round = 0; round < 3; round++) {
  const a = timed(cliArgs);
  const b = timed(plainArgs);
  const outA = (JSON.parse(a.stdout) as { args: { out: unknown } }).args.out;
  const outB = (JSON.parse(b.stdout) as { args: { out: unknown } }).args.out;
  if (JSON.stringify(outA) !== JSON.stringify(outB)) throw new Error('the command line and the plain-JavaScript version disagree on `out`');
  cli.push(a); plain.push(b);
}
const fmt = (xs: { ms: number; cpu: number }[]): string => `median ${median(xs.map((x) => x.ms)).toFixed(0)} ms wall (CPU ${median(xs.map((x) => x.cpu)).toFixed(0)} ms); runs ${xs.map((x) => x.ms.toFixed(0)).join(', ')} ms`;
console.log(`(d) warp-school run, 2^20 floats from a ${(readFileSync(input).length / 1e6).toFixed(1)} MB file: ${fmt(cli)} (target ≤ 1500 ms)`);
console.log(`(d) plain JavaScript, same file and work:         ${fmt(plain)}; outputs identical`);
console.log(`(d) ratio, command line / plain JavaScript: ${(median(cli.map((x) => x.ms)) / median(plain.map((x) => x.ms))).toFixed(2)}x wall, ${(median(cli.map((x) => x.cpu)) / median(plain.map((x) => x.cpu))).toFixed(2)}x CPU (target ≤ 3x)`);
console.log(load());
