/**
 * The simulator's unrolled whole-warp loops (src/sim/compile/fast-ops.ts, "Unrolled lanes")
 * repeat one loop body for lanes `l0`, `l0 + 1`, `l0 + 2`, `l0 + 3`. An edit to one copy
 * that misses another would give one lane in four a different result, so every copy is
 * checked here against the first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../src/sim');
const HEAD = 'for (let l0 = 0; l0 < 32; l0 += 4) { ';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** The blocks `{ const l = l0 + k; BODY }` after `at` (the index just past HEAD), as [k, BODY]. */
function blocks(text: string, at: number): [number, string][] {
  const out: [number, string][] = [];
  let i = at;
  for (let n = 0; n < 4; n++) {
    const m = /^\{ const l = l0( \+ (\d))?; /.exec(text.slice(i));
    if (!m) throw new Error(`unrolled loop at offset ${at}: block ${n} does not start with \`{ const l = l0 + k; \``);
    i += m[0].length;
    // BODY: up to the brace that closes this block (bodies hold balanced braces only).
    let depth = 1, j = i;
    for (; depth > 0; j++) depth += text[j] === '{' ? 1 : text[j] === '}' ? -1 : 0;
    out.push([Number(m[2] ?? 0), text.slice(i, j - 1).trim()]);
    i = j;
    while (text[i] === ' ') i++;
  }
  if (text[i] !== '}') throw new Error(`unrolled loop at offset ${at}: more than four blocks`);
  return out;
}

describe('unrolled whole-warp loops', () => {
  const loops = sources(ROOT).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const found: { file: string; line: number; at: number; text: string }[] = [];
    for (let at = text.indexOf(HEAD); at >= 0; at = text.indexOf(HEAD, at + 1)) {
      found.push({ file: file.slice(ROOT.length + 1), line: text.slice(0, at).split('\n').length, at: at + HEAD.length, text });
    }
    return found;
  });

  it('exist where the fast paths are', () => {
    const files = new Set(loops.map((l) => l.file));
    for (const f of ['compile/fast-ops.ts', 'compile/fast-const.ts', 'compile/fast-unary.ts', 'compile/fast-checked.ts', 'compile/memops.ts', 'intrinsics/shuffle.ts']) {
      expect(files.has(f), f).toBe(true);
    }
    expect(loops.length).toBeGreaterThan(90);
  });

  it('repeat one body for lanes l0 .. l0 + 3, without break, continue, return or l0', () => {
    for (const { file, line, at, text } of loops) {
      const bs = blocks(text, at);
      const where = `${file}:${line}`;
      expect(bs.map((b) => b[0]), where).toEqual([0, 1, 2, 3]);
      for (const [, body] of bs) {
        expect(body, where).toBe(bs[0]![1]);
        expect(body, where).not.toMatch(/\b(break|continue|return)\b/);
        // A body reads its lane as `l`; `l0` is the same for all four copies.
        expect(body, where).not.toMatch(/\bl0\b/);
      }
    }
  });

  it('are all checked: every `l0` loop and lane block in src/sim has the form above', () => {
    // A loop with another bound or layout (`l0 < 28`, a reformatted header) is not found by
    // the scan above; its lane blocks and step are still counted here.
    let steps = 0, blocksSeen = 0;
    for (const file of sources(ROOT)) {
      const text = readFileSync(file, 'utf8');
      steps += text.match(/\bl0 \+=/g)?.length ?? 0;
      blocksSeen += text.match(/const l = l0(?: \+ \d+)?;/g)?.length ?? 0;
    }
    expect(steps).toBe(loops.length);
    expect(blocksSeen).toBe(4 * loops.length);
  });

  it('leave no rolled whole-warp loop in the fast-path files', () => {
    for (const f of ['fast-ops.ts', 'fast-const.ts', 'fast-unary.ts', 'fast-checked.ts']) {
      const text = readFileSync(join(ROOT, 'compile', f), 'utf8');
      expect(text, f).not.toMatch(/for \(let l = 0; l < 32; l\+\+\)/);
    }
  });
});
