/**
 * `E-PLAIN-POLL` (src/lang/plain-poll.ts; docs/language.md §6 "Polls"): a loop that waits for
 * memory to change with plain loads, which nvcc -O3 turns into a load and an endless jump on
 * an H200 (tests/hardware/probes4.test.ts). Expected by hand from each loop: it is a poll when
 * its conditions read a shared or global element and nothing in it writes memory, synchronises
 * or calls a function, and no local its conditions read changes from pass to pass.
 */
import { describe, expect, it } from 'vitest';
import { codes } from './helpers';

/** `body` as the body of a kernel with a global `flag`, a shared `s` and a local `a`. */
const kernel = (body: string): string => `export function kernel(flag: int[], out: int[]) {
  const s = __shared__<int>(4);
  const a: int[] = [0, 0];
  let n = 0;
  const t = int(threadIdx.x);
${body}
  out[t] = n + a[0] + s[0];
}
`;

describe('E-PLAIN-POLL', () => {
  const polls: [string, string, string][] = [
    ['an empty loop on a global flag', 'while (flag[0] == 0) {}', '6:8'],
    ['a loop that counts in a register', 'while (flag[0] == 0) { n++; }', '6:8'],
    ['a loop on a shared element', 'while (s[1] != 1) {}', '6:8'],
    ['a do-while', 'do { n += 2; } while (flag[t] == 0);', '6:23'],
    ['a for with an update that no condition reads', 'for (let i = 0; flag[0] == 0; i++) {}', '6:17'],
    ['a forever loop that breaks on the flag', 'while (true) { if (flag[0] != 0) break; }', '6:20'],
    ['a flag copied to a local first', 'while (true) { const v = flag[1]; if (v == 1) break; }', '6:26'],
    ['a poll nested in an outer loop that writes', 'for (let k = 0; k < 4; k++) { while (flag[k] == 0) {} out[k] = 1; }', '6:38'],
  ];
  for (const [what, body, at] of polls) {
    it(`reports ${what}`, () => {
      expect(codes(kernel(body))).toEqual([`E-PLAIN-POLL@${at}`]);
    });
  }

  const fine: [string, string][] = [
    ['a poll with an atomic read', 'while (atomicAdd(flag, 0, 0) == 0) {}'],
    ['a poll with a fence in its body', 'while (flag[0] == 0) { __threadfence(); }'],
    ['a poll with a barrier in its body', 'while (s[0] == 0) { __syncthreads(); }'],
    ['a loop that writes memory', 'while (flag[0] == 0) { out[t] = n; }'],
    ['a loop whose condition also counts', 'while (flag[0] == 0 && n < 10) { n++; }'],
    ['a search that moves its index', 'let i = 0; while (i < 8 && flag[i] != 3) { i++; }'],
    ['a loop on a local array', 'while (a[0] != 0) {}'],
    ['a loop that calls a function', 'while (flag[0] == 0) { n = helper(n); }'],
    ['a loop with a shuffle', 'while (flag[0] == 0) { n = __shfl_sync(0xffffffff, n, 0); }'],
    ['a loop over registers only', 'while (n < 5) { n++; }'],
  ];
  for (const [what, body] of fine) {
    it(`accepts ${what}`, () => {
      expect(codes('function helper(x: int): int { return x + 1; }\n' + kernel(body))).toEqual([]);
    });
  }

  it('reports one loop once, at its first read, and names the flag in the message and hint', async () => {
    const { compile } = await import('../../../src/lang');
    const d = compile(kernel('while (flag[0] == 0 || flag[1] == 0) {}')).diagnostics;
    expect(d.map((x) => `${x.code}@${x.line}:${x.column}`)).toEqual(['E-PLAIN-POLL@6:8']);
    expect(d[0]!.message).toContain('`flag[0]`');
    expect(d[0]!.hint).toContain('atomicAdd(flag, 0, 0)');
  });
});
