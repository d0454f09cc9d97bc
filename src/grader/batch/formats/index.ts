/** Output formats of `warp-school grade`. */
import type { ClassResult } from '../results';
import { formatClassroom } from './classroom';
import { formatCsv } from './csv';
import { formatJson } from './json';
import { formatJunit } from './junit';
import { formatMarkdown } from './markdown';
import { formatText } from './text';

/** The formatter of each `--format`. */
export const FORMATS = { text: formatText, json: formatJson, csv: formatCsv, junit: formatJunit, markdown: formatMarkdown, classroom: formatClassroom } as const;
/** A `--format` name. */
export type Format = keyof typeof FORMATS;

/** Formats `r` as `format`. */
export function formatResult(r: ClassResult, format: Format): string {
  return FORMATS[format](r);
}

export { formatCsv, formatJson, formatJunit, formatText, formatMarkdown, formatClassroom };
export { csvField, rowNotes } from './csv';
export { xmlEscape } from './junit';
export { mdText } from './markdown';
export { runnerId, runnerResult, type RunnerResult } from './classroom';
export { feedbackFiles, feedbackText, safeFileName, type FeedbackFile } from './feedback';
