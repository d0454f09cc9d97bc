/**
 * `warp-school cuda <kernel.ts> [--harness --grid X[,Y[,Z]] --block X[,Y[,Z]] [--arg NAME=SPEC]... [--entry NAME]] [-o FILE]`
 *
 * Prints the CUDA C++ translation of a Warp TS program (src/cuda). With `--harness` it
 * adds a `main()` that sets up the same inputs as `warp-school run` (the same `--grid`,
 * `--block` and `--arg` syntax, docs/language.md §7), launches the kernel and prints the JSON of
 * `warp-school run --json`. Build with `nvcc -arch=sm_90 -fmad=false`.
 * Exit status: 0 translated, 1 the program does not compile, 2 bad arguments.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command, CommanderError } from 'commander';
import { compile } from '../../lang';
import { formatDiagnostic } from '../../lang/diagnostics';
import type { ArgValue, Dim3 } from '../../sim/types';
import { parseArgSpec, parseDim3 } from '../../sim/arg-spec';
import { HarnessError, toCuda, type HarnessOptions } from '../../cuda';

class UsageError extends Error {}

/** `NAME=SPEC` as `warp-school run` reads it, `type[]:@file.json` included. */
function readArg(text: string): [string, ArgValue] {
  const m = /^([A-Za-z_][A-Za-z0-9_]*)=([\s\S]+)$/.exec(text);
  if (!m) throw new UsageError(`--arg \`${text}\`: write NAME=SPEC, e.g. out=int[32]`);
  let spec = m[2]!;
  const file = /^\s*(int|uint|float|double)\[\]\s*:\s*@(.+)$/.exec(spec);
  if (file) {
    const path = resolve(file[2]!.trim());
    if (!existsSync(path) || !statSync(path).isFile()) throw new UsageError(`--arg ${m[1]}: file \`${file[2]}\` not found`);
    spec = `${file[1]}[]:${readFileSync(path, 'utf8').trim()}`;
  }
  const p = parseArgSpec(spec);
  if (!p.ok) throw new UsageError(`--arg ${m[1]}=${m[2]}: ${p.message}`);
  return [m[1]!, p.value];
}

interface Opts { harness?: boolean; grid?: string; block?: string; arg: string[]; entry?: string; output?: string }

function harnessOptions(o: Opts): HarnessOptions | undefined {
  if (!o.harness) {
    if (o.grid || o.block || o.arg.length > 0 || o.entry) throw new UsageError('--grid, --block, --arg and --entry need --harness');
    return undefined;
  }
  if (!o.grid || !o.block) throw new UsageError('--harness needs --grid and --block');
  const g = parseDim3(o.grid, 'grid');
  if (!g.ok) throw new UsageError(`--grid: ${g.message}`);
  const b = parseDim3(o.block, 'block');
  if (!b.ok) throw new UsageError(`--block: ${b.message}`);
  const args: Record<string, ArgValue> = {};
  for (const a of o.arg) {
    const [name, value] = readArg(a);
    if (name in args) throw new UsageError(`--arg ${name} is given twice`);
    args[name] = value;
  }
  return { launch: { grid: g.value as Dim3, block: b.value as Dim3 }, args, ...(o.entry ? { entry: o.entry } : {}) };
}

/** Entry point of `warp-school cuda`. */
export async function main(argv: string[]): Promise<number> {
  const cmd = new Command('warp-school cuda')
    .argument('<kernel.ts>', 'the Warp TS source file')
    .option('--harness', 'add a main() that runs the kernel and prints `warp-school run --json` output')
    .option('--grid <dims>', 'grid size X[,Y[,Z]] (with --harness)')
    .option('--block <dims>', 'block size X[,Y[,Z]] (with --harness)')
    .option('--arg <NAME=SPEC>', 'a kernel argument, as `warp-school run` (repeatable)', (v: string, acc: string[]) => [...acc, v], [] as string[])
    .option('--entry <name>', 'the kernel to launch (default: the exported kernel)')
    .option('-o, --output <file>', 'write the CUDA file here instead of standard output')
    .exitOverride()
    .configureOutput({ writeErr: () => {}, writeOut: (s) => process.stdout.write(s) });
  let file: string;
  let opts: Opts;
  try {
    cmd.parse(argv, { from: 'user' });
    file = cmd.args[0]!;
    opts = cmd.opts();
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed') return 0;
      process.stderr.write(`warp-school cuda: ${e.message.replace(/^error: /, '')}\n`);
      return 2;
    }
    throw e;
  }
  let harness: HarnessOptions | undefined;
  let source: string;
  try {
    const path = resolve(file);
    if (!existsSync(path) || !statSync(path).isFile()) throw new UsageError(`file \`${file}\` not found`);
    source = readFileSync(path, 'utf8');
    harness = harnessOptions(opts);
  } catch (e) {
    if (e instanceof UsageError) { process.stderr.write(`warp-school cuda: ${e.message}\n`); return 2; }
    throw e;
  }
  const compiled = compile(source);
  if (!compiled.program) {
    for (const d of compiled.diagnostics.filter((x) => x.severity === 'error')) process.stderr.write(formatDiagnostic(d, file) + '\n');
    return 1;
  }
  let text: string;
  try {
    text = toCuda(compiled.program, harness);
  } catch (e) {
    if (e instanceof HarnessError) { process.stderr.write(`warp-school cuda: ${e.message}\n`); return 2; }
    throw e;
  }
  if (opts.output) writeFileSync(opts.output, text);
  else process.stdout.write(text);
  return 0;
}
