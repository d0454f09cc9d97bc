/**
 * The `exercises` content collection's loader: every exercise folder of the course
 * (`<content>/NN-topic/exercises/NN-slug/`), read through the grader's content layout and
 * exercise schema (src/grader/content/), so the site shows exactly what `warp-school check`
 * and `warp-school grade` read. Entry id: the exercise id (`03-shuffles/01-broadcast`);
 * entry data: an {@link ExerciseContent}.
 *
 * A malformed `exercise.json`, or a folder without its starter or solution, fails the
 * content sync (`astro build`, `astro dev`, `astro check`) with one line per problem:
 * the file, the field and a hint.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { readExerciseContent, type ExerciseContent } from '../grader/content/layout';
import { exerciseIds, readExerciseFiles } from '../grader/content/read';

export type { ExerciseContent };

/** Reads every exercise under `root`; throws one error listing every problem found. */
export function loadExercises(root: string, show: (path: string) => string = (p) => p): ExerciseContent[] {
  const out: ExerciseContent[] = [];
  const problems: string[] = [];
  for (const id of exerciseIds(root)) {
    const files = readExerciseFiles(root, id, show);
    if (files === null) continue;
    const r = readExerciseContent(id, files);
    if (r.ok) out.push(r.exercise);
    else problems.push(...r.problems);
  }
  if (problems.length > 0) {
    const n = problems.length;
    throw new Error(`the course's exercises have ${n} problem${n === 1 ? '' : 's'}:\n${problems.join('\n')}`);
  }
  return out;
}

/** The loader of the `exercises` collection over the content folder `contentDir` (relative to the project root). */
export function exerciseLoader(contentDir: string): Loader {
  return {
    name: 'warp-school-exercises',
    load: async ({ store, config, watcher, logger, generateDigest }) => {
      const rootDir = fileURLToPath(config.root);
      const root = fileURLToPath(new URL(contentDir.replace(/\/*$/, '/'), config.root));
      const show = (p: string): string => relative(rootDir, p) || p;
      const sync = (): void => {
        const exercises = loadExercises(root, show);
        store.clear();
        for (const ex of exercises) {
          const data = { ...ex } as unknown as Record<string, unknown>;
          store.set({ id: ex.id, data, digest: generateDigest(data) });
        }
      };
      sync();
      watcher?.add(root);
      watcher?.on('all', (_event, path) => {
        if (!path.startsWith(root) || !/\/exercises\//.test(path)) return;
        try {
          sync();
          logger.info(`reloaded the exercises (${show(path)} changed)`);
        } catch (e) {
          logger.error((e as Error).message);
        }
      });
    },
  };
}
