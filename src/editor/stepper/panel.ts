/**
 * The step-through panel: a timeline of one warp's warp-level operations and divergence
 * points (a button per step), step controls (buttons, and ←/→, Home/End anywhere in the
 * panel), a live region that announces each step, the lane diagram of the current
 * operation (`renderOpSvg`) above its convergence groups (`renderGroupsSvg`), with as many
 * lanes a row as the panel's width holds (32, 16 or 8), the same
 * operation as a table behind a `<details>`, and the step's source line marked in the
 * editor. A deadlock or race ends with a step naming where each lane waits, or the two
 * accesses.
 *
 * Performance marks around each redraw: `warp:step-start`, `warp:step-drawn`, and the
 * measure `warp:step`.
 */
import { layoutOp } from '../../diagram/layout';
import { diagramWidth, lanesPerRowFor, renderOpSvg, renderOpTable, type LanesPerRow } from '../../diagram/svg';
import { buildSteps, laneRanges, type Step } from '../../diagram/steps';
import { describeGroups, renderGroupsSvg } from '../../diagram/groups-svg';
import { blockAt, blockIndex, type StepTrace } from '../../diagram/trace-data';
import { h, rich } from '../dom';
import type { LineHighlighter } from './highlight';
import { TRACE_BLOCKS } from '../../sim/types';


/** Another traced block of the same run, fetched on demand (the worker replays that one run). */
export type LoadBlock = (blockLinear: number) => Promise<StepTrace | null>;

/** A mounted panel: its element, and `dispose()` to remove the editor marks. */
export interface StepperPanel {
  element: HTMLElement;
  /** The step shown (0-based) and the number of steps. */
  readonly position: { index: number; count: number };
  go(index: number): void;
  dispose(): void;
}

function shortLabel(s: Step): string {
  const at = s.line ? ` L${s.line}` : '';
  if (s.type === 'deadlock') return `deadlock${at}`;
  if (s.type === 'race') return `race${at}`;
  if (s.kind === 'diverge') return `split${at}`;
  if (s.kind === 'reconverge') return `rejoin${at}`;
  return `${s.kind.replace(/^__/, '').replace(/_sync$/, '')}${at}`;
}

let panels = 0;

/** Builds the panel for `trace`; `highlighter` marks lines in the editor (null: none).
 * With `loadBlock` and more than one traced block, a block picker beside the warp picker
 * switches to another block. */
export function stepperPanel(first: StepTrace, highlighter: LineHighlighter | null, loadBlock?: LoadBlock): StepperPanel {
  const uid = `ws${++panels}`; // SVG ids stay unique with several panels on a page
  let trace = first;
  let warp = trace.initialWarp;
  let steps: Step[] = [];
  let index = -1;
  let layout: ReturnType<typeof layoutOp> | null = null;
  let frame = 0;
  const status = h('p', { class: 'ws-step-status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  const timeline = h('ol', { class: 'ws-timeline' });
  const note = h('div', { class: 'ws-step-note' });
  const diagram = h('div', { class: 'ws-step-diagram', tabindex: '0', role: 'group', 'aria-label': 'Lane diagram of the current step (scrolls sideways)' });
  const table = h('div', { class: 'ws-step-table' });
  const details = h('details', { class: 'ws-step-details' }, h('summary', null, 'The current step as a table'), table);
  const button = (label: string, action: string, to: () => number): HTMLButtonElement =>
    h('button', { type: 'button', 'data-step': action, onclick: () => go(to()) }, label);
  const controls = h('div', { class: 'ws-step-controls', role: 'group', 'aria-label': 'Step controls' },
    button('« First', 'first', () => 0),
    button('◀ Back', 'prev', () => index - 1),
    button('Forward ▶', 'next', () => index + 1),
    button('Last »', 'last', () => steps.length - 1));
  const warpSelect = h('select', { 'aria-label': 'Warp to step through' });
  warpSelect.addEventListener('change', () => { warp = Number(warpSelect.value); load(); });
  const [gx, gy, gz] = trace.launch.grid;
  const traced = Math.min(TRACE_BLOCKS, gx * gy * gz);
  const blockSelect = h('select', { 'aria-label': 'Block to step through' },
    Array.from({ length: traced }, (_, b) => h('option', { value: String(b) }, `block (${blockAt(b, trace.launch.grid).join(',')})`)));
  blockSelect.addEventListener('change', () => {
    const b = Number(blockSelect.value);
    blockSelect.disabled = true;
    void loadBlock!(b).then((next) => {
      if (next) { trace = next; warp = next.initialWarp; head(); load(); }
    }).catch((e: unknown) => {
      status.textContent = `Block ${blockAt(b, trace.launch.grid).join(',')} could not be loaded: ${(e as Error)?.message ?? String(e)}`;
    }).finally(() => { blockSelect.disabled = false; blockSelect.value = String(blockIndex(trace.block, trace.launch.grid)); });
  });
  const runText = h('p', null);
  const warpPart = h('div', { class: 'ws-step-pickers' });
  /** The run's words, the block picker and the warp picker (or the one warp) for `trace`. */
  function head(): void {
    runText.textContent = `Run: ${trace.label}, block (${trace.block.join(',')})`;
    blockSelect.value = String(blockIndex(trace.block, trace.launch.grid));
    warpSelect.replaceChildren(...trace.warps.map((w) => h('option', { value: String(w.warp), selected: w.warp === warp || null },
      `warp ${w.warp} (threads ${w.warp * 32}–${w.warp * 32 + 31 - Math.clz32(w.validLanes)})`)));
    warpPart.replaceChildren(
      ...(loadBlock && traced > 1 ? [h('label', null, 'Block ', blockSelect)] : []),
      trace.warps.length > 1 ? h('label', null, 'Warp ', warpSelect) : h('p', null, `warp ${warp}`));
  }
  head();
  const omitted = h('p', { class: 'wx-note', hidden: true });
  const element = h('section', { class: 'ws-stepper', 'aria-label': 'Step through the run' },
    h('h6', null, 'Step through'),
    h('div', { class: 'ws-step-head' }, runText, warpPart),
    controls, status, timeline, omitted, note, diagram,
    details,
    h('p', { class: 'ws-step-keys' }, 'Keys: ← and → step back and forward, Home and End go to the first and last step; click a step in the timeline to jump to it.'));

  element.addEventListener('keydown', (event) => {
    const t = event.target as HTMLElement;
    if (t.closest('select, input, textarea') || event.altKey || event.ctrlKey || event.metaKey) return;
    const to = event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1
      : event.key === 'Home' ? 0 : event.key === 'End' ? steps.length - 1 : null;
    if (to === null) return;
    event.preventDefault();
    go(to);
    if (t.closest('.ws-timeline')) timeline.querySelector<HTMLButtonElement>('[aria-current="step"]')?.focus();
  });

  function load(): void {
    steps = buildSteps(trace, warp);
    const w = trace.warps.find((x) => x.warp === warp);
    omitted.hidden = !w?.omitted;
    omitted.textContent = w?.omitted ? `Only the first ${w.ops.length} operations of this warp are shown; ${w.omitted} more are left out.` : '';
    timeline.setAttribute('aria-label', `Operations of warp ${warp}`);
    timeline.replaceChildren(...steps.map((s) => h('li', null,
      h('button', { type: 'button', class: `ws-t-${s.type === 'op' ? s.kind.replace(/^__/, '') : s.type}`, tabindex: '-1', 'data-index': String(s.index),
        'aria-label': `${s.index + 1} ${shortLabel(s)}: ${s.caption}`, onclick: () => go(s.index) }, `${s.index + 1} ${shortLabel(s)}`))));
    index = -1;
    go(steps.length ? 0 : -1);
  }

  function noteFor(s: Step): (Node | string)[] {
    if (s.diagnostic) {
      return [h('p', null, ...rich(s.diagnostic.message)),
        h('ul', null, s.sites.map((site, i) => h('li', null, `line ${site.line}${site.lanes ? `, lanes ${laneRanges(site.lanes)}` : ''}: `,
          ...(i === 0 ? [s.type === 'deadlock' ? 'wait here (where the message points)' : 'one access (where the message points)'] : rich(site.message)))))];
    }
    const parts: string[] = [describeGroups(s)];
    if (s.kind === 'diverge') parts.push(s.reconvergeStep !== null ? `They reconverge at step ${s.reconvergeStep + 1} (line ${steps[s.reconvergeStep]!.line}).` : 'They do not reconverge in this trace (a group exits or the run stops first).');
    if (s.kind === 'reconverge' && s.divergeStep !== null) parts.push(`This closes the split of step ${s.divergeStep + 1}.`);
    return [h('p', null, parts.join(' '))];
  }

  /** Lanes a row that fit the panel (all 32 in a wide one; bands of 16 or 8 otherwise),
   * so no lane is out of sight at 1280 px or on a phone. */
  let perRow: LanesPerRow = 32;
  function drawDiagram(): void {
    const s = steps[index];
    if (!s) return;
    perRow = lanesPerRowFor(diagram.clientWidth || diagramWidth(32));
    diagram.innerHTML = (layout ? renderOpSvg(layout, `${uid}-op`, { inlineStyle: false, lanesPerRow: perRow }) : '') +
      renderGroupsSvg(s, `${uid}-groups`, { inlineStyle: false, lanesPerRow: perRow });
  }
  if (typeof ResizeObserver === 'function') {
    new ResizeObserver(() => { if (lanesPerRowFor(diagram.clientWidth) !== perRow) drawDiagram(); }).observe(diagram);
  }

  function go(to: number): void {
    if (steps.length === 0) {
      status.textContent = `Warp ${warp} made no warp-level operations in this run.`;
      diagram.replaceChildren();
      table.replaceChildren();
      note.replaceChildren();
      highlighter?.clear();
      return;
    }
    const next = Math.max(0, Math.min(steps.length - 1, to));
    performance.mark('warp:step-start');
    const previous = index;
    index = next;
    const s = steps[index]!;
    const w = trace.warps.find((x) => x.warp === warp)!;
    layout = s.op && s.kind !== 'diverge' && s.kind !== 'reconverge' ? layoutOp(s.op, w.validLanes) : null;
    drawDiagram();
    if (details.open) drawTable();
    note.replaceChildren(...noteFor(s));
    const buttons = timeline.children;
    for (const i of new Set([previous, index])) {
      const b = buttons[i]?.firstElementChild as HTMLButtonElement | undefined;
      if (!b) continue;
      if (i === index) { b.setAttribute('aria-current', 'step'); b.tabIndex = 0; } else { b.removeAttribute('aria-current'); b.tabIndex = -1; }
    }
    // aria-disabled (not disabled) keeps focus on a button that reaches an end.
    [...controls.children].forEach((b, i) => b.setAttribute('aria-disabled', String(i < 2 ? index === 0 : index === steps.length - 1)));
    status.textContent = `Step ${index + 1} of ${steps.length}: ${s.caption}`;
    element.dataset.step = String(index);
    performance.mark('warp:step-drawn');
    performance.measure('warp:step', 'warp:step-start', 'warp:step-drawn');
    // Scrolling the timeline and the editor reads layout: once per frame, not once per key press.
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      (buttons[index]?.firstElementChild as HTMLElement | undefined)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const cur = steps[index]!;
      highlighter?.show(cur.line, cur.sites.map((x) => x.line));
    });
  }

  /** The table of the current operation (built only while its `<details>` is open). */
  function drawTable(): void {
    const s = steps[index];
    if (!s) return;
    table.innerHTML = layout ? renderOpTable(layout) : `<p>${describeGroups(s).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`;
  }
  details.addEventListener('toggle', () => { if (details.open) drawTable(); });

  load();
  return {
    element,
    get position() { return { index, count: steps.length }; },
    go,
    dispose() { cancelAnimationFrame(frame); highlighter?.clear(); },
  };
}
