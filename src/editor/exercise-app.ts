/**
 * The interactive exercise, mounted by `<warp-exercise>` once it is needed: swaps the
 * highlighted starter code for a Monaco editor (the learner's saved draft if there is
 * one), checks the code as the learner types, and on Run (button or Ctrl/Cmd+Enter)
 * grades it in the simulator worker and shows the report. Drafts autosave (debounced)
 * to the progress store; a passing run marks the exercise completed.
 *
 * Performance marks (read by `bench/browser.bench.ts`): `warp:editor-load-start`,
 * `warp:editor-ready`, and per run `warp:run-start` / `warp:response` /
 * `warp:results-shown`, with the measures `warp:run` (all of it) and `warp:run-worker`
 * (request, grading in the worker, response).
 */
import type { ExerciseSpec } from '../schema/exercise';
import { progress } from '../progress/store';
import { createEditor, type WarpEditor } from './create-editor';
import { setupHelp } from './exercise-help';
import { prepareExercise, simPool } from './sim';
import { gradeSummary, gradeView } from './results/grade-view';
import { WorkerTimeoutError } from '../worker/client';
import { h, rich } from './dom';
import type { TestReport } from '../grader/report';
import type { ExpectedRuns } from '../grader/expected';
import { stepThrough, type StepThrough } from './stepper';
import { shortcuts } from './keys';
import { initialFills } from './results/fills';
import { setupCopyCuda } from './copy-cuda';
import { setupNotices } from './exercise-notices';
import { PROGRESS_EVENT } from '../progress/keys';
import type { LightEditor } from './light-editor';

// This chunk is fetched when the page is idle, ahead of any exercise's editor: the workers
// start now, so that they have loaded and warmed their engines (worker/warmup.ts) by the
// time the learner first runs their code.
simPool().warm();

/** What `Exercise.astro` embeds as JSON in `<script data-role="data">`: the reference
 * solution, or, for an exercise an assignment withholds (the assignment build,
 * src/site/assignment-mode.ts), its expected outputs on the public tests. */
type ExercisePayload = {
  id: string;
  spec: ExerciseSpec;
  starter: string;
} & ({ solution: string } | { expected: ExpectedRuns });

/** Debounce delays, in milliseconds. */
const SAVE_DELAY_MS = 500;
const CHECK_DELAY_MS = 400;

function debounce(fn: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
}

/** Turns `root` (a server-rendered `<warp-exercise>`) into the live exercise; `light` is
 * the light editor that showed the code until now (its text, caret and focus carry over). */
export function mountExercise(root: HTMLElement, light: LightEditor | null = null): void {
  const payload = JSON.parse(root.querySelector('script[data-role="data"]')!.textContent!) as ExercisePayload;
  const { id, spec, starter } = payload;
  const reference = 'solution' in payload ? payload.solution : payload.expected;
  const host = root.querySelector<HTMLElement>('[data-role="editor"]')!;
  const summary = root.querySelector<HTMLElement>('[data-role="summary"]')!;
  const results = root.querySelector<HTMLElement>('[data-role="results"]')!;
  const runButton = root.querySelector<HTMLButtonElement>('[data-action="run"]')!;
  const pool = simPool();
  const client = pool.first;
  // While the learner reads, the workers grade the reference once (worker/warmup.ts);
  // `<warp-exercise>` usually asked already, while Monaco loaded.
  if (typeof reference === 'string') prepareExercise(id, spec, reference);
  else pool.warm();

  const hadFocus = host.contains(document.activeElement) || document.activeElement === host;
  const typed = light?.edited() ? light.value() : null;
  const caret = light?.caret() ?? null;
  host.removeAttribute('tabindex');
  host.removeAttribute('role');
  host.classList.add('wx-live');
  delete host.dataset.editable;
  const keys = shortcuts();
  const fills = initialFills(spec);
  const editor: WarpEditor = createEditor(host, {
    value: typed ?? progress().get(id).draft ?? starter,
    path: `/exercises/${id}.ts`,
    ariaLabel: `Code editor for “${spec.title}”. ${keys.run} runs. ${keys.focusOut}, then Tab, leaves the editor.`,
    onRun: () => void run(),
    idleFor: () => pool.idleFor(),
  });
  if (typed !== null) progress().saveDraft(id, typed === starter ? null : typed);
  if (hadFocus) {
    const model = editor.editor.getModel();
    if (caret !== null && model) editor.editor.setPosition(model.getPositionAt(caret));
    editor.editor.focus();
  }

  const announce = (text: string): void => { summary.replaceChildren(...rich(text)); };
  const help = setupHelp({
    root, id, starter,
    getValue: editor.getValue,
    replaceValue: editor.replaceValue,
    announce,
  });

  setupCopyCuda({ root, spec, client, getValue: editor.getValue, announce });

  const notices = setupNotices({ root, editorHost: host, id, getValue: editor.getValue, replaceValue: editor.replaceValue, announce });
  /** Stores the code now (the debounced save, and when the page is hidden or left). */
  const saveNow = (): void => {
    const value = editor.getValue();
    progress().saveDraft(id, value === starter ? null : value);
    notices.afterSave(value);
  };
  const save = debounce(saveNow, SAVE_DELAY_MS);
  let checkSeq = 0;
  const check = debounce(() => {
    const seq = ++checkSeq;
    client.request({ type: 'check', source: editor.getValue() })
      .then((r) => { if (seq === checkSeq) editor.setDiagnostics('warp-check', r.diagnostics); })
      .catch(() => { /* a restarted worker: the next edit checks again */ });
  }, CHECK_DELAY_MS);
  editor.onChange(() => { save(); check(); editor.setDiagnostics('warp-run', []); });
  // The last keystrokes (inside the debounce) are kept when the tab is hidden, closed or left.
  window.addEventListener('pagehide', saveNow);
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') saveNow(); });
  check();

  let running = false;
  let stepper: StepThrough | null = null;
  /** Runs started on this exercise (a deferred step-through belongs to the run that asked for it). */
  let runs = 0;
  async function run(): Promise<void> {
    if (running) return;
    running = true;
    runs++;
    runButton.disabled = true;
    runButton.textContent = 'Running…';
    root.setAttribute('aria-busy', 'true');
    performance.mark('warp:run-start');
    try {
      const submission = editor.getValue();
      // A passing test's step-through is made when the test is first opened (`more` below).
      const response = await pool.grade({ spec, reference, submission, trace: 'failing' });
      performance.mark('warp:response');
      performance.measure('warp:run-worker', 'warp:run-start', 'warp:response');
      const report = response.report;
      stepper?.dispose();
      stepper = null;
      const trace = response.trace ?? null;
      const traceLater = response.trace === undefined && report.replay !== undefined;
      // Another block of the same run: the worker replays that one test (report.replay), no re-grading.
      const replay = report.replay;
      const otherBlock = replay
        ? async (block: number) => (await client.request({ type: 'trace', spec, submission, replay, block })).trace
        : undefined;
      stepper = trace ? stepThrough(trace, editor.editor, otherBlock) : null;
      const traced = traceLater ? report.tests[replay!.test]
        : report.tests.find((t) => !t.passed && t.counts) ?? report.tests.find((t) => t.counts);
      // Passing tests' tables, and a passing test's step-through, stay in the workers until their test is opened.
      const held = new Set(response.deferred);
      const more = held.size > 0 || traceLater
        ? (t: TestReport): Promise<void> | null => {
          const test = report.tests.indexOf(t);
          const pending: Promise<void>[] = [];
          if (held.delete(test)) {
            pending.push(response.tables(test).then((tables) => {
              if (!tables) throw new Error('tables no longer kept');
              t.warps = tables.warps;
              t.tables = tables.tables;
            }));
          }
          if (t === traced && traceLater && stepper === null && otherBlock) {
            const mine = runs;
            pending.push(otherBlock(0).then((later) => {
              // A later Run's results replace these: its stepper is its own.
              if (later && mine === runs) stepper = stepThrough(later, editor.editor, otherBlock);
            }, () => {}));
          }
          return pending.length > 0 ? Promise.all(pending).then(() => {}) : null;
        }
        : undefined;
      results.replaceChildren(gradeView(report, editor.goto, (t) => (t === traced ? stepper?.element ?? null : null), fills, more));
      announce(gradeSummary(report));
      editor.setDiagnostics('warp-run', [...report.compile, ...report.tests.flatMap((t: TestReport) => t.diagnostics)]);
      // The state first: the header badge, repainted by the run's progress event, reads it.
      root.dataset.state = report.passed ? 'passed' : 'failed';
      if (!report.contentError) progress().recordRun(id, report.passed);
      else window.dispatchEvent(new CustomEvent(PROGRESS_EVENT, { detail: { id } }));
      help.afterRun();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.replaceChildren(h('p', { class: 'wx-note wx-fail' }, message));
      announce(error instanceof WorkerTimeoutError ? `✗ ${message}` : `✗ The run failed: ${message}`);
      root.dataset.state = 'failed';
      window.dispatchEvent(new CustomEvent(PROGRESS_EVENT, { detail: { id } }));
    } finally {
      performance.mark('warp:results-shown');
      performance.measure('warp:run', 'warp:run-start', 'warp:results-shown');
      running = false;
      runButton.disabled = false;
      runButton.textContent = 'Run';
      root.removeAttribute('aria-busy');
    }
  }

  runButton.addEventListener('click', () => void run());
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !editor.editor.hasTextFocus()) {
      event.preventDefault();
      void run();
    }
  });
  // The live editor, for automation and browser tests (`element.warpEditor.getValue()`).
  (root as HTMLElement & { warpEditor?: WarpEditor }).warpEditor = editor;
  root.dataset.ready = 'true';
  performance.mark('warp:editor-ready');
  if (root.dataset.pendingRun) {
    delete root.dataset.pendingRun;
    void run();
  }
}
