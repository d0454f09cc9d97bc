/**
 * Marks the current step's source line in the Monaco editor (a whole-line decoration
 * and a bar in the line-number margin) and scrolls to it; deadlock and race steps also
 * mark the other lines they name, with a dashed bar. Lines outside the learner's text
 * (an exercise's hidden test kernel) are not marked.
 */
import type { monaco } from '../monaco';

/** What the highlighter needs of an editor (a Monaco code editor satisfies it). */
export type HighlightEditor = Pick<monaco.editor.ICodeEditor, 'createDecorationsCollection' | 'revealLineInCenterIfOutsideViewport' | 'getModel'>;

/** Marks lines of one editor; `show` replaces the previous marks, `clear` removes them. */
export interface LineHighlighter {
  /** `current`: the step's line (1-based, 0 for none); `others`: further lines to mark. */
  show(current: number, others?: number[]): void;
  clear(): void;
}

/** A highlighter for `editor`. */
export function lineHighlighter(editor: HighlightEditor): LineHighlighter {
  const marks = editor.createDecorationsCollection();
  const valid = (line: number): boolean => line >= 1 && line <= (editor.getModel()?.getLineCount() ?? 0);
  const deco = (line: number, current: boolean): monaco.editor.IModelDeltaDecoration => ({
    range: { startLineNumber: line, startColumn: 1, endLineNumber: line, endColumn: 1 },
    options: {
      isWholeLine: true,
      className: current ? 'ws-line-current' : 'ws-line-site',
      linesDecorationsClassName: current ? 'ws-line-current-margin' : 'ws-line-site-margin',
      hoverMessage: { value: current ? 'the step shown in the step-through' : 'also named by this step' },
    },
  });
  return {
    show(current, others = []) {
      const lines = [...new Set(others)].filter((l) => l !== current && valid(l));
      marks.set([...(valid(current) ? [deco(current, true)] : []), ...lines.map((l) => deco(l, false))]);
      if (valid(current)) editor.revealLineInCenterIfOutsideViewport(current);
    },
    clear() {
      marks.clear();
    },
  };
}
