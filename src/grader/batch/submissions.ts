/**
 * Finds and reads submissions. A class folder holds one entry per student: a subfolder
 * of `<exercise folder>.ts` files, or a submission JSON file (schema/assignment.ts). A
 * folder that itself holds `.ts` files, or a single JSON file, is one student's
 * submission (a student repository in CI).
 *
 * Nothing here trusts the files: an unreadable, empty, binary or oversized source, a
 * malformed JSON file, a symbolic link, a FIFO or device node, and a solution for an
 * exercise that does not exist are each recorded as a problem of that student (graded
 * as a failure), never an exception, and never opened when they are not regular files
 * (read-file.ts). What intake skips is said: in a student's folder as a note of that
 * student (other extensions or case such as `.TS`, CUDA files, nested folders), in the
 * class folder in {@link ClassIntake.skipped}. Entries whose names start with `.` (`.git`)
 * are passed over silently. Names are made printable (printable.ts) and unique.
 */
import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { exerciseSlug, submissionFile, type Assignment } from '../../schema/assignment';
import { formatProblem, parseContent } from '../../schema';
import { printable } from './printable';
import { entryKind, readRegularFile } from './read-file';

/** What a student handed in, per assignment exercise: a source or why there is none. */
export type Solution = { source: string } | { problem: string };

/** One student's submission, read and checked (see the file comment). */
export interface Submission {
  /** Display name, printable and unique in the class: the folder or file name, or the
   * JSON file's `student`; `name (file)` when two entries would share one. */
  student: string;
  /** Path it came from. */
  path: string;
  /** Names the submission goes by, for matching a roster: the folder name or the JSON
   * file's name without `.json`, and the file's `student` (as written, unescaped). */
  names: string[];
  /** By exercise id, for every exercise of the assignment. */
  solutions: Record<string, Solution>;
  /** Solutions for ids that are not part of the assignment: id (or file) → message. */
  extra: { id: string; message: string }[];
  /** Remarks that cost no points (lateness, ignored keys, skipped files). */
  notes: string[];
  late?: boolean;
  /** The JSON file's `submittedAt`, when it is a date. */
  submittedAt?: string;
  /** Why the whole submission is not graded (a submission file for another assignment). */
  error?: string;
}

/** Something in the class folder that is not a student's entry, and why it was skipped. */
export interface Skipped {
  path: string;
  message: string;
}

/** Everything read from a class folder. */
export interface ClassIntake {
  submissions: Submission[];
  skipped: Skipped[];
}

const code = (s: string): string => `\`${printable(s)}\``;

/** Checks a source text read as bytes: size, NUL bytes or invalid UTF-8, emptiness. */
export function checkSource(bytes: Uint8Array, maxBytes: number): Solution {
  if (bytes.length > maxBytes) return { problem: `the file is too large: ${bytes.length} bytes (the limit is ${maxBytes})` };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { problem: 'the file is not text (it is not valid UTF-8): submit the Warp TS source' };
  }
  if (text.includes('\u0000')) return { problem: 'the file is not text (it holds NUL bytes): submit the Warp TS source' };
  if (text.trim() === '') return { problem: 'the file is empty' };
  return { source: text };
}

/**
 * Reads a submitted source file without trusting it (read-file.ts): a symbolic link, a
 * FIFO, a device node or a socket is refused before it is opened, and an oversized file
 * before it is read.
 */
export function readSubmittedFile(path: string, maxBytes: number): Solution {
  const r = readRegularFile(path, maxBytes);
  if ('bytes' in r) return checkSource(r.bytes, maxBytes);
  switch (r.refused) {
    case 'symlink': return { problem: 'the file is a symbolic link: submit the Warp TS source itself' };
    case 'special': return { problem: `not a regular file (${r.detail}): submit the Warp TS source as a plain file` };
    case 'too-large': return { problem: `the file is too large: ${r.detail} bytes (the limit is ${maxBytes})` };
    default: return { problem: `the file could not be read (${r.detail})` };
  }
}

function fromText(text: string, maxBytes: number): Solution {
  return checkSource(new TextEncoder().encode(text), maxBytes);
}

const CUDA_EXTENSIONS = new Set(['.cu', '.cuh', '.cpp', '.cc', '.c', '.h', '.hpp']);

/** Why a student's folder entry other than `<slug>.ts` was skipped, in a note. */
function skippedInFolder(dir: string, name: string, kind: 'folder' | 'file' | 'other', what: string): string {
  const ext = extname(name);
  if (kind === 'folder') return `skipped the folder ${code(`${name}/`)}: nested folders are not read (put the \`.ts\` files in ${code(`${basename(dir)}/`)} itself)`;
  if (kind === 'other') return `skipped ${code(name)}: ${what}, not a regular file`;
  if (ext.toLowerCase() === '.ts') return `skipped ${code(name)}: only names ending in \`.ts\` (lower case) are read: rename it ${code(`${name.slice(0, -ext.length)}.ts`)}`;
  if (CUDA_EXTENSIONS.has(ext.toLowerCase())) return `skipped ${code(name)}: CUDA C++ is not graded: hand in the Warp TS source as \`<exercise folder>.ts\``;
  return `skipped ${code(name)}: not a \`.ts\` file`;
}

/** Reads one student's folder of `<slug>.ts` files. */
export function readFolder(dir: string, a: Assignment, knownIds: Set<string>): Submission {
  const folderName = basename(dir);
  const sub: Submission = { student: printable(folderName), path: dir, names: [folderName], solutions: {}, extra: [], notes: [] };
  const bySlug = new Map(a.exercises.map((e) => [exerciseSlug(e.id), e.id]));
  for (const e of a.exercises) sub.solutions[e.id] = { problem: `no solution submitted (expected \`${exerciseSlug(e.id)}.ts\`)` };
  for (const f of readdirSync(dir).sort()) {
    if (f.startsWith('.')) continue;
    const st = lstatSync(join(dir, f));
    if (st.isDirectory()) { sub.notes.push(skippedInFolder(dir, f, 'folder', '')); continue; }
    if (extname(f) !== '.ts') {
      sub.notes.push(skippedInFolder(dir, f, st.isFile() || st.isSymbolicLink() ? 'file' : 'other', entryKind(st)));
      continue;
    }
    const slug = f.slice(0, -3);
    const id = bySlug.get(slug);
    if (!id) {
      const other = [...knownIds].find((k) => exerciseSlug(k) === slug);
      const cased = [...bySlug.keys()].find((k) => k.toLowerCase() === slug.toLowerCase());
      sub.extra.push({
        id: printable(f),
        message: other ? `${code(f)} is exercise \`${other}\`, which is not part of this assignment`
          : cased ? `${code(f)} names no exercise of the course (did you mean \`${cased}.ts\`?)`
            : `${code(f)} names no exercise of the course`,
      });
      continue;
    }
    sub.solutions[id] = readSubmittedFile(join(dir, f), a.limits.maxSourceBytes);
  }
  return sub;
}

/** Reads one submission JSON file. */
export function readJson(file: string, a: Assignment, knownIds: Set<string>): Submission {
  const stem = basename(file, extname(file));
  const sub: Submission = { student: printable(stem), path: file, names: [stem], solutions: {}, extra: [], notes: [] };
  const fail = (why: string): Submission => {
    for (const e of a.exercises) sub.solutions[e.id] = { problem: why };
    return sub;
  };
  const limit = a.limits.maxSourceBytes * (a.exercises.length + 1);
  const r = readRegularFile(file, limit);
  if (!('bytes' in r)) {
    if (r.refused === 'symlink') return fail('the submission file is a symbolic link: submit the file itself');
    if (r.refused === 'special') return fail(`the submission file is not a regular file (${r.detail}): submit the file the assignment page downloads`);
    if (r.refused === 'too-large') return fail(`the submission file is too large: ${r.detail} bytes (the limit is ${limit})`);
    return fail(`the submission file could not be read (${r.detail})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(r.bytes));
  } catch (e) {
    return fail(`the submission file is not valid JSON: ${(e as Error).message}`);
  }
  const parsed = parseContent(submissionFile, data, basename(file));
  if (!parsed.ok) return fail(`the submission file does not match the format: ${parsed.problems.map(formatProblem).join('; ')}`);
  const s = parsed.value;
  const ignored = Object.keys(data as object).filter((k) => !(k in submissionFile.shape));
  if (ignored.length > 0) sub.notes.push(`ignored ${ignored.map(code).join(', ')}: grades are recomputed from the source`);
  if (s.student) {
    sub.student = printable(s.student);
    sub.names.push(s.student);
  }
  if (s.submittedAt !== undefined) {
    if (Number.isNaN(Date.parse(s.submittedAt))) sub.notes.push(`\`submittedAt\` is not a date: ${code(s.submittedAt)}`);
    else sub.submittedAt = s.submittedAt;
  }
  if (s.assignment !== a.title) {
    sub.error = `the submission file is for assignment ${code(s.assignment)}, not \`${a.title}\`: hand in the file this assignment's page downloads`;
    return fail(sub.error);
  }
  if (a.due && sub.submittedAt && Date.parse(sub.submittedAt) > Date.parse(a.due)) {
    sub.late = true;
    sub.notes.push(`submitted ${sub.submittedAt}, after the due date ${a.due}`);
  }
  const ids = new Set(a.exercises.map((e) => e.id));
  for (const e of a.exercises) {
    const src = Object.prototype.hasOwnProperty.call(s.solutions, e.id) ? s.solutions[e.id] : undefined;
    sub.solutions[e.id] = src === undefined ? { problem: 'no solution submitted' } : fromText(src, a.limits.maxSourceBytes);
  }
  for (const id of Object.keys(s.solutions).filter((k) => !ids.has(k)).sort()) {
    const full = a.exercises.map((e) => e.id).find((e) => exerciseSlug(e) === id || e.endsWith(`/${id}`));
    sub.extra.push({
      id: printable(id),
      message: full ? `${code(id)} is not an exercise id: did you mean \`${full}\`? (ids are \`<lesson folder>/<exercise folder>\`; this solution was not graded)`
        : knownIds.has(id) ? `${code(id)} is not part of this assignment` : `no exercise ${code(id)} exists`,
    });
  }
  return sub;
}

/** Whether `dir` is one student's folder (it holds `.ts` files) rather than a class. */
export function isStudentFolder(dir: string): boolean {
  return readdirSync(dir).some((n) => extname(n) === '.ts' && !lstatSync(join(dir, n)).isDirectory());
}

/** Gives entries that share a name the name of their file too (`bob (bob.json)`,
 * `bob (bob/)`), so that every row of a report names one entry. */
export function uniqueNames(subs: Submission[]): void {
  const count = new Map<string, number>();
  for (const s of subs) count.set(s.student, (count.get(s.student) ?? 0) + 1);
  const taken = new Set<string>();
  for (const s of subs) {
    let name = s.student;
    if (count.get(name)! > 1) {
      const file = printable(basename(s.path)) + (existsSync(s.path) && lstatSync(s.path).isDirectory() ? '/' : '');
      name = `${name} (${file})`;
    }
    let n = 2;
    const base = name;
    while (taken.has(name)) name = `${base} #${n++}`;
    taken.add(name);
    s.student = name;
  }
}

const byName = (x: Submission, y: Submission): number => (x.student < y.student ? -1 : x.student > y.student ? 1 : 0);

/**
 * Every submission under `path` (see the file comment), sorted by student name, and what
 * was skipped. Throws only when `path` does not exist or is neither a file nor a folder
 * (a command-line error).
 */
export function readClass(path: string, a: Assignment, knownIds: Set<string>): ClassIntake {
  if (!existsSync(path)) throw new Error(`no such file or folder: ${path}`);
  const top = statSync(path);
  if (top.isFile()) return { submissions: [readJson(path, a, knownIds)], skipped: [] };
  if (!top.isDirectory()) throw new Error(`${path} is ${entryKind(top)}: give a class folder, a student folder or a submission file`);
  if (isStudentFolder(path)) return { submissions: [readFolder(path, a, knownIds)], skipped: [] };
  const submissions: Submission[] = [];
  const skipped: Skipped[] = [];
  for (const n of readdirSync(path).sort()) {
    if (n.startsWith('.')) continue;
    const p = join(path, n);
    const st = lstatSync(p);
    const ext = extname(n);
    if (st.isDirectory()) submissions.push(readFolder(p, a, knownIds));
    else if (st.isSymbolicLink()) skipped.push({ path: printable(p), message: 'a symbolic link: a student\'s entry must be a folder or a `.json` file itself' });
    else if (!st.isFile()) skipped.push({ path: printable(p), message: `${entryKind(st)}, not a regular file: not opened` });
    else if (ext === '.json') submissions.push(readJson(p, a, knownIds));
    else if (ext.toLowerCase() === '.json') skipped.push({ path: printable(p), message: `only names ending in \`.json\` (lower case) are read: rename it ${code(`${n.slice(0, -ext.length)}.json`)}` });
    else skipped.push({ path: printable(p), message: 'neither a student folder nor a submission file (`.json`)' });
  }
  uniqueNames(submissions);
  return { submissions: submissions.sort(byName), skipped };
}

/** The submissions of {@link readClass}, without what was skipped. */
export function readSubmissions(path: string, a: Assignment, knownIds: Set<string>): Submission[] {
  return readClass(path, a, knownIds).submissions;
}
