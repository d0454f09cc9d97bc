/**
 * Shiki transformer: gives every highlighted code block its number of lines as the custom
 * property `--code-lines`, so that prose.css can let a block out of view skip rendering
 * (`content-visibility: auto`) while keeping about its real height (no jump as it comes into
 * view, and anchors below it land where they will stay).
 * @type {import('shiki').ShikiTransformer}
 */
export const shikiCodeLines = {
  name: 'warp-code-lines',
  pre(node) {
    const lines = this.source.replace(/\n$/, '').split('\n').length;
    const style = typeof node.properties.style === 'string' && node.properties.style !== '' ? `${node.properties.style};` : '';
    node.properties.style = `${style}--code-lines:${lines}`;
  },
};
