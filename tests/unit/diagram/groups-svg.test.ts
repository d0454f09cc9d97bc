/**
 * The convergence-group diagram: every row labelled in words, a `<desc>` that says which
 * lanes run and which wait, and deadlock steps drawn as where each lane waits.
 */
import { describe, expect, it } from 'vitest';
import { describeGroups, renderGroupsSvg, GROUPS_SVG_CSS } from '../../../src/diagram/groups-svg';
import { renderOpSvg } from '../../../src/diagram/svg';
import { layoutOp } from '../../../src/diagram/layout';
import type { TraceOp } from '../../../src/sim/types';
import type { Step } from '../../../src/diagram/steps';

const base: Step = {
  index: 1, type: 'op', op: null, kind: '__shfl_down_sync', line: 5, caption: '__shfl_down_sync mask 0x0000ffff, line 5',
  groups: [{ lanes: 0x0000ffff, running: true }, { lanes: 0xffff0000, running: false }], exited: 0,
  reconvergeStep: null, divergeStep: null, sites: [], diagnostic: null,
};

describe('the convergence-group diagram', () => {
  it('says in words that lanes 0–15 run the step while lanes 16–31 wait', () => {
    expect(describeGroups(base)).toBe('Group 1 (lanes 0–15) runs this step; group 2 (lanes 16–31) waits elsewhere.');
  });

  it('draws one labelled row per group, 32 squares each, with a title and a description', () => {
    const svg = renderGroupsSvg(base, 'g');
    expect(svg).toContain('<title id="g-t">Convergence groups</title>');
    expect(svg).toContain('<desc id="g-d">Group 1 (lanes 0–15) runs this step; group 2 (lanes 16–31) waits elsewhere.</desc>');
    expect(svg.match(/<rect [^>]*class="run"/g)).toHaveLength(16);
    expect(svg.match(/<rect [^>]*class="wait"/g)).toHaveLength(16);
    expect(svg.match(/<rect /g)).toHaveLength(64);
  });

  it('hatches exited lanes and names them', () => {
    const step: Step = { ...base, groups: [{ lanes: 0xfffffffe, running: true }], exited: 1 };
    expect(describeGroups(step)).toBe('Group 1 (lanes 1–31) runs this step; lane 0 has exited.');
    expect(renderGroupsSvg(step).match(/class="gone"/g)).toHaveLength(1);
  });

  it('names the two accesses of a race, one lane each', () => {
    const step: Step = { ...base, type: 'race', kind: 'race', groups: [], sites: [{ lanes: 2, line: 6, column: 3, message: 'm' }, { lanes: 1, line: 8, column: 3, message: 'r' }] };
    expect(describeGroups(step)).toBe('Lane 1 makes one access at line 6; lane 0 makes the other access at line 8.');
  });

  it('draws a deadlock as the lines where each lane waits', () => {
    const step: Step = {
      ...base, type: 'deadlock', kind: 'deadlock', groups: [],
      sites: [{ lanes: 0x0000ffff, line: 5, column: 9, message: 'm' }, { lanes: 0xffff0000, line: 7, column: 5, message: 'r' }],
    };
    const svg = renderGroupsSvg(step, 'd');
    expect(svg).toContain('<title id="d-t">Where each lane waits</title>');
    expect(describeGroups(step)).toBe('Lanes 0–15 wait at line 5; lanes 16–31 wait at line 7 instead.');
    expect(svg.match(/<rect [^>]*class="site"/g)).toHaveLength(32);
  });

  it('leaves the <style> out on request, for a page that holds the rules once', () => {
    const nul = new Array<null>(32).fill(null);
    const op: TraceOp = { seq: 0, kind: '__syncwarp', mask: 0xffffffff, participants: 0xffffffff, activeGroup: 0xffffffff, exited: 0, line: 1, column: 1,
      lines: nul, operands: nul, operands2: nul, widths: nul, sources: nul, results: nul, undefinedResult: new Array<boolean>(32).fill(false) };
    expect(renderGroupsSvg(base)).toContain(`<style>${GROUPS_SVG_CSS}</style>`);
    expect(renderGroupsSvg(base, 'g', { inlineStyle: false })).not.toContain('<style>');
    expect(renderOpSvg(layoutOp(op))).toContain('<style>');
    expect(renderOpSvg(layoutOp(op), 'o', { inlineStyle: false })).not.toContain('<style>');
  });
});
