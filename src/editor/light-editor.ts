/**
 * The exercise's code, editable from the first paint: the server-rendered Shiki block
 * (`<pre class="astro-code">` inside `[data-role="editor"]`) becomes a plain-text
 * `contenteditable` region while Monaco (about 1 MB gzipped) loads. What the learner types
 * there is handed to Monaco when it mounts (`exercise-app.ts`), with the caret and the
 * focus, and saved as the draft from then on.
 *
 * It ships with the page's small up-front script, so it uses nothing but the DOM. The
 * learner's saved draft, when there is one, replaces the starter code (as plain text: the
 * highlighting is the starter's).
 *
 * Performance mark: `warp:editable` when the first exercise of the page accepts typing
 * (read by `bench/browser.bench.ts`).
 */

/** What the exercise app takes over from the light editor. */
export interface LightEditor {
  /** The text shown now (what the learner typed, their draft, or the starter). */
  value(): string;
  /** Whether the learner changed the text in the light editor. */
  edited(): boolean;
  /** Caret offset in {@link value} when the light editor has the focus, else null. */
  caret(): number | null;
}

/** The text of a `<pre>` as shown: `innerText` keeps the line breaks of `<br>` and blocks. */
function textOf(pre: HTMLElement): string {
  return pre.innerText.replace(/\r\n?/g, '\n').replace(/\u00a0/g, ' ');
}

/**
 * Makes the code block inside `host` editable, showing `draft` instead of the starter when
 * it is a string. Returns null when the host holds no code block (nothing to do).
 */
export function lightEditor(host: HTMLElement, draft: string | null, label: string): LightEditor | null {
  const pre = host.querySelector<HTMLElement>('pre');
  if (!pre) return null;
  if (draft !== null) {
    const code = pre.querySelector('code') ?? pre;
    code.textContent = draft;
  }
  try {
    pre.contentEditable = 'plaintext-only';
  } catch {
    pre.contentEditable = 'true';
  }
  if (pre.contentEditable !== 'plaintext-only') pre.contentEditable = 'true';
  pre.spellcheck = false;
  pre.setAttribute('autocapitalize', 'off');
  pre.setAttribute('autocorrect', 'off');
  pre.setAttribute('translate', 'no');
  pre.setAttribute('role', 'textbox');
  pre.setAttribute('aria-multiline', 'true');
  pre.setAttribute('aria-label', label);
  pre.tabIndex = 0;
  pre.classList.add('wx-light');
  // The code block is the tab stop now; the region around it keeps its name.
  host.removeAttribute('tabindex');
  const initial = textOf(pre);
  let changed = false;
  pre.addEventListener('input', () => { changed = true; }, { passive: true });
  host.dataset.editable = 'true';
  if (performance.getEntriesByName('warp:editable').length === 0) performance.mark('warp:editable');
  return {
    value: () => (changed ? textOf(pre) : initial),
    edited: () => changed && textOf(pre) !== initial,
    caret(): number | null {
      const sel = document.getSelection();
      if (!sel || sel.rangeCount === 0 || !pre.contains(sel.focusNode)) return null;
      const range = document.createRange();
      range.selectNodeContents(pre);
      range.setEnd(sel.focusNode!, sel.focusOffset);
      return range.toString().length;
    },
  };
}
