/**
 * Diagnostics → Monaco markers. Pure data conversion (no Monaco import), so the rule
 * is testable without a browser: Warp diagnostics are 1-based `line:column`, exactly
 * Monaco's convention; a diagnostic without an end is widened to the word (or the
 * single character) at its start so the squiggle is visible.
 */
import type { Diagnostic, Severity } from '../lang/diagnostics';

/** Monaco's `MarkerSeverity` values (Hint 1, Info 2, Warning 4, Error 8). */
export const MARKER_SEVERITY: Record<Severity, number> = { error: 8, warning: 4, note: 2 };

/** The subset of Monaco's `IMarkerData` that the editor sets. */
export interface MarkerData {
  severity: number;
  message: string;
  code: string;
  source: string;
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
}

/** What the conversion needs to know about the text: the number of lines, each
 * line's content (1-based). */
export interface TextLines {
  lineCount: number;
  lineContent(line: number): string;
}

const WORD = /[A-Za-z0-9_$]/;

/** End column (exclusive, 1-based) of the identifier or number starting at `column`,
 * or `column + 1` when none starts there. */
function wordEnd(text: string, column: number): number {
  let i = column - 1;
  while (i < text.length && WORD.test(text.charAt(i))) i++;
  return Math.max(i + 1, column + 1);
}

/** Converts diagnostics to markers, clamping positions into the text so a stale
 * diagnostic (text edited since) never lands outside the model. The same code at the
 * same position (reported by several tests or schedules) is one marker: the first. */
export function toMarkers(diagnostics: readonly Diagnostic[], text: TextLines, source = 'warp'): MarkerData[] {
  const seen = new Set<string>();
  const once = diagnostics.filter((d) => {
    const key = `${d.severity}|${d.code}|${d.line}|${d.column}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return once.map((d) => {
    const line = Math.min(Math.max(1, d.line || 1), Math.max(1, text.lineCount));
    const content = text.lineContent(line);
    const column = Math.min(Math.max(1, d.column || 1), content.length + 1);
    const endLine = d.endLine !== undefined ? Math.min(Math.max(line, d.endLine), text.lineCount) : line;
    const endColumn = d.endColumn !== undefined && (endLine > line || d.endColumn > column)
      ? d.endColumn
      : wordEnd(content, column);
    return {
      severity: MARKER_SEVERITY[d.severity],
      message: d.hint ? `${d.message}\nHint: ${d.hint}` : d.message,
      code: d.code,
      source,
      startLineNumber: line,
      startColumn: column,
      endLineNumber: endLine,
      endColumn,
    };
  });
}
