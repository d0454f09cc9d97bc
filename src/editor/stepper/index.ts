/** The step-through of a run: a button that opens the panel, the panel, the editor marks. */
export { stepThrough, type StepThrough } from './button';
export { stepperPanel, type StepperPanel, type LoadBlock } from './panel';
export { lineHighlighter, type LineHighlighter, type HighlightEditor } from './highlight';
