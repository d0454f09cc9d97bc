/**
 * The grammar of a `printf` format (C99 §7.19.6.1, which CUDA's device `printf` follows:
 * Programming Guide §10.35 Formatted Output): `%[flags][width][.precision][length]conversion`.
 * Warp TS supports the flags `- + space # 0`, a decimal width and precision, the length
 * `l` on floating conversions (no effect, C99 §7.19.6.1p7: `%lf` is `%f`), the length `ll`
 * on integer conversions (a `long long` or `unsigned long long` argument, C99 §7.19.6.1p7;
 * CUDA's device `printf` takes the sizes `h`, `l` and `ll`, Programming Guide "Formatted
 * Output"), and the conversions `d i u o x X f F e E g G s` and `%%`. Shared by the checker (which reports
 * what it cannot support) and the simulator (which formats).
 */
import { hint, type Hint } from './registry';

/** A conversion letter of a supported specifier. */
export type Conversion = 'd' | 'i' | 'u' | 'o' | 'x' | 'X' | 'f' | 'F' | 'e' | 'E' | 'g' | 'G' | 's';

/** One conversion specifier: its letter, flags, width, precision, and its span
 * `[start, end)` in the format text. */
export interface Spec {
  conv: Conversion;
  flags: string;
  width: number | null;
  precision: number | null;
  /** The length `ll`: a 64-bit integer argument (`long`/`ulong`). */
  ll: boolean;
  start: number;
  end: number;
}

/** Why a specifier is not supported, the `E-PRINTF-FORMAT` hint that fits, its text and
 * its span in the format. */
export interface BadSpec {
  bad: string;
  why: string;
  hint: Hint;
  start: number;
  end: number;
}

/** The largest width or precision the simulator prints (each lane's line is kept). */
export const MAX_FIELD = 512;

const RE = /%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d*))?(hh|h|ll|l|j|z|t|L)?(.|$)/gs;
const CONVERSIONS = 'diuoxXfFeEgGs';
const FLOATING = 'fFeEgG';

/** Whether a conversion takes an integer argument (the others but `s` take a floating one). */
export function isIntConversion(c: Conversion): boolean {
  return 'diuoxX'.includes(c);
}

function check(m: RegExpExecArray): Omit<BadSpec, 'bad' | 'start' | 'end'> | null {
  const [text, flags = '', width, precision, length, conv = ''] = m;
  if (conv === '%') {
    return text === '%%' ? null : { why: `\`${text}\`: \`%%\` takes no flags, width or precision (C99 §7.19.6.1p8)`, hint: hint('E-PRINTF-FORMAT', 'percentAlone') };
  }
  if (conv === '') return { why: 'the format ends inside a conversion (`%` with no letter)', hint: hint('E-PRINTF-FORMAT', 'percent') };
  if (width === '*' || precision === '*') {
    return { why: `\`${text}\`: a width or precision from an argument (\`*\`) is not supported`, hint: hint('E-PRINTF-FORMAT', 'star') };
  }
  if (!CONVERSIONS.includes(conv)) {
    return { why: `\`printf\` does not support the conversion \`${text}\``, hint: hint('E-PRINTF-FORMAT', 'conversion') };
  }
  if (length === 'l' && !FLOATING.includes(conv)) {
    return { why: `\`${text}\`: the length modifier \`l\` (C \`long\`) is not supported: \`long\` is 8 bytes on Linux but 4 on 64-bit Windows`, hint: hint('E-PRINTF-FORMAT', 'lengthL', conv) };
  }
  if (length && !(length === 'l' && FLOATING.includes(conv)) && !(length === 'll' && !FLOATING.includes(conv) && conv !== 's')) {
    return { why: `\`${text}\`: the length modifier \`${length}\` is not supported`, hint: hint('E-PRINTF-FORMAT', 'length') };
  }
  if (flags.includes('#') && 'dius'.includes(conv)) {
    return { why: `\`${text}\`: the \`#\` flag with \`%${conv}\` is undefined in C (C99 §7.19.6.1p6)`, hint: hint('E-PRINTF-FORMAT', 'hashFlag') };
  }
  if (flags.includes('0') && conv === 's') {
    return { why: `\`${text}\`: the \`0\` flag with \`%s\` is undefined in C (C99 §7.19.6.1p6)`, hint: hint('E-PRINTF-FORMAT', 'zeroFlag') };
  }
  if (Number(width ?? 0) > MAX_FIELD || Number(precision || 0) > MAX_FIELD) {
    return { why: `\`${text}\`: widths and precisions above ${MAX_FIELD} are not supported`, hint: hint('E-PRINTF-FORMAT', 'field', MAX_FIELD) };
  }
  return null;
}

/**
 * Parses a format into its conversion specifiers (`%%` is not one), or returns the
 * first specifier Warp TS does not support, with the reason.
 */
export function parseFormat(fmt: string): { specs: Spec[] } | BadSpec {
  const specs: Spec[] = [];
  RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = RE.exec(fmt)) !== null) {
    const start = m.index, end = m.index + m[0].length;
    const bad = check(m);
    if (bad) return { ...bad, bad: m[0], start, end };
    if (m[5] === '%') continue;
    specs.push({
      conv: m[5] as Conversion,
      flags: m[1] ?? '',
      width: m[2] ? Number(m[2]) : null,
      precision: m[3] !== undefined ? Number(m[3] || '0') : null,
      ll: m[4] === 'll',
      start,
      end,
    });
  }
  return { specs };
}
