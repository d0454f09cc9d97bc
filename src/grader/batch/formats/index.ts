/** Output formats of `warp-school grade`. */
import type { ClassResult } from '../results';
import { formatCsv } from './csv';
import { formatJson } from './json';
import { formatJunit } from './junit';
import { formatText } from './text';

/** The formatter of each `--format`. */
export const FORMATS = { text: formatText, json: formatJson, csv: formatCsv, junit: formatJunit } as const;
/** A `--format` name. */
export type Format = keyof typeof FORMATS;

/** Formats `r` as `format`. */
export function formatResult(r: ClassResult, format: Format): string {
  return FORMATS[format](r);
}

export { formatCsv, formatJson, formatJunit, formatText };
export { csvField } from './csv';
export { xmlEscape } from './junit';
