import { exerciseSpec, type ExerciseSpec } from '../../src/schema/exercise';
import { formatProblem, parseContent } from '../../src/schema/errors';

/**
 * Build-time loader of exercise folders for `<Exercise id="03-shuffles/01-broadcast" />`.
 * An id is `<lesson folder>/<exercise folder>`; the files live in
 * `content/<lesson folder>/exercises/<exercise folder>/`: `exercise.json` (the spec),
 * `starter.ts`, `solution.ts` and `cuda.cu`. Runs in Astro's build only; a missing
 * file or an invalid spec fails the build with a readable message.
 */

const files = import.meta.glob('/content/*/exercises/*/*', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Everything the exercise widget shows or sends to the grader. */
export interface ExerciseData {
  id: string;
  /** The parsed `exercise.json`, defaults filled in (what the grader receives). */
  spec: ExerciseSpec;
  starter: string;
  solution: string;
  /** The CUDA C++ version, or null when the folder has no `cuda.cu`. */
  cuda: string | null;
}

function file(id: string, name: string): string | undefined {
  const [lesson, exercise] = id.split('/');
  return files[`/content/${lesson}/exercises/${exercise}/${name}`];
}

/** Ids of every exercise folder that has an `exercise.json`, sorted. */
export function exerciseIds(): string[] {
  return Object.keys(files)
    .map((p) => /^\/content\/([^/]+)\/exercises\/([^/]+)\/exercise\.json$/.exec(p))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => `${m[1]}/${m[2]}`)
    .sort();
}

/**
 * Loads exercise `id`. Throws (failing the build with the id and the folder) when the
 * folder or one of `exercise.json`, `starter.ts`, `solution.ts` is missing.
 */
export function loadExercise(id: string): ExerciseData {
  const folder = `content/${id.replace('/', '/exercises/')}/`;
  const json = file(id, 'exercise.json');
  const starter = file(id, 'starter.ts');
  const solution = file(id, 'solution.ts');
  if (json === undefined || starter === undefined || solution === undefined) {
    throw new Error(
      `<Exercise id="${id}">: expected ${folder}exercise.json, starter.ts and solution.ts ` +
        `(an id is \`<lesson folder>/<exercise folder>\`; known ids: ${exerciseIds().join(', ') || 'none'})`,
    );
  }
  const parsed = parseContent(exerciseSpec, JSON.parse(json), `${folder}exercise.json`);
  if (!parsed.ok) throw new Error(parsed.problems.map(formatProblem).join('\n'));
  return {
    id,
    spec: parsed.value,
    starter,
    solution,
    cuda: file(id, 'cuda.cu') ?? null,
  };
}

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Light Markdown → HTML: blank-line paragraphs, `code`, **bold**, *emphasis*. Text is
 * escaped first, so a spec cannot inject markup. */
export function lightMarkdown(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => {
      const html = escapeHtml(p.trim())
        .replace(/`([^`]+)`/g, '<code>$1</code>')
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
        .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>');
      return `<p>${html}</p>`;
    })
    .join('\n');
}
