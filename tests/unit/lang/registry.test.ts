/**
 * The one registry of diagnostic codes (src/lang/registry.ts): every code the sources use
 * is in it, each entry's documentation exists, and a host's hints win over the defaults.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { REGISTRY, codeEntry, hintFor, isDiagnosticCode } from '../../../src/lang/registry';
import { runProgram } from '../../../src/sim';

function sources(dir: string, out: string[] = []): string[] {
  for (const n of readdirSync(dir)) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) sources(p, out);
    else if (/\.(ts|mjs)$/.test(n) && !n.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** Anchor of a Markdown heading, as GitHub forms it. */
const anchor = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

describe('the diagnostic code registry', () => {
  it('holds every code the sources name', () => {
    const used = new Set<string>();
    for (const f of sources('src')) {
      for (const m of readFileSync(f, 'utf8').matchAll(/'([EWN]-[A-Z0-9]+(?:-[A-Z0-9]+)*)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(90);
    expect([...used].filter((c) => !isDiagnosticCode(c))).toEqual([]);
  });

  it('names each code once, with E- for errors, W- for warnings and N- for notes', () => {
    const codes = REGISTRY.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^[EWN]-[A-Z0-9-]+$/);
  });

  it('links each code to a page and heading of docs/ that exist', () => {
    for (const e of REGISTRY) {
      const [file, hash] = e.doc.split('#');
      const text = readFileSync(file!, 'utf8');
      if (hash) {
        const headings = [...text.matchAll(/^#+ (.*)$/gm)].map((m) => anchor(m[1]!));
        expect(headings, `${e.code} → ${e.doc}`).toContain(hash);
      }
    }
  });

  it('gives the host’s hint first, then the call site’s, then the default', () => {
    expect(hintFor('E-DIV-ZERO', 'given', { 'E-DIV-ZERO': 'host' })).toBe('host');
    expect(hintFor('E-DIV-ZERO', 'given')).toBe('given');
    expect(hintFor('E-DIV-ZERO')).toBe(codeEntry('E-DIV-ZERO').hint);
    expect(hintFor('E-DEADLOCK')).toBeUndefined();
  });
});

describe('host hints in a run', () => {
  const { program } = compile('export function kernel(out: int[]) {\n  while (out[0] == 0) { out[1] = 1; }\n}\n');
  const launch = { grid: [1, 1, 1] as [number, number, number], block: [32, 1, 1] as [number, number, number] };
  const run = (hints?: Record<string, string>) =>
    runProgram(
      program!,
      launch,
      { out: { kind: 'array', type: 'int', data: new Array(32).fill(0) } },
      { budget: 1000, ...(hints ? { hints } : {}) },
    );

  it('words a spent budget with the simulator’s default hint when the host gives none', () => {
    const d = run().diagnostics.find((x) => x.code === 'E-BUDGET')!;
    expect(d.hint).toBe(codeEntry('E-BUDGET').hint);
  });

  it('words it with the host’s hint when the host gives one', () => {
    const d = run({ 'E-BUDGET': 'Look at the loop.' }).diagnostics.find((x) => x.code === 'E-BUDGET')!;
    expect(d.hint).toBe('Look at the loop.');
  });
});
