/**
 * "Copy as CUDA" on an exercise: the learner's current code, assembled as the grader
 * compiles it, translated to CUDA C++ in the simulator worker (a `cuda` request, so the
 * page does not bundle the translator) and put on the clipboard. Where the clipboard
 * cannot be written (no `navigator.clipboard`, a refused permission, a page that is not
 * a secure context) the text is shown in a selectable box instead. Code that does not
 * compile is not translated: the first error is named with its line and column.
 */
import type { ExerciseSpec } from '../schema/exercise';
import type { SimClient } from '../worker/client';
import type { Diagnostic } from '../lang/diagnostics';
import { lineCount } from '../grader/source';
import { h } from './dom';

/** What the button needs from the exercise. */
export interface CopyCudaHost {
  root: HTMLElement;
  spec: ExerciseSpec;
  client: SimClient;
  /** The editor's current text. */
  getValue(): string;
  /** Shows a one-line status (the exercise's live summary). */
  announce(text: string): void;
}

/** The status line for a compile error: `line:column` and the message of the first error. */
export function notCompiling(diagnostics: readonly Diagnostic[]): string {
  const first = diagnostics.find((d) => d.severity === 'error') ?? diagnostics[0];
  const where = first ? ` (line ${first.line}:${first.column}: ${first.message})` : '';
  return `✗ Your code does not compile${where}, so nothing was copied. Fix it and try again.`;
}

/** The status line after a copy of `text`. */
export function copiedMessage(text: string): string {
  const n = lineCount(text);
  return `Copied ${n} line${n === 1 ? '' : 's'} of CUDA.`;
}

/** Wires `[data-action="cuda"]` in `host.root` and shows it. No-op without the button. */
export function setupCopyCuda(host: CopyCudaHost): void {
  const button = host.root.querySelector<HTMLButtonElement>('[data-action="cuda"]');
  if (!button) return;
  button.hidden = false;
  let box: HTMLElement | null = null;

  /** Shows `text` in a selectable box after the toolbar (the clipboard fallback). */
  const showBox = (text: string): void => {
    box?.remove();
    const area = h('textarea', { class: 'wx-cuda-text', readonly: true, rows: Math.min(20, lineCount(text) + 1), spellcheck: 'false', 'aria-label': 'CUDA C++ of your code' });
    area.value = text;
    area.style.width = '100%';
    area.style.fontFamily = 'var(--font-mono, monospace)';
    area.style.fontSize = '0.85rem';
    const close = h('button', { type: 'button', onclick: () => { box?.remove(); box = null; button.focus(); } }, 'Close');
    box = h('div', { class: 'wx-cuda-copy', role: 'group', 'aria-label': 'CUDA C++ to copy' },
      h('p', { class: 'wx-note' }, 'The clipboard is not available here: select the text below and copy it (Ctrl+C).'),
      area, close);
    button.closest('.wx-toolbar')!.after(box);
    area.focus();
    area.select();
  };

  button.addEventListener('click', async () => {
    if (button.disabled) return;
    button.disabled = true;
    try {
      const r = await host.client.request({ type: 'cuda', spec: host.spec, source: host.getValue() });
      if (r.cuda === null) {
        host.announce(notCompiling(r.diagnostics));
        return;
      }
      box?.remove();
      box = null;
      try {
        if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
        await navigator.clipboard.writeText(r.cuda);
        host.announce(copiedMessage(r.cuda));
      } catch {
        showBox(r.cuda);
        const n = lineCount(r.cuda);
        host.announce(`The clipboard is not available: the ${n} line${n === 1 ? '' : 's'} of CUDA are shown below the buttons to copy.`);
      }
    } catch (error) {
      host.announce(`✗ The translation failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      button.disabled = false;
    }
  });
}
