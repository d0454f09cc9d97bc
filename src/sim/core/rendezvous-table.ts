/**
 * The open rendezvous of a warp, by key (rendezvous kind and mask: `collective.ts`), in the
 * order they were opened. A warp has few open at once (usually none or one), so a list
 * searched from the start beats a `Map`, whose keys here (kind · 2^32 + mask) are not small
 * integers and would be hashed on every arrival. Same behaviour as a `Map` in what the
 * simulator uses: insertion order, and `values()` seeing deletions made while it is read.
 */
import type { Rendezvous } from './state';
import { objectList } from './repr';

export class RendezvousTable {
  private readonly list: Rendezvous[] = objectList();

  /** Number of open rendezvous. */
  get size(): number {
    return this.list.length;
  }

  get(key: number): Rendezvous | undefined {
    const l = this.list;
    for (let i = 0; i < l.length; i++) if (l[i]!.key === key) return l[i];
    return undefined;
  }

  has(key: number): boolean {
    return this.get(key) !== undefined;
  }

  /** Opens `rv` under `key` (the key must not be open). */
  set(key: number, rv: Rendezvous): void {
    if (this.has(key)) throw new Error('assertion: a rendezvous is already open under this key');
    rv.key = key;
    this.list.push(rv);
  }

  delete(key: number): boolean {
    const l = this.list;
    for (let i = 0; i < l.length; i++) {
      if (l[i]!.key === key) {
        for (let k = i; k < l.length - 1; k++) l[k] = l[k + 1]!;
        l.pop();
        return true;
      }
    }
    return false;
  }

  clear(): void {
    if (this.list.length !== 0) this.list.length = 0; // setting `length` is a runtime call even when nothing changes
  }

  /** The open rendezvous, oldest first (the live list: do not keep it). */
  values(): readonly Rendezvous[] {
    return this.list;
  }
}
