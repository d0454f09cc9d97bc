/** The JSON report of `warp-school grade`: {@link ClassResult} as is (per student, per
 * exercise, per test: status, message, score). */
import type { ClassResult } from '../results';

/** Formats `r` as one JSON document (two-space indent). */
export function formatJson(r: ClassResult): string {
  return JSON.stringify({ version: 1, ...r }, null, 2) + '\n';
}
