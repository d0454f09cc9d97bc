/**
 * Structural rules (`spec.rules`): checked on the submission's IR (intrinsic calls,
 * cooperative-groups calls, `__shared__` declarations, in the learner's own functions
 * only) and on the operation counts of its runs (`OpCounts`: shuffles count once per warp
 * rendezvous, atomics once per lane; a group's shuffles and votes are counted as the
 * `*_sync` operations CUDA 13 performs for them, docs/semantics.md §9).
 *
 * Names a rule can give: an intrinsic as docs/language.md §5 spells it (`__shfl_down_sync`);
 * a function of the `cg` namespace as `cg.<name>` (`cg.tiled_partition`, `cg.reduce`,
 * docs/language.md §5b); a member of a group as `<group type>.<member>`, the group type
 * without its size (`thread_block_tile.shfl_down`, `coalesced_group.ballot`,
 * `thread_block.sync`), CUDA's `thread_block_tile<N>::shfl_down` (Programming Guide §11.4).
 */
import type { FunctionDecl, GroupType, Program } from '../lang/ir';
import type { Rules } from '../schema';
import { limitOf } from '../schema/rules';
import type { OpCounts } from '../sim/types';
import type { RuleReport } from './report';

/** What the learner's functions contain. */
export interface Structure {
  /** Names called (intrinsics, `cg.<function>`, `<group type>.<member>`; see the file
   * comment), with the first line of each. */
  intrinsics: Map<string, number>;
  /** Lines of `__shared__` declarations. */
  sharedLines: number[];
}

/** Visits every IR node under `node` (plain objects with a `k` field). */
function walk(node: unknown, visit: (n: { k: string; [key: string]: unknown }) => void): void {
  if (Array.isArray(node)) {
    for (const x of node) walk(x, visit);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const obj = node as Record<string, unknown>;
  if (typeof obj.k === 'string') visit(obj as { k: string });
  for (const [key, value] of Object.entries(obj)) {
    if (key !== 'loc' && key !== 'type') walk(value, visit);
  }
}

/** The rule name of a call node (see the file comment), or null for any other node. */
function calledName(n: { k: string; [key: string]: unknown }): string | null {
  if (n.k === 'intrinsic' && typeof n.name === 'string') return n.name;
  if (n.k === 'cg' && typeof n.fn === 'string') return `cg.${n.fn}`;
  if (n.k === 'method' && typeof n.method === 'string') {
    const t = (n.group as { type?: unknown } | undefined)?.type as GroupType | undefined;
    if (t && typeof t === 'object' && t.kind === 'group') return `${t.group}.${n.method}`;
  }
  return null;
}

/**
 * Collects the structure of `functions` (pass the learner's functions, not a harness).
 */
export function structureOf(functions: FunctionDecl[]): Structure {
  const intrinsics = new Map<string, number>();
  const sharedLines: number[] = [];
  for (const f of functions) {
    walk(f.body, (n) => {
      const line = (n.loc as { line: number } | undefined)?.line ?? f.loc.line;
      const name = calledName(n);
      if (name !== null && !intrinsics.has(name)) intrinsics.set(name, line);
      if (n.k === 'shared') sharedLines.push(line);
    });
  }
  return { intrinsics, sharedLines };
}

/** The learner's functions: those that start within the first `learnerLines` lines. */
export function learnerFunctions(program: Program, learnerLines: number): FunctionDecl[] {
  return program.functions.filter((f) => f.loc.line <= learnerLines);
}

const code = (names: string[]): string => names.map((n) => `\`${n}\``).join(' or ');

/**
 * Evaluates `rules` on `structure` and on the worst per-warp counts seen over the runs.
 * @param runs each run's counts and the numbers of warps and blocks of its launch.
 */
export function checkRules(rules: Rules, structure: Structure, runs: { counts: OpCounts; warps: number; blocks: number }[]): RuleReport[] {
  const out: RuleReport[] = [];
  for (const r of rules.require) {
    const used = r.anyOf.filter((n) => structure.intrinsics.has(n));
    out.push({
      id: `require:${r.anyOf.join('|')}`,
      passed: used.length > 0,
      message: used.length > 0 ? `uses ${code(used)}` : (r.message ?? `this exercise asks you to use ${code(r.anyOf)}`),
    });
  }
  for (const r of rules.forbid) {
    const used = r.names.filter((n) => structure.intrinsics.has(n));
    const where = used.map((n) => `\`${n}\` (line ${structure.intrinsics.get(n)})`).join(', ');
    out.push({
      id: `forbid:${r.names.join('|')}`,
      passed: used.length === 0,
      message: used.length === 0 ? `does not use ${code(r.names)}` : `${r.message ?? 'this exercise does not allow it'}: ${where}`,
    });
  }
  if (rules.noShared) {
    const lines = structure.sharedLines;
    out.push({
      id: 'noShared',
      passed: lines.length === 0,
      message: lines.length === 0 ? 'uses no shared memory'
        : `${rules.noShared.message ?? 'this exercise is solved without shared memory'}: \`__shared__\` on line ${lines.join(', ')}`,
    });
  }
  const per = (unit: 'warp' | 'block', pick: (c: OpCounts) => number): number =>
    runs.reduce((m, r) => {
      const n = unit === 'warp' ? r.warps : r.blocks;
      return Math.max(m, n > 0 ? pick(r.counts) / n : 0);
    }, 0);
  const limit = (id: 'maxShuffles' | 'maxAtomics', noun: string, pick: (c: OpCounts) => number): void => {
    const lim = rules[id];
    if (!lim) return;
    const { max, per: unit } = limitOf(lim);
    const seen = per(unit, pick);
    const shown = Number.isInteger(seen) ? String(seen) : seen.toFixed(2);
    const many = (n: number): string => `${noun}${n === 1 ? '' : 's'}`;
    out.push({
      id,
      passed: seen <= max,
      message: seen <= max
        ? `${shown} ${many(seen)} per ${unit} (at most ${max})`
        : `${lim.message ?? `at most ${max} ${many(max)} per ${unit}`}: yours made ${shown}`,
    });
  };
  limit('maxShuffles', 'shuffle', (c) => c.shuffles);
  limit('maxAtomics', 'atomic', (c) => c.atomics);
  return out;
}
