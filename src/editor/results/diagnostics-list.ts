/**
 * Diagnostics as a list a learner can act on: severity and kind in words, the message,
 * the hint, the threads concerned, and a `line:col` button that moves the editor's
 * cursor there.
 */
import type { Diagnostic, ThreadRef } from '../../lang/diagnostics';
import { h, rich } from '../dom';
import { LIMITS } from './limits';

/** Moves the editor cursor to a 1-based `line:column` and focuses the editor. */
export type GotoLine = (line: number, column: number) => void;

function threadText(t: ThreadRef): string {
  return `block (${t.block.join(',')}) thread (${t.thread.join(',')}) lane ${t.lane}`;
}

function lineButton(line: number, column: number, goto: GotoLine | null): HTMLElement {
  const label = `line ${line}:${column}`;
  if (!goto) return h('span', { class: 'wx-loc' }, label);
  return h('button', {
    type: 'button', class: 'wx-loc', 'aria-label': `Go to ${label}`,
    onclick: () => goto(line, column),
  }, label);
}

/** A `<ul>` of `diagnostics` (at most {@link LIMITS.diagnostics}, then a note);
 * `goto` null renders plain locations. Returns null for an empty list. */
export function diagnosticsList(diagnostics: readonly Diagnostic[], goto: GotoLine | null): HTMLElement | null {
  if (diagnostics.length === 0) return null;
  const shown = diagnostics.slice(0, LIMITS.diagnostics);
  return h('ul', { class: 'wx-diags' },
    shown.map((d) => {
      const threads = d.threads ?? [];
      return h('li', { class: `wx-diag wx-${d.severity}` },
        h('span', { class: 'wx-sev' }, d.severity === 'error' ? '✗ error' : d.severity === 'warning' ? '⚠ warning' : 'ℹ note'),
        ' ', lineButton(d.line, d.column, goto), ' ',
        h('span', { class: 'wx-kind' }, `[${d.kind}]`), ' ',
        h('span', { class: 'wx-msg' }, rich(d.message)),
        d.hint && h('div', { class: 'wx-hinttext' }, 'How to fix: ', rich(d.hint)),
        threads.length > 0 && h('div', { class: 'wx-threads' },
          `Threads: ${threads.slice(0, 4).map(threadText).join('; ')}${threads.length > 4 ? ` and ${threads.length - 4} more` : ''}`),
        (d.related ?? []).map((r) => h('div', { class: 'wx-related' }, lineButton(r.line, r.column, goto), ' ', rich(r.message))),
      );
    }),
    diagnostics.length > shown.length && h('li', { class: 'wx-note' },
      `${diagnostics.length - shown.length} more diagnostics not shown; fix the first ones and run again.`),
  );
}
