// @ts-check
/**
 * The course's reference documents, shown as pages of the site and rendered from the
 * project's own markdown (single source): `docs/<name>.md` becomes `/reference/<name>/`.
 * Read by the `reference` content collection (src/content.config.ts), the pages
 * (src/pages/reference/), and the link rewriting of astro.config.mjs
 * (src/layouts/markdown/rehype-doc-links.mjs). The documents are described in docs/README.md.
 */

/** Folder of the documents, relative to the project root. */
export const REFERENCE_DIR = 'docs';

/**
 * The documents shown, in reading order: `name` is the file name without `.md` and the
 * page's last path segment; `label` names it in the reference's navigation; `summary` is
 * the one line the reference index and the page's description show.
 * @type {readonly { name: string; label: string; summary: string }[]}
 */
export const REFERENCE_DOCS = [
  {
    name: 'language',
    label: 'The language',
    summary: 'Warp TS: program shape, types and arithmetic, built-ins, intrinsics, cooperative groups, structs and 64-bit integers, the execution model and the command line.',
  },
  {
    name: 'semantics',
    label: 'CUDA semantics',
    summary: 'The CUDA rules the simulator follows, each with its source (Programming Guide, PTX ISA, headers) and the H200 readings that confirm them.',
  },
  {
    name: 'execution-model',
    label: 'Execution model',
    summary: 'How the simulator runs a warp: lanes, groups and regions, the rendezvous of *_sync calls, validity verdicts, scheduling, undefined values and races.',
  },
];

/**
 * The site path of document `name` under the root, without the base path
 * (`referencePath('semantics')` is `/reference/semantics/`; astro.config.mjs's
 * rehypeBaseLinks prefixes the base in rendered markdown, `withBase` in pages).
 * @param {string} name
 */
export function referencePath(name) {
  return `/reference/${name}/`;
}
