/**
 * Vite plugin choosing the components behind `virtual:warp-school/exercise-widget` and
 * `virtual:warp-school/playground-widget`: the editor widgets (`components/exercise/Exercise.astro`, `components/playground/Playground.astro`)
 * when they exist and the lessons come from `content/` (the folder the widgets read
 * exercises from), else the site's placeholders. Decided once, at config time.
 *
 * @param {{ root: URL, useWidgets: boolean }} options `root`: project root as a file URL.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function widgetsPlugin({ root, useWidgets }) {
  /** @param {string} real @param {string} fallback */
  const pick = (real, fallback) => {
    const path = fileURLToPath(new URL(real, root));
    return useWidgets && existsSync(path) ? path : fileURLToPath(new URL(fallback, root));
  };
  const table = {
    'virtual:warp-school/exercise-widget': () =>
      pick('./components/exercise/Exercise.astro', './components/site/ExercisePlaceholder.astro'),
    'virtual:warp-school/playground-widget': () =>
      pick('./components/playground/Playground.astro', './components/site/PlaygroundPlaceholder.astro'),
  };
  return {
    name: 'warp-school-widgets',
    enforce: /** @type {const} */ ('pre'),
    /** @param {string} id */
    resolveId(id) {
      const f = /** @type {Record<string, () => string>} */ (table)[id];
      return f ? f() : null;
    },
  };
}
