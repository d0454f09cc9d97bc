/**
 * Vite's client types for the editor and the exercise components: `import.meta.glob`,
 * `import.meta.env`, and the `?raw` (a file's text) and `?worker` (a Web Worker
 * constructor) import suffixes.
 */
/// <reference types="vite/client" />
