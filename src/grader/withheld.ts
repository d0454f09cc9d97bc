/**
 * What an assignment keeps back, and a search for it in a built site.
 *
 * An exercise is *withheld* when an assignment file names it: the assignment build of the
 * site (`WARP_SCHOOL_MODE=assignments`) must then ship neither its reference solution,
 * its `cuda.cu`, its known-wrong solutions nor its `hiddenSeed`. `warp-school check
 * --assignments` proves it on the built folder with {@link findLeaks}: no *secret line*
 * of a withheld exercise appears in any file.
 *
 * A secret line is a line of `solution.ts`, `cuda.cu` or `wrong/*.ts` that, with its
 * spaces collapsed, holds at least {@link MIN_LINE} characters, a letter or digit among
 * them, and is not a line of the exercise's starter (which the learner is given). A line
 * that the site also shows elsewhere (a lesson's prose, an exercise's starter or
 * statement, the solution or `cuda.cu` of an exercise no assignment withholds: `unsigned
 * gid = blockIdx.x * blockDim.x + threadIdx.x;`) cannot be kept back by the build; it is not searched for,
 * and `check --assignments` lists it with the file that publishes it. Each
 * file of the build is searched as it is, as text with HTML tags removed and entities
 * decoded (code that Shiki highlighted is split into spans), and with JavaScript and JSON
 * string escapes decoded (`\n`, `\"`, `\u003c`: page data and scripts); gzip files
 * (Pagefind's index) are searched after decompressing. A hidden seed leaks when
 * `hiddenSeed` is followed by its value in any of those forms.
 */

/** Fewest characters (spaces collapsed) a line needs to count as a secret line. */
export const MIN_LINE = 12;

/** A withheld exercise and the first assignment (by due date) that withholds it. */
export interface Withholding {
  id: string;
  /** The assignment's title and due date (ISO 8601; absent when it has none). */
  title: string;
  due?: string;
}

/** Which exercises `assignments` withhold, each with its earliest-due assignment. */
export function withheldExercises(assignments: { title: string; due?: string | undefined; exercises: { id: string }[] }[]): Map<string, Withholding> {
  const out = new Map<string, Withholding>();
  const due = (d?: string): number => (d === undefined ? Infinity : Date.parse(d));
  for (const a of [...assignments].sort((x, y) => due(x.due) - due(y.due))) {
    for (const e of a.exercises) if (!out.has(e.id)) out.set(e.id, { id: e.id, title: a.title, ...(a.due ? { due: a.due } : {}) });
  }
  return out;
}

/** `line` with surrounding space removed and inner runs of white space made one space. */
export function normalizeLine(line: string): string {
  return line.trim().replace(/\s+/g, ' ');
}

/** The secret lines of `secret` given the `starter` (see the file comment), unique, in order. */
export function secretLines(secret: string, starter: string): string[] {
  const given = new Set(starter.split(/\r?\n/).map(normalizeLine));
  const out = new Set<string>();
  for (const raw of secret.split(/\r?\n/)) {
    const l = normalizeLine(raw);
    if (l.length >= MIN_LINE && /[A-Za-z0-9]/.test(l) && !given.has(l)) out.add(l);
  }
  return [...out];
}

/** What one withheld exercise must keep out of the build. */
export interface Secrets {
  id: string;
  /** Secret lines by the file they come from (`solution.ts`, `cuda.cu`, `wrong/x.ts`). */
  lines: { file: string; line: string }[];
  /** Lines that would be secret but that the course publishes elsewhere (`source`). */
  published: { file: string; line: string; source: string }[];
  hiddenSeed?: number;
}

/** The lines of public texts (normalized, {@link MIN_LINE} characters or more), each with
 * the first source that holds it. */
export function publishedLines(texts: { source: string; text: string }[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const t of texts) {
    for (const raw of t.text.split(/\r?\n/)) {
      const l = normalizeLine(raw);
      if (l.length >= MIN_LINE && !out.has(l)) out.set(l, t.source);
    }
  }
  return out;
}

/** The secrets of an exercise from its files' texts; `published`: {@link publishedLines}
 * of the course's public texts. */
export function secretsOf(
  id: string, files: { starter: string; solution: string; cuda?: string | null; wrong: { name: string; source: string }[] },
  hiddenSeed?: number, published: Map<string, string> = new Map(),
): Secrets {
  const lines: Secrets['lines'] = [];
  const shown: Secrets['published'] = [];
  const add = (file: string, text: string): void => {
    for (const line of secretLines(text, files.starter)) {
      const source = published.get(line);
      if (source === undefined) lines.push({ file, line });
      else shown.push({ file, line, source });
    }
  };
  add('solution.ts', files.solution);
  if (files.cuda) add('cuda.cu', files.cuda);
  for (const w of files.wrong) add(`wrong/${w.name}`, w.source);
  return { id, lines, published: shown, ...(hiddenSeed !== undefined ? { hiddenSeed } : {}) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML text: tags removed (a tag boundary is no space), entities decoded. */
export function htmlText(s: string): string {
  return s.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (m, e: string) => {
    if (e.startsWith('#x')) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(parseInt(e.slice(1), 10));
    return ENTITIES[e] ?? m;
  });
}

/** JavaScript / JSON string escapes decoded (`\n`, `\t`, `\"`, `\'`, `\\`, `\/`, `\uXXXX`, `\xXX`). */
export function unescapeStrings(s: string): string {
  return s.replace(/\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[nrt"'\\/`])/g, (_m, e: string) => {
    if (e[0] === 'u' || e[0] === 'x') return String.fromCharCode(parseInt(e.slice(1), 16));
    return e === 'n' ? '\n' : e === 'r' ? '\r' : e === 't' ? '\t' : e;
  });
}

/** The forms of a file's text that are searched (see the file comment), spaces collapsed. */
export function searchForms(text: string): string[] {
  const forms = [text, htmlText(text), unescapeStrings(text), htmlText(unescapeStrings(text))];
  return [...new Set(forms.map((f) => f.replace(/\s+/g, ' ')))];
}

/** One secret found in a file of the build. */
export interface Leak {
  /** The build's file. */
  path: string;
  id: string;
  /** What leaked: `solution.ts`, `cuda.cu`, `wrong/x.ts` or `hiddenSeed`. */
  file: string;
  /** The secret line (or `hiddenSeed: N`). */
  line: string;
}

/** Every secret of `secrets` found in the file `path` whose text is `text`. */
export function leaksIn(path: string, text: string, secrets: Secrets[]): Leak[] {
  const forms = searchForms(text);
  const out: Leak[] = [];
  for (const s of secrets) {
    for (const { file, line } of s.lines) if (forms.some((f) => f.includes(line))) out.push({ path, id: s.id, file, line });
    if (s.hiddenSeed !== undefined) {
      const seed = new RegExp(`hiddenSeed\\W{0,6}${s.hiddenSeed}(?![0-9])`);
      if (forms.some((f) => seed.test(f))) out.push({ path, id: s.id, file: 'hiddenSeed', line: `hiddenSeed: ${s.hiddenSeed}` });
    }
  }
  return out;
}
