/**
 * The typed, plain-data protocol between a page and the simulator Web Worker
 * (`sim.worker.ts`). Every request carries an `id` chosen by the client; the worker
 * answers each request exactly once with a response holding the same `id`. All values
 * are structured-clone safe (no functions, no class instances), so the same shapes can
 * be logged, stored or replayed in tests without a worker.
 */
import type { Diagnostic } from '../lang/diagnostics';
import type { ArgValue, LaunchConfig, RunOptions, RunResult } from '../sim/types';
import type { ExpectedRuns, GradePart, GradeReport, PartOf, Replay, TestList, TestTables } from '../grader';
import type { ExerciseSpec } from '../schema/exercise';
import type { StepTrace } from '../diagram/trace-data';

/** Compile and run one kernel with the given launch and arguments (the playground). */
export interface RunRequest {
  id: number;
  type: 'run';
  /** Warp TS source text. */
  source: string;
  launch: LaunchConfig;
  args: Record<string, ArgValue>;
  options?: RunOptions;
  /** Also return a capped {@link StepTrace} of block 0 (or `traceBlock`) for the step-through. */
  trace?: boolean;
  /** Linear index of the block to trace (default 0). */
  traceBlock?: number;
}

/** Grade a learner's submission against an exercise's spec and reference solution. */
export interface GradeRequest {
  id: number;
  type: 'grade';
  spec: ExerciseSpec;
  /** Source text of the reference solution, or, for an exercise whose solution the page
   * does not carry (an assignment's, in the assignment build), the reference's outputs on
   * the public tests computed at build time (src/grader/expected.ts). */
  reference: string | ExpectedRuns;
  /** Source text the learner submitted. */
  submission: string;
  /** Also return a capped {@link StepTrace} of the run the report names (`report.replay`:
   * the first failing test's run, or the first test's). `'failing'`: only when that run is
   * a failing test's (a page shows a passing test's step-through only once the test is
   * opened, and asks for it then with a {@link TraceRequest}). */
  trace?: TraceWanted;
}

/** Which grading's replay to trace: every one (`true`), only a failing test's
 * (`'failing'`), or none. */
export type TraceWanted = boolean | 'failing';

/**
 * One part of a grading (the grader's `gradePart`): the tests whose index is `part.index`
 * modulo `part.count`, or the tests `part.tests`. A page with several workers hands the
 * tests out in parts as its workers become free and joins the answers with `mergeParts`
 * (pool.ts), which gives the report of one {@link GradeRequest}.
 */
export interface GradePartRequest {
  id: number;
  type: 'gradePart';
  spec: ExerciseSpec;
  reference: string | ExpectedRuns;
  submission: string;
  part: PartOf | TestList;
  /** Also return the step-through trace of this part's own choice of replay (the first
   * failing test of the part that ran, else its first that ran) when the joined report may
   * replay it: a failing test, or test 0 (see `handle.ts`); with `'failing'`, only a failing test. */
  trace?: TraceWanted;
}

/**
 * Another block of a graded run, for the step-through: the worker replays the one run that
 * `replay` names (a {@link GradeResponse}'s `report.replay`) with the submission it
 * compiled for that grading (compiled again if it has since been dropped), without grading
 * again.
 */
export interface TraceRequest {
  id: number;
  type: 'trace';
  spec: ExerciseSpec;
  /** Source text the learner submitted (as in the {@link GradeRequest}). */
  submission: string;
  replay: Replay;
  /** Linear index of the block to trace. */
  block: number;
}

/**
 * The results tables of a passing test of a graded run, which its {@link GradeResponse}
 * left out (`deferred`): the worker built them for that grading and keeps them a while.
 */
export interface TablesRequest {
  id: number;
  type: 'tables';
  /** `deferred.key` of the grading, or of the part of it, that graded the test. */
  key: number;
  /** Index of the test in the report's `tests`. */
  test: number;
}

/** Compile only (diagnostics as the learner types, without running anything). */
export interface CheckRequest {
  id: number;
  type: 'check';
  source: string;
}

/**
 * Translate a learner's code to CUDA C++ (src/cuda), as `warp-school cuda` does. With
 * `spec`, the source is first assembled as the grader compiles it (a `kind: "function"`
 * exercise appends its test kernel, src/grader/source.ts).
 */
export interface CudaRequest {
  id: number;
  type: 'cuda';
  /** Warp TS source text (the learner's part). */
  source: string;
  /** The exercise the source belongs to, if any. */
  spec?: ExerciseSpec;
}

/**
 * An exercise the page has mounted: the worker answers at once, then, while idle, grades the
 * reference solution as a submission (`warmup.ts`), which keeps the reference's runs for
 * the learner's first Run (`engine.ts`) and warms the engine on this exercise's programs.
 * Changes no later response: a grading gives the same report with or without it.
 */
export interface PrepareRequest {
  id: number;
  type: 'prepare';
  spec: ExerciseSpec;
  /** Source text of the reference solution. */
  reference: string;
  /** Only this share of the tests (the pool's share for this worker; its gradings may
   * also give it other tests: pool.ts). */
  part?: PartOf;
}

export type WorkerRequest = RunRequest | GradeRequest | GradePartRequest | TraceRequest | TablesRequest | CheckRequest | CudaRequest | PrepareRequest;

/** Milliseconds spent inside the worker, measured with `performance.now()`. */
export interface WorkerTimings {
  compileMs: number;
  runMs: number;
}

export interface RunResponse {
  id: number;
  type: 'run';
  /** Diagnostics of `compile`; when any is an error, `result` is null. */
  compileDiagnostics: Diagnostic[];
  result: RunResult | null;
  timings: WorkerTimings;
  /** The step-through trace, when the request asked for one and the program ran. */
  trace?: StepTrace | null;
}

export interface GradeResponse {
  id: number;
  type: 'grade';
  report: GradeReport;
  timings: WorkerTimings;
  /** The step-through trace, when the request asked for one and a test ran. */
  trace?: StepTrace | null;
  /** Passing tests whose `warps` and `tables` the report holds empty, to be asked for
   * with a {@link TablesRequest} naming `key` (the results show a test's tables only
   * once it is opened; a passing test starts closed). Absent: every test is complete. */
  deferred?: { key: number; tests: number[] };
}

/** The answer to a {@link GradePartRequest}. */
export interface GradePartResponse {
  id: number;
  type: 'gradePart';
  part: GradePart;
  timings: WorkerTimings;
  /** With `trace`: the test this part would replay, and its trace; null when none ran, or
   * when that is a passing test other than test 0 (the joined report replays one only when
   * test 0 did not run, and the pool then asks for its trace). */
  trace?: { test: number; trace: StepTrace | null } | null;
  /** As {@link GradeResponse.deferred}, for this part's passing tests. */
  deferred?: { key: number; tests: number[] };
}

/** The answer to a {@link TablesRequest}: the test's `warps` and `tables`, as the report
 * would have held them; null when the worker no longer keeps them (it was restarted, or
 * many gradings came since). */
export interface TablesResponse {
  id: number;
  type: 'tables';
  tables: TestTables | null;
}

/** The answer to a {@link TraceRequest}. */
export interface TraceResponse {
  id: number;
  type: 'trace';
  /** The block's trace; null when the submission no longer compiles or the spec has no such test. */
  trace: StepTrace | null;
  timings: WorkerTimings;
}

export interface CheckResponse {
  id: number;
  type: 'check';
  diagnostics: Diagnostic[];
}

/** The CUDA C++ text of a {@link CudaRequest}, or the diagnostics that stopped it. */
export interface CudaResponse {
  id: number;
  type: 'cuda';
  /** The `.cu` text (device code only, no `main()`); null when the source does not compile. */
  cuda: string | null;
  /** Compile diagnostics, on the learner's lines (harness errors moved to line 1). */
  diagnostics: Diagnostic[];
}

/** The answer to a {@link PrepareRequest}: the preparation is queued. */
export interface PrepareResponse {
  id: number;
  type: 'prepare';
}

/** An engine bug (a thrown assertion) while serving request `id`. Learner mistakes
 * never arrive this way: they are diagnostics inside a normal response. */
export interface FailureResponse {
  id: number;
  type: 'failure';
  message: string;
}

export type WorkerResponse = RunResponse | GradeResponse | GradePartResponse | TraceResponse | TablesResponse | CheckResponse | CudaResponse | PrepareResponse | FailureResponse;

/** A request before the client has given it an id. */
export type WorkerRequestBody =
  | Omit<RunRequest, 'id'>
  | Omit<GradeRequest, 'id'>
  | Omit<GradePartRequest, 'id'>
  | Omit<TraceRequest, 'id'>
  | Omit<TablesRequest, 'id'>
  | Omit<CheckRequest, 'id'>
  | Omit<CudaRequest, 'id'>
  | Omit<PrepareRequest, 'id'>;

/** The response type that answers a request of type `T`. */
export type ResponseFor<T extends WorkerRequestBody['type']> =
  T extends 'run' ? RunResponse : T extends 'grade' ? GradeResponse : T extends 'gradePart' ? GradePartResponse : T extends 'trace' ? TraceResponse : T extends 'tables' ? TablesResponse : T extends 'cuda' ? CudaResponse : T extends 'prepare' ? PrepareResponse : CheckResponse;

/** Sent once by a worker when its code has loaded and it can take requests (before it,
 * a request waits in the worker's queue and its timeout does not run). */
export interface ReadyMessage {
  type: 'ready';
}

/** True when `value` is the worker's {@link ReadyMessage}. */
export function isReadyMessage(value: unknown): value is ReadyMessage {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'ready' &&
    !('id' in value);
}

/** True when `value` has the shape of a {@link WorkerResponse} (checked at the
 * boundary; a malformed message is an engine bug). */
export function isWorkerResponse(value: unknown): value is WorkerResponse {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { id?: unknown; type?: unknown };
  return typeof v.id === 'number' &&
    (v.type === 'run' || v.type === 'grade' || v.type === 'gradePart' || v.type === 'trace' || v.type === 'tables' || v.type === 'check' || v.type === 'cuda' || v.type === 'prepare' || v.type === 'failure');
}
