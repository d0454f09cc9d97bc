/**
 * Run-time diagnostics: collected per (code, line, column) so that the same mistake made by
 * many lanes is one diagnostic listing its threads, in a deterministic order (block, warp,
 * lane). The message is the one of the first thread that made the mistake.
 */
import type { Diagnostic, DiagnosticKind, RelatedInfo, Severity, ThreadRef } from '../../lang/diagnostics';
import type { Loc } from '../../lang/ir';
import { hintFor, type DiagnosticCode, type Hint, type HostHints } from '../../lang/registry';

/** Whether `a` and `b` name one thread. */
function sameThread(a: ThreadRef, b: ThreadRef): boolean {
  return a.thread[0] === b.thread[0] && a.thread[1] === b.thread[1] && a.thread[2] === b.thread[2]
    && a.block[0] === b.block[0] && a.block[1] === b.block[1] && a.block[2] === b.block[2];
}

/** Most threads listed on one diagnostic. */
export const MAX_THREADS_PER_DIAGNOSTIC = 64;

/** Groups (such as a race's other lines) whose related places one diagnostic gathers. */
export const MAX_GROUPS_PER_DIAGNOSTIC = 8;

export class Reporter {
  private byKey = new Map<string, Diagnostic & { count: number; groups?: Set<string> }>();
  private order: (Diagnostic & { count: number; groups?: Set<string> })[] = [];
  dropped = 0;
  /** Where the first diagnostic that was not kept happened. */
  droppedAt: Loc | null = null;
  errors = 0;

  /** @param hints the host's own hints by code (`RunOptions.hints`), over those the call sites give. */
  constructor(
    private readonly maxDiagnostics: number,
    private readonly hints?: HostHints,
  ) {}

  /**
   * Adds one thread's occurrence of a diagnostic. `message`/`related` are computed lazily and
   * used only for the first occurrence of a (code, line, column); an occurrence of another
   * `group` there (a race with another line) adds its `related` places to that diagnostic,
   * up to {@link MAX_GROUPS_PER_DIAGNOSTIC} groups. The hint shown is the
   * host's for `code`, else `hint` (a registry variant, `hint()` of registry.ts), else the
   * registry's default.
   */
  add(
    kind: DiagnosticKind,
    code: DiagnosticCode,
    severity: Severity,
    loc: Loc,
    thread: ThreadRef | null,
    message: () => string,
    hint?: Hint,
    related?: () => RelatedInfo[],
    group = '',
  ): void {
    if (severity === 'error') this.errors++;
    const key = `${code}@${loc.line}:${loc.column}`;
    const have = this.byKey.get(key);
    if (have) {
      have.count++;
      // Another `group` at this place (a race with another line): its related places join
      // the first diagnostic's, so each is named without a diagnostic per pair.
      if (group && have.groups && !have.groups.has(group) && have.groups.size < MAX_GROUPS_PER_DIAGNOSTIC) {
        have.groups.add(group);
        const rel = related?.() ?? [];
        if (rel.length) (have.related ??= []).push(...rel);
      }
      // Each thread once (a lane that repeats the mistake in a loop is one thread).
      if (thread && have.threads && have.threads.length < MAX_THREADS_PER_DIAGNOSTIC && !have.threads.some((t) => sameThread(t, thread))) have.threads.push(thread);
      return;
    }
    if (this.order.length >= this.maxDiagnostics) {
      if (this.dropped++ === 0) this.droppedAt = loc;
      return;
    }
    const d: Diagnostic & { count: number; groups?: Set<string> } = {
      kind, code, severity, message: message(), line: loc.line, column: loc.column, count: 1,
      threads: thread ? [thread] : [],
      ...(group ? { groups: new Set([group]) } : {}),
    };
    const shown = hintFor(code, hint, this.hints);
    if (shown) d.hint = shown;
    const rel = related?.();
    if (rel && rel.length) d.related = rel;
    this.byKey.set(key, d);
    this.order.push(d);
  }

  /** Adds `threads` to the diagnostic with this code at this location (one reported for
   * a whole block, such as `E-BUDGET`: the threads it concerns), each once, without counting
   * them as occurrences. */
  addThreads(code: DiagnosticCode, loc: Loc, threads: readonly ThreadRef[]): void {
    const d = this.byKey.get(`${code}@${loc.line}:${loc.column}`);
    if (!d?.threads) return;
    for (const t of threads) {
      if (d.threads.length >= MAX_THREADS_PER_DIAGNOSTIC) break;
      if (!d.threads.some((x) => sameThread(x, t))) d.threads.push(t);
    }
  }

  /** The diagnostic with this code at this location, as the object whose `count` a caller
   * may raise for a thread it already lists (a lane repeating the same warning in a loop),
   * or undefined when there is none (it was dropped past the limit). */
  counter(code: DiagnosticCode, loc: Loc): { count: number } | undefined {
    return this.byKey.get(`${code}@${loc.line}:${loc.column}`);
  }

  /** True when a diagnostic with this code was reported at this location. */
  has(code: DiagnosticCode, loc: Loc): boolean {
    return this.byKey.has(`${code}@${loc.line}:${loc.column}`);
  }

  /** The diagnostics, each with " (N occurrences in M threads)" appended when it happened
   * more than once per thread, or " (N occurrences; the first M threads listed)" when the
   * list stopped at {@link MAX_THREADS_PER_DIAGNOSTIC}. */
  finish(): Diagnostic[] {
    const out: Diagnostic[] = [];
    for (const d of this.order) {
      const { count, groups: _groups, ...rest } = d;
      const listed = rest.threads?.length ?? 0;
      if (count > 1 && rest.threads && listed > 0 && count > listed) {
        rest.message += listed >= MAX_THREADS_PER_DIAGNOSTIC
          ? ` (${count} occurrences; the first ${listed} threads listed)`
          : ` (${count} occurrences in ${listed} thread${listed === 1 ? '' : 's'})`;
      }
      out.push(rest);
    }
    if (this.dropped > 0) {
      out.push({
        kind: 'output', code: 'N-DIAGNOSTICS-DROPPED', severity: 'note',
        line: this.droppedAt?.line ?? 1, column: this.droppedAt?.column ?? 1,
        message: `${this.dropped} further diagnostics were not recorded, from this place on`,
      });
    }
    return out;
  }
}
