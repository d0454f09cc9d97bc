/**
 * `printf(format, ...args)` (G §10.35 Formatted Output; C99 §7.19.6.1): the format must be
 * a string literal whose specifiers follow printf-format.ts; a specifier Warp TS does not
 * support is `E-PRINTF-FORMAT` at that specifier. The number of arguments must equal the
 * number of conversions, integer conversions take integer arguments, floating ones
 * floating arguments (a mismatch is undefined behaviour in C), and `%s` takes a string
 * literal, which is folded into the format. Other arguments keep their own types (a
 * `float` is promoted to `double` by C's default argument promotions, which is exact);
 * the call is `void`.
 */
import type { StringLiteral } from '@babel/types';
import type { Expr, Loc } from '../ir';
import { intrinsic, type CallSite, type IntrinsicHandler } from './args';
import type { IntrinsicName } from './table';
import { errExpr, isErr, report } from '../context';
import { checkExpr, requireScalar } from '../check-expr';
import { locOf } from '../loc';
import { is64, isFloating, isIntegerType } from '../types';
import { isIntConversion, parseFormat, type Spec } from '../printf-format';
import { hint } from '../registry';

export { parseFormat } from '../printf-format';
export type { Conversion, Spec } from '../printf-format';

/** The length in the source of the escape sequence at `raw[i]` (a backslash), and how many
 * UTF-16 units of the value it stands for. */
function escapeAt(raw: string, i: number): [number, number] {
  const c = raw[i + 1] ?? '';
  if (c === 'x') return [4, 1];
  if (c === 'u' && raw[i + 2] === '{') {
    const close = raw.indexOf('}', i);
    const cp = parseInt(raw.slice(i + 3, close), 16);
    return [close - i + 1, cp > 0xffff ? 2 : 1];
  }
  if (c === 'u') return [6, 1];
  if (c === '\r' && raw[i + 2] === '\n') return [3, 0];
  if (c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029') return [2, 0];
  return [2, 1];
}

/** The source location of the value offsets `[start, end)` of a one-line string literal
 * (falls back to the whole literal). */
function specLoc(node: StringLiteral, start: number, end: number): Loc {
  const whole = locOf(node);
  const raw = node.extra?.raw as string | undefined;
  if (!raw || whole.endLine !== whole.line) return whole;
  let r = 1;
  let v = 0;
  const colOf = (target: number): number => {
    while (v < target && r < raw.length - 1) {
      if (raw[r] === '\\') { const [len, units] = escapeAt(raw, r); r += len; v += units; } else { r++; v++; }
    }
    return whole.column + r;
  };
  const column = colOf(start);
  return { line: whole.line, column, endLine: whole.line, endColumn: colOf(end) };
}

/** The text a `%s` specifier prints for a string literal (precision truncates,
 * width pads, `-` left-justifies), with `%` escaped for the format. Width and precision
 * count bytes of the UTF-8 text, as C's `printf` does and as device `printf` did on an H100
 * (`[%5s]` of "é" is three spaces and the two bytes; a precision that splits a character
 * keeps its first bytes, shown as U+FFFD). */
function formatString(spec: Spec, text: string): string {
  let bytes = new TextEncoder().encode(text);
  if (spec.precision !== null && bytes.length > spec.precision) bytes = bytes.slice(0, spec.precision);
  let t = new TextDecoder().decode(bytes);
  if (spec.width !== null && bytes.length < spec.width) {
    const pad = ' '.repeat(spec.width - bytes.length);
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
    report(s.cx, 'E-PRINTF-FORMAT', specLoc(first, parsed.start, parsed.end), parsed.why, { hint: parsed.hint });
    for (const a of rest) checkExpr(s.cx, a);
    return errExpr(s.loc);
  }
  const specs = parsed.specs;
  if (specs.length !== rest.length) {
    report(s.cx, 'E-PRINTF-FORMAT', s.node,
      `the \`printf\` format has ${specs.length} conversion${specs.length === 1 ? '' : 's'} but ${rest.length} argument${rest.length === 1 ? '' : 's'} follow${rest.length === 1 ? 's' : ''}`);
  }
  // A `%s` argument (a string literal) is folded into the format, so that the only
  // string in the IR is the format itself (ir.ts `StringExpr`).
  let format = '';
  let copied = 0;
  const args: Expr[] = [];
  rest.forEach((node, i) => {
    const spec = specs[i];
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
      const intConv = isIntConversion(c);
      if (intConv && !isIntegerType(e.type)) {
        report(s.cx, 'E-PRINTF-FORMAT', node, `\`%${spec!.ll ? 'll' : ''}${c}\` needs an integer argument, not \`${String(e.type)}\``,
          { hint: hint('E-PRINTF-FORMAT', 'integer') });
      } else if (intConv && spec!.ll && !is64(e.type)) {
        report(s.cx, 'E-PRINTF-FORMAT', node, `\`%ll${c}\` needs a 64-bit \`long\` or \`ulong\` argument, not \`${String(e.type)}\` (a mismatch is undefined behaviour in C)`,
          { hint: hint('E-PRINTF-FORMAT', 'not64', c) });
      } else if (intConv && !spec!.ll && is64(e.type)) {
        report(s.cx, 'E-PRINTF-FORMAT', node, `\`%${c}\` takes a 32-bit integer, but this argument is a 64-bit \`${String(e.type)}\` (a mismatch is undefined behaviour in C)`,
          { hint: hint('E-PRINTF-FORMAT', 'is64', c) });
      } else if (!intConv && !isFloating(e.type)) {
        report(s.cx, 'E-PRINTF-FORMAT', node, `\`%${c}\` needs a floating-point argument, not \`${String(e.type)}\``,
          { hint: hint('E-PRINTF-FORMAT', 'floating') });
      }
    }
    args.push(e);
  });
  format += first.value.slice(copied);
  args.unshift({ ...fmt, value: format } as Expr);
  return intrinsic(s, 'void', null, args);
};

/** The output family's handlers by name. */
export const PRINTF = { printf } satisfies Partial<Record<IntrinsicName, IntrinsicHandler>>;
