/**
 * The two engine entry points the grader needs, as an interface so that a caller (or a
 * test) can pass its own; {@link defaultEngine} is the real front end and simulator.
 */
import { compile } from '../lang';
import { runProgram } from '../sim';
import type { Diagnostic } from '../lang/diagnostics';
import type { Program } from '../lang/ir';
import type { ArgValue, LaunchConfig, RunOptions, RunResult } from '../sim/types';

export interface Engine {
  compile(source: string): { program: Program | null; diagnostics: Diagnostic[] };
  runProgram(program: Program, launch: LaunchConfig, args: Record<string, ArgValue>, opts?: RunOptions): RunResult;
}

/** `compile` from `src/lang` and `runProgram` from `src/sim`. */
export const defaultEngine: Engine = { compile, runProgram };
