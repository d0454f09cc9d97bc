/**
 * Shuffles against the closed form of docs/semantics.md §3.4 (Programming Guide §10.22.2,
 * PTX ISA §9.7.9.6), written out here independently of the simulator:
 *   base = lane & ~(w-1); idx: base + (s & (w-1)); up: lane − (d & 31), own value if < base;
 *   down: lane + (d & 31), own if > base+w−1; xor: lane ^ (m & 31), own if > base+w−1.
 */
import { describe, expect, it } from 'vitest';
import { errors, iota, run, zeros } from './helpers';

type Mode = 'idx' | 'up' | 'down' | 'xor';
const NAME: Record<Mode, string> = { idx: '__shfl_sync', up: '__shfl_up_sync', down: '__shfl_down_sync', xor: '__shfl_xor_sync' };

function expected(mode: Mode, lane: number, b: number, w: number): number {
  const base = lane & ~(w - 1);
  const end = base + w - 1;
  switch (mode) {
    case 'idx': return base + (((b % w) + w) % w);
    case 'up': { const s = lane - (b & 31); return s < base ? lane : s; }
    case 'down': { const s = lane + (b & 31); return s > end ? lane : s; }
    case 'xor': { const s = lane ^ (b & 31); return s > end ? lane : s; }
  }
}

function shuffled(mode: Mode, b: string, w: number): (number | null)[] {
  const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  out[lane] = ${NAME[mode]}(0xffffffff, lane * 10, ${b}, ${w});
}`;
  const r = run(src, 32, { out: zeros(32) });
  expect(errors(r)).toEqual([]);
  return r.args.out! as (number | null)[];
}

const WIDTHS = [1, 2, 4, 8, 16, 32];

describe('shuffle source lanes', () => {
  for (const mode of ['idx', 'up', 'down', 'xor'] as Mode[]) {
    for (const w of WIDTHS) {
      it(`${NAME[mode]} with width ${w} follows the closed form for operands −40…70`, () => {
        for (const b of [-40, -33, -1, 0, 1, 2, 3, 5, 7, 8, 15, 16, 17, 31, 32, 33, 40, 70]) {
          const got = shuffled(mode, String(b), w);
          const want = iota(32, (l) => expected(mode, l, b, w) * 10);
          expect(got, `${NAME[mode]}(F, lane*10, ${b}, ${w})`).toEqual(want);
        }
      });
    }
  }

  it('lets each lane pass its own source lane (`srcLane = lane + 40` reads lane (lane + 8) mod 32)', () => {
    expect(shuffled('idx', 'lane + 40', 32)).toEqual(iota(32, (l) => ((l + 8) & 31) * 10));
  });

  it('treats `delta` 0 and 32 as no move and 33 as 1 (only the low five bits count)', () => {
    expect(shuffled('up', '0', 32)).toEqual(iota(32, (l) => l * 10));
    expect(shuffled('up', '32', 32)).toEqual(iota(32, (l) => l * 10));
    expect(shuffled('up', '33', 32)).toEqual(iota(32, (l) => (l === 0 ? 0 : (l - 1) * 10)));
    expect(shuffled('down', '33', 32)).toEqual(iota(32, (l) => (l === 31 ? 310 : (l + 1) * 10)));
  });

  it('lets xor read an earlier segment but keeps the own value for a later one (`laneMask` 16, width 8)', () => {
    expect(shuffled('xor', '16', 8)).toEqual(iota(32, (l) => (l < 16 ? l : l - 16) * 10));
  });

  it('moves doubles and keeps NaN payload bits through a shuffle', () => {
    const src = `export function kernel(d: double[], out: uint[]) {
  const lane: int = threadIdx.x;
  const x: double = double(lane) + double(0.5);
  d[lane] = __shfl_xor_sync(0xffffffff, x, 1);
  const nan: float = __uint_as_float(0x7fc00001);
  out[lane] = __float_as_uint(__shfl_sync(0xffffffff, nan, 0));
}`;
    const r = run(src, 32, { d: zeros(32, 'double'), out: zeros(32, 'uint') });
    expect(r.args.d).toEqual(iota(32, (l) => (l ^ 1) + 0.5));
    expect(r.args.out).toEqual(iota(32, () => 0x7fc00001));
  });

  // SEMANTICS §13.2 / docs/semantics.md §3.3: a delta of the width or more is valid (the
  // values above are the hardware's) but moves nothing within a segment, or from 32 on moves
  // by delta & 31: a warning, for up and down only, naming the call; never for idx or xor.
  it('warns (W-DELTA-RANGE) about an up/down delta of the width or more, and only then', () => {
    const warned = (mode: Mode, b: string, w: number): boolean => {
      const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  out[lane] = ${NAME[mode]}(0xffffffff, lane, ${b}, ${w});
}`;
      const r = run(src, 32, { out: zeros(32) });
      expect(errors(r)).toEqual([]);
      const d = r.diagnostics.filter((x) => x.code === 'W-DELTA-RANGE');
      for (const x of d) {
        expect(x.severity).toBe('warning');
        expect(x.line).toBe(3);
      }
      return d.length > 0;
    };
    for (const mode of ['up', 'down'] as Mode[]) {
      for (const [b, w, want] of [['16', 32, false], ['31', 32, false], ['32', 32, true], ['33', 32, true], ['64', 32, true],
        ['7', 8, false], ['8', 8, true], ['-1', 32, true], ['lane & 1', 2, false], ['lane == 5 ? 40 : 1', 32, true]] as const) {
        expect(warned(mode, b, w), `${NAME[mode]}(F, lane, ${b}, ${w})`).toBe(want);
      }
    }
    for (const mode of ['idx', 'xor'] as Mode[]) expect(warned(mode, '40', 8), NAME[mode]).toBe(false);
    // The message says what the hardware does with the delta.
    const src = `export function kernel(out: int[]) {
  let v: int = 1;
  for (let o: uint = blockDim.x / 2; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
  out[threadIdx.x] = v;
}`;
    const r = run(src, 128, { out: zeros(128) });
    // Offsets 64 and 32 act as 0 (each lane doubles its 1 twice), then 16…1 sum 32 lanes of 4.
    expect(r.args.out![0]).toBe(128);
    const d = r.diagnostics.find((x) => x.code === 'W-DELTA-RANGE')!;
    expect(d.message).toMatch(/delta 64 .*delta & 31 = 0\), so every lane gets its own value back/);
    expect(d.hint).toMatch(/below `width`/);
  });

  it('reports each width that is not a power of two in 1..32', () => {
    for (const w of [0, 3, 12, 33, 64, -8]) {
      const src = `export function kernel(out: int[]) {
  const lane: int = threadIdx.x;
  out[lane] = __shfl_sync(0xffffffff, lane, 0, ${w});
}`;
      const r = run(src, 32, { out: zeros(32) });
      expect(errors(r).map((d) => d.kind), `width ${w}`).toContain('argument');
    }
  });
});
