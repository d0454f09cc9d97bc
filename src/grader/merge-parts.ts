/**
 * `mergeParts`: joins the parts of one grading (`gradePart`, grade-core.ts) into its report.
 * Apart from the grading itself, so that a page that splits gradings over its workers
 * (worker/pool.ts) joins them without loading the compiler and the simulator.
 */
import type { Diagnostic } from '../lang/diagnostics';
import type { ExerciseSpec } from '../schema';
import type { CountRun, GradePart } from './grade-core';
import type { GradeReport, TestReport } from './report';
import { checkRules } from './structure';
import { chooseReplay } from './replay';

const NOT_RUN = 'not run: an earlier run of this submission used up its step budget (see the first failing test)';

/** The report of a test that was not run (`NOT_RUN`): its name, inputs and launch only. */
export function notRun(t: Pick<TestReport, 'name' | 'source' | 'inputs' | 'launch'>): TestReport {
  return {
    name: t.name, source: t.source, passed: false, message: NOT_RUN, schedule: 'default',
    diagnostics: [], printf: [], warps: [], tables: [], counts: null,
    inputs: t.inputs, launch: t.launch,
  };
}

/**
 * Joins the parts of one grading ({@link gradePart}: parts that hold every test once, in any
 * order) into its report: the tests in order, and what the sequential grading derives
 * from them in order (the first content error, the warnings, the rules over every run, the
 * cut after the first test whose run used up its step budget, the replay).
 */
export function mergeParts(spec: ExerciseSpec, parts: readonly GradePart[]): GradeReport {
  const p0 = parts[0];
  if (!p0) throw new Error('assertion: mergeParts of no part');
  if (p0.early) return p0.early;
  const pieces = parts.flatMap((p) => p.pieces).sort((a, b) => a.index - b.index);
  if (pieces.length !== p0.tests || pieces.some((p, i) => p.index !== i)) throw new Error(`assertion: the parts hold tests ${pieces.map((p) => p.index).join(',')} of ${p0.tests}`);
  const first = parts.find((p) => p.first)?.first ?? null;
  const report: GradeReport = {
    passed: false, compile: p0.compile, tests: [], rules: [],
    counts: first?.counts ?? null, referenceCounts: first?.referenceCounts ?? null, warps: first?.warps ?? 0, warnings: [],
  };
  const countRuns: CountRun[] = [];
  let exhausted = false;
  for (const piece of pieces) {
    // After a run that used up its budget, a test whose reference ran is not run at all.
    if (exhausted && piece.kind !== 'reference-failed') {
      report.tests.push(piece.kind === 'skipped' ? piece.test : notRun(piece.test));
      continue;
    }
    if (piece.kind === 'skipped') throw new Error(`assertion: test ${piece.index} was skipped before any run used up its budget`);
    if (piece.contentError) report.contentError ??= piece.contentError;
    report.tests.push(piece.test);
    addWarnings(report.warnings, piece.warnings);
    for (const r of piece.countRuns) countRuns.push(r);
    if (piece.exhausted) exhausted = true;
  }
  report.rules = checkRules(spec.rules, p0.structure!, countRuns);
  report.passed = !report.contentError && report.tests.length > 0
    && report.tests.every((t) => t.passed) && report.rules.every((r) => r.passed);
  const replay = chooseReplay(report, p0.entry, p0.hidden);
  if (replay) report.replay = replay;
  return report;
}

/** Adds the warnings and notes of `ds` to `into`, one per (code, line): the first seen is kept. */
function addWarnings(into: Diagnostic[], ds: readonly Diagnostic[]): void {
  for (const d of ds) {
    if (d.severity === 'error') continue;
    if (into.some((w) => w.code === d.code && w.line === d.line)) continue;
    into.push(d);
  }
}
