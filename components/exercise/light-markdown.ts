/** Light Markdown for exercise texts (summaries, requirements, hints), rendered at build time. */

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Light Markdown → HTML: blank-line paragraphs, `code`, **bold**, *emphasis*. Text is
 * escaped first, so a spec cannot inject markup. */
export function lightMarkdown(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => {
      const html = escapeHtml(p.trim())
        .replace(/`([^`]+)`/g, '<code>$1</code>')
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
        .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>');
      return `<p>${html}</p>`;
    })
    .join('\n');
}
