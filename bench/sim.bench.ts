/**
 * `npm run bench`: simulator throughput on this machine.
 *  (a) the warp reduction on one warp, 10,000 runs;
 *  (b) the seed block reduction (256 threads, `warp_sums[8]`) over 2^20 floats (4096 blocks);
 *  (c) the same over 2^16 floats.
 * Each is measured after a warm-up (1,000 runs of (a), one run of (c)) that lets the
 * JavaScript engine compile the simulator's hot paths, as a page or a grading worker has
 * after its first runs; the first, cold figures are printed too, for reference.
 * Prints wall time, the process's CPU time over the same interval (when other work shares
 * the machine, wall time grows and CPU time much less), and lane-operations per second of
 * wall time (lane-steps: one lane executing one simulator instruction). Targets:
 * ≥ 20 M lane-operations/s, (b) ≤ 2 s.
 */
import { compile } from '../src/lang';
import { runProgram } from '../src/sim';
import { BLOCK_REDUCE, WARP_REDUCE } from './kernels';

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

/** One block reduction over `n` floats; returns its result. */
function blockRun(n: number) {
  const data = new Float32Array(n);
  for (let i = 0; i < n; i++) data[i] = ((i * 7) % 1024) / 1024;
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
t0 = start();
const cold = blockRun(1 << 16);
line('warm-up: (c), cold', performance.now() - t0, cold.counts.laneSteps);

t0 = start();
steps = warpRuns(10_000);
line('(a) warp reduction, 1 warp x 10,000 runs', performance.now() - t0, steps);
for (const [label, n] of [['(b) block reduction, 2^20 floats (4096 blocks)', 1 << 20], ['(c) block reduction, 2^16 floats (256 blocks)', 1 << 16]] as const) {
  t0 = start();
  const r = blockRun(n);
  line(label, performance.now() - t0, r.counts.laneSteps, `(shuffles ${r.counts.shuffles}, barriers ${r.counts.barriers})`);
}
