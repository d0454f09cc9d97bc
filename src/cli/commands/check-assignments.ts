/**
 * `warp-school check --assignments [--dist DIR] [--assignments-dir DIR] [CONTENT_DIR]`:
 * proves that a site built with `WARP_SCHOOL_MODE=assignments` keeps the assignments'
 * answers back. For every exercise an assignment file names, every secret line of its
 * `solution.ts`, `cuda.cu` and `wrong/*.ts` (src/grader/withheld.ts: a line of at least 12
 * characters that is not in its starter and that the course publishes nowhere else) and its
 * `hiddenSeed` are searched in every file of DIR (default `dist/`): pages, page data,
 * scripts, the search index.
 *
 * Prints one line per secret found (`FILE: EXERCISE SOURCE: LINE`), then a note for each
 * line left out because the course publishes it elsewhere (with where), then
 * `check --assignments: E withheld exercises, S secret lines and H hidden seeds searched in
 * F files of DIR: L found`. Exit status 0 when nothing was found, 1 when something was,
 * 2 for a bad argument (no built site in DIR, no content folder).
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { courseSecrets, scanBuild } from '../../grader/withheld-scan';

const USAGE = 'usage: warp-school check --assignments [--dist DIR] [--assignments-dir DIR] [CONTENT_DIR]';

/** Entry point (argv without `--assignments`). */
export async function main(argv: string[]): Promise<number> {
  const args = [...argv];
  const take = (flag: string): string | undefined => {
    const i = args.indexOf(flag);
    if (i < 0) return undefined;
    const v = args[i + 1];
    args.splice(i, 2);
    return v;
  };
  const dist = take('--dist') ?? 'dist';
  const assignmentsDir = take('--assignments-dir') ?? 'assignments';
  const unknown = args.filter((a) => a.startsWith('-'));
  if (unknown.length > 0 || args.length > 1) {
    process.stderr.write(`warp-school check: unexpected argument ${unknown[0] ?? args[1]}\n${USAGE}\n`);
    return 2;
  }
  const content = args[0] ?? process.env.WARP_SCHOOL_CONTENT ?? 'content';
  if (!existsSync(content) || !statSync(content).isDirectory()) {
    process.stderr.write(`warp-school check: no content folder at ${content}\n`);
    return 2;
  }
  if (!existsSync(join(dist, 'index.html'))) {
    process.stderr.write(`warp-school check: no built site at ${dist} (build it with WARP_SCHOOL_MODE=assignments npm run build, or give --dist DIR)\n`);
    return 2;
  }
  let found;
  try {
    found = courseSecrets(content, assignmentsDir, ['components/playground/sample.ts']);
  } catch (e) {
    process.stderr.write(`warp-school check: ${(e as Error).message}\n`);
    return 2;
  }
  const { withheld, secrets } = found;
  const { files, leaks } = scanBuild(dist, secrets);
  for (const l of leaks) process.stdout.write(`${join(dist, l.path)}: ${l.id} ${l.file}: ${l.line}\n`);
  for (const s of secrets) {
    for (const p of s.published) process.stdout.write(`note: ${s.id} ${p.file}: \`${p.line}\` is also in ${p.source}, so it is not searched for\n`);
  }
  const lines = secrets.reduce((t, s) => t + s.lines.length, 0);
  const seeds = secrets.filter((s) => s.hiddenSeed !== undefined).length;
  process.stdout.write(`check --assignments: ${withheld.size} withheld exercises, ${lines} secret lines and ${seeds} hidden seeds searched in ${files} files of ${dist}: ${leaks.length} found\n`);
  return leaks.length === 0 ? 0 : 1;
}
