/** Markdown for exercise texts (summaries, requirements, hints), rendered at build time. */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';

/**
 * CommonMark → HTML (paragraphs, lists, `code`, **bold**, *emphasis*, links), through
 * mdast-util-from-markdown, mdast-util-to-hast and hast-util-to-html. Raw HTML in `text` is
 * dropped, not passed through (`toHast` without `allowDangerousHtml`), so a spec cannot
 * inject markup.
 */
export function lightMarkdown(text: string): string {
  const hast = toHast(fromMarkdown(text.trim()));
  return hast ? toHtml(hast) : '';
}

/** {@link lightMarkdown} for a one-line text shown inside another element (a list item):
 * the paragraph around it is left out. */
export function inlineMarkdown(text: string): string {
  return lightMarkdown(text).replace(/^<p>([\s\S]*)<\/p>$/, '$1');
}
