/**
 * Diagnostics: every learner mistake, at compile time or run time, is reported as
 * plain data with a stable `code`, a `kind` (the family named in docs/language.md §7), a
 * 1-based `line:column`, a message that names things in backticks, and a `hint` that
 * says how to fix it. Engine bugs are assertions (thrown `Error`s), never diagnostics.
 */
import type { DiagnosticCode } from './registry';

export type { DiagnosticKind } from './kinds';
import type { DiagnosticKind } from './kinds';

export type Severity = 'error' | 'warning' | 'note';

/** One thread, named the way CUDA does: block and thread index, plus its lane. */
export interface ThreadRef {
  block: [number, number, number];
  thread: [number, number, number];
  lane: number;
}

/** A second location a diagnostic points at (the other access of a race, where a
 * missing lane waits, where an undefined value was read). */
export interface RelatedInfo {
  message: string;
  line: number;
  column: number;
  threads?: ThreadRef[];
}

export interface Diagnostic {
  kind: DiagnosticKind;
  /** Stable identifier, e.g. `E-MASK-SELF`, `E-LEGACY-INTRINSIC`, `W-CROSS-SITE`: an entry of
   * the one code registry (registry.ts), with its family, default hint and documentation. */
  code: DiagnosticCode;
  severity: Severity;
  message: string;
  /** How to fix it, in one or two sentences. */
  hint?: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  /** The threads concerned (run-time diagnostics); empty or absent at compile time. */
  threads?: ThreadRef[];
  related?: RelatedInfo[];
}

/** Builds a diagnostic; `loc` is 1-based. */
export function diag(
  kind: DiagnosticKind,
  code: DiagnosticCode,
  severity: Severity,
  message: string,
  loc: { line: number; column: number; endLine?: number; endColumn?: number },
  hint?: string,
): Diagnostic {
  const d: Diagnostic = { kind, code, severity, message, line: loc.line, column: loc.column };
  if (loc.endLine !== undefined) d.endLine = loc.endLine;
  if (loc.endColumn !== undefined) d.endColumn = loc.endColumn;
  if (hint) d.hint = hint;
  return d;
}

/** Formats a diagnostic as one line: `file:line:col: severity [kind] message`. */
export function formatDiagnostic(d: Diagnostic, file = ''): string {
  const where = `${file ? file + ':' : ''}${d.line}:${d.column}`;
  return `${where}: ${d.severity} [${d.kind}] ${d.message}${d.hint ? ` (hint: ${d.hint})` : ''}`;
}
