/**
 * When the editor's TypeScript service starts. The service is Monaco's TypeScript worker:
 * completion, hover docs, parameter hints and type errors against the Warp prelude
 * (`monaco.ts`). Starting it costs about a second of processor time (it loads the
 * TypeScript compiler and checks the ES2020 library), and on a page just opened that second
 * is wanted by the simulator workers: on two cores, a Run pressed while the service started
 * took up to twice as long (`bench/browser.bench.ts`, figure 5). The grader reports every
 * Warp TS error of a Run itself, so nothing a Run shows waits for the service.
 *
 * So editors are created in {@link WARP_TS}: TypeScript's own tokenizer and language
 * configuration (the same colours, brackets and comments) without the service. Every
 * model moves to `typescript`, which starts the service, at the first of: the learner
 * focuses an editor (completion is wanted), or the page's simulator has been free of
 * waited-for requests for {@link LANGUAGE_SERVICE_QUIET_MS} (the learner reads).
 *
 * Browser only (Monaco).
 */
import { monaco, WARP_TS } from './monaco';

export { WARP_TS };

/** The service starts once the simulator has had no waited-for request for this long (ms). */
export const LANGUAGE_SERVICE_QUIET_MS = 1000;

let started = false;
let watching = false;

/** The language a new model gets now: `typescript` once the service has started. */
export function modelLanguage(): string {
  return started ? 'typescript' : WARP_TS;
}

/** Starts the TypeScript service now: every Warp TS model moves to `typescript` (idempotent). */
export function startLanguageService(): void {
  if (started) return;
  started = true;
  for (const model of monaco.editor.getModels()) {
    if (model.getLanguageId() === WARP_TS) monaco.editor.setModelLanguage(model, 'typescript');
  }
}

/**
 * Starts the service once `idleFor()` (how long the page's simulator has had no waited-for
 * request, ms: `SimPool.idleFor`) reaches {@link LANGUAGE_SERVICE_QUIET_MS}, checking again
 * as long as it has not. The first call sets the watch; later ones do nothing.
 */
export function startWhenQuiet(idleFor: () => number): void {
  if (started || watching) return;
  watching = true;
  const check = (): void => {
    if (started) return;
    const idle = idleFor();
    if (idle >= LANGUAGE_SERVICE_QUIET_MS) startLanguageService();
    else setTimeout(check, Math.max(50, LANGUAGE_SERVICE_QUIET_MS - idle));
  };
  setTimeout(check, LANGUAGE_SERVICE_QUIET_MS);
}
