/**
 * Renders lane diagrams as SVG text (DOM-free: the same code draws static diagrams at
 * build time and live ones in the browser). Every diagram carries a `<title>` and `<desc>`;
 * meaning never rests on colour alone: undefined results are dashed arrows and the word
 * `undef`, kept-own values are dotted loops, masks are filled vs hollow squares, match
 * groups carry their group number, exited and missing lanes are hatched and labelled.
 * Colours come from CSS custom properties so light and dark themes both work.
 */
import type { OpLayout } from './layout';

const COL = 30;
const LEFT = 92;
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The diagrams' CSS rules. A page that shows many diagrams, or redraws one often, can put
 * these in its stylesheet once and render with `inlineStyle: false`: a `<style>` inside
 * each SVG makes the browser recompute the whole page's styles on every insertion. */
export const OP_SVG_CSS = `
.wd text{font:11px ui-monospace,SFMono-Regular,Menlo,monospace;fill:var(--wd-fg,#1f2328)}
.wd .lbl{font-weight:600}
.wd .cap{font:600 13px system-ui,sans-serif}
.wd .on{fill:var(--wd-accent,#0969da)}
.wd .off{fill:none;stroke:var(--wd-muted,#8c959f)}
.wd .gone{fill:url(#wd-hatch)}
.wd .seg{fill:none;stroke:var(--wd-fg,#1f2328);stroke-width:1.5}
.wd .a-read{stroke:var(--wd-accent,#0969da);fill:none;stroke-width:1.4}
.wd .a-own{stroke:var(--wd-muted,#6e7781);fill:none;stroke-dasharray:1 3;stroke-width:1.6}
.wd .a-undef{stroke:var(--wd-bad,#cf222e);fill:none;stroke-dasharray:5 3;stroke-width:1.6}
.wd .undef{fill:var(--wd-bad,#cf222e);font-weight:700}
.wd .a-read-from{fill:var(--wd-accent,#0969da);font-size:10px}
.wd .a-own-from{fill:var(--wd-muted,#6e7781);font-size:10px}
.wd .a-undef-from{fill:var(--wd-bad,#cf222e);font-size:10px;font-weight:700}
`;
const STYLE = `<style>${OP_SVG_CSS}</style>`;

const GROUP_FILLS = ['#ddf4ff', '#fff8c5', '#ffebe9', '#dafbe1', '#fbefff', '#ffeff7', '#f6f8fa', '#fff1e5'];

/** Lanes drawn per row: all 32 in one row (1060 px wide), or bands of 16 (580 px) or 8
 * (340 px) stacked, for narrow containers. */
export type LanesPerRow = 8 | 16 | 32;

/** Width of a diagram of `perRow` lanes a row, in px. */
export function diagramWidth(perRow: LanesPerRow = 32): number {
  return LEFT + perRow * COL + 8;
}

/** The widest lanes-per-row that fits `px` pixels (8 when even that does not fit). */
export function lanesPerRowFor(px: number): LanesPerRow {
  return px >= diagramWidth(32) ? 32 : px >= diagramWidth(16) ? 16 : 8;
}

/** The x of lane `lane`'s column centre in a band starting at lane `first`. */
const xIn = (first: number) => (lane: number): number => LEFT + (lane - first) * COL + COL / 2;

function strip(y: number, label: string, bits: number, lanes: OpLayout['lanes'], band: readonly number[], x: (l: number) => number): string {
  let s = `<text class="lbl" x="4" y="${y + 10}">${label}</text>`;
  for (const l of band) {
    const on = (bits >>> l) & 1;
    const gone = lanes[l]!.state === 'exited' || lanes[l]!.state === 'missing';
    s += `<rect x="${x(l) - 8}" y="${y}" width="16" height="12" class="${gone ? 'gone' : on ? 'on' : 'off'}"><title>lane ${l}: ${on ? 'in' : 'not in'} ${label}</title></rect>`;
  }
  return s;
}

const arrowClass = (kind: OpLayout['arrows'][number]['kind']): string => `a-${kind === 'read' ? 'read' : kind === 'own' ? 'own' : 'undef'}`;

/** One operation as an SVG document: 1060 px wide with all 32 lanes in a row (put it in a
 * horizontally scrolling box), or `lanesPerRow` 16 or 8 for bands stacked one under the
 * other (an arrow from a lane of another band becomes the label "from N" over its result).
 * `inlineStyle: false` leaves out the `<style>` element ({@link OP_SVG_CSS} must then be on the page). */
export function renderOpSvg(op: OpLayout, id = `wd-${op.seq}`, opts: { inlineStyle?: boolean; lanesPerRow?: LanesPerRow } = {}): string {
  const perRow = opts.lanesPerRow ?? 32;
  const width = diagramWidth(perRow);
  const hasArrows = op.arrows.length > 0;
  const rows: string[] = [];
  let y = 22;
  rows.push(`<text class="cap" x="4" y="14">${esc(op.caption.replace(/`/g, ''))}</text>`);
  y += 4;
  for (let first = 0; first < 32; first += perRow) {
    const band = Array.from({ length: perRow }, (_, k) => first + k);
    const inBand = (l: number): boolean => l >= first && l < first + perRow;
    const x = xIn(first);
    if (first > 0) y += 10;
    let lanesRow = `<text class="lbl" x="4" y="${y + 10}">lane</text>`;
    for (const l of band) lanesRow += `<text x="${x(l)}" y="${y + 10}" text-anchor="middle">${l}</text>`;
    rows.push(lanesRow);
    y += 18;
    if (op.ranks) {
      let r = `<text class="lbl" x="4" y="${y + 10}">rank</text>`;
      for (const l of band) {
        const k = op.ranks[l];
        if (k !== null && k !== undefined) r += `<text x="${x(l)}" y="${y + 10}" text-anchor="middle" class="rank">${k}<title>lane ${l} is rank ${k} of its group</title></text>`;
      }
      rows.push(r);
      y += 18;
    }
    rows.push(strip(y, 'mask', op.mask, op.lanes, band, x));
    y += 18;
    rows.push(strip(y, 'active', op.activeGroup, op.lanes, band, x));
    y += 22;
    const cell = (row: 'operand' | 'result', yy: number): string => {
      let s = `<text class="lbl" x="4" y="${yy + 12}">${row === 'operand' ? 'value' : 'result'}</text>`;
      for (const c of op.lanes) {
        if (!inBand(c.lane)) continue;
        const gone = c.state === 'exited' || c.state === 'missing';
        const fill = c.group !== null && row === 'result' ? ` style="fill:${GROUP_FILLS[c.group % GROUP_FILLS.length]}"` : '';
        s += `<rect x="${x(c.lane) - COL / 2 + 1}" y="${yy}" width="${COL - 2}" height="18" class="${gone ? 'gone' : 'off'}"${fill}/>`;
        const v = gone ? (c.state === 'exited' ? 'exit' : '—') : c.state === 'inactive' ? '·' : row === 'operand' ? c.operand : c.result;
        if (v !== null && v !== undefined) {
          const shown = c.group !== null && row === 'result' ? `g${c.group + 1}` : v;
          const t = shown.length > 5 ? shown.slice(0, 4) + '…' : shown;
          const cls = v === 'undef' ? ' class="undef"' : t.length > 4 ? ' style="font-size:9px"' : '';
          s += `<text x="${x(c.lane)}" y="${yy + 13}" text-anchor="middle"${cls}>${esc(t)}<title>lane ${c.lane} ${row}: ${esc(v)}${c.group !== null && row === 'result' ? ` (match group ${c.group + 1})` : ''}</title></text>`;
        }
      }
      return s;
    };
    rows.push(cell('operand', y));
    const opY = y;
    y += 24;
    const arrowTop = y;
    if (hasArrows) y += 70;
    const resY = y;
    if (op.ballot === null || op.kind !== '__ballot_sync') {
      rows.push(cell('result', y));
      y += 24;
    }
    if (hasArrows) {
      let a = '';
      for (const ar of op.arrows) {
        if (!inBand(ar.to)) continue;
        const x2 = x(ar.to);
        const title = `<title>lane ${ar.to} ${ar.kind === 'undefined' ? 'read an undefined value from' : 'reads'} lane ${ar.from}</title>`;
        if (!inBand(ar.from)) {
          // The source is drawn in another band: say which lane, over the result.
          a += `<text class="${arrowClass(ar.kind)}-from" x="${x2}" y="${resY - 20}" text-anchor="middle">${ar.from}${title}</text>`;
          a += `<path class="${arrowClass(ar.kind)}" d="M${x2} ${resY - 16} L ${x2} ${resY - 2}" marker-end="url(#${id}-m)"/>`;
          continue;
        }
        const x1 = x(ar.from);
        if (ar.from === ar.to) {
          a += `<path class="${arrowClass(ar.kind)}" d="M${x1 - 4} ${arrowTop} C ${x1 - 14} ${arrowTop + 30}, ${x1 + 14} ${arrowTop + 30}, ${x2 + 4} ${resY - 2}" marker-end="url(#${id}-m)"/>`;
        } else {
          a += `<path class="${arrowClass(ar.kind)}" d="M${x1} ${arrowTop} C ${x1} ${arrowTop + 35}, ${x2} ${resY - 35}, ${x2} ${resY - 2}" marker-end="url(#${id}-m)">${title}</path>`;
        }
      }
      rows.push(a);
    }
    for (const sgm of op.segments) {
      const from = Math.max(sgm.start, first), to = Math.min(sgm.start + sgm.width, first + perRow);
      if (from >= to) continue;
      rows.push(`<rect class="seg" x="${x(from) - COL / 2}" y="${opY - 3}" width="${(to - from) * COL}" height="${resY + 21 - opY + 3}" rx="4"><title>segment of width ${sgm.width}: lanes ${sgm.start}–${sgm.start + sgm.width - 1}</title></rect>`);
    }
    if (op.ballot !== null) {
      rows.push(strip(y, 'ballot', op.ballot, op.lanes, band, x));
      y += 20;
    }
  }
  const height = y + 4;
  const desc = describeOp(op);
  return `<svg xmlns="http://www.w3.org/2000/svg" class="wd" role="img" aria-labelledby="${id}-t ${id}-d" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`
    + `<title id="${id}-t">${esc(op.caption.replace(/`/g, ''))}</title><desc id="${id}-d">${esc(desc)}</desc>${opts.inlineStyle === false ? '' : STYLE}`
    + `<defs><pattern id="wd-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="6" stroke="#8c959f" stroke-width="2"/></pattern>`
    + `<marker id="${id}-m" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="currentColor"/></marker></defs>`
    + rows.join('') + '</svg>';
}

/** A plain-language summary of an operation (the SVG's `<desc>`). */
export function describeOp(op: OpLayout): string {
  const parts = op.lanes.filter((c) => c.state === 'participant').length;
  const gone = op.lanes.filter((c) => c.state === 'exited' || c.state === 'missing').length;
  const undef = op.arrows.filter((a) => a.kind === 'undefined').map((a) => a.to);
  const own = op.arrows.filter((a) => a.kind === 'own').map((a) => a.to);
  let s = `${parts} lanes take part`;
  if (gone) s += `, ${gone} lanes have exited or do not exist`;
  if (op.segments.length) s += `, in segments of ${op.segments[0]!.width} lanes`;
  if (own.length) s += `; lanes ${own.join(', ')} keep their own value (source outside their segment)`;
  if (undef.length) s += `; lanes ${undef.join(', ')} get an undefined value (source not taking part)`;
  if (op.ballot !== null) s += `; ballot 0x${op.ballot.toString(16).padStart(8, '0')}`;
  if (op.groupCount) s += `; ${op.groupCount} match groups`;
  return s + '.';
}

/** The same operation as an HTML table a screen reader can read. */
export function renderOpTable(op: OpLayout): string {
  const head = '<tr><th scope="col">lane</th><th scope="col">in mask</th><th scope="col">state</th><th scope="col">value</th><th scope="col">reads lane</th><th scope="col">result</th></tr>';
  const src = new Map(op.arrows.map((a) => [a.to, a]));
  const body = op.lanes.map((c) => {
    const a = src.get(c.lane);
    const reads = a ? `${a.from}${a.kind === 'own' ? ' (own value: outside the segment)' : a.kind === 'undefined' ? ' (not taking part: undefined)' : ''}` : '';
    return `<tr><th scope="row">${c.lane}</th><td>${c.inMask ? 'yes' : 'no'}</td><td>${c.state}</td><td>${esc(c.operand ?? '')}</td><td>${esc(reads)}</td><td>${esc(c.result ?? '')}${c.group !== null ? ` (group ${c.group + 1})` : ''}</td></tr>`;
  }).join('');
  return `<table class="wd-table"><caption>${esc(op.caption.replace(/`/g, ''))}</caption><thead>${head}</thead><tbody>${body}</tbody></table>`;
}
