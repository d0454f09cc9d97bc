/**
 * Convergence groups of a step as SVG text (DOM-free): one row of 32 lane squares per
 * group, the running group filled, waiting groups hollow, exited lanes hatched; for a
 * deadlock or race step, one row per site (where lanes wait, or each access) with its
 * line. Meaning never rests on colour: every row is labelled in words, every square has a
 * `<title>`, and the `<desc>` says it all in one sentence. Same column grid as
 * `renderOpSvg` (32 lanes a row, or bands of 16 or 8), so the two line up one above the other.
 */
import type { Step } from './steps';
import { laneRanges } from './steps';

const COL = 30;
const LEFT = 92;
const ROW = 22;
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The group diagram's CSS rules (see `OP_SVG_CSS` for why a page may want them once). */
export const GROUPS_SVG_CSS = `
.wg text{font:11px ui-monospace,SFMono-Regular,Menlo,monospace;fill:var(--wd-fg,#1f2328)}
.wg .lbl{font-weight:600}
.wg .run{fill:var(--wd-accent,#0969da)}
.wg .wait{fill:none;stroke:var(--wd-accent,#0969da);stroke-width:1.5}
.wg .site{fill:var(--wd-bad,#cf222e)}
.wg .none{fill:none;stroke:var(--wd-muted,#8c959f);stroke-dasharray:2 2}
.wg .gone{fill:url(#wg-hatch)}
`;
const STYLE = `<style>${GROUPS_SVG_CSS}</style>`;

interface Row { label: string; lanes: number; cls: 'run' | 'wait' | 'site'; what: string; sentence: string }

/** "lane 3" or "lanes 0–15". */
function lanesWord(mask: number): string {
  const one = mask !== 0 && (mask & (mask - 1)) === 0;
  return `${one ? 'lane' : 'lanes'} ${laneRanges(mask)}`;
}

function rowsOf(step: Step): Row[] {
  if (step.type !== 'op') {
    return step.sites.map((s, i) => {
      const what = step.type === 'deadlock' ? (i === 0 ? 'waits here' : 'waits here instead') : (i === 0 ? 'makes this access' : 'makes the other access');
      const who = s.lanes ? lanesWord(s.lanes) : 'the lanes named in the message';
      const one = s.lanes !== 0 && (s.lanes & (s.lanes - 1)) === 0;
      const sentence = step.type === 'deadlock'
        ? `${who} ${one ? 'waits' : 'wait'} at line ${s.line}${i === 0 ? '' : ' instead'}`
        : `${who} ${one ? 'makes' : 'make'} ${i === 0 ? 'one access' : 'the other access'} at line ${s.line}`;
      return { label: `line ${s.line}`, lanes: s.lanes, cls: 'site' as const, what, sentence };
    });
  }
  return step.groups.map((g, i) => {
    const what = g.running ? (step.kind === 'reconverge' ? 'runs together again' : 'runs this step') : step.kind === 'diverge' ? 'takes one path' : 'waits elsewhere';
    return { label: `group ${i + 1}`, lanes: g.lanes, cls: g.running ? 'run' as const : 'wait' as const, what, sentence: `group ${i + 1} (${lanesWord(g.lanes)}) ${what}` };
  });
}

/** A one-sentence summary of the groups (the SVG's `<desc>`; also read by the panel). */
export function describeGroups(step: Step): string {
  const parts = rowsOf(step).map((r) => r.sentence);
  if (step.exited) parts.push(`${lanesWord(step.exited)} ${(step.exited & (step.exited - 1)) === 0 ? 'has' : 'have'} exited`);
  const text = parts.join('; ') || 'no lanes are running';
  return text[0]!.toUpperCase() + text.slice(1) + '.';
}

/** The groups (or deadlock/race sites) of `step` as an SVG document, 1060 px wide, or with
 * `lanesPerRow` 16 or 8 in bands stacked one under the other (each band headed by its
 * lane numbers), as `renderOpSvg` draws them.
 * `inlineStyle: false` leaves out the `<style>` element ({@link GROUPS_SVG_CSS} must then be on the page). */
export function renderGroupsSvg(step: Step, id = `wg-${step.index}`, opts: { inlineStyle?: boolean; lanesPerRow?: 8 | 16 | 32 } = {}): string {
  const rows = rowsOf(step);
  const perRow = opts.lanesPerRow ?? 32;
  const width = LEFT + perRow * COL + 8;
  const heading = step.type === 'deadlock' ? 'Where each lane waits' : step.type === 'race' ? 'The two accesses' : 'Convergence groups';
  let body = `<text class="lbl" x="4" y="14">${heading}</text>`;
  let y = 24;
  for (let first = 0; first < 32; first += perRow) {
    const x = (lane: number): number => LEFT + (lane - first) * COL + COL / 2;
    if (perRow < 32 && rows.length > 0) {
      body += `<text class="lbl" x="4" y="${y + 11}">lane</text>`;
      for (let l = first; l < first + perRow; l++) body += `<text x="${x(l)}" y="${y + 11}" text-anchor="middle">${l}</text>`;
      y += ROW - 4;
    }
    for (const r of rows) {
      body += `<text class="lbl" x="4" y="${y + 11}">${esc(r.label)}</text>`;
      for (let l = first; l < first + perRow; l++) {
        const inRow = (r.lanes >>> l) & 1;
        const gone = (step.exited >>> l) & 1;
        const cls = gone ? 'gone' : inRow ? (r.cls === 'wait' ? 'wait' : r.cls) : 'none';
        const mark = inRow && !gone ? `<text x="${x(l)}" y="${y + 11}" text-anchor="middle" aria-hidden="true" style="fill:${r.cls === 'wait' ? 'var(--wd-fg,#1f2328)' : '#fff'}">${r.cls === 'run' ? '▶' : r.cls === 'wait' ? '‖' : '!'}</text>` : '';
        body += `<rect x="${x(l) - 10}" y="${y}" width="20" height="15" rx="2" class="${cls}"><title>lane ${l}: ${gone ? 'exited' : inRow ? `${esc(r.label)}, ${r.what}` : `not in ${esc(r.label)}`}</title></rect>${mark}`;
      }
      y += ROW;
    }
    if (perRow < 32 && first + perRow < 32) y += 6;
  }
  if (rows.length === 0) { body += `<text x="${LEFT}" y="${y + 11}">no lanes are running</text>`; y += ROW; }
  const height = y + 4;
  return `<svg xmlns="http://www.w3.org/2000/svg" class="wg" role="img" aria-labelledby="${id}-t ${id}-d" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`
    + `<title id="${id}-t">${heading}</title><desc id="${id}-d">${esc(describeGroups(step))}</desc>${opts.inlineStyle === false ? '' : STYLE}`
    + `<defs><pattern id="wg-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="6" stroke="#8c959f" stroke-width="2"/></pattern></defs>`
    + body + '</svg>';
}
