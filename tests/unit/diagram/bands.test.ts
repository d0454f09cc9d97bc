/**
 * Lane diagrams in bands for narrow panels (the step-through at 1280 px): 16 or 8 lanes a
 * row, every lane drawn once, no wider than the band, a read from another band labelled
 * with its source lane. The shuffle rules are the documented ones (`__shfl_xor_sync(F, v,
 * 16)`: lane l reads lane l ^ 16).
 */
import { describe, expect, it } from 'vitest';
import { diagramsFromSource } from '../../../src/diagram/from-source';
import { diagramWidth, lanesPerRowFor, renderOpSvg } from '../../../src/diagram/svg';
import { renderGroupsSvg } from '../../../src/diagram/groups-svg';

const xor16 = () => diagramsFromSource({
  code: 'export function kernel(out: int[]) { const lane: int = threadIdx.x; out[lane] = __shfl_xor_sync(0xffffffff, lane, 16); }',
  args: 'out=int[32]',
})[0]!;
const width = (svg: string) => Number(/width="(\d+)"/.exec(svg)![1]);
const laneNumbers = (svg: string) => [...svg.matchAll(/<text x="[\d.]+" y="[\d.]+" text-anchor="middle">(\d+)<\/text>/g)].map((m) => Number(m[1]));

describe('lane diagrams in bands', () => {
  it('picks the widest band that fits: 32 lanes in 1060 px, 16 in 580, 8 below', () => {
    expect([diagramWidth(32), diagramWidth(16), diagramWidth(8)]).toEqual([1060, 580, 340]);
    expect([lanesPerRowFor(1280), lanesPerRowFor(1060), lanesPerRowFor(716), lanesPerRowFor(579), lanesPerRowFor(300)]).toEqual([32, 32, 16, 8, 8]);
  });

  it('draws 16 lanes a row in two bands, each lane once, 580 px wide', () => {
    const svg = renderOpSvg(xor16(), 'b', { lanesPerRow: 16 });
    expect(width(svg)).toBe(580);
    expect(laneNumbers(svg)).toEqual(Array.from({ length: 32 }, (_, l) => l));
  });

  it('labels a read from the other band with its source lane instead of an arrow across bands', () => {
    // xor 16: every lane reads from the other band of 16.
    const svg = renderOpSvg(xor16(), 'b', { lanesPerRow: 16 });
    const from = [...svg.matchAll(/<text class="a-read-from"[^>]*>(\d+)<title>lane (\d+) reads lane (\d+)<\/title>/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(from).toHaveLength(32);
    for (const [src, dst] of from) expect(src).toBe(dst! ^ 16);
    // With all 32 in one row, they are arrows.
    expect(renderOpSvg(xor16(), 'w')).not.toContain('class="a-read-from"');
  });

  it('draws convergence groups in the same bands', () => {
    // One group of lanes 0-7 running: 32 squares in four bands of 8, each band headed by its lanes.
    const step = { type: 'op', index: 0, kind: '__shfl_sync', groups: [{ lanes: 0xff, running: true }], exited: 0 } as unknown as Parameters<typeof renderGroupsSvg>[0];
    const svg = renderGroupsSvg(step, 'g', { lanesPerRow: 8 });
    expect(width(svg)).toBe(340);
    expect((svg.match(/<rect x=/g) ?? []).length).toBe(32);
    expect(laneNumbers(svg)).toEqual(Array.from({ length: 32 }, (_, l) => l));
  });
});
