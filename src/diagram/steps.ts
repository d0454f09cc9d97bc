/**
 * Steps of a step-through, computed from one warp's trace (docs/language.md §6 "Trace"): each
 * warp-level operation or divergence point becomes a step that knows which lanes are in
 * which convergence group at that moment, which group runs, where a split reconverges,
 * and which source line the step came from. A run that ends in a deadlock or a race gets
 * one more step naming where each lane waits, or the two accesses.
 *
 * Convergence groups follow Volta+ Independent Thread Scheduling (Programming Guide §7.1
 * SIMT Architecture and §20.6.2; PTX ISA §3.2): a `diverge` splits its active group into `groups`;
 * a `reconverge` merges its active group back; lanes that exit leave every group.
 */
import type { Diagnostic } from '../lang/diagnostics';
import type { TraceOp } from '../sim/types';
import { warpOfThread, type StepTrace, type StepWarp } from './trace-data';
import { laneRanges as rangesOfMask } from '../sim/core/values';

/** A set of lanes that execute together at a step. */
export interface ConvergenceGroup {
  /** Bitmask of the lanes. */
  lanes: number;
  /** True for the group that executes this step. */
  running: boolean;
}

/** A place lanes wait (deadlock) or access memory (race), from a diagnostic. */
export interface StepSite {
  /** Bitmask of the lanes concerned in this warp (0 when the message names none here). */
  lanes: number;
  line: number;
  column: number;
  message: string;
}

export interface Step {
  /** 0-based position in the step list. */
  index: number;
  /** `op` for a traced operation; `deadlock` / `race` for the closing diagnostic step. */
  type: 'op' | 'deadlock' | 'race';
  op: TraceOp | null;
  kind: string;
  line: number;
  /** Plain text (no backticks), e.g. "__shfl_down_sync mask 0xffffffff, line 4". */
  caption: string;
  groups: ConvergenceGroup[];
  exited: number;
  /** For a `diverge`: the index of the step where its lanes reconverge, if they do. */
  reconvergeStep: number | null;
  /** For a `reconverge`: the index of the `diverge` step it closes. */
  divergeStep: number | null;
  /** Deadlock waits or race accesses (closing step), else empty. */
  sites: StepSite[];
  diagnostic: Diagnostic | null;
}

/** `0x0000ffff`. */
export function hex(mask: number): string {
  return '0x' + (mask >>> 0).toString(16).padStart(8, '0');
}

/** Lanes of a mask as ranges: `0–15, 20` (`none` for an empty mask). */
export function laneRanges(mask: number): string {
  return rangesOfMask(mask) || 'none';
}

/** The lanes a message names as "lanes 0–15, 20" / "lane 3" (the simulator's wording), or 0. */
export function lanesInText(text: string): number {
  const m = /\blanes? ((?:\d+(?:–\d+)?)(?:, \d+(?:–\d+)?)*)/.exec(text);
  if (!m) return 0;
  let mask = 0;
  for (const part of m[1]!.split(', ')) {
    const [a, b] = part.split('–').map(Number) as [number, number | undefined];
    for (let l = a; l <= (b ?? a) && l < 32; l++) mask |= 1 << l;
  }
  return mask >>> 0;
}

function caption(op: TraceOp): string {
  const at = op.line ? `, line ${op.line}` : '';
  if (op.kind === 'diverge') return `diverge: lanes ${laneRanges(op.activeGroup)} split into ${(op.groups ?? []).map((g) => laneRanges(g)).join(' | ')}${at}`;
  if (op.kind === 'reconverge') return `reconverge: lanes ${laneRanges(op.activeGroup)} run together again${at}`;
  if (op.kind === '__syncthreads' || op.kind === '__activemask') return `${op.kind}() — lanes ${hex(op.activeGroup)}${at}`;
  return `${op.kind} mask ${hex(op.mask)}${at}${op.group ? ` — ${op.group.replace(/`/g, '')}` : ''}`;
}

function lanesOfDiagnostic(d: Diagnostic, trace: StepTrace, warp: number): number {
  let m = 0;
  for (const t of d.threads ?? []) {
    if (warpOfThread(t.thread, trace.launch.block) === warp && t.block.every((v, i) => v === trace.block[i])) m |= 1 << t.lane;
  }
  return m >>> 0;
}

function closingStep(d: Diagnostic, trace: StepTrace, w: StepWarp, index: number, groups: ConvergenceGroup[], exited: number): Step {
  const type = d.kind === 'deadlock' ? 'deadlock' : 'race';
  const own = lanesOfDiagnostic(d, trace, w.warp);
  const sites: StepSite[] = [{ lanes: own || lanesInText(d.message), line: d.line, column: d.column, message: d.message }];
  for (const r of d.related ?? []) {
    const lanes = (r.threads ?? []).reduce((m, t) => m | (warpOfThread(t.thread, trace.launch.block) === w.warp ? 1 << t.lane : 0), 0) >>> 0;
    sites.push({ lanes: lanes || lanesInText(r.message), line: r.line, column: r.column, message: r.message });
  }
  const what = type === 'deadlock' ? 'deadlock: where each lane waits' : 'race: the two accesses';
  return {
    index, type, op: null, kind: type, line: d.line, caption: `${what}, line ${d.line}${sites[1] ? ` and line ${sites[1].line}` : ''}`,
    groups: groups.map((g) => ({ lanes: g.lanes, running: false })), exited, reconvergeStep: null, divergeStep: null, sites, diagnostic: d,
  };
}

/** The steps of warp `warp` of `trace` (an empty list when that warp was not traced). */
export function buildSteps(trace: StepTrace, warp: number): Step[] {
  const w = trace.warps.find((x) => x.warp === warp);
  if (!w) return [];
  let groups: number[] = [w.validLanes >>> 0];
  const steps: Step[] = [];
  const open: number[] = [];
  let exited = 0;
  for (const op of w.ops) {
    exited = (op.exited & w.validLanes) >>> 0;
    groups = groups.map((g) => (g & ~exited) >>> 0).filter((g) => g !== 0);
    let divergeStep: number | null = null;
    if (op.kind === 'diverge') {
      groups = groups.map((g) => (g & ~op.activeGroup) >>> 0).filter((g) => g !== 0);
      groups.push(...(op.groups ?? [op.activeGroup]).map((g) => (g & ~exited) >>> 0).filter((g) => g !== 0));
      open.push(steps.length);
    } else if (op.kind === 'reconverge') {
      groups = groups.map((g) => (g & ~op.activeGroup) >>> 0).filter((g) => g !== 0);
      groups.push((op.activeGroup & ~exited) >>> 0);
      for (let k = open.length - 1; k >= 0; k--) {
        const d = steps[open[k]!]!;
        if (d.line === op.line && ((d.op!.activeGroup & ~op.activeGroup) >>> 0) === 0) {
          divergeStep = d.index;
          d.reconvergeStep = steps.length;
          open.splice(k, 1);
          break;
        }
      }
    }
    groups.sort((a, b) => (a & -a) - (b & -b) || a - b);
    const running = (op.kind === 'diverge' ? 0 : op.activeGroup) >>> 0;
    steps.push({
      index: steps.length, type: 'op', op, kind: op.kind, line: op.line, caption: caption(op),
      groups: groups.map((g) => ({ lanes: g, running: (g & running) !== 0 })),
      exited, reconvergeStep: null, divergeStep, sites: [], diagnostic: null,
    });
  }
  const mine = trace.diagnostics.filter((d) => d.kind === 'race' || lanesOfDiagnostic(d, trace, warp) !== 0 || !d.threads?.length);
  const last = mine.find((d) => d.kind === 'deadlock') ?? mine[0];
  if (last) steps.push(closingStep(last, trace, w, steps.length, groups.map((g) => ({ lanes: g, running: false })), exited));
  return steps;
}
