/**
 * Assembles what is compiled: the learner's source, then (for `kind: "function"`) the
 * exercise's harness kernel, appended after it so that learner line numbers are unchanged.
 */
import type { Diagnostic } from '../lang/diagnostics';
import { hint } from '../lang/registry';
import type { Program } from '../lang/ir';
import type { ExerciseSpec } from '../schema';

export interface Assembled {
  source: string;
  /** Lines that belong to the learner (1 .. learnerLines). */
  learnerLines: number;
  /** Kernel to launch (`RunOptions.entry`); undefined: the program's exported kernel. */
  entry?: string;
}

/** Number of lines in `text` (a trailing newline does not start a new line). */
export function lineCount(text: string): number {
  if (text.length === 0) return 0;
  const n = text.split('\n').length;
  return text.endsWith('\n') ? n - 1 : n;
}

/** The source to compile for `spec` from the learner's (or the reference's) text. */
export function assemble(spec: ExerciseSpec, learner: string): Assembled {
  const learnerLines = lineCount(learner);
  if (spec.kind !== 'function' || !spec.harness) return { source: learner, learnerLines };
  const sep = learner.endsWith('\n') || learner.length === 0 ? '' : '\n';
  return { source: learner + sep + spec.harness.source, learnerLines, entry: spec.harness.entry };
}

/**
 * For `kind: "function"`: when the learner's text does not define the function the
 * harness calls, a diagnostic that says so (the harness's own error would point at a
 * line the learner cannot see). Null when the function is defined.
 */
export function missingFunction(spec: ExerciseSpec, learner: string): Diagnostic | null {
  if (spec.kind !== 'function' || !spec.function) return null;
  const name = spec.function.name;
  if (new RegExp(`\\bfunction\\s+${name}\\s*\\(`).test(learner)) return null;
  return {
    kind: 'compile',
    code: 'E-MISSING-FUNCTION',
    severity: 'error',
    message: `this exercise calls your function \`${name}\`, but it is not defined`,
    hint: hint('E-MISSING-FUNCTION', 'define', spec.function.signature),
    line: 1,
    column: 1,
  };
}

/**
 * Moves compile diagnostics that fall in the appended harness (lines after the learner's)
 * onto the learner's first line, saying where they come from: the learner cannot see the
 * harness, but its errors are caused by the learner's function (a wrong signature).
 */
export function remapHarnessDiagnostics(diags: Diagnostic[], learnerLines: number): Diagnostic[] {
  return diags.map((d) => {
    if (d.line <= learnerLines) return d;
    const moved: Diagnostic = { ...d, line: 1, column: 1, message: `in the exercise's test kernel, which calls your function: ${d.message}` };
    delete moved.endLine;
    delete moved.endColumn;
    return moved;
  });
}

/** What `compileSubmission` gives: the assembled source, the program (null after a compile
 * error), the diagnostics on the learner's lines, and a missing function of a
 * `kind: "function"` exercise (else null). */
export interface CompiledSubmission {
  assembled: Assembled;
  program: Program | null;
  diagnostics: Diagnostic[];
  missing: Diagnostic | null;
}

/** Compiles `learner` for `spec` as the grader does: `assemble`, then `compile` (the
 * front end, or an engine's), with the harness's diagnostics mapped back to the learner. */
export function compileSubmission(spec: ExerciseSpec, learner: string,
  compile: (source: string) => { program: Program | null; diagnostics: Diagnostic[] }): CompiledSubmission {
  const assembled = assemble(spec, learner);
  const compiled = compile(assembled.source);
  return {
    assembled,
    program: compiled.program,
    diagnostics: remapHarnessDiagnostics(compiled.diagnostics, assembled.learnerLines),
    missing: missingFunction(spec, learner),
  };
}
