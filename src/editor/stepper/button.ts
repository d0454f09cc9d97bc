/**
 * The "Step through" button placed in a run's results: opens (and closes) the
 * step-through panel below it, built on first open. Closing the panel, or disposing it
 * when new results replace it, removes its marks from the editor.
 */
import type { StepTrace } from '../../diagram/trace-data';
import { h } from '../dom';
import { lineHighlighter, type HighlightEditor } from './highlight';
import { stepperPanel, type LoadBlock, type StepperPanel } from './panel';
import { ensureStepperStyle } from './style';

/** The button and its panel's slot; `dispose()` before the results are replaced. */
export interface StepThrough {
  element: HTMLElement;
  dispose(): void;
}

/** A "Step through" control for `trace`; `editor` gets the line marks (null: none);
 * `loadBlock` fetches another traced block of the same run (the panel's block picker). */
export function stepThrough(trace: StepTrace, editor: HighlightEditor | null, loadBlock?: LoadBlock): StepThrough {
  let panel: StepperPanel | null = null;
  const slot = h('div', { class: 'ws-step-slot', hidden: true });
  const toggle = h('button', { type: 'button', class: 'ws-step-open', 'data-action': 'step-through', 'aria-expanded': 'false' },
    'Step through this run');
  const ops = trace.warps.reduce((n, w) => n + w.ops.length, 0);
  const element = h('div', { class: 'ws-step-through' },
    h('p', { class: 'wx-note' }, `See each warp-level operation of ${trace.label}, block (${trace.block.join(',')}), lane by lane (${ops} operation${ops === 1 ? '' : 's'} in ${trace.warps.length} warp${trace.warps.length === 1 ? '' : 's'}). `, toggle),
    slot);
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    toggle.textContent = open ? 'Close the step-through' : 'Step through this run';
    slot.hidden = !open;
    if (open && !panel) {
      ensureStepperStyle();
      panel = stepperPanel(trace, editor ? lineHighlighter(editor) : null, loadBlock);
      slot.append(panel.element);
    }
    if (open && panel) {
      panel.go(panel.position.index);
      panel.element.querySelector<HTMLElement>('.ws-timeline [aria-current="step"]')?.focus();
    } else panel?.dispose();
  });
  return { element, dispose: () => panel?.dispose() };
}
