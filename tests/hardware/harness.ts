/**
 * Runs one hardware case through the front end and the simulator, and compares the
 * result with the GPU's words: exact equality for defined words; `null` plus the right
 * diagnostic for undefined ones (see `UndefinedWords` in table.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile } from '../../src/lang';
import { formatDiagnostic, type Diagnostic, type ThreadRef } from '../../src/lang/diagnostics';
import { runProgram } from '../../src/sim';
import type { ArgValue, Dim3, RunOptions, RunResult } from '../../src/sim/types';
import { readings, type Reading } from './fixtures';
import { doubleWords } from './inputs';
import type { HardwareCase, UndefinedWords } from './table';

/** The buffer filler of the readings. */
export const DEADBEEF = 0xdeadbeef;

/** A kernel file's text. */
export function kernelSource(file: string): string {
  return readFileSync(fileURLToPath(new URL(`./kernels/${file}`, import.meta.url)), 'utf8');
}

/** Absolute path of a kernel file (for the command line). */
export function kernelPath(file: string): string {
  return fileURLToPath(new URL(`./kernels/${file}`, import.meta.url));
}

/** The reading of a row; throws when the fixture has no such case. */
export function readingOf(row: HardwareCase): Reading {
  const r = readings(row.fixture).get(row.case);
  if (!r) throw new Error(`no reading \`${row.case}\` in ${row.fixture}.jsonl`);
  return r;
}

/** 1-based lines of `src` that carry the comment `// @<marker>`. */
export function markerLines(src: string, marker: string): number[] {
  const lines: number[] = [];
  src.split('\n').forEach((text, i) => { if (text.includes(`// @${marker}`)) lines.push(i + 1); });
  return lines;
}

/** Where word `w` of a reading belongs: thread id, lane, slot, block and thread index
 * (null when the words are not one run of `slots` per thread, as in `seed_reduce_warp`). */
export function wordPlace(r: Reading, w: number): { gid: number; lane: number; slot: number; ref: ThreadRef } | null {
  const tpb = r.block[0] * r.block[1] * r.block[2];
  const blocks = r.grid[0] * r.grid[1] * r.grid[2];
  if (r.out.length !== tpb * blocks * r.slots) return null;
  const gid = Math.floor(w / r.slots), slot = w % r.slots;
  return { gid, slot, lane: (gid % tpb) & 31, ref: threadRef(r, gid) };
}

/** The CUDA names of thread `gid` of a reading's launch. */
export function threadRef(r: Reading, gid: number): ThreadRef {
  const [bx, by] = r.block, [gx, gy] = r.grid;
  const tpb = r.block[0] * r.block[1] * r.block[2];
  const b = Math.floor(gid / tpb), t = gid % tpb;
  const block: Dim3 = [b % gx, Math.floor(b / gx) % gy, Math.floor(b / (gx * gy))];
  const thread: Dim3 = [t % bx, Math.floor(t / bx) % by, Math.floor(t / (bx * by))];
  return { block, thread, lane: t & 31 };
}

/** The outcome of one case. */
export interface CaseRun {
  reading: Reading;
  source: string;
  result: RunResult;
  /** The simulator's words, laid out like `reading.out`. */
  words: (number | null)[];
}

/** Compiles and runs a row's kernel with the reading's launch (and `opts`, e.g. a
 * schedule); throws on a compile error. `reading` replaces the row's reading from its
 * fixture (the probe runs of `probes.jsonl` are not keyed by case alone). */
export function runCase(row: HardwareCase, opts?: RunOptions, reading: Reading = readingOf(row)): CaseRun {
  const source = kernelSource(row.kernel);
  const { program, diagnostics } = compile(source);
  if (!program) throw new Error(`${row.kernel} does not compile:\n${diagnostics.map((d) => formatDiagnostic(d, row.kernel)).join('\n')}`);
  const args: Record<string, ArgValue> = {
    out: { kind: 'array', type: 'uint', data: new Array<number>(reading.out.length).fill(row.fill ?? DEADBEEF) },
    ...row.args,
  };
  const result = runProgram(program, row.launch, args, opts);
  let words: (number | null)[];
  if (row.doubles) {
    const d = result.args[row.doubles] ?? [];
    words = d.flatMap((x) => (x === null ? [null, null] : doubleWords(x as number)));
  } else {
    words = (result.args.out ?? []) as (number | null)[]; // `out` is a `uint[]`
  }
  return { reading, source, result, words };
}

const hex = (v: number | null | undefined): string =>
  v === null || v === undefined ? String(v) : typeof v === 'number' && Number.isInteger(v) && v >= 0
    ? `0x${v.toString(16).padStart(8, '0')}` : String(v);

function describe(r: Reading, w: number): string {
  const p = wordPlace(r, w);
  return p ? `word ${w} (thread ${p.gid}, lane ${p.lane}, slot ${p.slot})` : `word ${w}`;
}

/** Indices of the words a row declares undefined. */
export function undefinedWordSet(row: HardwareCase, r: Reading): Map<number, UndefinedWords> {
  const m = new Map<number, UndefinedWords>();
  for (const u of row.undefined ?? []) {
    for (const gid of u.threads) for (const s of u.slots ?? range(r.slots)) m.set(gid * r.slots + s, u);
  }
  return m;
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** Which words `wordMismatches` looks at. */
export type WordSet = 'all' | 'defined' | 'undefined';

/** Every defined word that differs from the reading, and every undefined word that is
 * not `null`, as one line each ("word 15 (thread 15, lane 15, slot 0): expected ...,
 * got ..."); `which` narrows the check to one kind of word. */
export function wordMismatches(row: HardwareCase, run: Pick<CaseRun, 'reading' | 'words'>, which: WordSet = 'all'): string[] {
  const { reading: r, words } = run;
  const undef = undefinedWordSet(row, r);
  const out: string[] = [];
  if (words.length !== r.out.length) out.push(`length: expected ${r.out.length} words, got ${words.length}`);
  for (let w = 0; w < r.out.length; w++) {
    const u = undef.get(w);
    if (u) {
      if (which !== 'defined' && words[w] !== null) {
        out.push(`${describe(r, w)}: expected null (undefined: ${u.why}; the H200 gave ${hex(r.out[w])}), got ${hex(words[w])}`);
      }
    } else if (which !== 'undefined' && words[w] !== r.out[w]) {
      out.push(`${describe(r, w)}: expected ${hex(r.out[w])}, got ${hex(words[w])}`);
    }
  }
  return out;
}

function sameThread(a: ThreadRef, b: ThreadRef): boolean {
  return a.lane === b.lane && a.block.every((v, i) => v === b.block[i]) && a.thread.every((v, i) => v === b.thread[i]);
}

function threadsOf(d: Diagnostic): ThreadRef[] {
  return [...(d.threads ?? []), ...(d.related ?? []).flatMap((x) => x.threads ?? [])];
}

/** The diagnostics a row's undefined words call for that the run did not report. */
export function missingDiagnostics(row: HardwareCase, run: CaseRun): string[] {
  const missing: string[] = [];
  for (const u of row.undefined ?? []) {
    const lines = markerLines(run.source, u.marker);
    if (lines.length === 0) throw new Error(`${row.kernel} has no line marked \`// @${u.marker}\``);
    const atLine = run.result.diagnostics.filter((d) => d.kind === u.kind && lines.includes(d.line));
    if (u.pair) {
      const ok = atLine.some((d) => {
        const ts = threadsOf(d);
        return ts.some((a) => ts.some((b) => !sameThread(a, b)));
      });
      if (!ok) missing.push(`a \`${u.kind}\` diagnostic at line ${lines.join('/')} naming two threads`);
      continue;
    }
    for (const gid of u.threads) {
      const ref = threadRef(run.reading, gid);
      if (!atLine.some((d) => (d.threads ?? []).some((t) => sameThread(t, ref)))) {
        missing.push(`a \`${u.kind}\` diagnostic at line ${lines.join('/')} naming thread ${gid} (lane ${ref.lane})`);
      }
    }
  }
  return missing;
}

/** The validity errors a row calls for (`HardwareCase.invalid`) that the run did not
 * report at their marked lines. */
export function missingVerdicts(row: HardwareCase, run: CaseRun): string[] {
  const missing: string[] = [];
  for (const v of row.invalid ?? []) {
    const lines = markerLines(run.source, v.marker);
    if (lines.length === 0) throw new Error(`${row.kernel} has no line marked \`// @${v.marker}\``);
    const at = run.result.diagnostics.filter((d) => d.severity === 'error' && d.code === v.code);
    for (const line of lines) {
      if (!at.some((d) => d.line === line)) missing.push(`\`${v.code}\` at line ${line} (${v.why})`);
    }
  }
  return missing;
}

/** The run's error diagnostics, one line each. */
export function errors(run: CaseRun, file: string, expected: readonly string[] = []): string[] {
  return run.result.diagnostics.filter((d) => d.severity === 'error' && !expected.includes(d.code)).map((d) => formatDiagnostic(d, file));
}
