/**
 * `<warp-exercise>`: the small script a lesson page ships for its exercises. It only
 * decides *when* to load the editor: when the exercise comes near the viewport, or
 * when the learner focuses or clicks it (Run included), whichever comes first. The
 * editor itself (`exercise-app.ts`, Monaco and the simulator worker) is a separate
 * chunk fetched then. Without JavaScript the server-rendered exercise stays readable.
 */

/** Loads the editor for `element` once; later calls return the same promise. */
function load(element: HTMLElement & { loading?: Promise<void> }): Promise<void> {
  if (!element.loading) {
    performance.mark('warp:editor-load-start');
    element.loading = import('./exercise-app').then((m) => m.mountExercise(element));
  }
  return element.loading;
}

class WarpExercise extends HTMLElement {
  private observer: IntersectionObserver | null = null;

  connectedCallback(): void {
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
  }

  disconnectedCallback(): void {
    this.observer?.disconnect();
  }
}

if (!customElements.get('warp-exercise')) customElements.define('warp-exercise', WarpExercise);

export {};
