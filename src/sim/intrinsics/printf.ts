/**
 * `printf(format, ...args)` — Programming Guide §10.36 "Formatted Output": each thread's
 * lines are collected and shown in a deterministic order (block, then thread, then program
 * order). Conversions `%d %i %u %x %X %f %e %g %s %c %%` with flags, width and precision.
 * An undefined argument is a use of an undefined value (reported, printed as `undefined`).
 */
import type { Expr, Loc, ScalarType } from '../../lang/ir';
import type { Body } from '../compile/vector';
import { bitsToFloat } from '../core/values';

function pad(s: string, width: number, left: boolean, zero: boolean): string {
  if (s.length >= width) return s;
  if (left) return s + ' '.repeat(width - s.length);
  if (zero && /^[-+]?\d/.test(s)) {
    const sign = /^[-+]/.test(s) ? s[0] : '';
    return sign + '0'.repeat(width - s.length) + s.slice(sign.length);
  }
  return ' '.repeat(width - s.length) + s;
}

function expForm(v: number, prec: number, upper: boolean): string {
  if (!Number.isFinite(v)) return String(v);
  const s = v.toExponential(prec);
  const [m, e] = s.split('e');
  const n = parseInt(e!, 10);
  const out = `${m}e${n < 0 ? '-' : '+'}${String(Math.abs(n)).padStart(2, '0')}`;
  return upper ? out.toUpperCase() : out;
}

function gForm(v: number, prec: number, alt: boolean): string {
  if (!Number.isFinite(v)) return String(v);
  const p = prec === 0 ? 1 : prec;
  if (v === 0) return '0';
  const exp = Math.floor(Math.log10(Math.abs(v)));
  let s: string;
  if (exp < -4 || exp >= p) s = expForm(v, p - 1, false);
  else s = v.toFixed(Math.max(0, p - 1 - exp));
  if (!alt && s.includes('.')) s = s.replace(/(\.\d*?)0+(e|$)/, '$1$2').replace(/\.(e|$)/, '$1');
  return s;
}

function cNum(v: number): string {
  if (v !== v) return 'nan';
  if (v === Infinity) return 'inf';
  if (v === -Infinity) return '-inf';
  return '';
}

/** Formats one `printf` call for one lane. `vals[k]` is the numeric value, `types[k]` its C type. */
export function formatPrintf(fmt: string, vals: (number | null)[], types: ScalarType[]): string {
  let k = 0;
  return fmt.replace(/%([-+ 0#]*)(\d*)(?:\.(\d+))?([diuxXfFeEgGsc%])/g, (_m, flags: string, w: string, pr: string | undefined, conv: string) => {
    if (conv === '%') return '%';
    const i = k++;
    const v = vals[i];
    const t = types[i] ?? 'int';
    if (v === null || v === undefined) return 'undefined';
    const width = w ? parseInt(w, 10) : 0;
    const left = flags.includes('-'), zero = flags.includes('0');
    const plus = flags.includes('+') ? '+' : flags.includes(' ') ? ' ' : '';
    const isFloat = t === 'float' || t === 'double';
    let s: string;
    switch (conv) {
      case 'd': case 'i': s = String(isFloat ? Math.trunc(v) : t === 'uint' ? v | 0 : v); break;
      case 'u': s = String(isFloat ? Math.trunc(v) >>> 0 : v >>> 0); break;
      case 'x': s = (v >>> 0).toString(16); break;
      case 'X': s = (v >>> 0).toString(16).toUpperCase(); break;
      case 'c': s = String.fromCharCode(v & 0xff); break;
      case 'f': case 'F': s = cNum(v) || v.toFixed(pr !== undefined ? parseInt(pr, 10) : 6); break;
      case 'e': case 'E': s = cNum(v) || expForm(v, pr !== undefined ? parseInt(pr, 10) : 6, conv === 'E'); break;
      case 'g': case 'G': s = cNum(v) || gForm(v, pr !== undefined ? parseInt(pr, 10) : 6, flags.includes('#')); break;
      default: s = String(v);
    }
    if (plus && !s.startsWith('-') && /[dieEfFgG]/.test(conv)) s = plus + s;
    return pad(s, width, left, zero);
  });
}

/** Body of a `printf` call: `args` are registers of the value arguments. */
export function printfBody(fn: number, format: string, args: number[], argExprs: Expr[], loc: Loc): Body {
  const types = argExprs.map((e) => (typeof e.type === 'string' ? e.type : 'int') as ScalarType);
  return (w, g) => {
    const ctx = w.ctx;
    const R = w.regs[fn]!, P = w.pois[fn]!;
    for (const l of g.lanes) {
      const vals = args.map((r, k) => {
        const p = P[r]?.[l];
        if (p) {
          ctx.laneReport(w, l, 'undefined-value', 'E-UNDEFINED-USE', 'error', loc,
            () => `${ctx.laneName(w, l)} prints an undefined value: ${p.why}`);
          return null;
        }
        const raw = R[r]![l]!;
        const t = types[k];
        return t === 'float' ? bitsToFloat(raw) : t === 'uint' ? raw >>> 0 : raw;
      });
      if (ctx.printf.length >= ctx.maxPrintf) { ctx.printfDropped++; continue; }
      ctx.printf.push({ block: ctx.block.linear, thread: w.base + l, seq: ctx.printfSeq++, text: formatPrintf(format, vals, types) });
    }
  };
}
