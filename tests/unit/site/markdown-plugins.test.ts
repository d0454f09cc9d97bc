import { describe, expect, it } from 'vitest';
import { rehypeBaseLinks } from '../../../src/layouts/markdown/rehype-base-links.mjs';
import { rehypeTableScroll } from '../../../src/layouts/markdown/rehype-table-scroll.mjs';
import { shikiCodeLines } from '../../../src/layouts/markdown/shiki-code-lines.mjs';

type Node = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[] };
const el = (tagName: string, properties: Record<string, unknown> = {}, children: Node[] = []): Node => ({ type: 'element', tagName, properties, children });
const root = (...children: Node[]): Node => ({ type: 'root', children });

describe('root-relative links in lesson prose', () => {
  const links = ['/lessons/03-shuffles/', '/warp-school/progress/', 'https://docs.nvidia.com/cuda/', '//cdn.example/x.js', '#mask', 'exercises/01/'];
  const run = (base: string) => {
    const tree = root(...links.map((href) => el('a', { href })), el('img', { src: '/diagram.svg' }));
    rehypeBaseLinks({ base })(tree);
    return tree.children!.map((n) => n.properties!.href ?? n.properties!.src);
  };

  it('are prefixed with a sub-path base; absolute, fragment, relative and already-prefixed ones are left alone', () => {
    expect(run('/warp-school/')).toEqual([
      '/warp-school/lessons/03-shuffles/',
      '/warp-school/progress/',
      'https://docs.nvidia.com/cuda/',
      '//cdn.example/x.js',
      '#mask',
      'exercises/01/',
      '/warp-school/diagram.svg',
    ]);
  });

  it('are unchanged when the site is served from the root', () => {
    expect(run('/')).toEqual([...links, '/diagram.svg']);
  });
});

describe('tables in lesson prose', () => {
  it('are wrapped, however deep, in a focusable labelled region that scrolls sideways', () => {
    const table = el('table');
    const tree = root(el('section', {}, [table]));
    rehypeTableScroll()(tree);
    const wrapper = tree.children![0]!.children![0]!;
    expect(wrapper).toMatchObject({ tagName: 'div', properties: { className: ['table-scroll'], tabIndex: 0, role: 'region' } });
    expect(wrapper.children).toEqual([table]);
  });
});

describe('code blocks keep their height while out of view', () => {
  const lines = (source: string, style?: string): unknown => {
    const pre = el('pre', style === undefined ? {} : { style });
    (shikiCodeLines.pre as (this: { source: string }, node: Node) => void).call({ source }, pre);
    return pre.properties!.style;
  };

  it('gives each block its line count after the highlighter\'s own style, a final newline not counted', () => {
    expect(lines('a\nb\nc\n', 'background-color:#FFFFFF;overflow-x:auto')).toBe('background-color:#FFFFFF;overflow-x:auto;--code-lines:3');
    expect(lines('one line')).toBe('--code-lines:1');
    expect(lines('a\n\nb', '')).toBe('--code-lines:3');
  });
});
