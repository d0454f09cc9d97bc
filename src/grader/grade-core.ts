/**
 * `gradeWith`: grades a submission against an exercise spec with a given engine.
 *
 * For every test (fixed, then random): build the arguments, run the reference under the
 * default schedule to get the expected values (expected values are never written into a
 * spec), run the submission under the default schedule and under `spec.schedules`
 * adversarial seeds (docs/language.md §6 "Adversarial schedules"), compare the checked elements,
 * and fail a test whose output changes with the schedule. A run that ends with an
 * error diagnostic (undefined value used, race, deadlock, out of bounds, ...) fails its
 * test even when the outputs happen to match.
 */
import { formatDiagnostic, type Diagnostic } from '../lang/diagnostics';
import { outputChecks, warpsPerBlock, blockCount, type ExerciseSpec, type OutputCheck } from '../schema';
import type { LaunchConfig, RunResult, Schedule } from '../sim/types';
import { learnerFunctions, structureOf, type Structure } from './structure';
import type { Engine } from './engine';
import { mixSeed } from './prng';
import type { ElementTable, GradeReport, ScheduleLabel, TestReport, WarpRow } from './report';
import { assemble, compileSubmission } from './source';
import { checkKernelSignature } from './signature';
import { concreteTests, copyArgs, type ConcreteTest } from './tests';
import { scheduleDependence, judgeRun, displayFor, briefOf } from './judge';
import { decodeOutputs, type ExpectedRuns } from './expected';
import { mergeParts, notRun } from './merge-parts';

export interface GradeOptions {
  /** Draw random tests from the spec's `hiddenSeed`. */
  hidden?: boolean;
  /** Adversarial schedules per test; default `spec.schedules`. */
  schedules?: number;
  /**
   * When given, a passing test's `warps` and `tables` are not built: the report holds them
   * empty, and `deferTables` receives the test's index and a function that builds them
   * (exactly what the report would have held), for a caller that shows them later, on
   * demand (the browser's worker: src/worker/handle.ts). Failing tests are built as usual.
   */
  deferTables?: (test: number, tables: () => TestTables) => void;
  /**
   * `concreteTests(spec, hidden)`, when the caller has made them already (a worker that
   * grades several parts of one grading: src/worker/handle.ts). Only read, never changed:
   * every run gets a copy of a test's arguments.
   */
  tests?: readonly ConcreteTest[];
}

/** The results tables of one test (`TestReport.warps` and `tables`). */
export interface TestTables {
  warps: WarpRow[];
  tables: ElementTable[];
}

/** The schedules every test runs under: the default, then seeded adversarial ones. */
export function schedulesFor(spec: ExerciseSpec, testIndex: number, count: number): Schedule[] {
  const out: Schedule[] = [{ kind: 'default' }];
  for (let k = 0; k < count; k++) out.push({ kind: 'adversarial', seed: mixSeed(0xad5e, spec.tests.random.seed, testIndex, k) });
  return out;
}

/** `default` or `adversarial:SEED`. */
export function labelOf(s: Schedule): ScheduleLabel {
  return s.kind === 'default' ? 'default' : `adversarial:${s.seed}`;
}

function warpsOf(t: ConcreteTest): number {
  return blockCount(t.launch) * warpsPerBlock(t.launch);
}

function inputsOf(t: ConcreteTest, spec: ExerciseSpec): Record<string, number | bigint | (number | bigint)[]> {
  const out: Record<string, number | bigint | (number | bigint)[]> = {};
  for (const p of spec.params) {
    const a = t.args[p.name];
    if (!a || p.role === 'output') continue;
    out[p.name] = a.kind === 'scalar' ? a.value : Array.from(a.data);
  }
  return out;
}

/** What a reference run gives the judge: its outputs, whether it ended well, its counts. */
type ReferenceRun = Pick<RunResult, 'ok' | 'args' | 'diagnostics'> & { counts: RunResult['counts'] | null };

/** A run's counts as the rules read them (`checkRules`). */
export interface CountRun { counts: RunResult['counts']; warps: number; blocks: number }

/**
 * One test's share of a grading ({@link gradePart}). Plain data (structured-clone safe).
 * `kind`: `graded`, its runs were judged (or the judge found the reference's output
 * unusable: `contentError`); `reference-failed`, the reference fails the test, so it was
 * not graded (`contentError`); `skipped`, not run, because an earlier run of the same part (or, for a part marked `exhausted`, of another part: {@link TestList})
 * used up its step budget.
 */
export interface TestPiece {
  index: number;
  kind: 'graded' | 'reference-failed' | 'skipped';
  test: TestReport;
  contentError?: string;
  /** Warnings of the test's runs, in run order, before the report's de-duplication. */
  warnings: Diagnostic[];
  countRuns: CountRun[];
  /** A run of this test used up its step budget (every later test is then not run). */
  exhausted: boolean;
}

/**
 * A share of a grading: the tests of its {@link PartOf} or {@link TestList}
 * ({@link gradePart}). {@link mergeParts} joins the shares of every part into the report
 * {@link gradeWith} gives. Plain data.
 */
export interface GradePart {
  /** The whole report, when the grading ended before any test ran (a compile error, a
   * wrong signature, a problem with the exercise): every part gives the same. */
  early: GradeReport | null;
  compile: Diagnostic[];
  pieces: TestPiece[];
  /** Test 0's figures for the report (`counts`, `referenceCounts`, `warps`): from the part that ran it. */
  first: Pick<GradeReport, 'counts' | 'referenceCounts' | 'warps'> | null;
  structure: Structure | null;
  /** The kernel launched (`Replay.entry`), and whether the tests were the hidden ones. */
  entry: string | null;
  hidden: boolean;
  tests: number;
}

/** Which tests a part grades: those whose index is `index` modulo `count` (`0 <= index < count`). */
export interface PartOf { index: number; count: number }

/**
 * Which tests a part grades, named one by one: `tests`, indices in ascending order (a page's
 * pool hands them out as its workers become free: worker/pool.ts). `exhausted`: a run of an
 * earlier test of the same grading used up its step budget, so these tests are not run
 * (each is `skipped`, its reference still run, as after such a run in the same part).
 */
export interface TestList { tests: readonly number[]; exhausted?: boolean }

/** Whether test `ti` is in `part`. */
function inPart(part: PartOf | TestList, ti: number): boolean {
  return 'tests' in part ? part.tests.includes(ti) : ti % part.count === part.index;
}

/**
 * Grades `submission` against `reference` on `spec`, using `engine`. `reference` is the
 * reference solution's source, or its outputs computed ahead of time ({@link ExpectedRuns},
 * expected.ts: the public tests only, so `opts.hidden` is a content error with them).
 * The same as {@link mergeParts} of one {@link gradePart} that grades every test.
 */
export function gradeWith(engine: Engine, spec: ExerciseSpec, reference: string | ExpectedRuns, submission: string, opts: GradeOptions = {}): GradeReport {
  return mergeParts(spec, [gradePart(engine, spec, reference, submission, opts, { index: 0, count: 1 })]);
}

/**
 * Grades the share `part` of the tests (see {@link PartOf} and {@link TestList}): each test exactly as
 * {@link gradeWith} grades it, so parts graded apart (in several workers at once) and
 * joined by {@link mergeParts} give the report of one grading. Within the part, a run that
 * uses up its step budget stops the part's later tests (`skipped`); `mergeParts` applies
 * the same cut to the other parts' tests.
 */
export function gradePart(engine: Engine, spec: ExerciseSpec, reference: string | ExpectedRuns, submission: string, opts: GradeOptions, part: PartOf | TestList): GradePart {
  if ('tests' in part) {
    if (part.tests.some((t, i) => !Number.isInteger(t) || t < 0 || (i > 0 && t <= part.tests[i - 1]!))) throw new Error(`assertion: part of tests ${part.tests.join(',')}`);
  } else if (!Number.isInteger(part.count) || part.count < 1 || !Number.isInteger(part.index) || part.index < 0 || part.index >= part.count) {
    throw new Error(`assertion: part ${part.index} of ${part.count}`);
  }
  const { assembled: sub, program, diagnostics, missing } = compileSubmission(spec, submission, (source) => engine.compile(source));
  const report: GradeReport = {
    passed: false, compile: missing ? [missing, ...diagnostics] : diagnostics,
    tests: [], rules: [], counts: null, referenceCounts: null, warps: 0, warnings: [],
  };
  const out: GradePart = { early: report, compile: report.compile, pieces: [], first: null, structure: null, entry: sub.entry ?? null, hidden: opts.hidden ?? false, tests: 0 };
  if (!program || missing) return out;
  const signature = checkKernelSignature(spec, program);
  if (signature.length > 0) {
    report.compile = [...report.compile, ...signature];
    return out;
  }
  const expected = typeof reference === 'string' ? null : reference;
  const ref = expected ? null : assemble(spec, reference as string);
  const refCompiled = ref ? engine.compile(ref.source) : null;
  if (refCompiled && !refCompiled.program) {
    const first = refCompiled.diagnostics.find((d) => d.severity === 'error');
    report.contentError = `the reference does not compile: ${first ? formatDiagnostic(first) : 'no diagnostic'}`;
    return out;
  }
  let tests: readonly ConcreteTest[];
  try {
    tests = opts.tests ?? concreteTests(spec, opts.hidden);
  } catch (e) {
    report.contentError = (e as Error).message;
    return out;
  }
  if (expected && (opts.hidden || expected.tests.length !== tests.length || expected.tests.some((x, i) => x.name !== tests[i]!.name))) {
    report.contentError = opts.hidden
      ? 'the expected outputs cover the public tests only: grade hidden tests with the reference solution'
      : 'the expected outputs were computed for other tests than this exercise has: build the site again';
    return out;
  }
  if ('tests' in part && part.tests.some((t) => t >= tests.length)) throw new Error(`assertion: part of tests ${part.tests.join(',')} of ${tests.length}`);
  out.early = null;
  out.tests = tests.length;
  const referenceRun = (t: ConcreteTest, ti: number, launch: LaunchConfig, base: { budget?: number }): ReferenceRun => {
    if (expected) return { ok: true, args: decodeOutputs(expected.tests[ti]!), diagnostics: [], counts: ti === 0 ? expected.counts : null };
    return engine.runProgram(refCompiled!.program!, launch, copyArgs(t.args), { ...base, ...(ref!.entry ? { entry: ref!.entry } : {}) });
  };
  const checks = outputChecks(spec);
  const nSchedules = opts.schedules ?? spec.schedules;
  const structure = structureOf(learnerFunctions(program, sub.learnerLines));
  out.structure = structure;
  const dependenceContext = {
    source: submission, learnerLines: sub.learnerLines,
    ...(structure.intrinsics.has('__activemask') ? { activemaskLine: structure.intrinsics.get('__activemask')! } : {}),
  };
  let exhausted = 'tests' in part && part.exhausted === true;

  tests.forEach((t, ti) => {
    if (!inPart(part, ti)) return;
    const launch: LaunchConfig = { grid: t.launch.grid, block: t.launch.block };
    const base = { ...(spec.budget !== undefined ? { budget: spec.budget } : {}) };
    const refRun = referenceRun(t, ti, launch, base);
    const shell: TestReport = {
      name: t.name, source: t.source, passed: false, message: '', schedule: 'default',
      diagnostics: [], printf: [], warps: [], tables: [], counts: null,
      inputs: inputsOf(t, spec), launch: { grid: t.launch.grid, block: t.launch.block },
    };
    const piece: TestPiece = { index: ti, kind: 'graded', test: shell, warnings: [], countRuns: [], exhausted: false };
    out.pieces.push(piece);
    if (ti === 0) out.first = { referenceCounts: refRun.counts, warps: warpsOf(t), counts: null };
    if (!refRun.ok) {
      const first = refRun.diagnostics.find((d) => d.severity === 'error');
      piece.kind = 'reference-failed';
      piece.contentError = `the reference fails test \`${t.name}\`: ${first ? formatDiagnostic(first) : 'no diagnostic'}`;
      shell.message = 'this test could not be graded: the reference solution fails it (a problem with the exercise, not with your code)';
      return;
    }
    if (exhausted) {
      piece.kind = 'skipped';
      piece.test = notRun(shell);
      return;
    }
    const schedules = schedulesFor(spec, ti, nSchedules);
    const runs: RunResult[] = [];
    for (const s of schedules) {
      const run = engine.runProgram(program!, launch, copyArgs(t.args), { ...base, schedule: s, lastWrites: true, ...(sub.entry ? { entry: sub.entry } : {}) });
      runs.push(run);
      // Warnings and notes, of every schedule (the test shows one run's).
      for (const d of run.diagnostics) if (d.severity !== 'error') piece.warnings.push(d);
      // A runaway loop would take the whole budget again in every later run: stop here.
      if (run.diagnostics.some((d) => d.kind === 'budget')) { exhausted = piece.exhausted = true; break; }
    }
    shell.counts = runs[0]!.counts;
    if (ti === 0) out.first!.counts = runs[0]!.counts;
    // Limits hold under every schedule (checkRules takes the largest count): colliding
    // lanes the default schedule runs together may be split apart under another.
    for (const r of runs) piece.countRuns.push({ counts: r.counts, warps: warpsOf(t), blocks: blockCount(t.launch) });

    let judged;
    try {
      judged = runs.map((r) => judgeRun(spec, checks, refRun, r));
    } catch (e) {
      piece.contentError = `test \`${t.name}\`: ${(e as Error).message}`;
      shell.message = 'this test could not be graded: the reference solution leaves a checked element undefined';
      return;
    }
    const failing = judged.findIndex((j) => !j.passed);
    const dependence = scheduleDependence(spec, checks, runs, schedules.slice(0, runs.length), program0Loc(program!, sub.learnerLines), dependenceContext);
    const shown = failing >= 0 ? failing : 0;
    const label = labelOf(schedules[shown]!);
    const diagnostics: Diagnostic[] = dedupe([...(dependence ? [dependence.diagnostic] : []), ...runs[shown]!.diagnostics]);
    const passed = failing < 0 && !dependence;
    const shownRun = runs[shown]!;
    const tables = (): TestTables => displayFor(spec, checks, t.launch, refRun, shownRun);
    let display: TestTables;
    if (passed && opts.deferTables) {
      opts.deferTables(ti, tables);
      display = { warps: [], tables: [] };
    } else display = tables();
    let message: string;
    let brief: string;
    let fullIn: TestReport['fullIn'];
    if (passed) brief = message = nSchedules > 0 ? `passed under the default schedule and ${nSchedules} adversarial schedule${nSchedules === 1 ? '' : 's'}` : 'passed';
    else if (failing < 0 || failing > 0 && dependence) {
      message = dependence!.diagnostic.message;
      brief = briefOf(dependence!.diagnostic);
      fullIn = 'diagnostics';
    } else {
      const under = shown > 0 ? `under ${label.replace(':', ' schedule ')}: ` : '';
      message = under + judged[shown]!.message;
      brief = under + judged[shown]!.brief;
      fullIn = judged[shown]!.fullIn;
    }
    piece.test = {
      ...shell, passed, message, brief, ...(fullIn ? { fullIn } : {}),
      schedule: label, diagnostics, printf: shownRun.printf, warps: display.warps, tables: display.tables,
    };
  });
  return out;
}

/** Where a whole-program diagnostic points: the learner's first function. */
function program0Loc(program: { functions: { loc: { line: number; column: number } }[] }, learnerLines: number): { line: number; column: number } {
  const f = program.functions.find((fn) => fn.loc.line <= learnerLines) ?? program.functions[0];
  return f ? { line: f.loc.line, column: f.loc.column } : { line: 1, column: 1 };
}

function dedupe(ds: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return ds.filter((d) => {
    const key = `${d.code}|${d.line}|${d.column}|${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export { mergeParts };
export type { OutputCheck };
