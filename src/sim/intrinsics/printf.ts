/**
 * `printf(format, ...args)` — Programming Guide §10.35 "Formatted Output": each thread's
 * lines are collected and shown in a deterministic order (block, then thread, then program
 * order). Formatting follows C99 §7.19.6.1 (CUDA's device `printf` follows C), for the
 * specifiers of src/lang/printf-format.ts: flags `-` (left-justify), `+`/space (sign of a
 * signed conversion), `#` (alternative form: `0` prefix for `%o`, `0x`/`0X` for a nonzero
 * `%x`/`%X`, a decimal point always for `%f %e %g` and trailing zeros kept by `%g`), `0`
 * (zeros after the sign and prefix up to the width; ignored with `-`, and for integer
 * conversions with a precision; never for infinities and NaN). A `float` argument is
 * promoted to `double` (C99 §6.5.2.2p7), exactly; digits are correctly rounded
 * (decimal.ts). An undefined argument is a use of an undefined value (reported, printed as
 * `undefined`).
 */
import type { Expr, Loc, ScalarType } from '../../lang/ir';
import type { Body } from '../compile/vector';
import { bitsToFloat } from '../core/values';
import { parseFormat, type Spec } from '../../lang/printf-format';
import { expForm, fixedForm, generalForm } from './decimal';

const view = new DataView(new ArrayBuffer(8));

/** The sign bit of a double (set for -0 and for a negative NaN). */
function signBit(x: number): boolean {
  view.setFloat64(0, x);
  return (view.getUint8(0) & 0x80) !== 0;
}

/** Pads `s` with spaces to `width` (on the right with `-`). */
function pad(s: string, width: number | null, left: boolean): string {
  if (width === null || s.length >= width) return s;
  return left ? s + ' '.repeat(width - s.length) : ' '.repeat(width - s.length) + s;
}

/** `prefix` (sign, base) then `body`, zero-filled to the width between them when `zero`. */
function field(sp: Spec, prefix: string, body: string, zero: boolean): string {
  const left = sp.flags.includes('-');
  if (zero && !left && sp.width !== null) body = body.padStart(sp.width - prefix.length, '0');
  return pad(prefix + body, sp.width, left);
}

/** `%d %i %u %o %x %X` and their `ll` forms (C99 §7.19.6.1p8): precision is the minimum
 * number of digits (a zero value with precision 0 prints no digits). `raw` is a 32-bit
 * register value, or a `bigint` (64-bit pattern) for `%lld` and friends; `d`/`i` read it as
 * signed, the others as unsigned, of its width. */
function formatInt(sp: Spec, raw: number | bigint): string {
  const signed = sp.conv === 'd' || sp.conv === 'i';
  const v = typeof raw === 'bigint'
    ? (signed ? BigInt.asIntN(64, raw) : BigInt.asUintN(64, raw))
    : BigInt(signed ? raw | 0 : raw >>> 0);
  const mag = v < 0n ? -v : v;
  const radix = sp.conv === 'o' ? 8 : sp.conv === 'x' || sp.conv === 'X' ? 16 : 10;
  let digits = mag.toString(radix);
  if (sp.conv === 'X') digits = digits.toUpperCase();
  if (sp.precision !== null) digits = sp.precision === 0 && mag === 0n ? '' : digits.padStart(sp.precision, '0');
  const alt = sp.flags.includes('#');
  if (alt && sp.conv === 'o' && !digits.startsWith('0')) digits = '0' + digits;
  let prefix = v < 0n ? '-' : signed && sp.flags.includes('+') ? '+' : signed && sp.flags.includes(' ') ? ' ' : '';
  if (alt && radix === 16 && mag !== 0n) prefix += sp.conv === 'X' ? '0X' : '0x';
  return field(sp, prefix, digits, sp.flags.includes('0') && sp.precision === null);
}

/** `%f %F %e %E %g %G` of a double (C99 §7.19.6.1p8); infinities and NaN print as
 * `inf`/`nan` (`INF`/`NAN` for the upper-case conversions), with their sign. */
function formatFloat(sp: Spec, x: number): string {
  const upper = sp.conv === 'F' || sp.conv === 'E' || sp.conv === 'G';
  const prefix = signBit(x) ? '-' : sp.flags.includes('+') ? '+' : sp.flags.includes(' ') ? ' ' : '';
  if (!Number.isFinite(x)) {
    const body = x !== x ? 'nan' : 'inf';
    return field(sp, prefix, upper ? body.toUpperCase() : body, false);
  }
  const alt = sp.flags.includes('#');
  const a = Math.abs(x);
  const prec = sp.precision ?? 6;
  const c = sp.conv.toLowerCase();
  const body = c === 'f' ? fixedForm(a, prec, alt) : c === 'e' ? expForm(a, prec, alt) : generalForm(a, sp.precision, alt);
  return field(sp, prefix, upper ? body.toUpperCase() : body, sp.flags.includes('0'));
}

/** Formats one `printf` call for one lane. `vals[k]` is the k-th argument's value (a
 * `float` or `double` as its number, an integer as its register value, `null` when
 * undefined). The format is the checker's, so every specifier is supported. */
export function formatPrintf(fmt: string, vals: (number | bigint | null)[], types: ScalarType[]): string {
  return formatWith(fmt, specsOf(fmt), vals, types);
}

function specsOf(fmt: string): Spec[] {
  const parsed = parseFormat(fmt);
  if ('bad' in parsed) throw new Error(`assertion: printf format the checker accepted is unsupported: ${parsed.bad}`);
  return parsed.specs;
}

function formatWith(fmt: string, specs: Spec[], vals: (number | bigint | null)[], types: ScalarType[]): string {
  let out = '';
  let at = 0;
  specs.forEach((sp, k) => {
    out += fmt.slice(at, sp.start).replace(/%%/g, '%');
    at = sp.end;
    const v = vals[k];
    const t = types[k];
    if (v === null || v === undefined) { out += 'undefined'; return; }
    if (t === 'float' || t === 'double') out += formatFloat(sp, v as number);
    else out += formatInt(sp, v);
  });
  return out + fmt.slice(at).replace(/%%/g, '%');
}

/** Bytes of `s` in UTF-8 (a lone surrogate counts 3, as its replacement character). */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) { n += 4; i++; }
    else n += 3;
  }
  return n;
}

/** Body of a `printf` call: `args` are registers of the value arguments. Lines are kept
 * while the run holds fewer than `maxPrintf` lines and `maxPrintfBytes` bytes; from the
 * first line that does not fit, the rest are counted (and where the first was printed). */
export function printfBody(fn: number, format: string, args: number[], argExprs: Expr[], loc: Loc): Body {
  const types = argExprs.map((e) => (typeof e.type === 'string' ? e.type : 'int') as ScalarType);
  const specs = specsOf(format);
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
        if (typeof raw === 'bigint') return raw;
        const t = types[k];
        return t === 'float' ? bitsToFloat(raw) : t === 'uint' ? raw >>> 0 : raw;
      });
      if (ctx.printfDropped === 0 && ctx.printf.length < ctx.maxPrintf) {
        const text = formatWith(format, specs, vals, types);
        const bytes = utf8Length(text);
        if (ctx.printfBytes + bytes <= ctx.maxPrintfBytes) {
          ctx.printfBytes += bytes;
          ctx.printf.push({ block: ctx.block.linear, thread: w.base + l, seq: ctx.printfSeq++, text });
          continue;
        }
      }
      if (ctx.printfDropped++ === 0) ctx.printfDroppedAt = loc;
    }
  };
}
