/**
 * A tiny element builder for the results view: `h('td', { class: 'bad' }, 'text')`.
 * Text children become text nodes (never parsed as HTML), so diagnostic messages and
 * `printf` output from a learner's program cannot inject markup.
 */

export type Child = Node | string | number | null | undefined | false;

/** Attributes: strings are set as attributes; `true` sets an empty attribute; `false`,
 * `null` and `undefined` are skipped; functions under `on*` names become listeners. */
export type Attrs = Record<string, string | number | boolean | null | undefined | ((event: Event) => void)>;

/** Creates `<tag>` with `attrs` and `children`. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs | null = null,
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (attrs) {
    for (const [name, value] of Object.entries(attrs)) {
      if (value === false || value === null || value === undefined) continue;
      if (typeof value === 'function') el.addEventListener(name.slice(2), value);
      else el.setAttribute(name, value === true ? '' : String(value));
    }
  }
  append(el, children);
  return el;
}

function append(parent: Node, children: (Child | Child[])[]): void {
  for (const c of children) {
    if (Array.isArray(c)) append(parent, c);
    else if (c === null || c === undefined || c === false) continue;
    else parent.appendChild(typeof c === 'object' ? c : document.createTextNode(String(c)));
  }
}

/** `text` with each `backticked` span as a `<code>` element (messages name program
 * things in backticks); the rest stays plain text. */
export function rich(text: string): (Node | string)[] {
  return text.split(/(`[^`]+`)/).filter((part) => part !== '').map((part) =>
    part.length > 2 && part.startsWith('`') && part.endsWith('`') ? h('code', null, part.slice(1, -1)) : part);
}
