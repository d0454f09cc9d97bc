/**
 * Checks the learner's kernel against the exercise's parameters before anything runs.
 * Arguments are passed by name (docs/language.md §7), so a renamed, missing, extra or retyped
 * parameter is a learner mistake: a diagnostic at the parameter, never an exception
 * from the launch.
 */
import type { Diagnostic } from '../lang/diagnostics';
import { hint as registryHint, type DiagnosticCode, type Hint } from '../lang/registry';
import type { FunctionDecl, Param, Program } from '../lang/ir';
import type { ExerciseSpec } from '../schema';

/** `float[]`, `int`, ... as the spec writes types. */
export function typeName(t: Param['type']): string {
  return typeof t === 'string' ? t : t.kind === 'array' ? `${t.elem}[]` : t.kind === 'struct' ? t.name : t.group;
}

function mk(code: DiagnosticCode, message: string, hint: Hint, loc: { line: number; column: number }): Diagnostic {
  return { kind: 'compile', code, severity: 'error', message, hint, line: loc.line, column: loc.column };
}

/**
 * Diagnostics for a `kind: "kernel"` submission whose kernel does not take exactly the
 * spec's parameters (any order). Empty when it does, and for `kind: "function"` (the
 * harness is part of the exercise).
 */
export function checkKernelSignature(spec: ExerciseSpec, program: Program): Diagnostic[] {
  if (spec.kind !== 'kernel') return [];
  const wanted = spec.params.map((p) => `${p.name}: ${p.type}`).join(', ');
  const hint = registryHint('E-KERNEL-PARAM', 'launches', wanted);
  const entry: FunctionDecl | undefined = program.functions.find((f) => f.name === program.kernel);
  if (!entry) return [mk('E-NO-KERNEL', 'there is no exported kernel to launch', registryHint('E-NO-KERNEL', 'write', wanted), { line: 1, column: 1 })];
  const out: Diagnostic[] = [];
  const byName = new Map(spec.params.map((p) => [p.name, p]));
  for (const p of entry.params) {
    const s = byName.get(p.name);
    if (!s) out.push(mk('E-KERNEL-PARAM', `the exercise passes no argument called \`${p.name}\``, hint, p.loc));
    else if (typeName(p.type) !== s.type) out.push(mk('E-KERNEL-PARAM', `parameter \`${p.name}\` must be \`${s.type}\`, not \`${typeName(p.type)}\``, hint, p.loc));
  }
  const have = new Set(entry.params.map((p) => p.name));
  const missing = spec.params.filter((p) => !have.has(p.name)).map((p) => `\`${p.name}: ${p.type}\``);
  if (missing.length > 0) out.push(mk('E-KERNEL-PARAM', `the kernel \`${entry.name}\` lacks the parameter${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`, hint, entry.loc));
  return out;
}
