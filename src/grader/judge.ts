/**
 * Judges one run of the submission against the reference run: error diagnostics,
 * checked elements, and (across runs) whether the output depends on the schedule.
 */
import type { Diagnostic } from '../lang/diagnostics';
import type { ExerciseSpec, LaunchSpec, OutputCheck } from '../schema';
import type { RunResult, Schedule } from '../sim/types';
import { sameValue } from './compare';
import { compareArray, elementTable, selectedIndices, warpRows } from './layout';
import type { ElementTable, WarpRow } from './report';
import { elemOf } from './values';

/** The verdict on one run. */
export interface Judgement {
  passed: boolean;
  /** One sentence on the first problem, or empty when passed. */
  message: string;
}

/** Formats a value for a message: `undefined` for null, else the number. */
export function showValue(v: number | null): string {
  return v === null ? 'an undefined value' : Object.is(v, -0) ? '-0' : String(v);
}

function elemFor(spec: ExerciseSpec, param: string): 'int' | 'uint' | 'float' | 'double' {
  const p = spec.params.find((x) => x.name === param);
  if (!p) throw new Error(`check names unknown parameter \`${param}\``);
  return elemOf(p.type);
}

/** Judges `run` against `ref` (both ran the same test). Throws when the reference left a
 * checked element undefined (a content error). */
export function judgeRun(spec: ExerciseSpec, checks: OutputCheck[], ref: RunResult, run: RunResult): Judgement {
  const error = run.diagnostics.find((d) => d.severity === 'error');
  let bad = 0;
  let checked = 0;
  let first = '';
  for (const c of checks) {
    const cmp = compareArray(c, elemFor(spec, c.param), ref.args[c.param] ?? [], run.args[c.param] ?? []);
    checked += cmp.checked;
    bad += cmp.failures.length;
    const f = cmp.failures[0];
    if (f && !first) {
      first = f.status === 'undefined'
        ? `\`${c.param}[${f.index}]\` holds an undefined value (expected ${showValue(f.expected)})`
        : `\`${c.param}[${f.index}]\` should be ${showValue(f.expected)} but is ${showValue(f.actual)}${f.reason ? ` (${f.reason})` : ''}`;
    }
  }
  if (error) {
    return { passed: false, message: `line ${error.line}: ${error.message}${bad ? `; ${bad} of ${checked} checked elements wrong` : ''}` };
  }
  if (bad > 0) return { passed: false, message: `${bad} of ${checked} checked element${checked === 1 ? '' : 's'} wrong; first: ${first}` };
  return { passed: true, message: '' };
}

/**
 * When a checked element differs between the default run and an adversarial run, a
 * diagnostic saying so (kind `output`, code `E-SCHEDULE-DEPENDENT`), placed at `loc`.
 * ITS lets the scheduler pick any of these orders (Programming Guide §7.1, §20.6.2), so
 * correct code must give the same output under all of them.
 */
export function scheduleDependence(
  spec: ExerciseSpec, checks: OutputCheck[], runs: RunResult[], schedules: Schedule[],
  loc: { line: number; column: number },
): { diagnostic: Diagnostic; run: number } | null {
  const base = runs[0];
  if (!base) return null;
  for (let r = 1; r < runs.length; r++) {
    for (const c of checks) {
      const a = base.args[c.param] ?? [];
      const b = runs[r]!.args[c.param] ?? [];
      for (const i of selectedIndices(c.elements, a.length)) {
        const x = a[i] ?? null;
        const y = b[i] ?? null;
        const same = x === null || y === null ? x === y : sameValue(x, y);
        if (same) continue;
        const s = schedules[r]!;
        const seed = s.kind === 'adversarial' ? s.seed : 0;
        return {
          run: r,
          diagnostic: {
            kind: 'output', code: 'E-SCHEDULE-DEPENDENT', severity: 'error',
            message: `the output depends on the schedule: \`${c.param}[${i}]\` is ${showValue(x)} under the default schedule but ${showValue(y)} under adversarial schedule ${seed}`,
            hint: 'Independent Thread Scheduling allows both orders; look for a mask that does not name every lane that must take part (for example `__activemask()`), or a shared-memory exchange without `__syncwarp()`',
            line: loc.line, column: loc.column,
          },
        };
      }
    }
  }
  return null;
}

/** The tables of a run: warp rows for thread-layout checks, element tables otherwise. */
export function displayFor(spec: ExerciseSpec, checks: OutputCheck[], launch: LaunchSpec, ref: RunResult, run: RunResult): { warps: WarpRow[]; tables: ElementTable[] } {
  const warps: WarpRow[] = [];
  const tables: ElementTable[] = [];
  for (const c of checks) {
    const p = spec.params.find((x) => x.name === c.param)!;
    const layout = c.layout ?? (p.length === 'threads' ? 'thread' : 'element');
    const elem = elemOf(p.type);
    const expected = ref.args[c.param] ?? [];
    const actual = run.args[c.param] ?? [];
    if (layout === 'thread') warps.push(...warpRows(c, elem, launch, expected, actual));
    else tables.push(elementTable(c, elem, expected, actual));
  }
  return { warps, tables };
}
