/**
 * The engine the worker grades with: the real `compile` and `runProgram`, with three
 * browser rules on top.
 * 1. A run without an explicit budget gets {@link BROWSER_BUDGET} lane-steps (the
 *    simulator's own default suits the command line, not a page that must answer).
 * 2. Once a program has used up its budget, its later runs in the same grading get a
 *    budget of one lane-step, so a runaway loop ends every test at once with the same
 *    `budget` diagnostic instead of burning the whole budget again per test and schedule.
 * 3. Hints a page words its own way are the browser's ({@link BROWSER_HINTS}, given to the
 *    simulator as `RunOptions.hints`), as the command line gives its own that speak of
 *    `--budget` (src/cli/hints.ts); every other hint is the registry's host-free default.
 * 4. The reference solution's compilation and runs are kept between requests (bounded):
 *    the simulator is deterministic (docs/language.md §6), so the same program, launch, arguments
 *    and options always give the same result, and a learner's second Run only pays for
 *    their own code. The learner's submission is never served from the cache.
 */
import { compile } from '../lang';
import { runProgram } from '../sim';
import { remember } from './bounded';
import type { Engine } from '../grader/engine';
import type { Program } from '../lang/ir';
import type { Diagnostic } from '../lang/diagnostics';
import type { HostHints } from '../lang/registry';
import type { ArgValue, LaunchConfig, RunOptions, RunResult } from '../sim/types';

/** Lane-steps a browser run may take unless the exercise sets `budget`: ends a
 * runaway loop with a `budget` diagnostic well before the client's hard timeout. */
export const BROWSER_BUDGET = 20_000_000;

/** The hint a `budget` diagnostic carries in the browser. */
export const BROWSER_BUDGET_HINT =
  'Look for a loop whose condition never becomes false in some lanes (for example a counter that the loop never changes).';

/** The browser's own hints, by code (a page's learner cannot change the budget, so the
 * hint of a spent one is all about the loop). */
export const BROWSER_HINTS: HostHints = {
  'E-BUDGET': BROWSER_BUDGET_HINT,
};

/** Most reference compilations kept, and most runs kept per reference program. */
const COMPILED_LIMIT = 32;
const RUNS_LIMIT = 64;

type Compiled = ReturnType<typeof compile>;
const compiledReferences = new Map<string, Compiled>();
const referenceRuns = new WeakMap<Program, Map<string, RunResult>>();


/** One element of a key: exact (`-0` apart from `0`, each NaN alike, a `long`/`ulong`
 * value's digits with a suffix that keeps it apart from any number). */
const keyOf = (v: number | bigint | null): string =>
  v === null ? 'u' : typeof v === 'bigint' ? `${v}n` : Object.is(v, -0) ? '-0' : String(v);

/** Scratch for {@link bitsKey}. */
let scratch = new Float64Array(1024);
/** Bytes to text, one character per byte: windows-1252 (WHATWG Encoding's decoder for
 * `latin1`) maps the 256 byte values to 256 different characters, so the text is exact. */
const bytes = new TextDecoder('latin1');

/** An exact key of `data` when every element is a number (else null): each element's
 * binary64 bits as eight characters, so two arrays share a key exactly when they hold the
 * same numbers bit for bit (0 and -0 apart, as `keyOf` keeps them). No number is formatted
 * as decimal text, which dominated the key's cost for float inputs. */
function bitsKey(data: ArrayLike<number | bigint>): string | null {
  const n = data.length;
  if (scratch.length < n) scratch = new Float64Array(Math.max(n, scratch.length * 2));
  for (let i = 0; i < n; i++) {
    const v = data[i];
    if (typeof v !== 'number') return null;
    scratch[i] = v;
  }
  return bytes.decode(new Uint8Array(scratch.buffer, 0, n * 8));
}

function runKey(launch: LaunchConfig, args: Record<string, ArgValue>, opts: RunOptions): string {
  const parts: string[] = [launch.grid.join(','), launch.block.join(',')];
  for (const [name, a] of Object.entries(args)) {
    let values = '';
    if (a.kind === 'scalar') values = keyOf(a.value);
    else {
      // A fixed eight characters per element after the count: the key reads one way only.
      const bits = bitsKey(a.data);
      if (bits !== null) values = `${a.data.length}#${bits}`;
      else for (let i = 0; i < a.data.length; i++) values += (i ? ',' : '') + keyOf(a.data[i]!);
    }
    parts.push(`${name}:${a.kind}:${a.type}:${values}`);
  }
  parts.push(JSON.stringify(opts, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)));
  return parts.join('|');
}

/** A copy of a run's result that shares nothing a caller could change with `r`: its
 * arrays and records copied (the elements are numbers, bigints or null), the rest
 * (diagnostics, the trace) deep-copied when present. */
function copyRun(r: RunResult): RunResult {
  const args: RunResult['args'] = {};
  for (const [k, v] of Object.entries(r.args)) args[k] = v.slice();
  const out: RunResult = {
    ...r, args, printf: r.printf.slice(), counts: { ...r.counts },
    diagnostics: r.diagnostics.length > 0 ? structuredClone(r.diagnostics) : [],
  };
  if (r.written) out.written = r.written.slice();
  if (r.trace) out.trace = structuredClone(r.trace);
  if (r.lastWriteLine) out.lastWriteLine = structuredClone(r.lastWriteLine);
  return out;
}

/**
 * A fresh engine for one request. `reference`: the reference solution's source; a
 * compiled source that starts with it (the grader may append a harness) is treated as
 * the reference and cached, unless it also starts with `submission` (a submission
 * identical to the reference is graded without the cache, like any other).
 */
export function browserEngine(reference?: string, submission?: string): Engine {
  const exhausted = new WeakSet<Program>();
  const references = new WeakSet<Program>();
  return {
    compile(source) {
      const isReference = reference !== undefined && source.startsWith(reference) &&
        !(submission !== undefined && source.startsWith(submission));
      const compiled = isReference
        ? compiledReferences.get(source) ?? remember(compiledReferences, source, compile(source), COMPILED_LIMIT)
        : compile(source);
      if (isReference && compiled.program) references.add(compiled.program);
      return compiled;
    },
    runProgram(program, launch, args, opts?: RunOptions) {
      const budget = exhausted.has(program) ? 1 : opts?.budget ?? BROWSER_BUDGET;
      const options: RunOptions = { ...opts, budget, hints: { ...BROWSER_HINTS, ...opts?.hints } };
      let cache: Map<string, RunResult> | undefined;
      let key = '';
      if (references.has(program)) {
        cache = referenceRuns.get(program) ?? new Map();
        referenceRuns.set(program, cache);
        key = runKey(launch, args, options);
        const hit = cache.get(key);
        if (hit) return copyRun(hit);
      }
      const result = runProgram(program, launch, args, options);
      if (result.diagnostics.some((d: Diagnostic) => d.kind === 'budget')) exhausted.add(program);
      if (cache) remember(cache, key, copyRun(result), RUNS_LIMIT);
      return result;
    },
  };
}
