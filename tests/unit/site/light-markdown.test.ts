import { describe, expect, it } from 'vitest';
import { inlineMarkdown, lightMarkdown } from '../../../components/exercise/light-markdown';

// Expected HTML by hand, from CommonMark 0.31 (paragraphs §4.8, lists §5.2–5.3, code spans
// §6.1, emphasis §6.2, raw HTML §6.6) and the exercise texts that use each construct.
describe('exercise text Markdown', () => {
  it('renders a list after a paragraph as a list (lesson 15, exercise 04)', () => {
    const html = lightMarkdown('Add the values:\n\n- each block adds its own;\n- thread 0 then calls `__threadfence()`.');
    expect(html).toBe('<p>Add the values:</p>\n<ul>\n<li>each block adds its own;</li>\n<li>thread 0 then calls <code>__threadfence()</code>.</li>\n</ul>');
  });

  it('keeps paragraphs, code spans, bold and emphasis', () => {
    expect(lightMarkdown('One `a < b` **two**\n\nthree *four*')).toBe('<p>One <code>a &#x3C; b</code> <strong>two</strong></p>\n<p>three <em>four</em></p>');
  });

  it('leaves asterisks inside code spans alone (lessons 7 and 13)', () => {
    expect(lightMarkdown('every `*_sync` intrinsic waits for the *non-exited* lanes')).toBe('<p>every <code>*_sync</code> intrinsic waits for the <em>non-exited</em> lanes</p>');
    expect(lightMarkdown('row `r` at `x[r*n .. r*n + n-1]`')).toBe('<p>row <code>r</code> at <code>x[r*n .. r*n + n-1]</code></p>');
  });

  it('drops raw HTML rather than passing it through', () => {
    const html = lightMarkdown('Hi <script>alert(1)</script> <img src=x onerror=alert(1)> there');
    expect(html).not.toMatch(/<script|<img|onerror/);
    expect(html).toBe('<p>Hi alert(1)  there</p>'); // the spaces on both sides of the dropped <img>
  });

  it('leaves comparisons outside code as text', () => {
    expect(lightMarkdown('lanes with lane < 16 and lane >= 8')).toBe('<p>lanes with lane &#x3C; 16 and lane >= 8</p>');
  });

  it('renders a one-paragraph text without its paragraph for a list item', () => {
    expect(inlineMarkdown('Use `__ballot_sync`.')).toBe('Use <code>__ballot_sync</code>.');
    expect(inlineMarkdown('')).toBe('');
  });
});
