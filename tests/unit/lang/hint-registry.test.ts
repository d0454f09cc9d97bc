/**
 * Every hint text lives in the diagnostic registry: the front end's in its table of codes
 * (src/lang/codes.ts), the simulator's and the grader's in src/lang/registry.ts. Call sites
 * name a code's default or one of its variants, never their own prose. The front end's
 * `report` and the simulator's reporting functions take the registry's `Hint` type, so a
 * string literal there is a compile error (checked by `tsc -p tsconfig.json`, which reads
 * this file: the `@ts-expect-error` lines below fail the type check once a plain string is
 * accepted again); the grader builds `Diagnostic` objects, whose `hint` is plain data, so
 * the sources are scanned as well. Hosts word hints their own way through one mechanism
 * (`RunOptions.hints`): the defaults name no host's controls, the command line adds its
 * `--budget` option, the browser its own wording.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { REGISTRY, codeEntry, hint, type Hint } from '../../../src/lang/registry';
import type { RunContext } from '../../../src/sim/core/context';
import type { Warp } from '../../../src/sim/core/warp';
import type { Loc } from '../../../src/lang/ir';
import { report, type Checker } from '../../../src/lang/context';
import { CLI_RUN_HINTS } from '../../../src/cli/hints';
import { BROWSER_HINTS } from '../../../src/worker/engine';
import { main as cliRun } from '../../../src/cli/commands/run';
import { run } from '../sim/helpers';

function sources(dir: string, out: string[] = []): string[] {
  for (const n of readdirSync(dir)) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) sources(p, out);
    else if (n.endsWith('.ts') && !n.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/**
 * Hint values in `text` written as prose: an object key `hint:` or an assignment to a
 * variable `hint`/`h`, whose value (up to the end of the statement or property) holds a
 * string literal once the registry calls (`hint('E-…', 'variant', …)`) are taken out.
 */
function literalHints(text: string): string[] {
  const out: string[] = [];
  const key = /(?:^|[{,])[ \t]*hint\??\s*:/m.source; // `{ hint: … }`, not "(hint: …)" inside a text
  const assign = /(?:(?:const|let)\s+|\.)(?:hint|h)\s*=(?!=|>)/.source;
  const value = /\s*([^;\n]*(?:\n\s*[?:][^;\n]*)*)/.source;
  for (const m of text.matchAll(new RegExp(`(?:${key}|${assign})${value}`, 'gm'))) {
    const v = m[1]!
      .replace(/\b\w*[hH]int\(\s*'[A-Z0-9-]+'\s*,\s*'\w+'/g, 'hint(')
      .replace(/codeEntry\(\s*'[A-Z0-9-]+'\s*\)/g, 'entry')
      // A comparison with a string (`name === 'undefined' ? … : …`) is a condition, not text.
      .replace(/[!=]==\s*'[^'\n]*'/g, '=== s');
    // A type annotation (`hint?: Hint`) and template-literal parameters are not values.
    if (/^\s*(?:Hint|string)\b/.test(v)) continue;
    if (/['"`]/.test(v)) out.push(m[0].trim().slice(0, 120));
  }
  return out;
}

/** The sources whose hints come from the registry: the tables of texts themselves aside. */
const TABLES = new Set([join('src', 'lang', 'codes.ts'), join('src', 'lang', 'registry.ts')]);
const callSites = (): string[] =>
  [...sources('src/lang'), ...sources('src/sim'), ...sources('src/grader')].filter((f) => !TABLES.has(f));

describe('hint texts live in the registry', () => {
  it('finds no hint written as prose in src/lang, src/sim or src/grader', () => {
    const files = callSites();
    expect(files.length).toBeGreaterThan(120);
    expect(files).toContain(join('src', 'lang', 'check-name.ts'));
    const found = files.flatMap((f) => literalHints(readFileSync(f, 'utf8')).map((h) => `${f}: ${h}`));
    expect(found).toEqual([]);
  });

  it('the scan itself recognises prose hints, plain and in a ternary', () => {
    expect(literalHints("return { code, hint: 'Guard the divisor.' };")).toHaveLength(1);
    expect(literalHints('const hint = `Launch ${n} blocks`;')).toHaveLength(1);
    expect(literalHints("d.hint = x\n  ? hint('E-DIV-ZERO', 'int64')\n  : 'Guard it.';")).toHaveLength(1);
    expect(literalHints("pd[l] = { why, hint: hint('E-UNDEFINED-STORE', 'unassigned', name) };")).toEqual([]);
    expect(literalHints('  hint?: Hint;')).toEqual([]);
    expect(
      literalHints("{ hint: name === 'undefined' ? hint('E-UNSUPPORTED', 'undefinedValue') : 'Compute it.' }"),
    ).toHaveLength(1);
    expect(
      literalHints(
        "{ hint: name === 'undefined' ? hint('E-UNSUPPORTED', 'undefinedValue') : hint('E-UNSUPPORTED', 'math') }",
      ),
    ).toEqual([]);
  });

  it('rejects a string as the hint of a run-time diagnostic at compile time', () => {
    // Never called: its body is for the type checker (see the file comment).
    const typeChecks = (ctx: RunContext, w: Warp, loc: Loc): void => {
      // @ts-expect-error a hint is a registry `Hint`, not prose
      ctx.laneError(w, 0, 'arithmetic', 'E-DIV-ZERO', loc, () => 'm', 'Guard the divisor.');
      // @ts-expect-error the same for laneReport
      ctx.laneReport(w, 0, 'conversion', 'E-CONVERSION-RANGE', 'error', loc, () => 'm', 'Clamp it.');
      // @ts-expect-error and for the reporter itself
      ctx.reporter.add('race', 'E-RACE-WW', 'error', loc, null, () => 'm', `Use ${'an atomic'}.`);
      // @ts-expect-error a variant the code does not have
      ctx.laneError(w, 0, 'arithmetic', 'E-DIV-ZERO', loc, () => 'm', hint('E-DIV-ZERO', 'int128'));
      // @ts-expect-error a template's parameters are typed (an array name, then an index)
      ctx.laneError(w, 0, 'race', 'E-RACE-WW', loc, () => 'm', hint('E-RACE-WW', 'otherWarp', 's', '32'));
      ctx.laneError(w, 0, 'arithmetic', 'E-DIV-ZERO', loc, () => 'm', hint('E-DIV-ZERO', 'int64'));
    };
    expect(typeof typeChecks).toBe('function');
    const h: Hint = hint('E-RACE-WW', 'otherWarp', 's', 32);
    expect(h).toBe(
      'Threads of two different warps access `s[32]`: check the index first (one past the last element this warp writes?); if the warps really must share it, order the write and the read with `__syncthreads()` (`__syncwarp()` orders only lanes of one warp), or publish with `__threadfence()` and an atomic flag.',
    );
  });

  it('rejects a string as the hint of a compile-time diagnostic at compile time', () => {
    // Never called: its body is for the type checker (see the file comment).
    const typeChecks = (cx: Checker, loc: Loc): void => {
      // @ts-expect-error a hint is a registry `Hint`, not prose
      report(cx, 'E-UNSUPPORTED', loc, 'm', { hint: 'Use `let` or `const`.' });
      // @ts-expect-error nor a template string
      report(cx, 'E-UNKNOWN-NAME', loc, 'm', { hint: `Did you mean \`${'x'}\`?` });
      // @ts-expect-error a variant the code does not have (`didYouMean` is E-UNKNOWN-NAME's)
      report(cx, 'E-UNSUPPORTED', loc, 'm', { hint: hint('E-UNSUPPORTED', 'didYouMean', 'x') });
      // @ts-expect-error a template's parameters are typed (a width, not a text)
      report(cx, 'E-PRINTF-FORMAT', loc, 'm', { hint: hint('E-PRINTF-FORMAT', 'field', '512') });
      report(cx, 'E-UNKNOWN-NAME', loc, 'm', { hint: hint('E-UNKNOWN-NAME', 'didYouMean', 'x') });
      report(cx, 'E-UNSUPPORTED', loc, 'm', { hint: hint('E-UNSUPPORTED', 'var'), severity: 'error' });
    };
    expect(typeof typeChecks).toBe('function');
    expect(hint('E-UNSUPPORTED', 'var')).toBe('Use `let` or `const`.');
    expect(hint('E-STRUCT-LITERAL', 'fields', 'v', 'i')).toBe('Its fields are `v`, `i`.');
    expect(hint('E-PRINTF-FORMAT', 'field', 512)).toBe('Use a width and precision of at most 512.');
  });

  it('uses every variant somewhere in the sources, under a code that has it', () => {
    const text = callSites()
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const withVariants = REGISTRY.filter((e) => e.hints);
    expect(withVariants.length).toBeGreaterThan(40);
    for (const e of withVariants) {
      for (const v of Object.keys(e.hints!)) {
        // Named after the code, or (the race hints) after a variable holding one of the
        // codes that share the variants.
        expect(text, `${e.code} → ${v}`).toMatch(new RegExp(`[hH]int\\((?:'${e.code}'|code)[^)]*'${v}'`));
      }
    }
  });
});

describe('hosts word hints through one mechanism', () => {
  const HOST_WORDS = /--budget|command line|on the page|button|\bRun\b/;

  it('gives defaults and variants that name no host’s controls', () => {
    for (const e of REGISTRY) {
      const texts = [
        e.hint ?? '',
        ...Object.values(e.hints ?? {}).map((v) => (typeof v === 'string' ? v : '(template)')),
      ];
      for (const t of texts) expect(t, e.code).not.toMatch(HOST_WORDS);
    }
    for (const e of REGISTRY) {
      for (const v of Object.values(e.hints ?? {})) {
        if (typeof v === 'function') expect((v as (...a: unknown[]) => string)('s', 3), e.code).not.toMatch(HOST_WORDS);
      }
    }
  });

  it('lets the command line add its --budget option, and the browser keep it out', () => {
    expect(CLI_RUN_HINTS['E-BUDGET']).toBe(
      'Check the conditions of the loops around this line: one may never become false in some lanes. A larger budget can be given with `--budget`.',
    );
    expect(CLI_RUN_HINTS['E-LAUNCH-SIZE']).toBe(
      'Launch fewer blocks (or smaller ones), or give a larger budget with `--budget`.',
    );
    expect(BROWSER_HINTS['E-BUDGET']).not.toContain('--budget');
  });

  const LOOP = 'export function kernel(out: int[]) {\n  while (out[0] == 0) { out[1] = 1; }\n}\n';

  it('words a spent budget with the default when the host gives no hints (the grader’s command line)', () => {
    const d = run(
      LOOP,
      32,
      { out: { kind: 'array', type: 'int', data: new Array(32).fill(0) } },
      { budget: 1000 },
    ).diagnostics.find((x) => x.code === 'E-BUDGET')!;
    expect(d.hint).toBe(codeEntry('E-BUDGET').hint);
    expect(d.hint).not.toContain('--budget');
  });

  describe('`warp-school run`', () => {
    const dir = mkdtempSync(join(tmpdir(), 'warp-school-hints-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('passes its own hints, so a spent budget names --budget', async () => {
      const path = join(dir, 'loop.ts');
      writeFileSync(path, LOOP);
      let stdout = '';
      vi.spyOn(process.stdout, 'write').mockImplementation((s) => {
        stdout += String(s);
        return true;
      });
      vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
      const status = await cliRun([
        path,
        '--grid',
        '1',
        '--block',
        '32',
        '--arg',
        'out=int[32]',
        '--budget',
        '1000',
        '--json',
      ]);
      vi.restoreAllMocks();
      expect(status).toBe(0);
      const d = (JSON.parse(stdout) as { diagnostics: { code: string; hint?: string }[] }).diagnostics.find(
        (x) => x.code === 'E-BUDGET',
      )!;
      expect(d.hint).toBe(CLI_RUN_HINTS['E-BUDGET']);
    });
  });
});
