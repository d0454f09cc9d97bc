/**
 * Loads the hardware readings (JSON lines) kept under `tests/hardware/fixtures/`:
 * `h200.jsonl` (the shared readings), `own.jsonl` (taken with `oracle/run.sh`), `own2.jsonl`
 * and `own3.jsonl` (later cases of the same program, on an H100),
 * `cg.jsonl` (taken with `oracle/cg.sh`) and `cg2.jsonl` (taken with `oracle/cg2.sh`).
 * The first line of each file describes the device; every other line is one case.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Dim3 } from '../../src/sim/types';

/** One case as the GPU recorded it. `out[gid * slots + j]` is thread `gid`'s word `j`
 * (uint32; 0xdeadbeef, or the case's filler, where nothing was written). */
export interface Reading {
  case: string;
  grid: Dim3;
  block: Dim3;
  slots: number;
  note: string;
  /** The input arrays the kernel read, as uint32 words (own readings only). */
  inputs?: Record<string, number[]>;
  out: number[];
}

/** Which file a case comes from (`cg.jsonl`: cooperative groups and structs, taken with
 * `oracle/cg.sh` from `oracle/cg.cu`; `cg2.jsonl`: their edges, taken with `oracle/cg2.sh`
 * from `oracle/cg2.cu`; `probes.jsonl`: the programs of `oracle/probes/`, run on an H100 in
 * two builds, whose lines have another shape: read them with {@link probeRuns}). */
export type FixtureName = 'h200' | 'own' | 'own2' | 'own3' | 'cg' | 'cg2' | 'probes';

function dim3(v: unknown): Dim3 {
  if (typeof v === 'number') return [v, 1, 1];
  if (Array.isArray(v) && v.length === 3 && v.every((x) => typeof x === 'number')) return v as Dim3;
  throw new Error(`fixture: bad dimension ${JSON.stringify(v)}`);
}

const cache = new Map<FixtureName, Map<string, Reading>>();

/** Reads a fixture file; throws on a malformed line. */
export function readings(name: FixtureName): Map<string, Reading> {
  if (name === 'probes') throw new Error('probes.jsonl holds runs of programs in two builds: read it with probeRuns()');
  const hit = cache.get(name);
  if (hit) return hit;
  const file = fileURLToPath(new URL(`./fixtures/${name}.jsonl`, import.meta.url));
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '');
  const map = new Map<string, Reading>();
  for (const line of lines.slice(1)) {
    const raw = JSON.parse(line) as Record<string, unknown>;
    const r: Reading = {
      case: String(raw.case), grid: dim3(raw.grid), block: dim3(raw.block),
      slots: Number(raw.slots), note: String(raw.note), out: raw.out as number[],
    };
    if (raw.inputs) r.inputs = raw.inputs as Record<string, number[]>;
    map.set(r.case, r);
  }
  cache.set(name, map);
  return map;
}

/** The first line of a fixture (device, compute capability, build). */
export function device(name: FixtureName): Record<string, unknown> {
  const file = fileURLToPath(new URL(`./fixtures/${name}.jsonl`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8').split('\n')[0]!) as Record<string, unknown>;
}

/** One run of a program of `oracle/probes/` (`fixtures/probes.jsonl`, taken with
 * `oracle/probes/run.sh`): the build (`O3`: `-O3`, `G`: `-G`, both `-arch=sm_90
 * -fmad=false`), the exit status (124: killed by the 30 s timeout), the time, and one JSON
 * line the program printed, or `null` when it printed nothing (it hung). A program that
 * launches several kernels has one run per line printed. `reading.out` holds uint32 words
 * (0xdeadbeef where nothing was written); programs built on `oracle/probes/rt.h` also print
 * `grid`, `block`, `slots` and their input words `in`. */
export interface ProbeRun {
  program: string;
  build: 'O3' | 'G';
  rc: number;
  ms: number;
  reading: { case: string; out: number[]; grid?: number; block?: Dim3; slots?: number; in?: number[] } | null;
}

let probeCache: ProbeRun[] | null = null;

/** Every run of `fixtures/probes.jsonl`, in file order; throws on a malformed line. */
export function probeRuns(): ProbeRun[] {
  if (probeCache) return probeCache;
  const file = fileURLToPath(new URL('./fixtures/probes.jsonl', import.meta.url));
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '');
  probeCache = lines.slice(1).map((line) => {
    const raw = JSON.parse(line) as ProbeRun;
    if (typeof raw.program !== 'string' || (raw.build !== 'O3' && raw.build !== 'G') || typeof raw.rc !== 'number'
      || (raw.reading !== null && (typeof raw.reading.case !== 'string' || !Array.isArray(raw.reading.out)))) {
      throw new Error(`probes.jsonl: bad line ${line.slice(0, 80)}`);
    }
    return raw;
  });
  return probeCache;
}
