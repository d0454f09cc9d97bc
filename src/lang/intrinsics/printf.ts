/**
 * `printf(format, ...args)` (G §10.35 Formatted Output): the format must be a string
 * literal whose conversions are among `%d %i %u %x %X %f %e %E %g %G %s %%` (with
 * optional flags `-+ #0`, width and precision); the number of arguments must equal
 * the number of conversions, integer conversions take integer arguments, floating
 * ones floating arguments (a mismatch is undefined behaviour in C), and `%s` takes a
 * string literal, which is folded into the format. Other arguments keep their own
 * types; the call is `void`.
 */
import type { Expr } from '../ir';
import { intrinsic, type CallSite, type IntrinsicHandler } from './args';
import { errExpr, isErr, report } from '../context';
import { checkExpr, requireScalar } from '../check-expr';
import { isFloating, isIntegerType } from '../types';

/** A conversion of a printf format: its letter. */
export type Conversion = 'd' | 'i' | 'u' | 'x' | 'X' | 'f' | 'e' | 'E' | 'g' | 'G' | 's';

/** One conversion specifier of a format: its letter, flags, width, precision and
 * its span `[start, end)` in the format text. */
export interface Spec {
  conv: Conversion;
  flags: string;
  width: number | null;
  precision: number | null;
  start: number;
  end: number;
}

/**
 * Parses a printf format into its conversions (`%%` is not one). Returns the
 * offending specifier text when the format has an unsupported conversion.
 */
export function parseFormat(fmt: string): { conversions: Conversion[]; specs: Spec[] } | { bad: string } {
  const specs: Spec[] = [];
  const re = /%([-+ #0]*)(\d*)(\.\d*)?([a-zA-Z%]?)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(fmt)) !== null) {
    const c = m[4] ?? '';
    if (c === '%' && m[0] === '%%') continue;
    if (!/^[diuxXfeEgGs]$/.test(c)) return { bad: m[0] };
    specs.push({
      conv: c as Conversion,
      flags: m[1] ?? '',
      width: m[2] ? Number(m[2]) : null,
      precision: m[3] ? Number(m[3].slice(1) || '0') : null,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  return { conversions: specs.map((x) => x.conv), specs };
}

/** The text a `%s` specifier prints for a string literal (precision truncates,
 * width pads, `-` left-justifies), with `%` escaped for the format. */
function formatString(spec: Spec, text: string): string {
  let t = spec.precision !== null ? text.slice(0, spec.precision) : text;
  if (spec.width !== null && t.length < spec.width) {
    const pad = ' '.repeat(spec.width - t.length);
    t = spec.flags.includes('-') ? t + pad : pad + t;
  }
  return t.replace(/%/g, '%%');
}

const printf: IntrinsicHandler = (s: CallSite) => {
  const [first, ...rest] = s.args;
  if (!first || first.type !== 'StringLiteral') {
    report(s.cx, 'E-PRINTF-FORMAT', first ?? s.node, '`printf` needs a string literal as its format');
    for (const a of rest) checkExpr(s.cx, a);
    return errExpr(s.loc);
  }
  const parsed = parseFormat(first.value);
  const fmt = checkExpr(s.cx, first);
  if ('bad' in parsed) {
    report(s.cx, 'E-PRINTF-FORMAT', first, `\`printf\` does not support the conversion \`${parsed.bad}\``);
    return errExpr(s.loc);
  }
  const conv = parsed.conversions;
  if (conv.length !== rest.length) {
    report(s.cx, 'E-PRINTF-FORMAT', s.node,
      `the \`printf\` format has ${conv.length} conversion${conv.length === 1 ? '' : 's'} but ${rest.length} argument${rest.length === 1 ? '' : 's'} follow${rest.length === 1 ? 's' : ''}`);
  }
  // A `%s` argument (a string literal) is folded into the format, so that the only
  // string in the IR is the format itself (ir.ts `StringExpr`).
  let format = '';
  let copied = 0;
  const args: Expr[] = [];
  rest.forEach((node, i) => {
    const spec = parsed.specs[i];
    const c = spec?.conv;
    if (c === 's') {
      const e = checkExpr(s.cx, node);
      if (e.k === 'string') {
        format += first.value.slice(copied, spec!.start) + formatString(spec!, e.value);
        copied = spec!.end;
      } else if (!isErr(e)) {
        report(s.cx, 'E-PRINTF-FORMAT', node, '`%s` in a `printf` format needs a string literal argument');
      }
      return;
    }
    const e = requireScalar(s.cx, checkExpr(s.cx, node), node);
    if (!isErr(e) && c) {
      const intConv = 'diuxX'.includes(c);
      if (intConv && !isIntegerType(e.type)) {
        report(s.cx, 'E-PRINTF-FORMAT', node, `\`%${c}\` needs an integer argument, not \`${String(e.type)}\``,
          { hint: 'Use `%f`, `%e` or `%g` for floating-point values, or convert with `int(x)`.' });
      } else if (!intConv && !isFloating(e.type)) {
        report(s.cx, 'E-PRINTF-FORMAT', node, `\`%${c}\` needs a floating-point argument, not \`${String(e.type)}\``,
          { hint: 'Use `%d`, `%u` or `%x` for integers, or convert with `float(x)`.' });
      }
    }
    args.push(e);
  });
  format += first.value.slice(copied);
  args.unshift({ ...fmt, value: format } as Expr);
  return intrinsic(s, 'void', null, args);
};

/** The output family's handlers by name. */
export const PRINTF: Record<string, IntrinsicHandler> = { printf };
