/**
 * The prelude (src/lang/prelude/warp.d.ts) makes TypeScript accept valid Warp TS:
 * every kernel under `tests/**\/kernels/` and `content/**`, plus the sample kernels,
 * type-checks with zero errors under `PRELUDE_COMPILER_OPTIONS`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { compile, INTRINSICS, LEGACY } from '../../../src/lang';
import { CONVERSIONS } from '../../../src/lang/check-call';
import { PRELUDE_COMPILER_OPTIONS, PRELUDE_FILE_NAME, PRELUDE_SOURCE } from '../../../src/lang/prelude';
import { SAMPLE_KERNELS } from './sample-kernels';

const ROOT = join(__dirname, '../../..');

/** Every `*.ts` file under `dir` (recursively), or none when `dir` does not exist. */
function walk(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') && !p.endsWith('.d.ts') ? [p] : [];
  });
}

function kernelFiles(): string[] {
  const testKernels = walk(join(ROOT, 'tests')).filter((p) => /[\\/]kernels[\\/]/.test(relative(ROOT, p)));
  return [...testKernels, ...walk(join(ROOT, 'content'))].sort();
}

const { options, errors } = ts.convertCompilerOptionsFromJson(PRELUDE_COMPILER_OPTIONS, ROOT);
const DIR = '/__warp__';
const PRELUDE_PATH = `${DIR}/${PRELUDE_FILE_NAME}`;

/**
 * Type-checks many kernels in one TypeScript program (one shared prelude). A kernel
 * without `import`/`export` is a script to TypeScript; `export {}` is appended (after
 * its last line, so positions are unchanged) to keep each kernel's names its own.
 */
function typeCheckAll(sources: Map<string, string>): Map<string, string[]> {
  const files = new Map<string, string>([[PRELUDE_PATH, PRELUDE_SOURCE]]);
  const pathOf = new Map<string, string>();
  [...sources.keys()].forEach((key, i) => {
    const path = `${DIR}/k${i}.ts`;
    const src = sources.get(key)!;
    files.set(path, /^\s*(import|export)\s/m.test(src) ? src : `${src}\nexport {};\n`);
    pathOf.set(key, path);
  });
  const host = ts.createCompilerHost(options);
  const baseGet = host.getSourceFile.bind(host);
  host.getSourceFile = (name, lang) => {
    const text = files.get(name);
    return text !== undefined ? ts.createSourceFile(name, text, lang) : baseGet(name, lang);
  };
  const baseExists = host.fileExists.bind(host);
  host.fileExists = (name) => files.has(name) || baseExists(name);
  const baseRead = host.readFile.bind(host);
  host.readFile = (name) => files.get(name) ?? baseRead(name);
  const program = ts.createProgram([...files.keys()], options, host);
  const format = (d: ts.Diagnostic) => {
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : null;
    return `${where ? `${where.line + 1}:${where.character + 1} ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  };
  const result = new Map<string, string[]>();
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map(format);
  result.set('(global)', global);
  for (const [key, path] of [['(prelude)', PRELUDE_PATH] as const, ...pathOf]) {
    const sf = program.getSourceFile(path)!;
    result.set(key, [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)].map(format));
  }
  return result;
}

const files = kernelFiles();
const sources = new Map<string, string>();
for (const [name, src] of Object.entries(SAMPLE_KERNELS)) sources.set(`sample:${name}`, src);
for (const f of files) sources.set(relative(ROOT, f), readFileSync(f, 'utf8'));
sources.set('(negative control)', 'export function kernel(a: float[]) { a[0] = "x"; }');
const checked = typeCheckAll(sources);

describe('the prelude', () => {
  it('has valid compiler options', () => {
    expect(errors).toEqual([]);
    expect(options.strictNullChecks).toBe(false);
  });

  it('type-checks on its own, with no global errors', () => {
    expect(checked.get('(global)')).toEqual([]);
    expect(checked.get('(prelude)')).toEqual([]);
  });

  for (const [name, src] of Object.entries(SAMPLE_KERNELS)) {
    it(`lets TypeScript accept the sample kernel \`${name}\``, () => {
      expect(checked.get(`sample:${name}`)).toEqual([]);
    });
    it(`lets Warp TS compile the sample kernel \`${name}\``, () => {
      expect(compile(src).diagnostics).toEqual([]);
    });
  }

  for (const file of files) {
    const key = relative(ROOT, file);
    it(`lets TypeScript accept ${key}`, () => {
      expect(checked.get(key)).toEqual([]);
    });
  }

  it('declares exactly the functions the compiler knows: intrinsics, conversions, `__shared__` and the legacy names', () => {
    const declared = [...PRELUDE_SOURCE.matchAll(/^declare function (\w+)/gm)].map((m) => m[1]!);
    const known = [...Object.keys(INTRINSICS), ...Object.keys(CONVERSIONS), '__shared__', ...Object.keys(LEGACY)];
    expect([...new Set(declared)].sort()).toEqual([...new Set(known)].sort());
  });

  it('declares the built-ins and every Warp TS type name', () => {
    for (const name of ['threadIdx', 'blockIdx', 'blockDim', 'gridDim', 'warpSize']) {
      expect(PRELUDE_SOURCE).toMatch(new RegExp(`^declare const ${name}: `, 'm'));
    }
    for (const t of ['int', 'uint', 'unsigned', 'float', 'double', 'bool', 'long', 'ulong']) {
      expect(PRELUDE_SOURCE).toMatch(new RegExp(`^type ${t} = `, 'm'));
    }
  });

  it('documents every declaration with a doc comment', () => {
    const lines = PRELUDE_SOURCE.split('\n');
    lines.forEach((line, i) => {
      if (/^(declare|type) /.test(line)) expect(lines[i - 1]?.trimEnd().endsWith('*/'), line).toBe(true);
    });
  });

  it('reports a real type error (the check is not vacuous)', () => {
    const out = checked.get('(negative control)')!;
    expect(out).toHaveLength(1);
    expect(out[0]).toContain("Type 'string' is not assignable to type 'number'");
  });
});
