import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/commands/check';

/** Runs `warp-school check` and returns its exit status and standard output lines. */
async function runCheck(argv: string[]): Promise<{ code: number; lines: string[] }> {
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  try {
    const code = await main(argv);
    return { code, lines: out.split('\n').filter((l) => l !== '') };
  } finally {
    spy.mockRestore();
  }
}

describe('warp-school check over the course content', () => {
  it('finds every exercise of the whole course sound, and says so in the totals line', async () => {
    const { code, lines } = await runCheck(['content']);
    expect(lines.slice(0, -1)).toEqual([]);
    const m = /^check: (\d+) exercises, (\d+) references pass, (\d+) starters fail, (\d+)\/(\d+) wrong solutions caught$/.exec(lines.at(-1) ?? '');
    expect(m).not.toBeNull();
    const [, n, pass, fail, caught, total] = m!.map(Number);
    expect([pass, fail, caught]).toEqual([n, n, total]);
    expect(code).toBe(0);
  }, 300_000);

  it('counts the exercises of lessons 1-3 exactly', async () => {
    const root = mkdtempSync(join(tmpdir(), 'warp-school-l13-'));
    try {
      for (const lesson of ['01-warps', '03-shuffles', '09-warp-reduce']) cpSync(join('content', lesson), join(root, lesson), { recursive: true });
      const { code, lines } = await runCheck([root]);
      // Nine exercises (3 + 3 + 3) with 7 + 7 + 6 + 4 + 3 + 6 + 4 + 6 + 4 known-wrong solutions.
      expect(lines).toEqual(['check: 9 exercises, 9 references pass, 9 starters fail, 47/47 wrong solutions caught']);
      expect(code).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});

/* A tiny course with one mistake of each kind, written to a temporary folder (kept out of
 * the repository so that the project's own type-check does not read its `.ts` files). */
const badCourse: Record<string, string> = {
  '01-bad/index.mdx': [
    '---', 'title: A lesson with mistakes', 'summary: Used by the tests of `warp-school check`.', '---', '',
    '```warp-ts', 'export function kernel(out: int[]) {', '  out[0] = ;', '}', '```', '',
    '```warp-ts', '// fragment', 'v += __shfl_down_sync(0xffffffff, v, offset);', '```', '',
    '<Exercise id="01-bad/01-double" />', '<Exercise id="01-bad/99-missing" />', '',
  ].join('\n'),
  '01-bad/exercises/01-double/exercise.json': JSON.stringify({
    title: 'Double', summary: 'out[i] = 2 * values[i].', launch: { block: 32 },
    params: [
      { name: 'values', type: 'int[]', length: 'threads' },
      { name: 'out', type: 'int[]', role: 'output', length: 'threads' },
    ],
    tests: { fixed: [{ name: 'ramp', args: { values: { kind: 'iota', start: 0, step: 1 } } }] },
    schedules: 1,
  }),
  '01-bad/exercises/01-double/solution.ts': 'export function kernel(values: int[], out: int[]) {\n  out[threadIdx.x] = 2 * values[threadIdx.x];\n}\n',
  // The starter already solves the exercise.
  '01-bad/exercises/01-double/starter.ts': 'export function kernel(values: int[], out: int[]) {\n  out[threadIdx.x] = 2 * values[threadIdx.x];\n}\n',
  // Wrong, but without its `// why:` line.
  '01-bad/exercises/01-double/wrong/a-no-why.ts': 'export function kernel(values: int[], out: int[]) {\n  out[threadIdx.x] = values[threadIdx.x];\n}\n',
  // Claims to be wrong, but is right.
  '01-bad/exercises/01-double/wrong/b-passes.ts': '// why: reads the input twice\nexport function kernel(values: int[], out: int[]) {\n  out[threadIdx.x] = values[threadIdx.x] + values[threadIdx.x];\n}\n',
  '01-bad/exercises/01-double/cuda.cu': '// the same in CUDA\n',
  // A misspelt key, one wrong solution, no cuda.cu.
  '01-bad/exercises/02-bad-spec/exercise.json': JSON.stringify({
    titel: 'Misspelt', summary: 's', launch: { block: 32 },
    params: [{ name: 'out', type: 'int[]', role: 'output', length: 'threads' }],
    tests: { fixed: [{ name: 't' }] },
  }),
  '01-bad/exercises/02-bad-spec/solution.ts': 'export function kernel(out: int[]) {\n  out[threadIdx.x] = 1;\n}\n',
  '01-bad/exercises/02-bad-spec/starter.ts': 'export function kernel(out: int[]) {\n}\n',
  '01-bad/exercises/02-bad-spec/wrong/one.ts': '// why: writes 2\nexport function kernel(out: int[]) {\n  out[threadIdx.x] = 2;\n}\n',
};

describe('warp-school check over a course with mistakes', () => {
  const root = mkdtempSync(join(tmpdir(), 'warp-school-check-'));
  for (const [path, text] of Object.entries(badCourse)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const at = (p: string): string => relative(process.cwd(), join(root, p));

  it('prints one line per failure, the totals, and exits with status 1', async () => {
    const { code, lines } = await runCheck([root]);
    expect(code).toBe(1);
    const lesson = at('01-bad/index.mdx');
    const ex1 = at('01-bad/exercises/01-double');
    const ex2 = at('01-bad/exercises/02-bad-spec');
    expect(lines[0]).toBe(`${lesson}: objectives: Required (hint: add the field; see src/schema for what it holds)`);
    // The broken sample's `out[0] = ;` is line 8 of the file; the fragment is not compiled.
    expect(lines[1]).toMatch(new RegExp(`^${lesson.replace(/[.]/g, '\\.')}:8:\\d+: warp-ts sample does not compile: `));
    expect(lines[2]).toBe(`${lesson}:18: <Exercise id="01-bad/99-missing"> names no exercise folder (expected \`01-bad/exercises/99-missing/\` in the content folder)`);
    expect(lines.slice(3)).toEqual([
      // Its cuda.cu is a comment: it lacks the kernel the reference solution exports.
      `${ex1}/cuda.cu: has no \`__global__ void kernel(int* values, int* out)\` (the reference solution's, as \`warp-school cuda\` exports it)`,
      `${ex1}/starter.ts: the starter passes every test; it should leave the work to the learner`,
      `${ex1}/wrong/a-no-why.ts: the first line must be \`// why: <the mistake it makes>\``,
      `${ex1}/wrong/b-passes.ts: this known-wrong solution passes (reads the input twice)`,
      // 02-bad-spec is not placed by the lesson.
      `${lesson}: no <Exercise id="01-bad/02-bad-spec" /> places the exercise ${ex2}`,
      `${ex2}/wrong: an exercise needs at least two known-wrong solutions (found 1)`,
      `${ex2}: no cuda.cu (the same exercise in CUDA)`,
      `${ex2}/exercise.json: title: Required (hint: add the field; see src/schema for what it holds)`,
      `${ex2}/exercise.json: Unrecognized key(s) in object: 'titel' (hint: remove the key or check its spelling against src/schema)`,
      // 2 folders; only 01-double's reference runs and passes; neither starter fails;
      // of 3 wrong solutions only a-no-why is caught (02-bad-spec's cannot be graded).
      'check: 2 exercises, 1 references pass, 0 starters fail, 1/3 wrong solutions caught',
    ]);
  }, 60_000);

  it('exits with status 2 and a message for a folder that does not exist', async () => {
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const { code } = await runCheck([join(root, 'nowhere')]);
      expect(code).toBe(2);
      expect(String(err.mock.calls[0]?.[0])).toMatch(/^warp-school check: no content folder at /);
    } finally {
      err.mockRestore();
    }
  });
});
