/**
 * `<warp-exercise>`: the small script a lesson page ships for its exercises. It makes the
 * server-rendered code editable at once (`light-editor.ts`), starts fetching the editor's
 * chunk (`exercise-app.ts`: Monaco) and the simulator workers (`sim.ts`) when the page is idle, and
 * mounts the editor when the exercise comes near the viewport, or when the learner
 * focuses or clicks it (Run included), whichever comes first; what was typed before
 * carries over. Without JavaScript the server-rendered exercise stays readable.
 *
 * It also shows, from the first paint, whether the learner has passed the exercise
 * ("✓ Passed", or "✓ Passed before; this run failed" after a failing run on this page) or
 * has saved code or runs for it ("◐ In progress"), read from the progress store and kept
 * up to date as it changes (here or in another tab); and on Apple systems
 * it names the key Monaco binds Run to there (⌘+Enter).
 */
import { PROGRESS_EVENT } from '../progress/keys';
import { readDraft, readStatuses } from '../progress/lite';
import { lightEditor, type LightEditor } from './light-editor';
import { isApple } from './keys';

/** The editor's chunk (Monaco, the worker client, the results views), fetched once. */
let app: Promise<typeof import('./exercise-app')> | null = null;
function fetchApp(): Promise<typeof import('./exercise-app')> {
  if (!app) {
    performance.mark('warp:editor-load-start');
    app = import('./exercise-app');
  }
  return app;
}

type ExerciseHost = HTMLElement & { loading?: Promise<void>; light?: LightEditor | null };

/** The page's simulator workers (`sim.ts`, a small chunk of its own): fetched with the
 * editor's chunk but not behind it, so that the workers load, warm their engines and grade
 * the reference of the exercise in view while Monaco is still on its way. */
let sim: Promise<typeof import('./sim')> | null = null;
function fetchSim(): Promise<typeof import('./sim')> {
  sim ??= import('./sim');
  return sim;
}

/** Loads the editor for `element` once; later calls return the same promise. */
function load(element: ExerciseHost): Promise<void> {
  if (!element.loading) {
    fetchSim().then((m) => m.prepareExerciseElement(element), () => {});
    element.loading = fetchApp().then((m) => m.mountExercise(element, element.light ?? null));
  }
  return element.loading;
}

/** Starts fetching the editor's chunk once the page is idle (within 2 s of the first
 * exercise), so that it is there, or on its way, when an exercise needs it. */
let prefetchQueued = false;
function prefetchWhenIdle(): void {
  if (prefetchQueued) return;
  prefetchQueued = true;
  const go = (): void => {
    void fetchApp();
    fetchSim().then((m) => m.simPool().warm(), () => {});
  };
  if ('requestIdleCallback' in window) requestIdleCallback(go, { timeout: 2000 });
  else setTimeout(go, 200);
}

/** The header badge's text for each state, and its accessible wording. */
const STATUS = {
  done: { mark: '✓', text: 'Passed' },
  started: { mark: '◐', text: 'In progress' },
} as const;

/** Shows exercise `element`'s state from the progress store in its header badge. */
function paintStatus(element: HTMLElement): void {
  const badge = element.querySelector<HTMLElement>('[data-role="status"]');
  const id = element.dataset.id;
  if (!badge || !id) return;
  const status = readStatuses().get(id);
  const state = status?.completed ? 'done' : status?.started ? 'started' : null;
  if (state === null) {
    delete element.dataset.progress;
    badge.hidden = true;
    badge.replaceChildren();
    return;
  }
  element.dataset.progress = state;
  const mark = document.createElement('span');
  mark.setAttribute('aria-hidden', 'true');
  mark.textContent = STATUS[state].mark;
  // Passing is for good, but a badge that still says "Passed" under a failing run misleads:
  // the latest run on this page (`data-state`, set by exercise-app.ts) is named beside it.
  const text = state === 'done' && element.dataset.state === 'failed' ? 'Passed before; this run failed' : STATUS[state].text;
  badge.replaceChildren(mark, ` ${text}`);
  badge.hidden = false;
}

/** On Apple systems, spells the shortcut hint with the keys Monaco binds there. */
function appleKeys(element: HTMLElement): void {
  const mod = element.querySelector<HTMLElement>('[data-role="keys"] [data-key="mod"]');
  if (mod) {
    mod.textContent = '⌘';
    mod.title = 'Command';
  }
  element.querySelector('[data-action="run"]')?.setAttribute('aria-keyshortcuts', 'Meta+Enter');
}

class WarpExercise extends HTMLElement {
  private observer: IntersectionObserver | null = null;
  private repaint: ((event: Event) => void) | null = null;

  connectedCallback(): void {
    paintStatus(this);
    this.repaint = (event: Event) => {
      const id = (event as CustomEvent<{ id: string | null } | undefined>).detail?.id;
      if (id === undefined || id === null || id === this.dataset.id) paintStatus(this);
    };
    window.addEventListener(PROGRESS_EVENT, this.repaint);
    window.addEventListener('storage', this.repaint);
    if (isApple()) appleKeys(this);
    // The code accepts typing at once, in a light editor, until Monaco takes over.
    const host = this.querySelector<HTMLElement>('[data-role="editor"]');
    const id = this.dataset.id;
    const self = this as ExerciseHost;
    if (host && id && self.light === undefined && !this.dataset.ready) {
      self.light = lightEditor(host, readDraft(id), host.getAttribute('aria-label') ?? 'Code');
    }
    prefetchWhenIdle();
    const start = (): void => {
      this.observer?.disconnect();
      void load(this);
    };
    this.observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) start();
    }, { rootMargin: '400px 0px' });
    this.observer.observe(this);
    this.addEventListener('focusin', start, { once: true });
    this.addEventListener('pointerdown', start, { once: true });
    this.addEventListener('click', (event) => {
      const target = event.target as HTMLElement;
      // A Run pressed before the editor exists runs as soon as it is ready.
      if (!this.dataset.ready && target.closest('[data-action="run"]')) this.dataset.pendingRun = '1';
    });
    // Ctrl/Cmd+Enter in the light editor runs too, once Monaco is ready.
    this.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !this.dataset.ready) {
        event.preventDefault();
        this.dataset.pendingRun = '1';
        start();
      }
    });
  }

  disconnectedCallback(): void {
    this.observer?.disconnect();
    if (this.repaint) {
      window.removeEventListener(PROGRESS_EVENT, this.repaint);
      window.removeEventListener('storage', this.repaint);
    }
  }
}

if (!customElements.get('warp-exercise')) customElements.define('warp-exercise', WarpExercise);

export {};
