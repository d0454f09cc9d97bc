/**
 * The families of diagnostics (`Diagnostic.kind`), apart so that the code tables
 * (codes.ts, registry.ts) and diagnostics.ts can all name them without importing each other.
 */

/** The families of docs/language.md §7 (`compile`, `mask`, `deadlock`, ...). */
export type DiagnosticKind =
  | 'compile'
  | 'undefined-value'
  | 'race'
  | 'deadlock'
  | 'out-of-bounds'
  | 'mask'
  | 'argument'
  | 'arithmetic'
  | 'conversion'
  | 'budget'
  | 'portability'
  | 'barrier'
  | 'output';
