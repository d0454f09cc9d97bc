/**
 * Links of the reference pages (docs/*.md shown at /reference/<name>/): expected hrefs are
 * derived by hand from the rule of src/layouts/markdown/rehype-doc-links.mjs.
 */
import { describe, expect, it } from 'vitest';
import { rehypeDocLinks } from '../../../src/layouts/markdown/rehype-doc-links.mjs';

type Node = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] };
const text = (value: string): Node => ({ type: 'text', value });
const a = (href: string, label = href): Node => ({ type: 'element', tagName: 'a', properties: { href }, children: [text(label)] });
const p = (...children: Node[]): Node => ({ type: 'element', tagName: 'p', properties: {}, children });
const root = (...children: Node[]): Node => ({ type: 'root', children });

const options = {
  docsDir: '/repo/docs',
  pages: { 'language.md': '/reference/language/', 'semantics.md': '/reference/semantics/' },
};
const run = (tree: Node, path: string | URL): Node => {
  (rehypeDocLinks(options) as (t: Node, f: { path?: string | URL }) => void)(tree, { path });
  return tree;
};

describe('links of a reference document', () => {
  it('lead to the other documents\' pages with the same fragment, and to a fragment of the same page', () => {
    const tree = run(root(p(a('semantics.md#25-deadlocks-and-hangs'), a('semantics.md'), a('./language.md#6-execution-model'), a('../docs/semantics.md#9-cooperative-groups'))), '/repo/docs/execution-model.md');
    expect(tree.children![0]!.children!.map((n) => n.properties!.href)).toEqual([
      '/reference/semantics/#25-deadlocks-and-hangs',
      '/reference/semantics/',
      '/reference/language/#6-execution-model',
      '/reference/semantics/#9-cooperative-groups',
    ]);
    const self = run(root(p(a('language.md#3-types-and-arithmetic'))), '/repo/docs/language.md');
    expect(self.children![0]!.children![0]!.properties!.href).toBe('#3-types-and-arithmetic');
  });

  it('to repository files and documents the site does not show keep their text and lose the link', () => {
    const tree = run(root(p(text('see '), a('../src/lang/', 'the front end'), text(' and '), a('assignments.md#roster'), text('.'))), new URL('file:///repo/docs/language.md'));
    expect(tree.children![0]!.children).toEqual([text('see '), text('the front end'), text(' and '), text('assignments.md#roster'), text('.')]);
  });

  it('to other sites, root-relative paths and fragments are left alone', () => {
    const hrefs = ['https://docs.nvidia.com/cuda/', '/lessons/03-shuffles/', '#5b-cooperative-groups-structs-and-64-bit-integers', 'mailto:x@example.org'];
    const tree = run(root(p(...hrefs.map((h) => a(h)))), '/repo/docs/semantics.md');
    expect(tree.children![0]!.children!.map((n) => n.properties!.href)).toEqual(hrefs);
  });

  it('are not touched in files outside the documents\' folder (the lessons)', () => {
    const tree = run(root(p(a('semantics.md'), a('../src/x.ts'))), '/repo/content/03-shuffles/index.mdx');
    expect(tree.children![0]!.children!.map((n) => n.properties!.href)).toEqual(['semantics.md', '../src/x.ts']);
  });
});
