/**
 * What an exercise's statement promises, checked against its tests and rules
 * (`warp-school check`): a statement that speaks of 3-D blocks, 2-D grids, partial warps or
 * several blocks must have a test launched that way (or code that ignores the dimension
 * passes), and every rule the grader enforces must be named in the statement (or a correct
 * solution loses points for a requirement the learner was never told).
 */
import type { ExerciseSpec, LaunchSpec } from '../schema';
import { ruleStatements } from './rule-statements';
import { familyOf, intrinsicDescriptor } from '../lang/intrinsics/table';

/** A launch shape a statement can promise, how to recognise the promise, and whether a
 * launch has the shape. */
interface Shape {
  name: string;
  promise: RegExp;
  has: (block: [number, number, number], grid: [number, number, number]) => boolean;
}

const SHAPES: Shape[] = [
  { name: 'a 3-D block (blockDim.z > 1)', promise: /\b3-D block|three-dimensional block|threadIdx\.z|blockDim\.z/i, has: (b) => b[2] > 1 },
  { name: 'a 2-D or 3-D block (blockDim.y or blockDim.z > 1)', promise: /\b[23]-D block|two-dimensional block|threadIdx\.y|blockDim\.y/i, has: (b) => b[1] > 1 || b[2] > 1 },
  { name: 'a 2-D or 3-D grid (gridDim.y or gridDim.z > 1)', promise: /blockIdx\.[yz]|gridDim\.[yz]|\b[23]-D grid|multi-dimensional grid/i, has: (_b, g) => g[1] > 1 || g[2] > 1 },
  { name: 'a partial warp (threads per block not a multiple of 32)', promise: /partial warp|not a multiple of 32|any block size/i, has: (b) => (b[0] * b[1] * b[2]) % 32 !== 0 },
  { name: 'several blocks (a grid of more than one block)', promise: /\bevery block|\beach block|several blocks|multiple blocks|across blocks|whole grid/i, has: (_b, g) => g[0] * g[1] * g[2] > 1 },
];

/** An intrinsic is named in a statement by its name or by its family's word ("without
 * shuffles" names every `__shfl*_sync`); the intrinsics' families come from the descriptor
 * table (src/lang/intrinsics/table.ts; the vote word covers the votes with a predicate, not
 * `__activemask`), group shuffles by their method names. */
const FAMILIES: [(name: string) => boolean, RegExp][] = [
  [(n) => familyOf(n) === 'shuffle', /shuffle/i],
  [(n) => /^(thread_block_tile|coalesced_group)\.shfl/.test(n), /shuffle/i],
  [(n) => familyOf(n) === 'reduce', /__reduce_/],
  [(n) => familyOf(n) === 'atomic', /atomic/i],
  [(n) => familyOf(n) === 'vote' && intrinsicDescriptor(n)?.sim === 'collective', /\bvote/i],
  [(n) => familyOf(n) === 'match', /__match_/],
];

/** Every launch the exercise's tests use. */
export function testLaunches(spec: ExerciseSpec): LaunchSpec[] {
  const out: LaunchSpec[] = [];
  const fixed = spec.tests.fixed;
  for (const t of fixed) out.push(t.launch ?? spec.launch);
  if (spec.tests.random.count > 0) out.push(...(spec.tests.random.launches ?? [spec.launch]));
  if (out.length === 0) out.push(spec.launch);
  return out;
}

/** Launch shapes the statement (`summary`) promises that no test launches. */
export function missingShapes(spec: ExerciseSpec): string[] {
  const launches = testLaunches(spec);
  return SHAPES.filter((s) => s.promise.test(spec.summary) && !launches.some((l) => s.has(l.block, l.grid))).map((s) => s.name);
}

/** Rules the grader enforces that the statement (the summary and the requirements listed
 * under it) does not name. */
export function unstatedRules(spec: ExerciseSpec): string[] {
  const text = [spec.summary, ...ruleStatements(spec.rules, spec.failOnWarnings)].join('\n');
  const names = (n: string): boolean => text.includes(n) || FAMILIES.some(([f, word]) => f(n) && word.test(text));
  const out: string[] = [];
  for (const r of spec.rules.require) {
    if (!r.anyOf.some(names)) out.push(`require ${r.anyOf.map((n) => `\`${n}\``).join(' or ')}`);
  }
  for (const r of spec.rules.forbid) {
    for (const n of r.names) if (!names(n)) out.push(`forbid \`${n}\``);
  }
  if (spec.rules.noShared && !/shared memory|__shared__/i.test(text)) out.push('noShared (say "no shared memory")');
  if (spec.rules.maxShuffles && !/shuffle|__shfl/i.test(text)) out.push('maxShuffles (say how many shuffles)');
  if (spec.rules.maxAtomics && !/atomic/i.test(text)) out.push('maxAtomics (say how many atomics)');
  return out;
}
