/**
 * Property tests: for random token soup, random text and mutations of valid kernels,
 * `compile` never throws, terminates quickly, places every diagnostic inside the
 * source (1-based line and column), and returns a program exactly when there is no
 * error.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { SAMPLE_KERNELS } from './sample-kernels';

const TOKENS = [
  'export', 'function', 'default', 'kernel', 'const', 'let', 'var', 'if', 'else', 'for', 'while', 'do',
  'switch', 'case', 'break', 'continue', 'return', 'class', 'new', 'this', 'import', 'from', '"warp"',
  'int', 'uint', 'unsigned', 'float', 'double', 'bool', 'number', 'any', 'void', 'true', 'false', 'null',
  'x', 'y', 'a', 'out', 'threadIdx', 'blockIdx', '.x', '.y', '.length', 'warpSize',
  '__shfl_sync', '__shfl_down_sync', '__ballot_sync', '__activemask', '__syncwarp', '__shared__', '__shfl',
  'atomicAdd', 'atomicCAS', 'printf', 'min', 'fminf', '__popc', '__fns', '__match_all_sync',
  '0', '1', '32', '0xffffffff', '4294967296', '1.5', '1e40', '"%d\\n"', '`t`', '1n',
  '(', ')', '{', '}', '[', ']', '<', '>', ';', ',', ':', '?', '=', '==', '===', '!==', '+', '-', '*', '/', '%',
  '<<', '>>', '>>>', '&', '|', '^', '~', '!', '&&', '||', '++', '--', '+=', '>>=', '=>', '...', '\n',
];

const SEEDS = Object.values(SAMPLE_KERNELS);

/** Checks the invariants of one `compile` call. */
function checkInvariants(source: string): void {
  const r = compile(source);
  const lines = source.split('\n');
  for (const d of r.diagnostics) {
    expect(Number.isInteger(d.line) && d.line >= 1 && d.line <= lines.length).toBe(true);
    const len = lines[d.line - 1]!.length;
    expect(Number.isInteger(d.column) && d.column >= 1 && d.column <= len + 1).toBe(true);
    expect(d.message.length).toBeGreaterThan(0);
    expect(d.hint?.length ?? 0).toBeGreaterThan(0);
    expect(typeof d.code).toBe('string');
  }
  const failed = r.diagnostics.some((d) => d.severity === 'error');
  expect(r.program === null).toBe(failed);
}

/** Splits source into tokens and the whitespace between them (joined back exactly). */
function tokenize(src: string): string[] {
  return src.match(/\s+|[A-Za-z_$][\w$]*|\d[\w.]*|"(?:[^"\\\n]|\\.)*"|[^\sA-Za-z_$\d]/g) ?? [];
}

type Mutation =
  | { k: 'delete'; at: number; len: number }
  | { k: 'duplicate'; at: number; len: number }
  | { k: 'swapChars'; at: number }
  | { k: 'swapTokens'; a: number; b: number }
  | { k: 'deleteToken'; at: number }
  | { k: 'insertToken'; at: number; token: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ k: fc.constant('delete' as const), at: fc.nat(), len: fc.integer({ min: 1, max: 8 }) }),
  fc.record({ k: fc.constant('duplicate' as const), at: fc.nat(), len: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ k: fc.constant('swapChars' as const), at: fc.nat() }),
  fc.record({ k: fc.constant('swapTokens' as const), a: fc.nat(), b: fc.nat() }),
  fc.record({ k: fc.constant('deleteToken' as const), at: fc.nat() }),
  fc.record({ k: fc.constant('insertToken' as const), at: fc.nat(), token: fc.constantFrom(...TOKENS) }),
);

function mutate(src: string, m: Mutation): string {
  const n = Math.max(1, src.length);
  switch (m.k) {
    case 'delete': {
      const at = m.at % n;
      return src.slice(0, at) + src.slice(at + m.len);
    }
    case 'duplicate': {
      const at = m.at % n;
      return src.slice(0, at + m.len) + src.slice(at);
    }
    case 'swapChars': {
      const at = m.at % Math.max(1, src.length - 1);
      return src.slice(0, at) + (src[at + 1] ?? '') + (src[at] ?? '') + src.slice(at + 2);
    }
    default: {
      const toks = tokenize(src);
      const t = Math.max(1, toks.length);
      if (m.k === 'swapTokens') {
        const a = m.a % t;
        const b = m.b % t;
        [toks[a], toks[b]] = [toks[b] ?? '', toks[a] ?? ''];
      } else if (m.k === 'deleteToken') {
        toks.splice(m.at % t, 1);
      } else {
        toks.splice(m.at % (t + 1), 0, ` ${m.token} `);
      }
      return toks.join('');
    }
  }
}

describe('compile on arbitrary input', () => {
  it('keeps its invariants on the sample kernels themselves', () => {
    for (const s of SEEDS) checkInvariants(s);
  });

  it('never throws on token soup', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TOKENS), { maxLength: 60 }), fc.constantFrom(' ', '', '\n'), (toks, sep) => {
        checkInvariants(toks.join(sep));
      }),
      { numRuns: 400 },
    );
  });

  it('never throws on token soup inside a kernel body', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }), (toks) => {
        checkInvariants(`export function kernel(out: int[], x: float) {\n  ${toks.join(' ')}\n}\n`);
      }),
      { numRuns: 400 },
    );
  });

  it('never throws on random text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (s) => checkInvariants(s)), { numRuns: 300 });
  });

  it('never throws on mutations of valid kernels', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SEEDS), fc.array(mutation, { minLength: 1, maxLength: 4 }), (seed, ms) => {
        checkInvariants(ms.reduce(mutate, seed));
      }),
      { numRuns: 600 },
    );
  });
});
