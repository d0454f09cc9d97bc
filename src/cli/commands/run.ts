/**
 * `warp-school run <kernel.ts> --grid X[,Y[,Z]] --block X[,Y[,Z]] [--arg NAME=SPEC]...
 *  [--schedule default|adversarial[:SEED]] [--budget STEPS] [--out NAME]... [--json]` — docs/language.md §7,
 * with the change the project's README states: the output holds the kernel's output arrays
 * (every array argument that a store, an atomic or an output argument in its code can
 * write, whether or not this run reached it), or with `--out NAME` exactly the arrays named.
 *
 * Prints the run's final array arguments, `printf` output and diagnostics (one JSON object
 * with `--json`). Exit status: 0 when the program ran (even with diagnostics), 1 for a
 * compile error, 2 for bad command-line arguments — each with a one-line message on
 * standard error, never a stack trace. A kernel file over the grader's source limit
 * (64 KiB) and a launch larger than the budget allows (`launchTooLarge`) are bad
 * arguments, refused before anything runs.
 */
import { readFileSync, existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command, CommanderError } from 'commander';
import { compile } from '../../lang';
import { diag, formatDiagnostic, type Diagnostic } from '../../lang/diagnostics';
import { hint } from '../../lang/registry';
import { runProgram, LaunchError, launchTooLarge } from '../../sim';
import { CLI_RUN_HINTS } from '../hints';
import { limits } from '../../schema/assignment';
import type { ArgValue, Dim3, RunOptions, RunResult, Schedule } from '../../sim';
import { MAX_ARRAY_LENGTH, parseArgSpec, parseDim3 } from '../../sim/arg-spec';
import { parseNumberArray } from '../../sim/number-array';
import type { ElemType } from '../../lang/ir';
import { floatJson, int64Json } from '../../sim/core/values';

class UsageError extends Error {}

/** Largest kernel file read, in bytes: the grader's default `limits.maxSourceBytes`. */
const MAX_SOURCE_BYTES = limits.parse({}).maxSourceBytes;

/** Reads one `--arg` SPEC; `type[]:@file.json` arrays from disk (relative to `cwd`), read in
 * one pass by parseNumberArray. */
function readSpec(name: string, spec: string, cwd: string): ArgValue {
  const m = /^\s*(int|uint|float|double)\[\]\s*:\s*@/.exec(spec);
  if (m) {
    const type = m[1] as ElemType;
    const rel = spec.slice(m[0].length).trim();
    const file = resolve(cwd, rel);
    if (!existsSync(file) || !statSync(file).isFile()) throw new UsageError(`--arg ${name}: file \`${rel}\` not found`);
    const data = parseNumberArray(readFileSync(file, 'utf8'), type, MAX_ARRAY_LENGTH);
    if (!data.ok) throw new UsageError(`--arg ${name}: \`${rel}\`: ${data.message}`);
    // Floats as binary32 already: the launch copies their bits in one go.
    return { kind: 'array', type, data: type === 'float' ? Float32Array.from(data.value) : data.value };
  }
  const m64 = /^\s*(long|ulong)\[\]\s*:\s*@/.exec(spec);
  if (m64) {
    // 64-bit arrays: a JSON array of strings and safe integers, read by parseArgSpec.
    const rel = spec.slice(m64[0].length).trim();
    const file = resolve(cwd, rel);
    if (!existsSync(file) || !statSync(file).isFile()) throw new UsageError(`--arg ${name}: file \`${rel}\` not found`);
    const p64 = parseArgSpec(`${m64[1]}[]:${readFileSync(file, 'utf8').trim()}`);
    if (!p64.ok) throw new UsageError(`--arg ${name}: \`${rel}\`: ${p64.message}`);
    return p64.value;
  }
  const p = parseArgSpec(spec);
  if (!p.ok) throw new UsageError(`--arg ${name}=${spec.length > 60 ? `${spec.slice(0, 60)}…` : spec}: ${p.message}`);
  return p.value;
}

function parseSchedule(s: string): Schedule {
  if (s === 'default') return { kind: 'default' };
  const m = /^adversarial(?::(\d+))?$/.exec(s);
  if (!m) throw new UsageError(`--schedule \`${s}\`: use \`default\` or \`adversarial[:SEED]\``);
  return { kind: 'adversarial', seed: m[1] ? Number(m[1]) : 1 };
}

/** JSON form of the chosen array arguments (docs/language.md §7): floats exact, NaN/±Infinity as
 * strings, `long`/`ulong` elements beyond 2^53 as decimal strings, `null` undefined. */
function jsonArgs(r: RunResult, names: readonly string[]): Record<string, (number | string | null)[]> {
  const out: Record<string, (number | string | null)[]> = {};
  for (const k of names) out[k] = r.args[k]!.map((x) => (x === null ? null : typeof x === 'bigint' ? int64Json(x) : floatJson(x)));
  return out;
}

/** One array as JSON text: `JSON.stringify`, except that a negative zero prints as `-0.0`
 * (valid JSON that parses back to -0; `JSON.stringify(-0)` is `0`, which would lose the
 * sign of a float's exact value, §7). */
function arrayText(a: readonly (number | string | null)[]): string {
  let negZero = false;
  for (let i = 0; i < a.length; i++) if (a[i] === 0 && 1 / (a[i] as number) < 0) { negZero = true; break; }
  if (!negZero) return JSON.stringify(a);
  return `[${a.map((v) => (v === 0 && 1 / v < 0 ? '-0.0' : JSON.stringify(v))).join(',')}]`;
}

/** `args` of the output as JSON text, in the order of `names`. */
function argsText(r: RunResult, names: readonly string[]): string {
  const arrays = jsonArgs(r, names);
  return `{${Object.entries(arrays).map(([k, v]) => `${JSON.stringify(k)}:${arrayText(v)}`).join(',')}}`;
}

export async function main(argv: string[]): Promise<number> {
  const program = new Command('warp-school run')
    .argument('<kernel.ts>', 'the Warp TS source file')
    .requiredOption('--grid <dims>', 'grid size X[,Y[,Z]]')
    .requiredOption('--block <dims>', 'block size X[,Y[,Z]]')
    .option('--arg <NAME=SPEC>', 'a kernel argument (repeatable)', (v: string, acc: string[]) => [...acc, v], [] as string[])
    .option('--schedule <schedule>', 'default | adversarial[:SEED]', 'default')
    .option('--budget <steps>', 'lane-steps allowed for the run')
    .option('--out <NAME>', 'print this array argument (repeatable; default: the arrays the kernel can write)', (v: string, acc: string[]) => [...acc, v], [] as string[])
    .option('--json', 'print one JSON object')
    .addHelpText('after', [
      '',
      'SPEC:',
      '  int:5  uint:0xff  float:0.5  double:1e-3  long:-5  ulong:"18446744073709551615"   a scalar',
      '  bool:true  bool:false                                 a bool scalar (an int converts too)',
      '  float[]:[1,2.5,3]  int[]:@file.json                  an array from inline JSON or a file',
      '  uint[64]  uint[64]:0xdeadbeef  int[32]:-1            an array of a length, zero-filled or filled',
      '  ulong[]:["18446744073709551615", 3]  long[4]:"-1"    long/ulong values as JSON strings or safe integers',
      '',
      'With --json, long/ulong elements beyond 2^53 print as decimal strings, the others as numbers;',
      'floats as their exact binary32 value, NaN and infinities as "NaN", "Infinity", "-Infinity";',
      'an undefined element as null.',
    ].join('\n'))
    .exitOverride()
    .configureOutput({ writeErr: () => {}, writeOut: (s) => process.stdout.write(s) });
  let file: string;
  let opts: { grid: string; block: string; arg: string[]; schedule: string; budget?: string; out: string[]; json?: boolean };
  try {
    program.parse(argv, { from: 'user' });
    file = program.args[0]!;
    opts = program.opts();
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version') return 0;
      process.stderr.write(`warp-school run: ${e.message.replace(/^error: /, '')}\n`);
      return 2;
    }
    throw e;
  }
  let source: string;
  let grid: Dim3, block: Dim3;
  const args: Record<string, ArgValue> = {};
  const runOpts: RunOptions = { hints: CLI_RUN_HINTS };
  try {
    const path = resolve(file);
    if (!existsSync(path) || !statSync(path).isFile()) throw new UsageError(`file \`${file}\` not found`);
    const size = statSync(path).size;
    if (size > MAX_SOURCE_BYTES) throw new UsageError(`file \`${file}\` is too large: ${size} bytes (the limit is ${MAX_SOURCE_BYTES}, as for \`grade\`)`);
    source = readFileSync(path, 'utf8');
    const g = parseDim3(opts.grid, 'grid');
    if (!g.ok) throw new UsageError(`--grid: ${g.message}`);
    const b = parseDim3(opts.block, 'block');
    if (!b.ok) throw new UsageError(`--block: ${b.message}`);
    grid = g.value; block = b.value;
    for (const a of opts.arg) {
      const m = /^([A-Za-z_][A-Za-z0-9_]*)=([\s\S]+)$/.exec(a);
      if (!m) throw new UsageError(`--arg \`${a}\`: write NAME=SPEC, e.g. out=int[32]`);
      if (m[1]! in args) throw new UsageError(`--arg ${m[1]} is given twice`);
      args[m[1]!] = readSpec(m[1]!, m[2]!, process.cwd());
    }
    for (const name of opts.out) {
      const a = args[name];
      if (!a) throw new UsageError(`--out ${name}: no \`--arg ${name}=...\` is given (arrays: ${Object.keys(args).filter((k) => args[k]!.kind === 'array').join(', ') || 'none'})`);
      if (a.kind !== 'array') throw new UsageError(`--out ${name}: \`${name}\` is a scalar; only arrays are printed`);
    }
    runOpts.schedule = parseSchedule(opts.schedule);
    if (opts.budget !== undefined) {
      if (!/^\d+$/.test(opts.budget) || Number(opts.budget) < 1) throw new UsageError(`--budget \`${opts.budget}\`: a positive whole number of lane-steps`);
      runOpts.budget = Number(opts.budget);
    }
  } catch (e) {
    if (e instanceof UsageError) { process.stderr.write(`warp-school run: ${e.message}\n`); return 2; }
    throw e;
  }
  const tooLarge = launchTooLarge({ grid, block }, runOpts.budget);
  if (tooLarge !== null) { process.stderr.write(`warp-school run: ${tooLarge}; launch fewer blocks or give a larger --budget\n`); return 2; }
  const compiled = compile(source);
  if (compiled.program && compiled.program.kernel === null) {
    // A module without an entry point compiles (an exercise may ask for a device function
    // only), but there is nothing to launch: a compile error of the program (§2).
    compiled.diagnostics.push(diag('compile', 'E-NO-KERNEL', 'error', 'the program has no kernel to launch (`export function kernel(...)` or `export default function ...`)',
      { line: 1, column: 1 }, hint('E-NO-KERNEL', 'write', '...')));
    compiled.program = null;
  }
  if (!compiled.program) {
    const errs = compiled.diagnostics.filter((d) => d.severity === 'error');
    for (const d of errs) process.stderr.write(formatDiagnostic(d, file) + '\n');
    if (opts.json) process.stdout.write(JSON.stringify({ ok: false, args: {}, printf: [], diagnostics: withThreads(compiled.diagnostics) }) + '\n');
    return 1;
  }
  let result: RunResult;
  try {
    result = runProgram(compiled.program, { grid, block }, args, runOpts);
  } catch (e) {
    if (e instanceof LaunchError) { process.stderr.write(`warp-school run: ${e.message}\n`); return 2; }
    throw e;
  }
  const diagnostics = [...compiled.diagnostics, ...result.diagnostics];
  const shown = opts.out.length > 0 ? [...new Set(opts.out)] : result.written ?? Object.keys(result.args);
  if (opts.json) {
    process.stdout.write(`{"ok":${result.ok},"args":${argsText(result, shown)},"printf":${JSON.stringify(result.printf)},"diagnostics":${JSON.stringify(withThreads(diagnostics))}}\n`);
    return 0;
  }
  // Each call's characters as given, as the device's printf buffer holds them; a last call
  // that did not end its line is ended here, before the arrays.
  const printed = result.printf.join('');
  if (printed) process.stdout.write(printed.endsWith('\n') ? printed : printed + '\n');
  for (const [k, v] of Object.entries(jsonArgs(result, shown))) process.stdout.write(`${k} = ${arrayText(v)}\n`);
  for (const d of diagnostics) process.stderr.write(formatDiagnostic(d, file) + '\n');
  process.stdout.write(result.ok ? 'ok\n' : `not ok: ${diagnostics.filter((d) => d.severity === 'error').length} error(s)\n`);
  return 0;
}

/** Every diagnostic with its `threads` (§7's shape): a compile-time one names none. */
function withThreads(ds: readonly Diagnostic[]): Diagnostic[] {
  return ds.map((d) => (d.threads ? d : { ...d, threads: [] }));
}
