/**
 * A playground run: a one-line summary, diagnostics, each array argument's final
 * contents (8 elements a row, `undefined` spelled out), the `printf` console and the
 * operation counts.
 */
import type { Diagnostic } from '../../lang/diagnostics';
import type { ArrayContents, RunResult } from '../../sim/types';
import { h } from '../dom';
import { consoleView } from './console-view';
import { countsTable } from './counts-table';
import { diagnosticsList, type GotoLine } from './diagnostics-list';
import { formatValue, plural } from './format';
import { LIMITS } from './limits';

/** One sentence for the live region. */
export function runSummary(compileDiagnostics: readonly Diagnostic[], result: RunResult | null): string {
  const firstError = [...compileDiagnostics, ...(result?.diagnostics ?? [])].find((d) => d.severity === 'error');
  if (!result) return `✗ Does not compile: line ${firstError?.line ?? '?'}: ${firstError?.message ?? 'see below'}`;
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  if (errors > 0) return `✗ Ran with ${plural(errors, 'error')}. First: line ${firstError!.line}: ${firstError!.message}`;
  const notes = result.diagnostics.length;
  return `✓ Ran without errors${notes ? ` (${plural(notes, 'note')})` : ''}.`;
}

function arrayTable(name: string, data: ArrayContents): HTMLElement {
  const shown = data.slice(0, LIMITS.elements);
  const rows: HTMLElement[] = [];
  for (let start = 0; start < shown.length; start += 8) {
    const cells = shown.slice(start, start + 8);
    rows.push(h('tr', null,
      h('th', { scope: 'row' }, `[${start}]`),
      cells.map((v) => h('td', { class: v === null ? 'wx-undefined' : null }, formatValue(v)))));
  }
  const undefinedCount = data.filter((v) => v === null).length;
  return h('figure', { class: 'wx-elements wx-array' },
    h('figcaption', null, h('code', null, name), ` (${plural(data.length, 'element')}${undefinedCount ? `, ${undefinedCount} undefined` : ''})`),
    h('div', { class: 'wx-scroll wx-tall', tabindex: '0', role: 'region', 'aria-label': `Values of ${name}` }, h('table', null, h('tbody', null, rows))),
    data.length > shown.length && h('p', { class: 'wx-note' }, `${data.length - shown.length} more elements not shown.`));
}

/** The full run view; `result` null means the program did not compile. */
export function runView(compileDiagnostics: readonly Diagnostic[], result: RunResult | null, goto: GotoLine): HTMLElement {
  const diagnostics = [...compileDiagnostics, ...(result?.diagnostics ?? [])];
  return h('div', { class: 'wx-report' },
    diagnostics.length > 0 && h('section', { 'aria-label': 'Diagnostics' }, h('h5', null, 'Diagnostics'), diagnosticsList(diagnostics, goto)),
    result && Object.keys(result.args).length > 0 && h('section', { 'aria-label': 'Arrays after the run' },
      h('h5', null, 'Arrays after the run'),
      Object.entries(result.args).map(([name, data]) => arrayTable(name, data))),
    result && consoleView(result.printf),
    result && countsTable(result.counts));
}
