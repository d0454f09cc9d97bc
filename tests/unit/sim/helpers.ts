/** Test helpers: compile a Warp TS source and run it on the simulator. */
import { compile } from '../../../src/lang';
import { runProgram } from '../../../src/sim';
import type { ArgValue, Dim3, RunOptions, RunResult } from '../../../src/sim';
import type { Diagnostic } from '../../../src/lang/diagnostics';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exerciseFolder } from '../../../src/grader/content/read';

export function dim(x: number, y = 1, z = 1): Dim3 {
  return [x, y, z];
}

export const ints = (data: number[]): ArgValue => ({ kind: 'array', type: 'int', data });
export const uints = (data: number[]): ArgValue => ({ kind: 'array', type: 'uint', data });
export const floats = (data: number[]): ArgValue => ({ kind: 'array', type: 'float', data });
export const doubles = (data: number[]): ArgValue => ({ kind: 'array', type: 'double', data });
export const zeros = (n: number, type: 'int' | 'uint' | 'float' | 'double' = 'int'): ArgValue => ({ kind: 'array', type, data: new Array(n).fill(0) });
export const scalar = (type: 'int' | 'uint' | 'float' | 'double', value: number): ArgValue => ({ kind: 'scalar', type, value });

/** The submissions an exercise is graded against in the tests: its reference, then its
 * starter (if it has one), then its wrong solutions in file-name order. */
export function submissionsOf(root: string, id: string, reference: string): string[] {
  const dir = exerciseFolder(root, id);
  const subs = [reference];
  if (existsSync(join(dir, 'starter.ts'))) subs.push(readFileSync(join(dir, 'starter.ts'), 'utf8'));
  const wrong = join(dir, 'wrong');
  if (existsSync(wrong)) for (const f of readdirSync(wrong).sort()) subs.push(readFileSync(join(wrong, f), 'utf8'));
  return subs;
}

/** Compiles (failing the test on compile errors) and runs. */
export function run(src: string, block: Dim3 | number, args: Record<string, ArgValue>, opts: RunOptions & { grid?: Dim3 } = {}): RunResult {
  const c = compile(src);
  if (!c.program) throw new Error('compile failed: ' + c.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`).join('; '));
  const b = typeof block === 'number' ? dim(block) : block;
  return runProgram(c.program, { grid: opts.grid ?? dim(1), block: b }, args, opts);
}

export function errors(r: RunResult): Diagnostic[] {
  return r.diagnostics.filter((d) => d.severity === 'error');
}

export function kinds(r: RunResult): string[] {
  return errors(r).map((d) => d.kind);
}

/** 0..n-1 */
export const iota = (n: number, f: (i: number) => number = (i) => i): number[] => Array.from({ length: n }, (_, i) => f(i));

/** Line (1-based) of the first line of `src` containing `needle`. */
export function lineOf(src: string, needle: string): number {
  const i = src.split('\n').findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`no line contains ${needle}`);
  return i + 1;
}

/** Lanes 0–7 write `s[lane]` of a shared array; after `__syncwarp`, every lane reads
 * `s[lane]` (line 6), which lanes 8–31 then discard: a note, `N-UNWRITTEN-READ`, at line 6
 * for those lanes, and `out[lane] = lane` in every lane (one warp; `out` is `uint[32]`). */
export const UNWRITTEN_DISCARDED = `export function kernel(out: uint[]) {
  const lane: int = threadIdx.x;
  const s = __shared__<uint>(32);
  if (lane < 8) { s[lane] = uint(lane); }
  __syncwarp();
  let v: uint = s[lane];
  if (lane >= 8) { v = uint(lane); }
  out[lane] = v;
}
`;

/** `out[lane] = lane` (one warp; `out` is `uint[32]`). */
export const LANE_INDEX = 'export function kernel(out: uint[]) {\n  out[threadIdx.x] = uint(threadIdx.x);\n}\n';

/** Full-mask ballots at two call sites, one per arm of `if (lane < 16)`: lanes 0–15 vote
 * `lane & 1`, lanes 16–31 vote 1 (one warp of 32; `out` is `uint[32]`). */
export const CROSS_SITE_BALLOT = `export function kernel(out: uint[]) {
  const lane: int = threadIdx.x;
  let b: uint;
  if (lane < 16) b = __ballot_sync(0xffffffff, lane & 1);
  else b = __ballot_sync(0xffffffff, 1);
  out[lane] = b;
}`;
