/**
 * Just enough of a DOM for the results view's builders (`src/editor/dom.ts`: elements,
 * attributes, text nodes, listeners, `append`), so that unit tests can read what a table
 * or report says without a browser. `install()` puts a `document` on `globalThis`.
 */

export class FakeNode {
  childNodes: FakeNode[] = [];
  get textContent(): string {
    return this.childNodes.map((c) => c.textContent).join('');
  }
}

class FakeText extends FakeNode {
  constructor(private readonly data: string) { super(); }
  override get textContent(): string { return this.data; }
}

export class FakeElement extends FakeNode {
  readonly attributes = new Map<string, string>();
  readonly listeners = new Map<string, ((e: unknown) => void)[]>();
  constructor(readonly tagName: string) { super(); }
  setAttribute(name: string, value: string): void { this.attributes.set(name, value); }
  getAttribute(name: string): string | null { return this.attributes.get(name) ?? null; }
  hasAttribute(name: string): boolean { return this.attributes.has(name); }
  addEventListener(type: string, fn: (e: unknown) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  appendChild(c: FakeNode): FakeNode { this.childNodes.push(c); return c; }
  append(...cs: (FakeNode | string)[]): void {
    for (const c of cs) this.childNodes.push(typeof c === 'string' ? new FakeText(c) : c);
  }
  replaceChildren(...cs: (FakeNode | string)[]): void { this.childNodes = []; this.append(...cs); }
  get classList(): string[] { return (this.getAttribute('class') ?? '').split(/\s+/).filter(Boolean); }
  /** Every element under this one (depth first) matching `tag.class.class` (either part optional). */
  all(selector: string): FakeElement[] {
    const [tag, ...classes] = selector.split('.');
    const out: FakeElement[] = [];
    const visit = (n: FakeNode): void => {
      for (const c of n.childNodes) {
        if (!(c instanceof FakeElement)) continue;
        if ((!tag || c.tagName === tag) && classes.every((k) => c.classList.includes(k))) out.push(c);
        visit(c);
      }
    };
    visit(this);
    return out;
  }
  /** The text of every row (`tr`) of the first `table` under this element, cell by cell. */
  rows(): string[][] {
    return this.all('tr').map((tr) => tr.childNodes.filter((c): c is FakeElement => c instanceof FakeElement).map((c) => c.textContent));
  }
}

/** Puts a fake `document` on `globalThis` (the builders call `document.createElement`). */
export function install(): void {
  (globalThis as { document?: unknown }).document = {
    createElement: (tag: string) => new FakeElement(tag),
    createTextNode: (text: string) => new FakeText(text),
  };
}

/** An element the builders made, seen as the fake it is. */
export const fake = (el: unknown): FakeElement => el as FakeElement;
