/**
 * `<warp-playground>`: loads the playground editor (`playground-app.ts`) when the
 * widget comes near the viewport or is focused or clicked. Like `<warp-exercise>`,
 * a small first script; a Run pressed before the editor is ready runs once it is.
 */
function load(element: HTMLElement & { loading?: Promise<void> }): Promise<void> {
  if (!element.loading) {
    performance.mark('warp:editor-load-start');
    element.loading = import('./playground-app').then((m) => m.mountPlayground(element));
  }
  return element.loading;
}

class WarpPlayground extends HTMLElement {
  connectedCallback(): void {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) { observer.disconnect(); void load(this); }
    }, { rootMargin: '400px 0px' });
    observer.observe(this);
    this.addEventListener('focusin', () => void load(this), { once: true });
    this.addEventListener('click', (event) => {
      if (!this.dataset.ready && (event.target as HTMLElement).closest('[data-action="run"]')) {
        this.dataset.pendingRun = '1';
        void load(this);
      }
    });
  }
}

if (!customElements.get('warp-playground')) customElements.define('warp-playground', WarpPlayground);

export {};
