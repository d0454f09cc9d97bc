/**
 * Judges one run of the submission against the reference run: error diagnostics,
 * checked elements, and (across runs) whether the output depends on the schedule.
 */
import type { Diagnostic, DiagnosticKind } from '../lang/diagnostics';
import { hint } from '../lang/registry';
import type { ExerciseSpec, LaunchSpec, OutputCheck } from '../schema';
import type { RunResult, Schedule } from '../sim/types';
import { sameValue } from './compare';
import { displayOf, hexWord, isWord, type Display } from './display';
import { compareArray, elementTable, selection, warpRows } from './layout';
import type { ElementTable, WarpRow } from './report';
import { elemOf } from './values';

/** The verdict on one run. */
export interface Judgement {
  passed: boolean;
  /** One sentence on the first problem, or empty when passed. */
  message: string;
  /** The same in a few words (`TestReport.brief`), or empty when passed. */
  brief: string;
  /** Where the results show `message`'s sentence already (`TestReport.fullIn`). */
  fullIn?: 'diagnostics' | 'warnings';
}

/** Formats a value for a message: `an undefined value` for null, else the number, as a
 * 32-bit hexadecimal word when the output's `display` is `hex` (as the tables show it). */
export function showValue(v: number | bigint | null, display: Display = 'decimal'): string {
  if (v === null) return 'an undefined value';
  if (typeof v === 'bigint') return display === 'hex' ? hexWord(v) : String(v);
  if (display === 'hex' && isWord(v)) return hexWord(v);
  return Object.is(v, -0) ? '-0' : String(v);
}

/** A diagnostic's family in a few words, for a short reason (`line 12: undefined value`). */
const KIND_WORDS: Record<DiagnosticKind, string> = {
  compile: 'compile error', 'undefined-value': 'undefined value', race: 'data race',
  deadlock: 'deadlock', 'out-of-bounds': 'out-of-bounds access', mask: 'invalid mask use', argument: 'invalid argument',
  arithmetic: 'arithmetic error', conversion: 'invalid conversion', budget: 'step budget used up',
  portability: 'portability problem', barrier: 'invalid barrier', output: 'the output depends on the schedule',
};

/** `line 12: undefined value`: where a diagnostic is and its family, for a short reason. */
export function briefOf(d: Pick<Diagnostic, 'kind' | 'line'>): string {
  return `line ${d.line}: ${KIND_WORDS[d.kind] ?? d.kind}`;
}

const wrongCount = (bad: number, checked: number): string => `${bad} of ${checked} checked element${checked === 1 ? '' : 's'} wrong`;

function elemFor(spec: ExerciseSpec, param: string): 'int' | 'uint' | 'float' | 'double' | 'long' | 'ulong' {
  const p = spec.params.find((x) => x.name === param);
  if (!p) throw new Error(`check names unknown parameter \`${param}\``);
  return elemOf(p.type);
}

/** Judges `run` against `ref` (both ran the same test). Throws when the reference left a
 * checked element undefined (a content error). */
export function judgeRun(spec: ExerciseSpec, checks: OutputCheck[], ref: Pick<RunResult, 'args'>, run: RunResult): Judgement {
  const error = run.diagnostics.find((d) => d.severity === 'error');
  let bad = 0;
  let checked = 0;
  let first = '';
  for (const c of checks) {
    const cmp = compareArray(c, elemFor(spec, c.param), ref.args[c.param] ?? [], run.args[c.param] ?? []);
    const display = displayOf(spec, c.param);
    checked += cmp.checked;
    bad += cmp.failures.length;
    const f = cmp.failures[0];
    if (f && !first) {
      first = f.status === 'undefined'
        ? `\`${c.param}[${f.index}]\` holds an undefined value (expected ${showValue(f.expected, display)})`
        : `\`${c.param}[${f.index}]\` should be ${showValue(f.expected, display)} but is ${showValue(f.actual, display)}${f.reason ? ` (${f.reason})` : ''}`;
    }
  }
  if (error) {
    const wrong = bad ? `; ${wrongCount(bad, checked)}` : '';
    return { passed: false, message: `line ${error.line}: ${error.message}${wrong}`, brief: `${briefOf(error)}${wrong}`, fullIn: 'diagnostics' };
  }
  const failing = spec.failOnWarnings.length ? run.diagnostics.find((d) => d.severity !== 'error' && spec.failOnWarnings.includes(d.code)) : undefined;
  if (failing) {
    return {
      passed: false, message: `line ${failing.line}: this exercise counts the ${failing.severity} ${failing.code} as a failure: ${failing.message}`,
      brief: `line ${failing.line}: ${failing.severity} ${failing.code}, which this exercise counts as a failure`, fullIn: 'warnings',
    };
  }
  if (bad > 0) return { passed: false, message: `${wrongCount(bad, checked)}; first: ${first}`, brief: wrongCount(bad, checked) };
  return { passed: true, message: '', brief: '' };
}

/** What {@link scheduleDependence} needs to point at the learner's code. */
export interface DependenceContext {
  /** The learner's text (lines 1..`learnerLines` of what was compiled). */
  source: string;
  learnerLines: number;
  /** Line of the learner's first `__activemask()` call, if any. */
  activemaskLine?: number;
}

/** `line:column` of the first non-blank character of 1-based `line` of `source`. */
function lineStart(source: string, line: number): { line: number; column: number } {
  const text = source.split('\n')[line - 1] ?? '';
  const lead = text.length - text.trimStart().length;
  return { line, column: lead + 1 };
}

/**
 * When a checked element differs between the default run and an adversarial run, a
 * diagnostic saying so (kind `output`, code `E-SCHEDULE-DEPENDENT`). ITS lets the scheduler
 * pick any of these orders (Programming Guide §7.1, §20.6.2), so correct code must give the
 * same output under all of them.
 *
 * It points at the learner's store that last wrote the first differing element
 * (`RunResult.lastWriteLine` of the default run, else of the other run); when no such line
 * is known (a run without it, or a store in the exercise's harness) at `loc`. With
 * `ctx.activemaskLine`, the hint names `__activemask()`, whose value depends on which
 * lanes the scheduler happens to run together (Programming Guide §10.19), as the usual cause.
 */
export function scheduleDependence(
  spec: ExerciseSpec, checks: OutputCheck[], runs: RunResult[], schedules: Schedule[],
  loc: { line: number; column: number }, ctx?: DependenceContext,
): { diagnostic: Diagnostic; run: number } | null {
  const base = runs[0];
  if (!base) return null;
  for (let r = 1; r < runs.length; r++) {
    for (const c of checks) {
      const display = displayOf(spec, c.param);
      const a = base.args[c.param] ?? [];
      const b = runs[r]!.args[c.param] ?? [];
      for (const i of selection(c.elements, a.length).indices) {
        const x = a[i] ?? null;
        const y = b[i] ?? null;
        const same = x === null || y === null ? x === y : sameValue(x, y);
        if (same) continue;
        const s = schedules[r]!;
        const seed = s.kind === 'adversarial' ? s.seed : 0;
        const wrote = base.lastWriteLine?.[c.param]?.[i] || runs[r]!.lastWriteLine?.[c.param]?.[i] || 0;
        const store = ctx && wrote > 0 && wrote <= ctx.learnerLines ? wrote : 0;
        const at = store && ctx ? lineStart(ctx.source, store) : loc;
        const am = ctx?.activemaskLine;
        const diagnostic: Diagnostic = {
          kind: 'output', code: 'E-SCHEDULE-DEPENDENT', severity: 'error',
          message: `the output depends on the schedule: \`${c.param}[${i}]\` is ${showValue(x, display)} under the default schedule but ${showValue(y, display)} under adversarial schedule ${seed}${store ? ` (written last at line ${store})` : ''}`,
          hint: am !== undefined ? hint('E-SCHEDULE-DEPENDENT', 'activemask', am) : hint('E-SCHEDULE-DEPENDENT', 'order', store),
          line: at.line, column: at.column,
        };
        if (am !== undefined) diagnostic.related = [{ message: '`__activemask()` is called here', line: am, column: (ctx!.source.split('\n')[am - 1] ?? '').indexOf('__activemask') + 1 || 1 }];
        return { run: r, diagnostic };
      }
    }
  }
  return null;
}

/** The tables of a run: warp rows for thread-layout checks, element tables otherwise. */
export function displayFor(spec: ExerciseSpec, checks: OutputCheck[], launch: LaunchSpec, ref: Pick<RunResult, 'args'>, run: RunResult): { warps: WarpRow[]; tables: ElementTable[] } {
  const warps: WarpRow[] = [];
  const tables: ElementTable[] = [];
  for (const c of checks) {
    const p = spec.params.find((x) => x.name === c.param)!;
    const layout = c.layout ?? (p.length === 'threads' ? 'thread' : 'element');
    const elem = elemOf(p.type);
    const expected = ref.args[c.param] ?? [];
    const actual = run.args[c.param] ?? [];
    const display = p.display === 'hex' ? 'hex' as const : undefined;
    if (layout === 'thread') for (const w of warpRows(c, elem, launch, expected, actual, display)) warps.push(w);
    else tables.push(elementTable(c, elem, expected, actual, display));
  }
  return { warps, tables };
}
