/**
 * Layout data of lane diagrams for H200-read cases: which arrows, of which kind, which
 * strips and groups. Expected values are the documented shuffle rules (docs/semantics.md §3.4)
 * and the H200 readings they reproduce.
 */
import { describe, expect, it } from 'vitest';
import { diagramsFromSource } from '../../../src/diagram/from-source';
import { renderOpSvg, renderOpTable } from '../../../src/diagram/svg';

const v = 'const lane: int = threadIdx.x; const v: int = lane * 3 + 1;';

describe('lane diagram layout', () => {
  it('draws `__shfl_down_sync(F, v, 3, 8)` (H200 shfl_down_w8_3) as reads within 8-lane segments, own values at segment ends', () => {
    const [op] = diagramsFromSource({ code: `export function kernel(out: int[]) { ${v} out[lane] = __shfl_down_sync(0xffffffff, v, 3, 8); }`, args: 'out=int[32]' });
    expect(op!.segments).toEqual([0, 8, 16, 24].map((start) => ({ start, width: 8 })));
    const byLane = new Map(op!.arrows.map((a) => [a.to, a]));
    for (let l = 0; l < 32; l++) {
      const own = (l & 7) + 3 > 7;
      expect(byLane.get(l)).toEqual({ from: own ? l : l + 3, to: l, kind: own ? 'own' : 'read' });
    }
    // H200 reading shfl_down_w8_3: lane 5 keeps 16, lane 0 gets 10.
    expect(op!.lanes[0]!.result).toBe('10');
    expect(op!.lanes[5]!.result).toBe('16');
  });

  it('marks the read of lane 16 by lane 15 under mask 0x0000ffff as undefined (H200 shfl_mask_half_w32_ub)', () => {
    const [op] = diagramsFromSource({ code: `export function kernel(out: int[]) { ${v} if (lane < 16) { out[lane] = __shfl_down_sync(0x0000ffff, v, 1); } }`, args: 'out=int[32]' });
    expect(op!.arrows.find((a) => a.to === 15)).toEqual({ from: 16, to: 15, kind: 'undefined' });
    expect(op!.arrows.filter((a) => a.kind === 'undefined')).toHaveLength(1);
    expect(op!.lanes[15]!.result).toBe('undef');
    expect(op!.lanes.slice(16).every((c) => c.state === 'inactive' && !c.inMask)).toBe(true);
    expect(op!.mask).toBe(0xffff);
    expect(op!.activeGroup).toBe(0xffff);
  });

  it('colours `__match_any_sync(F, lane % 5)` into five groups (H200 match_any_mod5)', () => {
    const [op] = diagramsFromSource({ code: 'export function kernel(out: uint[]) { const lane: int = threadIdx.x; out[lane] = __match_any_sync(0xffffffff, lane % 5); }', args: 'out=uint[32]' });
    expect(op!.groupCount).toBe(5);
    expect(op!.lanes.map((c) => c.group)).toEqual(Array.from({ length: 32 }, (_, l) => l % 5));
  });

  it('shows ballot bits for `__ballot_sync(F, lane % 3 == 0)` (H200 votes: 0x49249249 = 1227133513)', () => {
    const [op] = diagramsFromSource({ code: 'export function kernel(out: uint[]) { const lane: int = threadIdx.x; out[lane] = __ballot_sync(0xffffffff, lane % 3 == 0); }', args: 'out=uint[32]' });
    expect(op!.ballot).toBe(1227133513);
  });

  it('greys missing lanes of a partial warp (block of 20)', () => {
    const [op] = diagramsFromSource({ code: 'export function kernel(out: int[]) { const lane: int = threadIdx.x; out[lane] = __shfl_xor_sync(0xffffffff, lane, 1); }', args: 'out=int[20]', block: 20 });
    expect(op!.lanes.slice(20).every((c) => c.state === 'missing')).toBe(true);
    expect(op!.lanes.slice(0, 20).every((c) => c.state === 'participant')).toBe(true);
  });

  it('renders an SVG with a title, a description naming the undefined lanes, and a table with one row per lane', () => {
    const [op] = diagramsFromSource({ code: `export function kernel(out: int[]) { ${v} if (lane < 16) { out[lane] = __shfl_down_sync(0x0000ffff, v, 1); } }`, args: 'out=int[32]' });
    const svg = renderOpSvg(op!, 'x');
    expect(svg).toMatch(/<title id="x-t">__shfl_down_sync mask 0x0000ffff, line 1<\/title>/);
    expect(svg).toMatch(/lanes 15 get an undefined value/);
    expect(svg).toContain('class="a-undef"');
    const table = renderOpTable(op!);
    expect(table.match(/<tr><th scope="row">/g)).toHaveLength(32);
    expect(table).toContain('16 (not taking part: undefined)');
  });

  // The kernel of lesson 4's first sample: two comment lines, so its ballot is on line 8.
  const votes = [
    '// Three votes on the same question.',
    '// An H200 gave: all = 0, any = 1, ballot = 0x49249249.',
    'export function kernel(all: int[], any: int[], ballot: uint[]) {',
    '  const lane = threadIdx.x % 32;',
    '  const divisible = lane % 3 == 0;',
    '  all[threadIdx.x] = __all_sync(0xffffffff, divisible);',
    '  any[threadIdx.x] = __any_sync(0xffffffff, divisible);',
    '  ballot[threadIdx.x] = __ballot_sync(0xffffffff, divisible);',
    '}',
  ].join('\n');
  const voteArgs = 'all=int[32]; any=int[32]; ballot=uint[32]';

  it('names the line of the call in the source as given, comment lines counted (ballot on line 8)', () => {
    const [op] = diagramsFromSource({ code: votes, args: voteArgs, kinds: ['__ballot_sync'] });
    expect(op!.caption).toBe('`__ballot_sync` mask 0xffffffff, line 8');
    expect(renderOpSvg(op!, 'v')).toContain('<title id="v-t">__ballot_sync mask 0xffffffff, line 8</title>');
  });

  it('leaves the line out of every caption, SVG title and table caption with `showLine: false`', () => {
    const ops = diagramsFromSource({ code: votes, args: voteArgs, showLine: false });
    expect(ops.map((o) => o.caption)).toEqual([
      '`__all_sync` mask 0xffffffff',
      '`__any_sync` mask 0xffffffff',
      '`__ballot_sync` mask 0xffffffff',
    ]);
    // The line is still known to the layout (the step-through uses it to mark the editor).
    expect(ops.map((o) => o.line)).toEqual([6, 7, 8]);
    expect(renderOpSvg(ops[2]!, 'n')).toContain('<title id="n-t">__ballot_sync mask 0xffffffff</title>');
    expect(renderOpTable(ops[2]!)).toContain('<caption>__ballot_sync mask 0xffffffff</caption>');
    // Lanes 0, 3, ..., 30 vote yes (H200 votes: 0x49249249); the option changes only the caption.
    expect(ops[2]!.ballot).toBe(0x49249249);
  });

  it('leaves the line out of an `__activemask()` caption with `showLine: false`', () => {
    const code = 'export function kernel(out: uint[]) {\n  out[threadIdx.x] = __activemask();\n}';
    const [withLine] = diagramsFromSource({ code, args: 'out=uint[32]', kinds: ['__activemask'] });
    const [without] = diagramsFromSource({ code, args: 'out=uint[32]', kinds: ['__activemask'], showLine: false });
    expect(withLine!.caption).toBe('`__activemask()` — lanes 0xffffffff, line 2');
    expect(without!.caption).toBe('`__activemask()` — lanes 0xffffffff');
  });

  it('refuses a snippet that does not compile, saying why', () => {
    expect(() => diagramsFromSource({ code: 'export function kernel() { let x = ; }' })).toThrow(/does not compile/);
  });
});
