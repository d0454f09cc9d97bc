/**
 * One Monaco editor for Warp TS: sized to its content (within limits), Ctrl/Cmd+Enter
 * runs, Escape then Tab leaves it (focus-out.ts), our compiler's diagnostics shown as
 * markers, and helpers to replace the text undoably and to jump to a `line:column`.
 */
import { followPageTheme, monaco, setupMonaco, currentTheme } from './monaco';
import { toMarkers } from './markers';
import { escapeThenTab } from './focus-out';
import { modelLanguage, startLanguageService, startWhenQuiet } from './language-service';
import type { Diagnostic } from '../lang/diagnostics';

/** What the exercise and playground widgets use of an editor. */
export interface WarpEditor {
  readonly editor: monaco.editor.IStandaloneCodeEditor;
  getValue(): string;
  /** Replaces the whole text as one edit, so Ctrl+Z in the editor brings the old text back. */
  replaceValue(text: string): void;
  /** Shows `diagnostics` as markers under `owner` (e.g. `warp-check`, `warp-run`). */
  setDiagnostics(owner: string, diagnostics: readonly Diagnostic[]): void;
  /** Moves the cursor to 1-based `line:column`, scrolls it into view, focuses the editor. */
  goto(line: number, column: number): void;
  /** Every marker on the model (ours and the TypeScript service's): 1-based line,
   * column, Monaco severity (8 error, 4 warning, 2 info, 1 hint), owner and message. */
  markers(): { line: number; column: number; severity: number; owner: string; message: string }[];
  /** Calls `listener` after every change of the text. */
  onChange(listener: () => void): void;
  dispose(): void;
}

export interface EditorOptions {
  value: string;
  /** A unique model URI path, e.g. `/exercises/03-shuffles/01-broadcast.ts`. */
  path: string;
  /** Accessible name of the editor. */
  ariaLabel: string;
  /** Ctrl/Cmd+Enter. */
  onRun: () => void;
  minHeight?: number;
  maxHeight?: number;
  /** How long the page's simulator has had no waited-for request (ms, `SimPool.idleFor`):
   * the TypeScript service starts once it has been quiet a while, or when an editor gets
   * focus (language-service.ts). Without it, the service starts with the editor. */
  idleFor?: () => number;
}

let themed = false;

/** Creates an editor inside `host` (which it empties). */
export function createEditor(host: HTMLElement, opts: EditorOptions): WarpEditor {
  setupMonaco();
  if (!themed) { themed = true; followPageTheme(); }
  const uri = monaco.Uri.parse(`file://${opts.path}`);
  monaco.editor.getModel(uri)?.dispose();
  if (opts.idleFor) startWhenQuiet(opts.idleFor);
  else startLanguageService();
  const model = monaco.editor.createModel(opts.value, modelLanguage(), uri);
  host.replaceChildren();
  const editor = monaco.editor.create(host, {
    model,
    theme: currentTheme(),
    ariaLabel: opts.ariaLabel,
    automaticLayout: true,
    minimap: { enabled: false },
    scrollBeyondLastLine: false,
    fontSize: 14,
    lineNumbersMinChars: 3,
    tabSize: 2,
    folding: false,
    glyphMargin: false,
    fixedOverflowWidgets: true,
    renderLineHighlightOnlyWhenFocus: true,
    scrollbar: { alwaysConsumeMouseWheel: false },
    padding: { top: 8, bottom: 8 },
    overviewRulerLanes: 0,
    // Monaco dims the number of the empty last line below WCAG contrast; show it plainly.
    renderFinalNewline: 'on',
    // Monaco fades declarations the type checker finds unused, below WCAG contrast (axe
    // 'color-contrast'); show them in full colour.
    showUnused: false,
    hideCursorInOverviewRuler: true,
    // Long lines wrap (continuing at their own indentation) instead of scrolling sideways.
    wordWrap: 'on',
    wrappingIndent: 'same',
  });
  const min = opts.minHeight ?? 160;
  const max = opts.maxHeight ?? 640;
  const fit = (): void => {
    // +2: the host's 1px border (the site sizes boxes with `border-box`).
    host.style.height = `${Math.min(max, Math.max(min, editor.getContentHeight() + 2))}px`;
  };
  editor.onDidContentSizeChange(fit);
  fit();
  editor.onDidFocusEditorText(() => startLanguageService());
  const stopEscape = escapeThenTab(host);
  editor.addAction({
    id: 'warp.run',
    label: 'Run',
    keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter],
    run: () => opts.onRun(),
  });
  return {
    editor,
    getValue: () => model.getValue(),
    replaceValue(text: string): void {
      editor.pushUndoStop();
      editor.executeEdits('warp', [{ range: model.getFullModelRange(), text }]);
      editor.pushUndoStop();
    },
    setDiagnostics(owner, diagnostics): void {
      const markers = toMarkers(diagnostics, {
        lineCount: model.getLineCount(),
        lineContent: (line) => model.getLineContent(line),
      });
      monaco.editor.setModelMarkers(model, owner, markers);
    },
    goto(line, column): void {
      editor.setPosition({ lineNumber: line, column });
      editor.revealPositionInCenterIfOutsideViewport({ lineNumber: line, column });
      editor.focus();
    },
    markers() {
      return monaco.editor.getModelMarkers({ resource: uri }).map((m) => ({
        line: m.startLineNumber, column: m.startColumn, severity: m.severity, owner: m.owner, message: m.message,
      }));
    },
    onChange(listener): void {
      model.onDidChangeContent(() => listener());
    },
    dispose(): void {
      stopEscape();
      editor.dispose();
      model.dispose();
    },
  };
}
