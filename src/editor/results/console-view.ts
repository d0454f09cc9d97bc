/** The `printf` console: lines in the simulator's deterministic order (block, then
 * thread), truncated after {@link LIMITS.printfLines} with a note. */
import { h } from '../dom';
import { LIMITS } from './limits';

/** A titled `<pre>` of `lines`, or null when there are none. */
export function consoleView(lines: readonly string[]): HTMLElement | null {
  if (lines.length === 0) return null;
  const shown = lines.slice(0, LIMITS.printfLines);
  return h('section', { class: 'wx-console', 'aria-label': 'printf output' },
    h('h5', null, 'printf output'),
    h('pre', { tabindex: '0' }, shown.join('\n')),
    lines.length > shown.length && h('p', { class: 'wx-note' }, `${lines.length - shown.length} more lines not shown.`));
}
