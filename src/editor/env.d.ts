/**
 * Vite's client types for the editor and the exercise components: `import.meta.glob`,
 * `import.meta.env`, and the `?raw` (a file's text) and `?worker` (a Web Worker
 * constructor) import suffixes; and the types of one Monaco module that ships none.
 */
/// <reference types="vite/client" />

/** Monaco's TypeScript tokenizer and language configuration (the module ships no types). */
declare module 'monaco-editor/languages/definitions/typescript/typescript' {
  import type { languages } from 'monaco-editor/editor';
  export const conf: languages.LanguageConfiguration;
  export const language: languages.IMonarchLanguage;
}
