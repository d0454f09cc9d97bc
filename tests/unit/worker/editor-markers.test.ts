import { describe, expect, it } from 'vitest';
import { toMarkers } from '../../../src/editor/markers';
import { diag } from '../../../src/lang/diagnostics';

const text = (source: string) => {
  const lines = source.split('\n');
  return { lineCount: lines.length, lineContent: (n: number) => lines[n - 1] ?? '' };
};

describe('diagnostics become editor markers', () => {
  it('puts a diagnostic at its 1-based line:column and widens it to the identifier there', () => {
    const source = 'export function kernel(): void {\n  const v = __shfl(x, 1);\n}';
    const d = diag('compile', 'E-LEGACY-INTRINSIC', 'error', '`__shfl` was removed', { line: 2, column: 13 }, 'use `__shfl_sync`');
    expect(toMarkers([d], text(source))).toEqual([{
      severity: 8, code: 'E-LEGACY-INTRINSIC', source: 'warp',
      message: '`__shfl` was removed\nHint: use `__shfl_sync`',
      startLineNumber: 2, startColumn: 13, endLineNumber: 2, endColumn: 19,
    }]);
  });

  it('keeps an explicit end and maps warnings and notes to Monaco severities 4 and 2', () => {
    const w = diag('portability', 'W-CROSS-SITE', 'warning', 'w', { line: 1, column: 1, endLine: 1, endColumn: 4 });
    const n = diag('undefined-value', 'N-UNWRITTEN-READ', 'note', 'n', { line: 1, column: 2 });
    const [mw, mn] = toMarkers([w, n], text('abcdef'));
    expect([mw!.severity, mw!.endColumn]).toEqual([4, 4]);
    expect(mn!.severity).toBe(2);
  });

  it('makes one marker of one code at one line, however many tests or schedules reported it', () => {
    const w = diag('portability', 'W-CROSS-SITE', 'warning', 'joined lines 4, 6', { line: 4, column: 5 });
    const other = diag('portability', 'W-CROSS-SITE', 'warning', 'joined lines 8, 9', { line: 8, column: 5 });
    const ms = toMarkers([w, w, other, w], text('a\nb\nc\n    x\ne\nf\ng\n    y'));
    expect(ms.map((m) => [m.code, m.startLineNumber])).toEqual([['W-CROSS-SITE', 4], ['W-CROSS-SITE', 8]]);
  });

  it('keeps two diagnostics of one code at different columns of a line (two unknown names)', () => {
    const foo = diag('compile', 'E-UNKNOWN-NAME', 'error', '`foo`', { line: 2, column: 12 });
    const bar = diag('compile', 'E-UNKNOWN-NAME', 'error', '`bar`', { line: 2, column: 18 });
    const ms = toMarkers([foo, bar], text('x\n  out[0] = foo + bar;'));
    expect(ms.map((m) => [m.startLineNumber, m.startColumn])).toEqual([[2, 12], [2, 18]]);
  });

  it('clamps a stale position into the text and marks one character where no word starts', () => {
    const d = diag('race', 'E-RACE-WW', 'error', 'm', { line: 9, column: 40 });
    const [m] = toMarkers([d], text('a = b;\n  }'));
    expect([m!.startLineNumber, m!.startColumn, m!.endColumn]).toEqual([2, 4, 5]);
  });
});
