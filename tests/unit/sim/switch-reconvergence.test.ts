/**
 * A `switch`'s case labels are reconvergence points (docs/language.md §6): lanes that fall
 * through from the case before run the next case together with the lanes sent to it
 * directly, as an H100 did (oracle/probes/switch_fallthrough.cu: `__activemask()` in the
 * shared case was 0xdb6db6db); lanes that `break` out first do not join. Masks by hand.
 */
import { describe, expect, it } from 'vitest';
import { errors, iota, run } from './helpers';

const u32 = (n: number) => ({ kind: 'array' as const, type: 'uint' as const, data: new Array(n).fill(0) });
const bits = (f: (l: number) => boolean): number => iota(32).reduce((m, l) => (f(l) ? m | (1 << l) : m), 0) >>> 0;

describe('switch case labels', () => {
  it('lanes falling through into a case run it with the lanes sent to it', () => {
    const r = run(`export function kernel(out: uint[]) {
  const l = threadIdx.x & 31;
  let m: uint = 0;
  switch (l % 3) {
    case 0:
      m = 1;
    case 1:
      m = __activemask();
      break;
    default:
      m = __activemask() ^ 0x80000000;
  }
  out[l] = m;
}`, 32, { out: u32(32) });
    expect(errors(r)).toEqual([]);
    const shared = bits((l) => l % 3 !== 2); // 0xdb6db6db
    const dflt = bits((l) => l % 3 === 2);
    expect(shared).toBe(0xdb6db6db);
    expect(r.args.out).toEqual(iota(32, (l) => (l % 3 === 2 ? (dflt ^ 0x80000000) >>> 0 : shared)));
  });

  it('lanes that break out of the case before do not join the next one; after the switch all meet', () => {
    const r = run(`export function kernel(out: uint[], after: uint[]) {
  const l = threadIdx.x & 31;
  let m: uint = 0;
  switch (l & 3) {
    case 0:
      if (l < 16) break;
    case 1:
      m = __activemask();
      break;
    case 2:
    case 3:
      m = 7;
  }
  out[l] = m;
  after[l] = __activemask();
}`, 32, { out: u32(32), after: u32(32) });
    expect(errors(r)).toEqual([]);
    const inCase1 = bits((l) => (l & 3) === 1 || ((l & 3) === 0 && l >= 16));
    expect(r.args.out).toEqual(iota(32, (l) => ((l & 3) === 1 || ((l & 3) === 0 && l >= 16) ? inCase1 : (l & 3) >= 2 ? 7 : 0)));
    expect(r.args.after).toEqual(iota(32, () => 0xffffffff));
  });

  it('a full-mask shuffle in a case that every lane reaches, by fall-through or directly, is valid', () => {
    const r = run(`export function kernel(out: int[]) {
  const l = int(threadIdx.x & 31);
  let v: int = l;
  switch (l & 1) {
    case 0:
      v = v + 100;
    case 1:
      v = __shfl_xor_sync(0xffffffff, v, 1);
  }
  out[l] = v;
}`, 32, { out: { kind: 'array', type: 'int', data: new Array(32).fill(0) } });
    expect(r.diagnostics).toEqual([]);
    // Even lanes hold l + 100, odd lanes l; each takes its partner's.
    expect(r.args.out).toEqual(iota(32, (l) => (l & 1 ? l - 1 + 100 : l + 1)));
  });
});
