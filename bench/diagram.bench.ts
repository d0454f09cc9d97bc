/**
 * `npx tsx bench/diagram.bench.ts`: the cost of one step of the step-through, in Node.
 * A 32-lane kernel with 20 warp-level operations (shuffles of every mode with and without
 * `width`, a divergent branch with a half-warp butterfly, votes, a match, a reduction,
 * `__syncwarp`) is
 * traced once; then every step is drawn 50 times to warm up and 500 times measured: `layoutOp` + `renderOpSvg` (the
 * lane diagram) + `renderGroupsSvg` (the convergence groups), as the panel does.
 * Prints the mean, median, 99th percentile and maximum per step, in milliseconds, and the
 * best draw of the slowest step (the cost without interference from other processes).
 * Target: well under 16 ms a step (one frame at 60 Hz), leaving room for the DOM.
 */
import { cpus, loadavg } from 'node:os';
import { compile } from '../src/lang';
import { runProgram } from '../src/sim';
import { capTrace } from '../src/diagram/trace-data';
import { buildSteps } from '../src/diagram/steps';
import { layoutOp } from '../src/diagram/layout';
import { renderOpSvg } from '../src/diagram/svg';
import { renderGroupsSvg } from '../src/diagram/groups-svg';
import { TRACE_20 as KERNEL } from './kernels';

const c = compile(KERNEL);
if (!c.program) throw new Error(c.diagnostics.map((d) => `${d.line}: ${d.message}`).join('\n'));
const launch = { grid: [1, 1, 1] as [number, number, number], block: [32, 1, 1] as [number, number, number] };
const r = runProgram(c.program, launch, { out: { kind: 'array', type: 'int', data: new Array<number>(32).fill(0) } }, { trace: true });
if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.line}: ${d.message}`).join('\n'));
const trace = capTrace(r, launch, 'bench');
const steps = buildSteps(trace, 0);
const ops = steps.filter((s) => s.op && s.kind !== 'diverge' && s.kind !== 'reconverge').length;
console.log(`trace: ${steps.length} steps, ${ops} warp-level operations, 32 lanes`);

const WARMUP = 50;
const ROUNDS = 500;
const times: number[] = [];
const best = new Array<number>(steps.length).fill(Infinity);
let bytes = 0;
for (let round = -WARMUP; round < ROUNDS; round++) {
  for (const s of steps) {
    const t0 = performance.now();
    let svg = '';
    if (s.op && s.kind !== 'diverge' && s.kind !== 'reconverge') svg = renderOpSvg(layoutOp(s.op, 0xffffffff), 'ws-op', { inlineStyle: false });
    svg += renderGroupsSvg(s, 'ws-groups', { inlineStyle: false });
    if (round < 0) continue; // JIT warm-up, not measured
    const ms = performance.now() - t0;
    times.push(ms);
    best[s.index] = Math.min(best[s.index]!, ms);
    bytes += svg.length;
  }
}
times.sort((a, b) => a - b);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
const pick = (q: number): number => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
console.log(`per step over ${times.length} draws: mean ${mean.toFixed(3)} ms, median ${pick(0.5).toFixed(3)} ms, p99 ${pick(0.99).toFixed(3)} ms, max ${times.at(-1)!.toFixed(3)} ms (${(bytes / times.length / 1024).toFixed(1)} KB of SVG a step)`);
// The best of 500 draws of each step is its cost without other processes' interference.
console.log(`best draw of the slowest step: ${Math.max(...best).toFixed(3)} ms; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
