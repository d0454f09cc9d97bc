/**
 * The editor's keyboard way out: Escape, then Tab (or Shift+Tab), moves focus to the next
 * (or previous) focusable element of the page, whatever state Monaco's own "Tab moves
 * focus" toggle (Ctrl+M, a switch shared by every editor on the page) is in. Any other key
 * after Escape disarms it, so Tab indents as usual otherwise. Escape still does what it
 * does in Monaco first (it closes the suggestion list, the find box, ...).
 * Browser only.
 */

/** Elements that take focus with Tab, as the browser orders them (positive tabindex aside). */
const FOCUSABLE = [
  'a[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])',
  'textarea:not([disabled])', 'summary', '[tabindex]:not([tabindex="-1"])', '[contenteditable="true"]',
].join(',');

function visible(el: HTMLElement): boolean {
  return !el.closest('[hidden], [inert]') && el.getClientRects().length > 0;
}

/** The focusable element just after (`forward`) or before `host`, outside it; null at the end. */
export function nextFocusable(host: HTMLElement, forward: boolean): HTMLElement | null {
  const all = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !host.contains(el) && visible(el));
  const after = (el: HTMLElement): boolean => (host.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  return forward ? all.find(after) ?? null : all.reverse().find((el) => !after(el)) ?? null;
}

/**
 * Arms the way out on `host` (the element that holds one Monaco editor): listens in the
 * capture phase, before Monaco sees the key. Returns a function that removes it.
 */
export function escapeThenTab(host: HTMLElement): () => void {
  let armed = false;
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') { armed = true; return; }
    if (event.key === 'Shift') return; // Shift alone, on the way to Shift+Tab
    if (event.key === 'Tab' && armed && !event.ctrlKey && !event.altKey && !event.metaKey) {
      armed = false;
      const target = nextFocusable(host, !event.shiftKey);
      if (!target) return; // nothing beyond: let the browser leave the page's content
      event.preventDefault();
      event.stopPropagation();
      target.focus();
      return;
    }
    armed = false;
  };
  const disarm = (): void => { armed = false; };
  host.addEventListener('keydown', onKey, true);
  host.addEventListener('focusout', disarm);
  return () => {
    host.removeEventListener('keydown', onKey, true);
    host.removeEventListener('focusout', disarm);
  };
}
