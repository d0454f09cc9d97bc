/**
 * Parsing of an export file's text into a {@link ProgressFile}, with messages a learner can
 * act on. Pure: touches no storage.
 */
import type { ZodIssue } from 'zod';
import { type ProgressFile, PROGRESS_FILE_FORMAT, PROGRESS_VERSION, progressFileSchema } from './schema';

/** Largest export file accepted, in characters (5 MB); larger ones are refused unread. */
export const MAX_IMPORT_LENGTH = 5_000_000;

/** Outcome of an import: how many exercises were imported, or why the file was refused. */
export type ImportResult = { ok: true; imported: number } | { ok: false; error: string };

/** Outcome of {@link parseProgressFile}. */
export type ParseResult = { ok: true; file: ProgressFile } | { ok: false; error: string };

function describeIssue(issue: ZodIssue): string {
  const path = issue.path.length ? issue.path.join('.') : '(top level)';
  return `\`${path}\`: ${issue.message}`;
}

/**
 * Reads `text` as an export file. Refuses (with `error` naming the first few problems and
 * their JSON paths) text that is too long, not JSON, not an object with
 * `format: "warp-school-progress"`, of a version other than the current one, or with any
 * entry that does not match the schema.
 */
export function parseProgressFile(text: string): ParseResult {
  if (text.length > MAX_IMPORT_LENGTH) {
    return { ok: false, error: 'This file is too large to be a Warp School progress file. Nothing was changed.' };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { ok: false, error: `This file is not valid JSON (${why}). Nothing was changed.` };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, error: 'This file is JSON, but not a Warp School progress file (expected an object). Nothing was changed.' };
  }
  const tagged = json as { format?: unknown; version?: unknown };
  if (tagged.format !== PROGRESS_FILE_FORMAT) {
    return {
      ok: false,
      error: `This file is JSON, but not a Warp School progress file (expected \`"format": "${PROGRESS_FILE_FORMAT}"\`). Nothing was changed.`,
    };
  }
  if (tagged.version !== PROGRESS_VERSION) {
    return {
      ok: false,
      error: `This progress file has version ${JSON.stringify(tagged.version)}; this course reads version ${PROGRESS_VERSION}. Nothing was changed.`,
    };
  }
  const parsed = progressFileSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    const shown = issues.slice(0, 3).map(describeIssue).join('; ');
    const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : '';
    return { ok: false, error: `This progress file has invalid entries: ${shown}${more}. Nothing was changed.` };
  }
  return { ok: true, file: parsed.data };
}
