/**
 * The engine the worker grades with: the real `compile` and `runProgram`, with two
 * browser rules on top.
 * 1. A run without an explicit budget gets {@link BROWSER_BUDGET} lane-steps (the
 *    simulator's own default suits the command line, not a page that must answer).
 * 2. Once a program has used up its budget, its later runs in the same grading get a
 *    budget of one lane-step, so a runaway loop ends every test at once with the same
 *    `budget` diagnostic instead of burning the whole budget again per test and schedule.
 */
import { compile } from '../lang';
import { runProgram } from '../sim';
import type { Engine } from '../grader/engine';
import type { Program } from '../lang/ir';
import type { Diagnostic } from '../lang/diagnostics';
import type { RunOptions } from '../sim/types';

/** Lane-steps a browser run may take unless the exercise sets `budget`: ends a
 * runaway loop with a `budget` diagnostic well before the client's hard timeout. */
export const BROWSER_BUDGET = 20_000_000;

/** A fresh engine for one request (it remembers which programs ran out of budget). */
export function browserEngine(): Engine {
  const exhausted = new WeakSet<Program>();
  return {
    compile,
    runProgram(program, launch, args, opts?: RunOptions) {
      const budget = exhausted.has(program) ? 1 : opts?.budget ?? BROWSER_BUDGET;
      const result = runProgram(program, launch, args, { ...opts, budget });
      if (result.diagnostics.some((d: Diagnostic) => d.kind === 'budget')) exhausted.add(program);
      return result;
    },
  };
}
