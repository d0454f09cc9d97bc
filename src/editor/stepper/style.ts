/**
 * The step-through panel's stylesheet, added to the page once when a panel first opens
 * (so nothing arrives before a learner asks for it). Site tokens with fallbacks; the
 * `--wd-*` properties colour the lane diagrams in light and dark themes. Editor line marks
 * are lines above and below (not backgrounds, so the code's own colours keep their
 * contrast; outside the text's box, so underscores stay visible).
 */
import { OP_SVG_CSS } from '../../diagram/svg';
import { GROUPS_SVG_CSS } from '../../diagram/groups-svg';

const CSS = OP_SVG_CSS + GROUPS_SVG_CSS + `
.ws-stepper{margin:.75rem 0;padding:.75rem;border:1px solid var(--border,#c9d1d9);border-radius:var(--radius,6px);background:var(--bg,#fff);
 --wd-fg:var(--text,#1f2328);--wd-accent:var(--accent,#0969da);--wd-muted:var(--muted,#6e7781);--wd-bad:var(--danger,#cf222e)}
:root[data-theme='dark'] .ws-stepper{--wd-bad:#ff8182}
@media (prefers-color-scheme: dark){:root:not([data-theme='light']) .ws-stepper{--wd-bad:#ff8182}}
.ws-stepper h6{margin:0 0 .4rem;font-size:1rem}
.ws-step-head{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;margin-bottom:.5rem}
.ws-step-head p{margin:0}
.ws-step-pickers{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center}
.ws-step-head select{min-height:2rem;font:inherit;color:var(--text,#1b1f24);background:var(--bg,#fff);border:1px solid var(--border,#c9d1d9);border-radius:4px}
.ws-step-controls{display:flex;flex-wrap:wrap;gap:.4rem;margin:.4rem 0}
.ws-stepper .ws-step-controls button[aria-disabled='true']{opacity:.5;cursor:not-allowed}
.ws-step-status{margin:.3rem 0;font-weight:600}
.ws-timeline{display:flex;flex-wrap:wrap;gap:.3rem;list-style:none;margin:.4rem 0;padding:.2rem;max-height:9.5rem;overflow-y:auto}
.ws-timeline li{margin:0}
.ws-stepper .ws-timeline button{min-height:2rem;padding:.15rem .45rem;font:12px var(--font-mono,monospace);border:1px solid var(--border,#c9d1d9);border-radius:4px;background:var(--surface,#f5f7f9);color:var(--text,#1b1f24);cursor:pointer}
.ws-stepper .ws-timeline button[aria-current='step']{background:var(--accent,#0a58a8);color:var(--accent-text,#fff);border-color:var(--accent,#0a58a8);font-weight:700;outline-offset:2px}
.ws-stepper .ws-timeline .ws-t-diverge,.ws-stepper .ws-timeline .ws-t-reconverge{border-style:dashed}
.ws-stepper .ws-timeline .ws-t-deadlock,.ws-stepper .ws-timeline .ws-t-race{border:2px solid var(--danger,#b42318)}
.ws-step-note{margin:.3rem 0}
.ws-step-note ul{margin:.2rem 0;padding-left:1.2rem}
.ws-step-diagram{overflow-x:auto;max-width:100%;margin:.4rem 0}
.ws-step-diagram svg{display:block;max-width:none;height:auto;flex:none}
.ws-step-diagram:focus-visible{outline:2px solid var(--focus,#0a58a8);outline-offset:2px}
.ws-step-table{overflow-x:auto;max-width:100%}
.ws-step-table table{border-collapse:collapse;font-size:.85rem}
.ws-step-table th,.ws-step-table td{border:1px solid var(--border,#c9d1d9);padding:2px 6px;text-align:left}
.ws-step-keys{font-size:.85rem;color:var(--muted,#4f5964);margin:.3rem 0 0}
.monaco-editor .ws-line-current,.monaco-editor .ws-line-site{box-sizing:border-box;border-top:2px solid var(--accent,#0a58a8)}
.monaco-editor .ws-line-current::after,.monaco-editor .ws-line-site::after{content:'';position:absolute;left:0;right:0;bottom:-2px;border-top:2px solid var(--accent,#0a58a8)}
.monaco-editor .ws-line-site,.monaco-editor .ws-line-site::after{border-top:2px dashed var(--danger,#b42318)}
.monaco-editor .ws-line-current-margin{border-left:5px solid var(--accent,#0a58a8)}
.monaco-editor .ws-line-site-margin{border-left:5px dashed var(--danger,#b42318)}
`;

/** Adds the stylesheet to `document.head` once. */
export function ensureStepperStyle(): void {
  if (document.getElementById('ws-stepper-style')) return;
  const style = document.createElement('style');
  style.id = 'ws-stepper-style';
  style.textContent = CSS;
  document.head.append(style);
}
