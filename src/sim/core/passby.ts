/**
 * The validity verdict of a `*_sync` call whose mask names lanes that did not make it
 * (DSL.md §6 "Every named lane must make the call"; SEMANTICS.md §2.1 S2/S3: Programming
 * Guide §10.19–10.22 "all non-exited threads named in mask must execute the same intrinsic
 * with the same mask", NVIDIA CUDA safety guideline CUDA-2.1).
 *
 * What the hardware does is modelled elsewhere: the rendezvous waits until every named
 * lane has arrived or exited (PTX ISA §9.7.9.6 `wait_for_specified_threads`). Whether the
 * call was valid is decided here, from the program path of the missing lanes and not from
 * the order the groups ran in: a named lane that exited before the call in program order
 * (a `return` before it, or in the other arm of its own `if`) is fine; one that reached the
 * end of a region containing the call without making it (`Token.passed`) and then exited
 * passed the call by, and the call is undefined.
 */
import type { Instr } from './instr';
import type { Group, Token } from './state';
import type { Warp } from './warp';
import { laneRanges, lanesOf } from './values';

/** Named lanes that passed a call by, and the innermost region whose end they reached. */
export interface PassBy {
  lanes: number;
  token: Token;
}

/** Lanes of `missing` that reached the end of a region enclosing the call of `groups`
 * (the groups waiting in it), or null when none did. `missing` holds named lanes that
 * exited without arriving. Looks from the innermost region out. */
export function passedBy(missing: number, groups: readonly Group[]): PassBy | null {
  let lanes = 0;
  let token: Token | null = null;
  for (const g of groups) {
    const ts = g.tokens;
    for (let i = ts.length - 1; i >= 0; i--) {
      const t = ts[i]!;
      const p = (t.passed & missing & ~lanes) >>> 0;
      if (p) { lanes = (lanes | p) >>> 0; token ??= t; }
    }
  }
  return token ? { lanes, token } : null;
}

/** `lanes` paired with a call from another call site (SEMANTICS.md §2.5: HW-3 k3, a
 * lane-dependent loop of `__syncwarp()` followed by one more, completes by cross-site
 * pairing; a portability warning, not a pass-by): the regions they left no longer count
 * against them. */
export function forgetPassed(w: Warp, lanes: number): void {
  for (const g of w.groups) for (const t of g.tokens) t.passed = (t.passed & ~lanes) >>> 0;
}

/** Named lanes that exited on their own (not stopped by an error) without arriving. */
export function goneLanes(w: Warp, mask: number, arrived: number): number {
  return (mask & ~arrived & w.exited & w.valid & ~w.stopped) >>> 0;
}

/** "the end of the `if` (lines 4–7)": where lanes that reached the end of `t` were. */
export function regionEnd(t: Token): string {
  const a = t.loc.line, b = t.loc.endLine ?? a;
  const lines = b > a ? `lines ${a}–${b}` : `line ${a}`;
  switch (t.what) {
    case 'the loop exit': return `the exit of the loop (${lines})`;
    case 'the end of the loop body': return `the end of an iteration of the loop (${lines}) with \`continue\``;
    case '`if`': return `the end of the \`if\` (${lines})`;
    case '`switch`': return `the end of the \`switch\` (${lines})`;
    default:
      if (t.what.startsWith('the return from')) return `${t.what} called at line ${a}`;
      return `the end of the ${t.what} at line ${a}, skipping its right side`;
  }
}

/** "line 9" / "lines 9, 12": where the lanes of `lanes` exited. */
export function exitLines(w: Warp, lanes: number): string {
  const set = [...new Set(lanesOf(lanes).map((l) => w.exitLine[l]!))].sort((a, b) => a - b);
  return set.length === 1 ? `line ${set[0]}` : `lines ${set.join(', ')}`;
}

/** The fix, for a call passed by at region `t`. */
function hint(t: Token): string {
  if (t.what === 'the loop exit') {
    return 'Lanes leave this loop after different numbers of iterations, so a full mask names lanes that are gone. Give every lane the same trip count (for example `for (let base = 0; base < n; base += 32) { const i = base + lane; ... }`) and name the lanes that still have work in each iteration with `__ballot_sync(0xffffffff, i < n)`, computed every iteration.';
  }
  return 'Name only the lanes that make this call: compute the mask before the branch, `const m: uint = __ballot_sync(0xffffffff, condition);`, and pass `m` here; or move the call out of the branch so that every lane it names reaches it.';
}

/**
 * Reports a passed-by call (kind `mask`, `E-MASK-PASSED`) at each participant's call site
 * and makes its results undefined values (already reported, so later uses stay silent).
 * `name`: the intrinsic; `participants`: lanes that took part; `instrOf`: each one's call.
 */
export function reportPassBy(w: Warp, pb: PassBy, name: string, mask: number, participants: number, instrOf: (lane: number) => Instr): void {
  const ctx = w.ctx;
  const m = '0x' + (mask >>> 0).toString(16).padStart(8, '0');
  const where = regionEnd(pb.token);
  const exits = exitLines(w, pb.lanes);
  const text = `\`${name}\` with mask ${m}: the mask names lanes ${laneRanges(pb.lanes)}, which passed this call by: they reached ${where} without making it and exited at ${exits}. An H200 completes the call once they exit, but it is undefined behaviour (Programming Guide: "all non-exited threads named in mask must execute the same intrinsic with the same mask"), and another warp-level call after the branch would hang or pair with the wrong lanes; the results of this call are undefined`;
  const h = hint(pb.token);
  const op = w.trace ? w.trace[w.trace.length - 1] : undefined;
  for (const l of lanesOf(participants)) {
    const ins = instrOf(l);
    ctx.laneReport(w, l, 'mask', 'E-MASK-PASSED', 'error', ins.loc, () => text, h,
      () => [{ message: `lanes ${laneRanges(pb.lanes)} reached ${where} here without making the call`, line: pb.token.loc.endLine ?? pb.token.loc.line, column: 1 }]);
    if (ins.dst !== undefined && ins.dst >= 0) {
      w.poisonOf(ins.fn, ins.dst)[l] = {
        why: `\`${name}\` at line ${ins.loc.line} names lanes ${laneRanges(pb.lanes)}, which passed it by`,
        lane: l, line: ins.loc.line, column: ins.loc.column, reported: true,
      };
    }
    if (op && op.kind === name) op.undefinedResult[l] = true;
  }
}
