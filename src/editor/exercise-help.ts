/**
 * The help an exercise offers: hints one at a time (mildest first), the reference
 * solution (at once after {@link SOLUTION_AFTER_FAILS} failed runs, before that only
 * after a confirmation; for an exercise an assignment withholds, `data-withheld`, the note
 * that says it is kept back, without asking), and "reset to starter" that "Undo reset"
 * takes back.
 */
import { progress } from '../progress/store';

/** Failed runs after which the solution is offered without asking. */
export const SOLUTION_AFTER_FAILS = 3;

/** The parts of an exercise's DOM the help needs. */
export interface HelpHost {
  root: HTMLElement;
  id: string;
  starter: string;
  /** Current editor text, and a way to replace it (undoable in the editor). */
  getValue(): string;
  replaceValue(text: string): void;
  announce(text: string): void;
}

const q = <T extends HTMLElement>(root: HTMLElement, selector: string): T | null => root.querySelector<T>(selector);

/** Wires the hint, solution, reset and undo buttons; returns `afterRun`, to call after
 * each graded run so the solution button can change its offer. */
export function setupHelp(host: HelpHost): { afterRun(): void } {
  const { root, id } = host;
  const hintButton = q<HTMLButtonElement>(root, '[data-action="hint"]');
  const hints = [...root.querySelectorAll<HTMLDetailsElement>('.wx-hint')];
  let shownHints = 0;
  for (const d of hints) d.hidden = true;
  const updateHintButton = (): void => {
    if (!hintButton) return;
    hintButton.hidden = shownHints >= hints.length;
    hintButton.textContent = `Show hint ${shownHints + 1} of ${hints.length}`;
  };
  hintButton?.addEventListener('click', () => {
    const next = hints[shownHints++];
    if (!next) return;
    next.hidden = false;
    next.open = true;
    next.querySelector('summary')?.focus();
    updateHintButton();
  });
  updateHintButton();

  const solutionButton = q<HTMLButtonElement>(root, '[data-action="solution"]')!;
  const slot = q<HTMLElement>(root, '[data-role="solution-slot"]')!;
  const template = q<HTMLTemplateElement>(root, 'template[data-role="solution"]')!;
  const offerSolution = (): void => {
    const fails = progress().get(id).failedRuns;
    solutionButton.hidden = !slot.hidden;
    solutionButton.textContent = fails >= SOLUTION_AFTER_FAILS ? 'Show the solution' : 'Show solution…';
  };
  // An exercise an assignment withholds has a note in place of its solution: nothing to confirm.
  const withheld = root.dataset.withheld === 'true';
  solutionButton.addEventListener('click', () => {
    const fails = progress().get(id).failedRuns;
    if (!withheld && fails < SOLUTION_AFTER_FAILS &&
        !window.confirm('Show the reference solution? Trying a hint first usually teaches more.')) return;
    if (!slot.querySelector('pre')) slot.append(template.content.cloneNode(true));
    slot.hidden = false;
    slotHeading(slot)?.focus();
    offerSolution();
  });
  offerSolution();

  const resetButton = q<HTMLButtonElement>(root, '[data-action="reset"]')!;
  const undoButton = q<HTMLButtonElement>(root, '[data-action="undo"]')!;
  const updateUndo = (): void => { undoButton.hidden = progress().get(id).undoStack.length === 0; };
  resetButton.hidden = false;
  resetButton.addEventListener('click', () => {
    const current = host.getValue();
    if (current === host.starter) { host.announce('The code is already the starter code.'); return; }
    progress().pushUndo(id, current);
    progress().saveDraft(id, null);
    host.replaceValue(host.starter);
    updateUndo();
    host.announce('Code reset to the starter. “Undo reset” brings your code back.');
  });
  undoButton.addEventListener('click', () => {
    const restored = progress().undo(id);
    if (restored !== null) {
      host.replaceValue(restored);
      host.announce('Your code is back.');
    }
    updateUndo();
  });
  updateUndo();
  return { afterRun: offerSolution };
}

function slotHeading(slot: HTMLElement): HTMLElement | null {
  const heading = slot.querySelector<HTMLElement>('h4');
  heading?.setAttribute('tabindex', '-1');
  return heading;
}
