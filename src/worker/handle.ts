/**
 * Serves one worker request: compile, simulate, grade, replay one graded run for the
 * step-through, give the tables of a passing test that a grading left out of its
 * response (they are built only when the page opens that test). DOM-free and synchronous, so it
 * runs the same inside `sim.worker.ts` and in unit tests. Learner mistakes come back
 * as diagnostics in a normal response; a thrown engine assertion becomes a
 * `failure` response naming the request, and a launch the simulator refuses
 * (`LaunchError`: CUDA's block and grid limits) a `failure` that says so.
 */
import { compile } from '../lang';
import { LaunchError } from '../sim';
import { chooseReplay, concreteTests, gradePart as gradeShare, gradeSubmission, type ConcreteTest, type TestTables } from '../grader';
import type { ExerciseSpec } from '../schema/exercise';
import { BROWSER_BUDGET, browserEngine } from './engine';
import { remember } from './bounded';
import { testParts } from './warmup';
import { traceOfReplay, traceOfRun } from '../diagram/capture';
import { assemble, compileSubmission } from '../grader/source';
import type { Engine } from '../grader/engine';
import type { Program } from '../lang/ir';
import { toCuda } from '../cuda';
import type {
  CheckRequest,
  CheckResponse,
  CudaRequest,
  CudaResponse,
  GradePartRequest,
  GradePartResponse,
  GradeRequest,
  GradeResponse,
  PrepareRequest,
  RunRequest,
  RunResponse,
  TablesRequest,
  TablesResponse,
  TraceRequest,
  TraceResponse,
  WorkerRequest,
  WorkerResponse,
} from './protocol';

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

function run(req: RunRequest): RunResponse {
  const t0 = now();
  const { program, diagnostics } = compile(req.source);
  const t1 = now();
  if (!program) {
    return { id: req.id, type: 'run', compileDiagnostics: diagnostics, result: null, timings: { compileMs: t1 - t0, runMs: 0 } };
  }
  const result = browserEngine().runProgram(program, req.launch, req.args, { budget: BROWSER_BUDGET, ...req.options, ...(req.trace ? { trace: true } : {}) });
  const t2 = now();
  const trace = req.trace ? traceOfRun(result, req.launch, req.traceBlock) : undefined;
  if (req.trace && !req.options?.trace) delete result.trace;
  return { id: req.id, type: 'run', compileDiagnostics: diagnostics, result, timings: { compileMs: t1 - t0, runMs: t2 - t1 }, ...(trace !== undefined ? { trace } : {}) };
}

/** Most compiled submissions kept for step-through replays (one per exercise of a page, roughly). */
const SUBMISSIONS_KEPT = 8;
type Compiled = ReturnType<typeof compile>;
/** Compiled submissions by assembled source (src/grader/source.ts), oldest first. */
const submissions = new Map<string, Compiled>();

/** The program of the assembled `source`: the one its grading compiled, else compiled now. */
function submissionProgram(source: string): Program | null {
  return (submissions.get(source) ?? keepSubmission(source, compile(source))).program;
}

function keepSubmission(source: string, compiled: Compiled): Compiled {
  return remember(submissions, source, compiled, SUBMISSIONS_KEPT);
}

/** The engine of a grading of `req`: the browser's, keeping the compiled submission for
 * the step-through's replays of its runs and for the other parts of its grading that this
 * worker is given (pool.ts): compiling is deterministic (the same source always gives the
 * same program and diagnostics), and a program is not changed by running it, so a part
 * that finds the submission compiled skips compiling it again. */
function gradingEngine(req: { spec: GradeRequest['spec']; reference: GradeRequest['reference']; submission: string }): { engine: Engine; assembled: string } {
  const base = typeof req.reference === 'string' ? browserEngine(req.reference, req.submission) : browserEngine();
  const assembled = assemble(req.spec, req.submission).source;
  // Only the submission's own compilation (the grading's first of `assembled`) comes from
  // the kept ones: a reference with the same text gets a program of its own, as before.
  let served = false;
  const engine: Engine = {
    ...base,
    compile(source) {
      if (source !== assembled || served) return base.compile(source);
      served = true;
      const kept = keepSubmission(source, submissions.get(source) ?? base.compile(source));
      return { ...kept, diagnostics: kept.diagnostics.slice() };
    },
  };
  return { engine, assembled };
}

function grade(req: GradeRequest): GradeResponse {
  const t0 = now();
  const { engine, assembled } = gradingEngine(req);
  const held = new Map<number, () => TestTables>();
  const report = gradeSubmission(req.spec, req.reference, req.submission, { engine, deferTables: (test, tables) => held.set(test, tables) });
  const runMs = now() - t0;
  const program = report.replay ? submissionProgram(assembled) : null;
  // Undefined: not asked for, or (with 'failing') a passing test's, left for the page to ask for.
  const trace = !req.trace ? undefined
    : !program || !report.replay ? null
      : req.trace === 'failing' && report.tests[report.replay.test]?.passed !== false ? undefined
        : traceOfReplay(program, req.spec, report.replay, BROWSER_BUDGET, undefined, report.tests[report.replay.test]);
  const deferred = held.size > 0 ? { key: keepTables(held), tests: [...held.keys()] } : undefined;
  return {
    id: req.id, type: 'grade', report, timings: { compileMs: 0, runMs },
    ...(trace !== undefined ? { trace } : {}), ...(deferred ? { deferred } : {}),
  };
}

/** Most test lists kept ({@link testsOf}): a few exercises' worth. */
const TESTS_KEPT = 8;
/** The public tests of specs graded lately, by the spec's JSON text (null: making them
 * failed, and the grading reports why), oldest first. */
const testLists = new Map<string, ConcreteTest[] | null>();

/** `concreteTests(spec)`, made once for the parts of a grading that this worker is given
 * (pool.ts): the same spec always gives the same tests (they are drawn from its seeds). */
function testsOf(spec: ExerciseSpec): ConcreteTest[] | null {
  const key = JSON.stringify(spec);
  let tests = testLists.get(key);
  if (tests === undefined) {
    try {
      tests = concreteTests(spec);
    } catch {
      tests = null;
    }
    remember(testLists, key, tests, TESTS_KEPT);
  }
  return tests;
}

/** One part of a grading (`GradePartRequest`), with the trace of the part's own choice of
 * replay when the joined report may replay it (pool.ts): the part's first failing test, or,
 * when none of its tests failed, its first test if that is test 0 (a part whose tests all
 * passed is replayed only if every part passed, and then the report replays test 0, unless
 * test 0 did not run: the pool then asks for that trace). */
function gradePart(req: GradePartRequest): GradePartResponse {
  const t0 = now();
  const { engine, assembled } = gradingEngine(req);
  const held = new Map<number, () => TestTables>();
  const tests = testsOf(req.spec);
  const part = gradeShare(engine, req.spec, req.reference, req.submission, { deferTables: (test, tables) => held.set(test, tables), ...(tests ? { tests } : {}) }, req.part);
  const runMs = now() - t0;
  let trace: GradePartResponse['trace'];
  if (req.trace) {
    // The part's tests as a report of their own: chooseReplay picks as it does for a whole one.
    const own = { compile: part.early?.compile ?? part.compile, tests: part.pieces.map((p) => p.test) };
    const local = part.early ? undefined : chooseReplay(own, part.entry, part.hidden);
    const failing = local !== undefined && !own.tests[local.test]!.passed;
    const mayReplay = failing || (local !== undefined && req.trace === true && part.pieces[local.test]!.index === 0);
    const program = local && mayReplay ? submissionProgram(assembled) : null;
    if (local && program) {
      const piece = part.pieces[local.test]!;
      const replay = { ...local, test: piece.index };
      trace = { test: piece.index, trace: traceOfReplay(program, req.spec, replay, BROWSER_BUDGET, undefined, piece.test) };
    } else trace = null;
  }
  const deferred = held.size > 0 ? { key: keepTables(held), tests: [...held.keys()] } : undefined;
  return {
    id: req.id, type: 'gradePart', part, timings: { compileMs: 0, runMs },
    ...(trace !== undefined ? { trace } : {}), ...(deferred ? { deferred } : {}),
  };
}

/** Gradings, or parts of gradings, whose passing tests' tables are kept
 * (`GradeResponse.deferred`), oldest first: a page's pool sends a worker one part of a
 * quick grading and a few of a slow one (pool.ts), so this keeps the tables of the last
 * eight to thirty-two gradings. */
const GRADINGS_KEPT = 32;
const heldTables = new Map<number, Map<number, () => TestTables>>();
let nextKey = 1;

function keepTables(held: Map<number, () => TestTables>): number {
  const key = nextKey++;
  remember(heldTables, key, held, GRADINGS_KEPT);
  return key;
}

/** A passing test's tables, built now from its grading's runs (`TablesRequest`). */
function tables(req: TablesRequest): TablesResponse {
  const build = heldTables.get(req.key)?.get(req.test);
  return { id: req.id, type: 'tables', tables: build ? build() : null };
}

/** One block of a graded run: one replay of one test, no grading (`TraceRequest`). */
function trace(req: TraceRequest): TraceResponse {
  const t0 = now();
  const program = submissionProgram(assemble(req.spec, req.submission).source);
  const t1 = now();
  const trace = program ? traceOfReplay(program, req.spec, req.replay, BROWSER_BUDGET, req.block) : null;
  return { id: req.id, type: 'trace', trace, timings: { compileMs: t1 - t0, runMs: now() - t1 } };
}

function check(req: CheckRequest): CheckResponse {
  return { id: req.id, type: 'check', diagnostics: compile(req.source).diagnostics };
}

/**
 * The CUDA C++ of the learner's source: assembled and compiled as the grader does
 * (`gradeWith` in src/grader/grade-core.ts), then translated by `toCuda` without a
 * harness. A compile error (or a missing function of a `kind: "function"` exercise)
 * gives `cuda: null` and the diagnostics, on the learner's lines.
 */
function cuda(req: CudaRequest): CudaResponse {
  const { program, diagnostics, missing } = req.spec
    ? compileSubmission(req.spec, req.source, compile)
    : { ...compile(req.source), missing: null };
  if (missing) return { id: req.id, type: 'cuda', cuda: null, diagnostics: [missing, ...diagnostics] };
  if (!program) return { id: req.id, type: 'cuda', cuda: null, diagnostics };
  return { id: req.id, type: 'cuda', cuda: toCuda(program), diagnostics };
}

/**
 * The idle-time work of a {@link PrepareRequest} (run by `warmup.ts`): a grading of the
 * reference solution, as a submission, with the engine a `grade` request uses, so that the
 * reference's compilation and runs are kept for the learner's first Run; one task per test
 * of the request's part (`testParts`), so that a learner's request waits behind at most one
 * test's runs. Reports are dropped; nothing else is kept (`submissions` and `heldTables` stay
 * as they were).
 */
export function prepareTasks(req: PrepareRequest): (() => void)[] {
  // Not the reference's text at the start, so the engine grades it as a submission, and
  // keeps only the reference's own compilation and runs.
  const submission = `// prepared\n${req.reference}`;
  return testParts(req.spec, req.part).map((part) => () => {
    gradeShare(browserEngine(req.reference, submission), req.spec, req.reference, submission, {}, part);
  });
}

/** Answers `req`; never throws (an engine error becomes a `failure` response). */
export function handleRequest(req: WorkerRequest): WorkerResponse {
  try {
    switch (req.type) {
      case 'run': return run(req);
      case 'grade': return grade(req);
      case 'gradePart': return gradePart(req);
      case 'trace': return trace(req);
      case 'tables': return tables(req);
      case 'check': return check(req);
      case 'cuda': return cuda(req);
      // Queued by the worker (sim.worker.ts, `prepareTask`); answered at once.
      case 'prepare': return { id: req.id, type: 'prepare' };
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A launch CUDA would refuse (the playground's grid and block): the learner's to fix.
    if (error instanceof LaunchError) return { id: req.id, type: 'failure', message: `The launch was refused: ${message}.` };
    return { id: req.id, type: 'failure', message: `Internal simulator error: ${message}` };
  }
}
