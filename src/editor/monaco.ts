/**
 * Monaco, trimmed to what a Warp TS exercise needs: the editor API, a handful of
 * editing features (suggest, hover, parameter hints, bracket matching, comments,
 * find, go to error) and the TypeScript language with its worker (started late:
 * `language-service.ts`). The Warp prelude
 * (`src/lang/prelude/warp.d.ts`) is registered as an extra library, so completion,
 * hover docs and type errors know every Warp type, built-in and intrinsic.
 *
 * Browser only. Imported lazily by the exercise and playground elements, never from a
 * page's first script, so a lesson page stays small until an editor is needed.
 */
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/gotoError/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/parameterHints/register';
import 'monaco-editor/features/suggest/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/toggleTabFocusMode/register';
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
// Services of editor contributions that the TypeScript language loads later, with its
// worker client (code lens, drop into editor, outline): registered now, before the first
// editor fixes the set of services, so that editors created after that load do not
// fail with "depends on UNKNOWN service".
import 'monaco-editor/editor/contrib/codelens/browser/codeLensCache';
import 'monaco-editor/editor/common/services/treeViewsDndService';
import 'monaco-editor/editor/contrib/documentSymbols/browser/outlineModel';
import 'monaco-editor/languages/definitions/typescript/register';
import { ScriptTarget, typescriptDefaults } from 'monaco-editor/languages/features/typescript/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import TsWorker from 'monaco-editor/languages/features/typescript/ts.worker?worker';
import { conf as tsConf, language as tsLanguage } from 'monaco-editor/languages/definitions/typescript/typescript';
import prelude from '../lang/prelude/warp.d.ts?raw';

export { monaco };

/** The language of an editor's model before the TypeScript service starts (language-service.ts). */
export const WARP_TS = 'warp-ts';

let configured = false;

/** Configures Monaco once per page: worker factories, TypeScript options for Warp TS
 * (no DOM library, strict), and the Warp prelude as an extra library. */
export function setupMonaco(): typeof monaco {
  if (configured) return monaco;
  configured = true;
  (self as unknown as { MonacoEnvironment: monaco.Environment }).MonacoEnvironment = {
    getWorker(_id: string, label: string): Worker {
      return label === 'typescript' || label === 'javascript' ? new TsWorker() : new EditorWorker();
    },
  };
  typescriptDefaults.setCompilerOptions({
    target: ScriptTarget.ES2020,
    lib: ['es2020'],
    strict: true,
    noEmit: true,
    allowNonTsExtensions: true,
  });
  typescriptDefaults.setDiagnosticsOptions({ noSemanticValidation: false, noSyntaxValidation: false });
  typescriptDefaults.addExtraLib(prelude, 'file:///node_modules/@types/warp/index.d.ts');
  // Warp TS before the TypeScript service starts (language-service.ts): TypeScript's
  // tokenizer and configuration under a language of its own, which starts no worker.
  monaco.languages.register({ id: WARP_TS });
  monaco.languages.setLanguageConfiguration(WARP_TS, tsConf);
  monaco.languages.setMonarchTokensProvider(WARP_TS, tsLanguage);
  return monaco;
}

/** `vs-dark` when the page is dark (the site's `data-theme="dark"` on `<html>`, or the
 * system preference when the site sets none), else `vs`. */
export function currentTheme(): 'vs' | 'vs-dark' {
  const explicit = document.documentElement.dataset.theme;
  if (explicit === 'dark') return 'vs-dark';
  if (explicit === 'light') return 'vs';
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'vs-dark' : 'vs';
}

/** Keeps every editor's theme in step with the page theme. */
export function followPageTheme(): void {
  const apply = (): void => monaco.editor.setTheme(currentTheme());
  apply();
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', apply);
  new MutationObserver(apply).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class'] });
}
