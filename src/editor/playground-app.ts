/**
 * The playground, mounted by `<warp-playground>`: a Monaco editor for any Warp TS
 * kernel, launch sizes and `NAME=SPEC` arguments, Run (button or Ctrl/Cmd+Enter) in
 * the simulator worker, and a Share link. The state autosaves on this device; a shared
 * link (`#code=...`) replaces it on load but never runs until the learner presses Run.
 */
import { createEditor, type WarpEditor } from './create-editor';
import { shortcuts } from './keys';
import { simClient } from './sim';
import { h, rich } from './dom';
import { runSummary, runView } from './results/run-view';
import { decodeShare, encodeShare, type PlaygroundState } from './share';
import { parseArgs, parseDim3 } from '../sim/arg-spec';
import { WorkerCancelledError, WorkerTimeoutError } from '../worker/client';
import { PLAYGROUND_BUDGET, PLAYGROUND_TIMEOUT_MS } from '../worker/limits';
import { stepThrough, type StepThrough } from './stepper';

/** `localStorage` key of the playground's autosaved state. */
const STORAGE_KEY = 'warp-school:playground:v1';

function readSaved(): PlaygroundState | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? decodeShare(raw) : null;
  } catch {
    return null;
  }
}

/** Turns `root` (a server-rendered `<warp-playground>`) into the live playground. */
export function mountPlayground(root: HTMLElement): void {
  const host = root.querySelector<HTMLElement>('[data-role="editor"]')!;
  const form = root.querySelector<HTMLFormElement>('[data-role="config"]')!;
  const gridInput = form.elements.namedItem('grid') as HTMLInputElement;
  const blockInput = form.elements.namedItem('block') as HTMLInputElement;
  const argsInput = form.elements.namedItem('args') as HTMLTextAreaElement;
  const configError = root.querySelector<HTMLElement>('[data-role="config-error"]')!;
  const summary = root.querySelector<HTMLElement>('[data-role="summary"]')!;
  const results = root.querySelector<HTMLElement>('[data-role="results"]')!;
  const runButton = root.querySelector<HTMLButtonElement>('[data-action="run"]')!;
  const shareButton = root.querySelector<HTMLButtonElement>('[data-action="share"]')!;
  const resetButton = root.querySelector<HTMLButtonElement>('[data-action="reset"]')!;
  // Stop, shown while a run is in the worker: ends it at once (the worker is replaced).
  const stopButton = h('button', { type: 'button', 'data-action': 'stop', hidden: true }, 'Stop');
  runButton.after(stopButton);
  let stop: AbortController | null = null;
  stopButton.addEventListener('click', () => stop?.abort());
  // The sample is what the page rendered before any saved or shared state.
  const sample: PlaygroundState = {
    v: 1,
    code: host.querySelector('pre')?.textContent ?? '',
    grid: gridInput.defaultValue,
    block: blockInput.defaultValue,
    args: argsInput.defaultValue,
  };
  const client = simClient();
  client.warm();

  const shared = decodeShare(location.hash);
  const initial = shared ?? readSaved() ?? sample;
  const announce = (text: string): void => { summary.replaceChildren(...rich(text)); };
  const hadFocus = host.contains(document.activeElement);
  host.removeAttribute('tabindex');
  host.removeAttribute('role');
  host.classList.add('wx-live');
  const editor = createEditor(host, {
    value: initial.code,
    path: '/playground/kernel.ts',
    ariaLabel: `Playground kernel editor. ${shortcuts().run} runs. ${shortcuts().focusOut}, then Tab, leaves the editor.`,
    onRun: () => void run(),
    minHeight: 240,
    idleFor: () => client.idleFor(),
  });
  if (hadFocus) editor.editor.focus();
  gridInput.value = initial.grid;
  blockInput.value = initial.block;
  argsInput.value = initial.args;
  if (shared) announce('Loaded a shared kernel. Read it, then press Run to run it.');

  const state = (): PlaygroundState => ({
    v: 1, code: editor.getValue(), grid: gridInput.value, block: blockInput.value, args: argsInput.value,
  });
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = (): void => {
    clearTimeout(saveTimer);
    try { localStorage.setItem(STORAGE_KEY, encodeShare(state())); } catch { /* storage full or blocked */ }
  };
  const save = (): void => {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(saveNow, 500);
  };
  // The last keystrokes (inside the delay) are kept when the tab is hidden, closed or left.
  window.addEventListener('pagehide', saveNow);
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') saveNow(); });
  editor.onChange(() => { save(); editor.setDiagnostics('warp-run', []); });
  form.addEventListener('input', save);

  let running = false;
  let stepper: StepThrough | null = null;
  async function run(): Promise<void> {
    if (running) return;
    const grid = parseDim3(gridInput.value, 'grid');
    const block = parseDim3(blockInput.value, 'block');
    const args = parseArgs(argsInput.value);
    const bad = [grid, block, args].find((p) => !p.ok);
    if (bad && !bad.ok) {
      configError.replaceChildren(...rich(bad.message));
      announce('✗ Fix the launch settings first.');
      return;
    }
    configError.textContent = '';
    running = true;
    runButton.disabled = true;
    runButton.textContent = 'Running…';
    stop = new AbortController();
    stopButton.hidden = false;
    performance.mark('warp:run-start');
    try {
      if (!grid.ok || !block.ok || !args.ok) throw new Error('unreachable: checked above');
      const r = await client.request({
        type: 'run', source: editor.getValue(), launch: { grid: grid.value, block: block.value }, args: args.value, trace: true,
        options: { budget: PLAYGROUND_BUDGET },
      }, PLAYGROUND_TIMEOUT_MS, stop.signal);
      stepper?.dispose();
      stepper = r.trace ? stepThrough(r.trace, editor.editor) : null;
      results.replaceChildren(runView(r.compileDiagnostics, r.result, editor.goto));
      const diagnosticsSection = results.querySelector(':scope > .wx-report > section[aria-label="Diagnostics"]');
      if (stepper && diagnosticsSection) diagnosticsSection.after(stepper.element);
      else if (stepper) results.firstElementChild?.prepend(stepper.element);
      announce(runSummary(r.compileDiagnostics, r.result));
      editor.setDiagnostics('warp-run', [...r.compileDiagnostics, ...(r.result?.diagnostics ?? [])]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.replaceChildren(h('p', { class: 'wx-note' }, message));
      announce(error instanceof WorkerTimeoutError || error instanceof WorkerCancelledError ? `✗ ${message}` : `✗ The run failed: ${message}`);
    } finally {
      stop = null;
      const stopHadFocus = document.activeElement === stopButton;
      stopButton.hidden = true;
      performance.mark('warp:results-shown');
      performance.measure('warp:run', 'warp:run-start', 'warp:results-shown');
      running = false;
      runButton.disabled = false;
      runButton.textContent = 'Run';
      if (stopHadFocus) runButton.focus();
    }
  }

  runButton.addEventListener('click', () => void run());
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !editor.editor.hasTextFocus()) {
      event.preventDefault();
      void run();
    }
  });
  shareButton.hidden = false;
  shareButton.addEventListener('click', async () => {
    const url = `${location.origin}${location.pathname}${encodeShare(state())}`;
    history.replaceState(null, '', url);
    try {
      await navigator.clipboard.writeText(url);
      announce('Share link copied. Whoever opens it sees this kernel and presses Run themselves.');
    } catch {
      announce('The share link is now in the address bar; copy it from there.');
    }
  });
  resetButton.hidden = false;
  resetButton.addEventListener('click', () => {
    editor.replaceValue(sample.code);
    gridInput.value = sample.grid;
    blockInput.value = sample.block;
    argsInput.value = sample.args;
    save();
    announce('Back to the sample kernel. Ctrl+Z in the editor brings your code back.');
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
