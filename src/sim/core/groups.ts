/**
 * Group bookkeeping: splitting a group at divergence, merging groups that reconverge,
 * lanes that exit or are stopped by an error, and re-checking what they release.
 */
import type { Group, Token } from './state';
import type { Warp } from './warp';
import { lanesOfShared } from './values';
import { MASK_ZERO } from './repr';

let nextGroupId = 1;

export function newGroup(mask: number, pc: number, fn: number, tokens: Token[], frames: Group['frames']): Group {
  return {
    id: nextGroupId++, mask: mask >>> 0, lanes: lanesOfShared(mask), pc, fn, tokens, frames,
    state: 'ready', pendingLanes: MASK_ZERO, waitLoc: null, waitWhat: '', slice: 0, syncSince: 0, syncAtomics: 0, fragment: 0,
  };
}

/** Splits `mask` (a subset of g's lanes) off `g` into a new group at `pc`, inserted after
 * `g` (or before it when `first`). */
export function splitOff(w: Warp, g: Group, mask: number, pc: number, first = false): Group {
  if (((g.mask & ~mask) >>> 0) === 0 || (mask & ~g.mask) !== 0) throw new Error('assertion: splitOff must take a proper subset of the group');
  const h = newGroup(mask, pc, g.fn, g.tokens.slice(), g.frames.slice());
  setMask(g, g.mask & ~mask);
  const gs = w.groups;
  const at = gs.indexOf(g);
  const pos = first ? at : at + 1;
  insertAt(gs, pos < 0 ? Math.max(gs.length + pos, 0) : pos, h);
  return h;
}

/** `gs.splice(at, 0, h)` for `0 <= at <= gs.length` (without the builtin's generic path). */
function insertAt(gs: Group[], at: number, h: Group): void {
  let i = gs.length;
  gs.push(h);
  for (; i > at; i--) gs[i] = gs[i - 1]!;
  gs[at] = h;
}

export function setMask(g: Group, mask: number): void {
  g.mask = mask >>> 0;
  g.lanes = lanesOfShared(g.mask);
}

function sameStack(a: Group, b: Group): boolean {
  if (a.tokens.length !== b.tokens.length || a.frames.length !== b.frames.length) return false;
  for (let i = 0; i < a.tokens.length; i++) if (a.tokens[i] !== b.tokens[i]) return false;
  for (let i = 0; i < a.frames.length; i++) if (a.frames[i] !== b.frames[i]) return false;
  return true;
}

/** Merges ready groups at the same instruction with the same regions and call stack:
 * lanes that reach a sync point together run together from there on. */
export function mergeReady(w: Warp): void {
  const gs = w.groups;
  let ready = 0;
  for (let i = 0; i < gs.length; i++) if (gs[i]!.state === 'ready') ready++;
  if (ready < 2) return;
  for (let i = 0; i < gs.length; i++) {
    const a = gs[i]!;
    if (a.state !== 'ready') continue;
    for (let j = i + 1; j < gs.length; j++) {
      const b = gs[j]!;
      if (b.state === 'ready' && b.pc === a.pc && b.fn === a.fn && sameStack(a, b)) {
        setMask(a, a.mask | b.mask);
        b.state = 'done';
        removeAt(gs, j);
        j--;
      }
    }
  }
}

/**
 * Adversarial schedules: the fragment `g` of a split group (`Group.fragment`), having just
 * run, meets a sibling fragment that waits, ready, at the same instruction with the same
 * regions and call stack: the two run together again, as lanes at one instruction may
 * (Volta's convergence optimiser groups the active threads of a warp that execute the same
 * code; ITS promises neither that they do nor that they don't). The group earlier in the
 * warp's list keeps the lanes of both. Returns the group that holds `g`'s lanes afterwards
 * (`g` itself when there is no such sibling).
 *
 * Without this, lanes that stepped apart stayed apart until the next sync point, so a long
 * loop split its warp into ever more groups of ever fewer lanes (about eight groups of five
 * lanes per warp, and three times the default schedule's time per lane-step, in the course's
 * row softmax).
 */
export function rejoin(w: Warp, g: Group): Group {
  const gs = w.groups;
  let before = true;
  for (let i = 0; i < gs.length; i++) {
    const b = gs[i]!;
    if (b === g) { before = false; continue; }
    if (b.fragment !== g.fragment || b.state !== 'ready' || b.pc !== g.pc || b.fn !== g.fn || !sameStack(b, g)) continue;
    if (before) {
      setMask(b, b.mask | g.mask);
      g.state = 'done';
      removeAt(gs, gs.indexOf(g));
      return b;
    }
    setMask(g, g.mask | b.mask);
    b.state = 'done';
    removeAt(gs, i);
    return g;
  }
  return g;
}

/** `gs.splice(at, 1)` for `0 <= at < gs.length`. */
function removeAt(gs: Group[], at: number): void {
  for (let k = at; k < gs.length - 1; k++) gs[k] = gs[k + 1]!;
  gs.pop();
}

/** Removes finished groups (in place: nothing iterates over `w.groups` across a prune). */
export function prune(w: Warp): void {
  const gs = w.groups;
  let k = 0;
  for (let i = 0; i < gs.length; i++) {
    const g = gs[i]!;
    if (g.state !== 'done' && g.mask !== 0) gs[k++] = g;
  }
  while (gs.length > k) gs.pop();
}

/** Is every lane a token expects present (arrived, exited or stopped)? */
export function tokenComplete(w: Warp, t: Token): boolean {
  return ((t.expected & ~t.arrived & ~w.exited) >>> 0) === 0;
}
