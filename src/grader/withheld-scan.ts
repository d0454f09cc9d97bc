/**
 * Node side of withheld.ts: reads the course's assignments and exercises, and searches
 * every file of a built site folder for their secrets (`warp-school check --assignments`).
 */
import { existsSync, lstatSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { assignment as assignmentSchema } from '../schema/assignment';
import { exerciseSpec, formatProblem, parseContent } from '../schema';
import { leaksIn, publishedLines, secretsOf, withheldExercises, type Leak, type Secrets, type Withholding } from './withheld';

/** Reads every `*.json` assignment file of `dir`; throws naming the file and field of a bad one. */
export function readAssignments(dir: string): { file: string; title: string; due?: string; exercises: { id: string }[] }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((n) => n.endsWith('.json')).sort().map((n) => {
    const file = join(dir, n);
    const parsed = parseContent(assignmentSchema, JSON.parse(readFileSync(file, 'utf8')), file);
    if (!parsed.ok) throw new Error(parsed.problems.map(formatProblem).join('\n'));
    return { file, ...parsed.value };
  });
}

const read = (p: string): string | null => (existsSync(p) ? readFileSync(p, 'utf8') : null);

/** The files of exercise `id` under `contentRoot`. */
function exerciseTexts(contentRoot: string, id: string) {
  const [lesson, slug] = id.split('/');
  const dir = join(contentRoot, lesson!, 'exercises', slug!);
  const wrongDir = join(dir, 'wrong');
  const wrong = existsSync(wrongDir) ? readdirSync(wrongDir).filter((n) => n.endsWith('.ts')).sort().map((name) => ({ name, source: readFileSync(join(wrongDir, name), 'utf8') })) : [];
  return {
    dir, spec: read(join(dir, 'exercise.json')) ?? '{}', starter: read(join(dir, 'starter.ts')) ?? '',
    solution: read(join(dir, 'solution.ts')) ?? '', cuda: read(join(dir, 'cuda.cu')), wrong,
  };
}

/** Every exercise id under `contentRoot` (`NN-topic/exercises/NN-slug` folders with a spec). */
function exerciseIdsUnder(contentRoot: string): string[] {
  return readdirSync(contentRoot).filter((l) => /^\d+-/.test(l) && existsSync(join(contentRoot, l, 'exercises'))).sort()
    .flatMap((l) => readdirSync(join(contentRoot, l, 'exercises')).sort().filter((e) => existsSync(join(contentRoot, l, 'exercises', e, 'exercise.json'))).map((e) => `${l}/${e}`));
}

/**
 * The secrets of every exercise the assignments of `assignmentsDir` withhold. The course's
 * public texts (withheld.ts), what the site shows: every lesson's `index.mdx`, every
 * exercise's `exercise.json` and `starter.ts`, the `solution.ts` and `cuda.cu` of the
 * exercises no assignment names, and `extraPublic` (the playground's sample). Known-wrong
 * solutions are shown nowhere, so they publish nothing.
 */
export function courseSecrets(contentRoot: string, assignmentsDir: string, extraPublic: string[] = []): { withheld: Map<string, Withholding>; secrets: Secrets[] } {
  const withheld = withheldExercises(readAssignments(assignmentsDir));
  const texts: { source: string; text: string }[] = [];
  for (const l of readdirSync(contentRoot).filter((n) => /^\d+-/.test(n)).sort()) {
    const mdx = read(join(contentRoot, l, 'index.mdx'));
    if (mdx !== null) texts.push({ source: join(contentRoot, l, 'index.mdx'), text: mdx });
  }
  for (const id of exerciseIdsUnder(contentRoot)) {
    const ex = exerciseTexts(contentRoot, id);
    texts.push({ source: join(ex.dir, 'exercise.json'), text: ex.spec }, { source: join(ex.dir, 'starter.ts'), text: ex.starter });
    if (withheld.has(id)) continue;
    texts.push({ source: join(ex.dir, 'solution.ts'), text: ex.solution }, ...(ex.cuda !== null ? [{ source: join(ex.dir, 'cuda.cu'), text: ex.cuda }] : []));
  }
  for (const f of extraPublic) { const t = read(f); if (t !== null) texts.push({ source: f, text: t }); }
  const published = publishedLines(texts);
  const secrets = [...withheld.keys()].map((id) => {
    const ex = exerciseTexts(contentRoot, id);
    const spec = exerciseSpec.parse(JSON.parse(ex.spec));
    return secretsOf(id, ex, spec.tests.random.hiddenSeed, published);
  });
  return { withheld, secrets };
}

/** Every regular file under `dir`, recursively, sorted. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const n of readdirSync(dir).sort()) {
    const p = join(dir, n);
    const st = lstatSync(p);
    if (st.isDirectory()) out.push(...filesUnder(p));
    else if (st.isFile()) out.push(p);
  }
  return out;
}

/** A file's text for searching: gzip content decompressed, bytes read as UTF-8. */
function textOf(path: string): string {
  let bytes: Uint8Array = readFileSync(path);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try { bytes = gunzipSync(bytes); } catch { /* not gzip after all: search the bytes */ }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Searches every file of the built site `dist` for `secrets`; paths relative to `dist`. */
export function scanBuild(dist: string, secrets: Secrets[]): { files: number; leaks: Leak[] } {
  const files = filesUnder(dist);
  const leaks = files.flatMap((f) => leaksIn(relative(dist, f), textOf(f), secrets));
  return { files: files.length, leaks };
}
