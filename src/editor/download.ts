/**
 * Saving text as a file the learner downloads (an object URL and a temporary link).
 * Browser only.
 */

/** Offers `text` as a download named `name` (`type`: its MIME type). */
export function downloadText(name: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The progress file's name for today: `warp-school-progress-YYYY-MM-DD.json`. */
export function progressFileName(when = new Date()): string {
  return `warp-school-progress-${when.toISOString().slice(0, 10)}.json`;
}
