/**
 * Rehype plugin: wraps every `<table>` of lesson prose in a focusable, labelled region that
 * scrolls horizontally, so wide tables never widen the page on a phone and keyboard users
 * can scroll them (WCAG 2.1.1; axe `scrollable-region-focusable`).
 */
export function rehypeTableScroll() {
  /** @param {any} node */
  const visit = (node) => {
    if (!Array.isArray(node.children)) return;
    node.children = node.children.map((/** @type {any} */ child) => {
      if (child.type === 'element' && child.tagName === 'table') {
        return {
          type: 'element',
          tagName: 'div',
          properties: { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: 'Table (scrolls sideways)' },
          children: [child],
        };
      }
      visit(child);
      return child;
    });
  };
  return (/** @type {any} */ tree) => visit(tree);
}
