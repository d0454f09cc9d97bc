/**
 * The grade report: plain data (structured-clone safe; numbers may be NaN or ±Infinity,
 * so a JSON writer must encode those as docs/language.md §7 does). Built for a results table of 32
 * lanes per warp.
 *
 * Layout choice: an output array whose element `i` is written by global thread `i`
 * (`gid = linear block index × threads per block + linear thread index`, the identity
 * mapping; spec `layout: "thread"`, the default for arrays of length `"threads"`) is shown
 * in `warps`: one row of 32 lanes per warp, lanes a partial warp lacks marked `inactive`.
 * Any other output (per-warp results, per-block results, a permuted mapping) is shown in
 * `tables` as a plain element table, because the grader cannot know which thread wrote
 * an element.
 */
import type { Diagnostic } from '../lang/diagnostics';
import type { Dim3, OpCounts } from '../sim/types';
import type { Display } from './display';

/** How one checked element (or lane) fared. `inactive`: the lane does not exist (a
 * partial warp's missing lanes: no element, nothing expected, never a failure; the results
 * show "no lane"); `unchecked`: the exercise does not compare this element. */
export type CellStatus = 'ok' | 'mismatch' | 'undefined' | 'inactive' | 'unchecked';

export interface LaneCell {
  lane: number;
  /** Index of the output element this lane wrote; null for an `inactive` lane. */
  element: number | null;
  /** A `bigint` for a `long`/`ulong` output. */
  expected: number | bigint | null;
  actual: number | bigint | null;
  status: CellStatus;
  reason?: string;
}

/** One warp's row for one output array (thread layout). */
export interface WarpRow {
  param: string;
  block: Dim3;
  /** Warp index within the block. */
  warp: number;
  lanes: LaneCell[];
  /** How the values read (`display` of the parameter; absent: decimal). */
  display?: Display;
}

export interface ElementCell {
  index: number;
  /** A `bigint` for a `long`/`ulong` output. */
  expected: number | bigint | null;
  actual: number | bigint | null;
  status: CellStatus;
  reason?: string;
}

/** One output array shown element by element (element layout). */
export interface ElementTable {
  param: string;
  rows: ElementCell[];
  /** Rows left out to keep the report small (only checked elements are kept past the cap). */
  omitted: number;
  /** How the values read (`display` of the parameter; absent: decimal). */
  display?: Display;
}

/** The schedule a shown result came from. */
export type ScheduleLabel = 'default' | `adversarial:${number}`;

export interface TestReport {
  name: string;
  source: 'fixed' | 'random';
  passed: boolean;
  /** One sentence: what went wrong first, or that the test passed. Complete on its own
   * (the command line and the batch grader print it). */
  message: string;
  /** The same in a few words, for the results view's summary line: `line 12: undefined
   * value; 124 of 128 checked elements wrong` for a run-time error, `64 of 64 checked
   * elements wrong` for wrong values. Absent in reports from before it existed: use
   * `message`. */
  brief?: string;
  /** Where the results view shows `message`'s full sentence already, so that the test's
   * heading can give `brief` instead: `diagnostics` (the error is in the test's
   * diagnostics), `warnings` (the failing warning or note is in the report's warnings). Absent: only
   * `message` says it (wrong values), and the heading shows `message`. */
  fullIn?: 'diagnostics' | 'warnings';
  /** The schedule whose result `warps`/`tables`/`printf` show (the first failing one). */
  schedule: ScheduleLabel;
  diagnostics: Diagnostic[];
  printf: string[];
  warps: WarpRow[];
  tables: ElementTable[];
  /** Operation counts of the submission's default-schedule run. */
  counts: OpCounts | null;
  /** Inputs of the test (array contents and scalars), for display. */
  inputs: Record<string, number | bigint | (number | bigint)[]>;
  launch: { grid: Dim3; block: Dim3 };
}

export interface RuleReport {
  /** `require:NAMES`, `forbid:NAMES`, `noShared`, `maxShuffles`, `maxAtomics`. */
  id: string;
  passed: boolean;
  message: string;
}

/** One graded run, as {@link GradeReport.replay} names it. Plain data. */
export interface Replay {
  /** Index of the test in the report's `tests`, which is its index in `concreteTests(spec, hidden)`. */
  test: number;
  /** The test's name (a replay whose test has another name is refused). */
  name: string;
  /** Whether the tests were drawn from the spec's hidden seed. */
  hidden: boolean;
  /** The schedule of the run the report shows for that test. */
  schedule: ScheduleLabel;
  /** The kernel launched: a `kind: "function"` exercise's harness entry, or null for the learner's kernel. */
  entry: string | null;
  /** Whether the graded run ran out of its step budget (its replay is cut to `RUNAWAY_BUDGET` (replay.ts)). */
  runaway: boolean;
}

export interface GradeReport {
  passed: boolean;
  /** Compile diagnostics of the submission (warnings included); tests are empty when any is an error. */
  compile: Diagnostic[];
  tests: TestReport[];
  rules: RuleReport[];
  /** The submission's counts on the first test, default schedule (null if it did not run). */
  counts: OpCounts | null;
  /** The reference's counts on the same run. */
  referenceCounts: OpCounts | null;
  /** Warps in the first test's launch (to turn counts into per-warp figures). */
  warps: number;
  /** Warnings and notes of the submission's runs (every test, every schedule), one per
   * (code, line), in the order first seen: shown once for the whole report, whether or
   * not the tests pass. */
  warnings: Diagnostic[];
  /** A problem with the exercise itself (the reference fails to compile or to run); the
   * learner is not at fault. */
  contentError?: string;
  /** The run a step-through replays (replay.ts): the first failing test that ran, else the
   * first; absent when no test ran. */
  replay?: Replay;
}
