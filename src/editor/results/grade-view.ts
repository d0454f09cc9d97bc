/**
 * A grade report, read at a glance: a one-line summary (for `aria-live`), then compile
 * diagnostics, rules, the warnings of the runs (once each), each test (failing ones
 * first and open) with its diagnostics, per-warp lane tables, element tables and
 * `printf` output, and the operation counts next to the reference's.
 *
 * A test's reason is said in full once: a run-time error (or a warning that fails the
 * exercise) in its diagnostic, with the line button, threads and hint; wrong values in the
 * test's heading. The summary line, and a heading whose diagnostic says it, give the
 * short form (`TestReport.brief`: `line 12: undefined value; 124 of 128 checked elements
 * wrong`).
 */
import type { Diagnostic } from '../../lang/diagnostics';
import type { GradeReport, TestReport, WarpRow } from '../../grader/report';
import { h, rich } from '../dom';
import { consoleView } from './console-view';
import { countsTable, type CountsScope } from './counts-table';
import { diagnosticsList, type GotoLine } from './diagnostics-list';
import { elementTable } from './element-table';
import { plural } from './format';
import { laneTable } from './lane-table';
import { LIMITS } from './limits';

/** One sentence for the live region: pass, or how many tests fail and the first reason. */
export function gradeSummary(report: GradeReport): string {
  if (report.contentError) return `This exercise has a problem of its own: ${report.contentError}`;
  const compileErrors = report.compile.filter((d) => d.severity === 'error');
  if (compileErrors.length > 0) {
    const first = compileErrors[0]!;
    return `✗ Does not compile: line ${first.line}: ${first.message}`;
  }
  const failed = report.tests.filter((t) => !t.passed);
  const rulesFailed = report.rules.filter((r) => !r.passed);
  if (report.passed) return `✓ All ${plural(report.tests.length, 'test')} pass. Well done!`;
  if (failed.length > 0) {
    return `✗ ${failed.length} of ${plural(report.tests.length, 'test')} fail. First: ${failed[0]!.name} — ${failed[0]!.brief ?? failed[0]!.message}`;
  }
  return `✗ The tests pass, but ${rulesFailed.length === 1 ? 'a rule is' : 'rules are'} broken: ${rulesFailed.map((r) => r.message).join(' ')}`;
}

const bad = (w: WarpRow): number => w.lanes.filter((l) => l.status === 'mismatch' || l.status === 'undefined').length;

/** The body of a test's `<details>`: built when first opened, so a report of many
 * passing tests costs little to show. */
function testBody(test: TestReport, goto: GotoLine, extra?: TestExtra, fills: Fills = {}, listed: readonly Diagnostic[] = []): (HTMLElement | null | false)[] {
  const warps = [...test.warps].sort((a, b) => Number(bad(b) > 0) - Number(bad(a) > 0));
  const shown = warps.slice(0, LIMITS.warpsPerTest);
  const schedule = test.schedule === 'default' ? null
    : `Shown: the run under the adversarial schedule with seed ${test.schedule.split(':')[1]} (another order that Independent Thread Scheduling allows).`;
  return [
    schedule !== null && !test.passed && h('p', { class: 'wx-note' }, schedule),
    // Warnings, and the notes the exercise fails on, are listed once for the whole report
    // (its Warnings section), not per test.
    diagnosticsList(test.diagnostics.filter((d) => d.severity !== 'warning' && !listed.some((w) => w.code === d.code && w.line === d.line)), goto),
    extra?.(test) ?? null,
    ...shown.map((w) => laneTable(
      [h('code', null, w.param), `, block (${w.block.join(',')}), warp ${w.warp}`],
      w.lanes.map((l) => ({ lane: l.lane, expected: l.expected, actual: l.actual, status: l.status, reason: l.reason })),
      fills[w.param] === undefined ? undefined : { param: w.param, fill: fills[w.param]! },
      w.display ?? 'decimal')),
    warps.length > shown.length && h('p', { class: 'wx-note' },
      `${warps.length - shown.length} more warp tables not shown (${warps.slice(shown.length).filter((w) => bad(w) > 0).length} of them with wrong lanes).`),
    ...test.tables.map((t) => elementTable(t, fills[t.param])),
    consoleView(test.printf),
  ];
}

/** Something to show in a test's body after its diagnostics (e.g. a step-through), or null. */
export type TestExtra = (test: TestReport) => HTMLElement | null;

/** Output name → its initial element value (`initialFills` in `fills.ts`). */
export type Fills = Readonly<Record<string, number>>;

/** What a test's heading says after its name: the short form when its diagnostics (or the
 * report's warnings) say the full sentence, else the full sentence. DOM-free. */
export function testHeading(test: Pick<TestReport, 'passed' | 'message' | 'brief' | 'fullIn'>): string {
  if (test.passed) return 'passed';
  return test.fullIn && test.brief ? test.brief : test.message;
}

/** The launch the report's counts are totals of (its first test), or undefined. DOM-free. */
export function countsScope(report: Pick<GradeReport, 'tests' | 'warps' | 'rules'>): CountsScope | undefined {
  const first = report.tests[0];
  if (!first) return undefined;
  const [x, y, z] = first.launch.grid;
  return {
    test: first.name, blocks: x * y * z, warps: report.warps,
    limits: report.rules.some((r) => r.id === 'maxShuffles' || r.id === 'maxAtomics'),
  };
}

/** Fills in the `warps` and `tables` a report left out of `test` (a passing test whose
 * tables the worker keeps until asked: `GradeResponse.deferred`): a promise that settles
 * once they are in `test` (rejected when they can no longer be had), or null when the
 * test is complete. */
export type MoreTables = (test: TestReport) => Promise<void> | null;

/** The report's warnings and notes, once each: headed "Warnings", or "Warnings and notes"
 * when a note is among them. */
function warningsSection(ds: readonly Diagnostic[], goto: GotoLine): HTMLElement {
  const title = ds.some((d) => d.severity === 'note') ? (ds.some((d) => d.severity === 'warning') ? 'Warnings and notes' : 'Notes') : 'Warnings';
  return h('section', { class: 'wx-warnings', 'aria-label': title }, h('h5', null, title), diagnosticsList([...ds], goto));
}

/** Said in a test's body when its tables could not be fetched. */
export const TABLES_GONE = 'The tables of this test are no longer available: run the code again to see them.';

function testView(test: TestReport, open: boolean, goto: GotoLine, extra?: TestExtra, fills?: Fills, more?: MoreTables, listed: readonly Diagnostic[] = []): HTMLElement {
  const details = h('details', { class: `wx-test ${test.passed ? 'wx-pass' : 'wx-fail'}`, open: open || null },
    h('summary', null,
      h('span', { class: 'wx-mark' }, test.passed ? '✓' : '✗'), ' ',
      h('strong', null, test.name), ' — ', test.passed ? 'passed' : rich(testHeading(test))));
  let built = false;
  const build = (): void => {
    if (built) return;
    built = true;
    const fill = (): void => { for (const part of testBody(test, goto, extra, fills, listed)) if (part) details.append(part); };
    const pending = more?.(test) ?? null;
    if (!pending) fill();
    else pending.then(fill, () => { details.append(h('p', { class: 'wx-note' }, TABLES_GONE)); fill(); });
  };
  if (open) build();
  else details.addEventListener('toggle', build);
  return details;
}

/** The full report view. `goto` moves the editor to a diagnostic's line; `extra` adds
 * to a test's body; `fills` labels output elements that still hold their initial value;
 * `more` fetches the tables of a test the report left out, when it is first opened. */
export function gradeView(report: GradeReport, goto: GotoLine, extra?: TestExtra, fills?: Fills, more?: MoreTables): HTMLElement {
  const tests = [...report.tests].sort((a, b) => Number(a.passed) - Number(b.passed));
  const shown = tests.slice(0, LIMITS.tests);
  const firstFail = shown.findIndex((t) => !t.passed);
  return h('div', { class: 'wx-report' },
    report.contentError && h('p', { class: 'wx-note' }, report.contentError),
    report.compile.length > 0 && h('section', { 'aria-label': 'Compile diagnostics' },
      h('h5', null, 'Compiler'), diagnosticsList(report.compile, goto)),
    report.rules.length > 0 && h('section', { class: 'wx-rules', 'aria-label': 'Rules' },
      h('h5', null, 'Rules'),
      h('ul', null, report.rules.map((r) => h('li', { class: r.passed ? 'wx-ok' : 'wx-mismatch' },
        h('span', { class: 'wx-mark', 'aria-hidden': 'true' }, r.passed ? '✓' : '✗'), ' ',
        h('span', { class: 'wx-sr' }, r.passed ? 'kept: ' : 'broken: '), rich(r.message))))),
    (report.warnings ?? []).length > 0 && warningsSection(report.warnings, goto),
    shown.length > 0 && h('section', { class: 'wx-tests', 'aria-label': 'Tests' },
      h('h5', null, `Tests (${tests.filter((t) => t.passed).length} of ${tests.length} pass)`),
      shown.map((t, i) => testView(t, i === firstFail, goto, extra, fills, more, report.warnings ?? [])),
      tests.length > shown.length && h('p', { class: 'wx-note' }, `${tests.length - shown.length} more tests not shown.`)),
    report.counts && countsTable(report.counts, report.referenceCounts, countsScope(report)),
  );
}
