/**
 * The grader: exercise spec + reference + submission → {@link GradeReport} (plain data).
 * DOM-free; the Web Worker and the command line run the same code.
 */
import { defaultEngine, type Engine } from './engine';
import { gradeWith, type GradeOptions } from './grade-core';
import type { ExerciseSpec } from '../schema';
import type { GradeReport } from './report';
import type { ExpectedRuns } from './expected';

/**
 * Grades `submission` (Warp TS source) against `reference` (the reference solution's
 * source, or its outputs computed ahead of time: expected.ts) on `spec` with the real
 * front end and simulator (or `opts.engine`). Never throws for learner mistakes: they are
 * diagnostics and failed tests. A broken exercise (reference that does not compile or
 * fails a test) is reported in `contentError`. Engine bugs propagate as exceptions.
 */
export function gradeSubmission(
  spec: ExerciseSpec, reference: string | ExpectedRuns, submission: string,
  opts: GradeOptions & { engine?: Engine } = {},
): GradeReport {
  return gradeWith(opts.engine ?? defaultEngine, spec, reference, submission, opts);
}

export { gradeWith, gradePart, mergeParts, schedulesFor, labelOf, type GradeOptions, type GradePart, type PartOf, type TestList, type TestPiece, type TestTables } from './grade-core';
export type { Engine } from './engine';
export * from './report';
export { chooseReplay, replayInputs, scheduleOf, RUNAWAY_BUDGET, type Replay } from './replay';
export { compareElement, ulpDistance, sameValue } from './compare';
export { concreteTests, resolveLength, type ConcreteTest } from './tests';
export { selectedIndices } from './layout';
export { mixSeed, Rng } from './prng';
export { computeExpected, decodeOutputs, encodeValue, decodeValue, isExpectedRuns, type ExpectedRuns, type ExpectedTest, type ExpectedValue } from './expected';
