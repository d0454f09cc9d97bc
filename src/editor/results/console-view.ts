/** The `printf` console: lines in the simulator's deterministic order (block, then
 * thread), truncated after {@link LIMITS.printfLines} with a note. */
import { h } from '../dom';
import { LIMITS } from './limits';

/** A titled `<pre>` of the output, or null when there is none. `chunks` are the
 * simulator's `printf` results in order; each usually ends with its own `\n`. */
export function consoleView(chunks: readonly string[]): HTMLElement | null {
  if (chunks.length === 0) return null;
  const lines = chunks.join('').replace(/\n$/, '').split('\n');
  const shown = lines.slice(0, LIMITS.printfLines);
  return h('section', { class: 'wx-console', 'aria-label': 'printf output' },
    h('h5', null, 'printf output'),
    h('pre', { tabindex: '0' }, shown.join('\n')),
    lines.length > shown.length && h('p', { class: 'wx-note' }, `${lines.length - shown.length} more lines not shown.`));
}
