/**
 * `warp-school classroom --assignment FILE OUT_DIR [--content DIR] [--site URL]`: writes
 * the template repository of a GitHub Classroom assignment into OUT_DIR (an empty or new
 * folder): the student README, each exercise's starter as `solutions/<exercise
 * folder>.ts`, and the autograding workflow (src/grader/classroom/). The assignment's
 * name in the workflow is the assignment file's name without `.json`.
 * Exit status: 0 written; 2 for bad input (unreadable or invalid assignment, unknown
 * exercise, OUT_DIR not empty, bad option).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { Command, CommanderError } from 'commander';
import { BadInput, exerciseFolder, loadAssignmentExercises } from '../../grader/batch';
import { templateFiles } from '../../grader/classroom/template';
import { readAssignment } from './grade';

interface Opts {
  assignment?: string;
  content?: string;
  site?: string;
}

/** Entry point of `warp-school classroom`. */
export async function main(argv: string[]): Promise<number> {
  const cmd = new Command('warp-school classroom')
    .argument('<out-dir>', 'the template repository to write (an empty or new folder)')
    .requiredOption('--assignment <file>', 'the assignment file (JSON), e.g. assignments/week-1.json')
    .option('--content <dir>', 'the course content folder (default: $WARP_SCHOOL_CONTENT or ./content)')
    .option('--site <url>', 'the course site\'s address, for links from the README to each exercise')
    .exitOverride()
    .configureOutput({ writeErr: () => {}, writeOut: (s) => process.stdout.write(s) });
  let out: string;
  let o: Opts;
  try {
    cmd.parse(argv, { from: 'user' });
    out = cmd.args[0]!;
    o = cmd.opts();
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed') return 0;
      process.stderr.write(`warp-school classroom: ${e.message.replace(/^error: /, '')}\n`);
      return 2;
    }
    throw e;
  }
  try {
    const contentRoot = resolve(o.content ?? process.env.WARP_SCHOOL_CONTENT ?? 'content');
    if (!existsSync(contentRoot) || !statSync(contentRoot).isDirectory()) throw new BadInput(`no content folder at ${contentRoot}`);
    if (existsSync(out) && (!statSync(out).isDirectory() || readdirSync(out).length > 0)) throw new BadInput(`${out} is not an empty folder: give a new or empty one`);
    const a = readAssignment(o.assignment!);
    const loaded = loadAssignmentExercises(a, contentRoot);
    const exercises = a.exercises.map((e) => ({
      id: e.id, points: e.points, spec: loaded.get(e.id)!.spec,
      starter: readFileSync(join(exerciseFolder(contentRoot, e.id), 'starter.ts'), 'utf8'),
    }));
    const files = templateFiles(a, exercises, { name: basename(o.assignment!, '.json'), ...(o.site ? { site: o.site } : {}) });
    for (const [path, text] of files) {
      mkdirSync(dirname(join(out, path)), { recursive: true });
      writeFileSync(join(out, path), text);
    }
    process.stdout.write(`wrote ${files.size} files to ${out}: ${[...files.keys()].join(', ')}\n`);
    return 0;
  } catch (e) {
    if (e instanceof BadInput) {
      for (const line of e.message.split('\n')) process.stderr.write(`warp-school classroom: ${line}\n`);
      return 2;
    }
    throw e;
  }
}
