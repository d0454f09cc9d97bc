/**
 * The Warp TS front end: `compile(source)` parses with `@babel/parser`, checks the
 * subset of docs/language.md §2–§5 and returns the typed IR of ir.ts with every diagnostic.
 */
import type { Diagnostic } from './diagnostics';
import type { Program } from './ir';
import { parse, tooDeep } from './parse';
import { newChecker } from './context';
import { checkProgram } from './check-program';

/** The result of `compile`: `program` is null when any diagnostic is an error. */
export interface CompileResult {
  program: Program | null;
  diagnostics: Diagnostic[];
}

/**
 * Compiles Warp TS source text. Learner mistakes are diagnostics (sorted by
 * position); the function never throws for any input, except on an internal
 * assertion (an engine bug).
 */
export function compile(source: string): CompileResult {
  const parsed = parse(source);
  if (!parsed.ast) return { program: null, diagnostics: parsed.diagnostics };
  const cx = newChecker(source);
  let program: Program;
  try {
    program = checkProgram(cx, parsed.ast);
  } catch (e) {
    // Only a stack overflow on pathologically nested input is a learner-facing
    // limit; anything else is an engine bug and propagates.
    if (e instanceof RangeError && /call stack/i.test(e.message)) return { program: null, diagnostics: [tooDeep(source)] };
    throw e;
  }
  const diagnostics = [...cx.diagnostics].sort((a, b) => a.line - b.line || a.column - b.column);
  const failed = diagnostics.some((d) => d.severity === 'error');
  return { program: failed ? null : program, diagnostics };
}

export { parse } from './parse';
export { CODES, type Code } from './codes';
export { INTRINSICS, isIntrinsic, parseFormat } from './intrinsics';
export { LEGACY } from './legacy';
export { fold } from './const-fold';
export type * from './ir';
export type { Diagnostic } from './diagnostics';
