/**
 * The assignment page's script (`src/pages/assignments/[assignment].astro`): fills in each
 * exercise's status from the progress store, says which exercises have saved code, and on
 * "Download submission" builds the submission file from that code (checked with the
 * `submissionFile` schema), then downloads it as `<slug>-submission.json` through a Blob
 * and `a[download]` (no request leaves the page, so it works offline and under any base path).
 */
import { progress } from '../progress/store';
import { STATE_TEXT, buildSubmission, readinessText, rowState } from '../site/assignment-page';
import { h } from './dom';

/** What the page embeds as JSON in `<script id="assignment-data">`. */
interface AssignmentPayload {
  slug: string;
  title: string;
  exercises: { id: string; title: string }[];
}

const MARK = { done: '✓', started: '◐', todo: '○' } as const;

/** Wires the assignment page in `doc`; a page without the data script is left alone. */
export function mountAssignment(doc: Document): void {
  const dataScript = doc.getElementById('assignment-data');
  if (!dataScript?.textContent) return;
  const data = JSON.parse(dataScript.textContent) as AssignmentPayload;
  const ids = data.exercises.map((e) => e.id);
  const titles = new Map(data.exercises.map((e) => [e.id, e.title]));
  const store = progress();
  const readiness = doc.getElementById('readiness')!;
  const missingList = doc.getElementById('missing')!;
  const button = doc.getElementById('download') as HTMLButtonElement;
  const student = doc.getElementById('student') as HTMLInputElement;
  const message = doc.getElementById('message')!;
  const problem = doc.getElementById('problem')!;
  const say = (text: string, kind: 'ok' | 'error'): void => {
    message.textContent = kind === 'ok' ? text : '';
    problem.textContent = kind === 'error' ? text : '';
  };
  const codeOf = (id: string): string | null => store.get(id).draft;

  function paint(): void {
    const all = store.all();
    for (const row of doc.querySelectorAll<HTMLElement>('tr[data-exercise]')) {
      const state = rowState(all[row.dataset.exercise!]);
      row.dataset.state = state;
      row.querySelector('.mark')!.textContent = MARK[state];
      row.querySelector('.status-text')!.textContent = STATE_TEXT[state];
    }
    const { included, missing } = buildSubmission(data.title, ids, codeOf);
    readiness.textContent = readinessText(included.length, ids.length);
    missingList.replaceChildren(...missing.map((id) =>
      h('li', null, `No saved code for “${titles.get(id) ?? id}”: it will not be in the file.`)));
    missingList.hidden = missing.length === 0 || included.length === 0;
    button.disabled = included.length === 0;
  }

  button.addEventListener('click', () => {
    let built;
    try {
      built = buildSubmission(data.title, ids, codeOf, { student: student.value });
    } catch (error) {
      say(`Could not build the submission file: ${error instanceof Error ? error.message : String(error)}`, 'error');
      return;
    }
    if (built.included.length === 0) {
      say('There is no saved code to submit yet.', 'error');
      return;
    }
    const blob = new Blob([`${JSON.stringify(built.file, null, 2)}\n`], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = h('a', { href: url, download: `${data.slug}-submission.json`, hidden: true });
    doc.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    const n = built.included.length;
    say(`Downloaded ${data.slug}-submission.json with your code for ${n} of ${ids.length} exercise${ids.length === 1 ? '' : 's'}. Hand it to your instructor.`, 'ok');
  });

  store.subscribe(paint);
  paint();
}
