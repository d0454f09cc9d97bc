/**
 * Finds and reads submissions. A class folder holds one entry per student: a subfolder
 * of `<exercise folder>.ts` files, or a submission JSON file (schema/assignment.ts). A
 * folder that itself holds `.ts` files, or a single JSON file, is one student's
 * submission (a student repository in CI).
 *
 * Nothing here trusts the files: an unreadable, empty, binary or oversized source, a
 * malformed JSON file and a solution for an exercise that does not exist are each
 * recorded as a problem of that student (graded as a failure), never an exception.
 */
import { existsSync, lstatSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { exerciseSlug, submissionFile, type Assignment } from '../../schema/assignment';
import { formatProblem, parseContent } from '../../schema';

/** What a student handed in, per assignment exercise: a source or why there is none. */
export type Solution = { source: string } | { problem: string };

/** One student's submission, read and checked (see the file comment). */
export interface Submission {
  /** Student name: the folder or file name, or the JSON file's `student`. */
  student: string;
  /** Path it came from. */
  path: string;
  /** By exercise id, for every exercise of the assignment. */
  solutions: Record<string, Solution>;
  /** Solutions for ids that are not part of the assignment: id (or file) → message. */
  extra: { id: string; message: string }[];
  /** Remarks that cost no points (another assignment's title, lateness). */
  notes: string[];
  late?: boolean;
}

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
 * Reads a submitted file without trusting it: a symbolic link is refused (it could point
 * at any file of the grading machine, whose text would then appear in the report), and
 * an oversized file is refused before it is read.
 */
export function readSubmittedFile(path: string, maxBytes: number): Solution {
  const st = lstatSync(path);
  if (st.isSymbolicLink()) return { problem: 'the file is a symbolic link: submit the Warp TS source itself' };
  if (!st.isFile()) return { problem: 'not a regular file' };
  if (st.size > maxBytes) return { problem: `the file is too large: ${st.size} bytes (the limit is ${maxBytes})` };
  return checkSource(readFileSync(path), maxBytes);
}

function fromText(text: string, maxBytes: number): Solution {
  return checkSource(new TextEncoder().encode(text), maxBytes);
}

/** Reads one student's folder of `<slug>.ts` files. */
export function readFolder(dir: string, a: Assignment, knownIds: Set<string>): Submission {
  const sub: Submission = { student: basename(dir), path: dir, solutions: {}, extra: [], notes: [] };
  const bySlug = new Map(a.exercises.map((e) => [exerciseSlug(e.id), e.id]));
  const files = readdirSync(dir).filter((n) => extname(n) === '.ts' && !lstatSync(join(dir, n)).isDirectory()).sort();
  for (const e of a.exercises) sub.solutions[e.id] = { problem: `no solution submitted (expected \`${exerciseSlug(e.id)}.ts\`)` };
  for (const f of files) {
    const slug = f.slice(0, -3);
    const id = bySlug.get(slug);
    if (!id) {
      const other = [...knownIds].find((k) => exerciseSlug(k) === slug);
      sub.extra.push({ id: f, message: other ? `\`${f}\` is exercise \`${other}\`, which is not part of this assignment` : `\`${f}\` names no exercise of the course` });
      continue;
    }
    sub.solutions[id] = readSubmittedFile(join(dir, f), a.limits.maxSourceBytes);
  }
  return sub;
}

/** Reads one submission JSON file. */
export function readJson(file: string, a: Assignment, knownIds: Set<string>): Submission {
  const sub: Submission = { student: basename(file, extname(file)), path: file, solutions: {}, extra: [], notes: [] };
  const fail = (why: string): Submission => {
    for (const e of a.exercises) sub.solutions[e.id] = { problem: why };
    return sub;
  };
  const st = lstatSync(file);
  if (st.isSymbolicLink()) return fail('the submission file is a symbolic link: submit the file itself');
  const limit = a.limits.maxSourceBytes * (a.exercises.length + 1);
  if (st.size > limit) return fail(`the submission file is too large: ${st.size} bytes (the limit is ${limit})`);
  const bytes = readFileSync(file);
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (e) {
    return fail(`the submission file is not valid JSON: ${(e as Error).message}`);
  }
  const parsed = parseContent(submissionFile, data, basename(file));
  if (!parsed.ok) return fail(`the submission file does not match the format: ${parsed.problems.map(formatProblem).join('; ')}`);
  const s = parsed.value;
  const ignored = Object.keys(data as object).filter((k) => !(k in submissionFile.shape));
  if (ignored.length > 0) sub.notes.push(`ignored ${ignored.map((k) => `\`${k}\``).join(', ')}: grades are recomputed from the source`);
  if (s.student) sub.student = s.student;
  if (s.assignment !== a.title) sub.notes.push(`the file is for assignment \`${s.assignment}\`, not \`${a.title}\``);
  if (a.due && s.submittedAt) {
    const t = Date.parse(s.submittedAt);
    if (Number.isNaN(t)) sub.notes.push(`\`submittedAt\` is not a date: \`${s.submittedAt}\``);
    else if (t > Date.parse(a.due)) { sub.late = true; sub.notes.push(`submitted ${s.submittedAt}, after the due date ${a.due}`); }
  }
  const ids = new Set(a.exercises.map((e) => e.id));
  for (const e of a.exercises) {
    const src = Object.prototype.hasOwnProperty.call(s.solutions, e.id) ? s.solutions[e.id] : undefined;
    sub.solutions[e.id] = src === undefined ? { problem: 'no solution submitted' } : fromText(src, a.limits.maxSourceBytes);
  }
  for (const id of Object.keys(s.solutions).filter((k) => !ids.has(k)).sort()) {
    sub.extra.push({ id, message: knownIds.has(id) ? `\`${id}\` is not part of this assignment` : `no exercise \`${id}\` exists` });
  }
  return sub;
}

/** Whether `dir` is one student's folder (it holds `.ts` files) rather than a class. */
export function isStudentFolder(dir: string): boolean {
  return readdirSync(dir).some((n) => extname(n) === '.ts' && !lstatSync(join(dir, n)).isDirectory());
}

/**
 * Every submission under `path` (see the file comment), sorted by student name.
 * Throws only when `path` does not exist (a command-line error).
 */
export function readSubmissions(path: string, a: Assignment, knownIds: Set<string>): Submission[] {
  if (!existsSync(path)) throw new Error(`no such file or folder: ${path}`);
  if (statSync(path).isFile()) return [readJson(path, a, knownIds)];
  if (isStudentFolder(path)) return [readFolder(path, a, knownIds)];
  const out: Submission[] = [];
  for (const n of readdirSync(path).sort()) {
    const p = join(path, n);
    if (n.startsWith('.')) continue;
    const st = lstatSync(p);
    if (st.isDirectory()) out.push(readFolder(p, a, knownIds));
    else if (extname(n) === '.json') out.push(readJson(p, a, knownIds));
  }
  // Two entries for one name (`bob/` and `bob.json`): name each after its file instead.
  const seen = new Map<string, number>();
  for (const s of out) seen.set(s.student, (seen.get(s.student) ?? 0) + 1);
  for (const s of out) if (seen.get(s.student)! > 1) s.student = basename(s.path);
  return out.sort((x, y) => (x.student < y.student ? -1 : x.student > y.student ? 1 : 0));
}
