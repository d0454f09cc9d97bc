/**
 * Builds lane diagrams straight from a Warp TS snippet: compile, run on the simulator with
 * the trace on, and lay out the chosen warp's operations. Used at build time by
 * `<WarpDiagram>` in lessons, so every picture is real simulator output.
 */
import { compile } from '../lang';
import { formatDiagnostic } from '../lang/diagnostics';
import { runProgram } from '../sim';
import type { ArgValue, Dim3 } from '../sim/types';
import { parseArg } from '../sim/arg-spec';
import { layoutOp, type OpLayout } from './layout';

export interface DiagramRequest {
  code: string;
  /** Block size (threads), default 32. */
  block?: number | Dim3;
  /** Arguments in the command line's `NAME=SPEC` form, separated by `;` or newlines. */
  args?: string;
  /** Which warp of block 0 to draw (default 0). */
  warp?: number;
  /** Operation kinds to draw (default: every warp-level operation). */
  kinds?: string[];
  /** Whether each caption names the source line of its call (default true). Set it to false
   * when the page does not show `code` itself, so no caption points at an unseen line. */
  showLine?: boolean;
}

/** Returns the layouts, or throws an Error whose message says what is wrong with the snippet
 * (so a broken diagram fails the site build instead of showing nothing). */
export function diagramsFromSource(req: DiagramRequest): OpLayout[] {
  const c = compile(req.code);
  if (!c.program) throw new Error('WarpDiagram: the snippet does not compile: ' + c.diagnostics.map((d) => formatDiagnostic(d)).join('; '));
  const args: Record<string, ArgValue> = {};
  for (const part of (req.args ?? '').split(/[;\n]/).map((s) => s.trim()).filter(Boolean)) {
    const p = parseArg(part);
    if (!p.ok) throw new Error(`WarpDiagram: argument ${part}: ${p.message}`);
    args[p.value.name] = p.value.value;
  }
  const block: Dim3 = typeof req.block === 'number' ? [req.block, 1, 1] : req.block ?? [32, 1, 1];
  const r = runProgram(c.program, { grid: [1, 1, 1], block }, args, { trace: true });
  const warp = req.warp ?? 0;
  const t = r.trace?.find((x) => x.warp === warp);
  if (!t) throw new Error(`WarpDiagram: no trace for warp ${warp}`);
  const threads = block[0] * block[1] * block[2];
  const n = Math.min(32, threads - warp * 32);
  const valid = n >= 32 ? 0xffffffff : ((1 << n) - 1) >>> 0;
  const kinds = req.kinds ?? null;
  return t.ops
    .filter((o) => (kinds ? kinds.includes(o.kind) : o.kind.startsWith('__') && o.kind !== '__syncthreads'))
    .map((o) => layoutOp(o, valid, { showLine: req.showLine }));
}
