/**
 * `printf` formats as C does (C99 §7.19.6.1, "The fprintf function"; CUDA's device printf
 * follows it, Programming Guide §10.35). Every expectation is derived by hand from the
 * rule quoted beside it; "p6" etc. are paragraphs of §7.19.6.1 (p6 flags, p4/p8 width and
 * precision, p8 the conversions, p13 correct rounding of floating conversions in the
 * default rounding mode, round to nearest with ties to even).
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { formatPrintf } from '../../../src/sim/intrinsics/printf';
import { bitsDouble } from '../../../src/sim/intrinsics/fma64';
import { floats, run } from './helpers';

type T = 'int' | 'uint' | 'float' | 'double';
/** [format, argument, its type, expected text, the rule]. */
type Case = [string, number, T, string, string];

const f32 = Math.fround;

const INTEGER: Case[] = [
  ['%d', 42, 'int', '42', 'p8 d: signed decimal'],
  ['%i', -1, 'int', '-1', 'p8 i: same as d'],
  ['%d', -2147483648, 'int', '-2147483648', 'p8 d: INT_MIN'],
  ['%5d', 42, 'int', '   42', 'p4: padded with spaces on the left to the width'],
  ['%-5d|', 42, 'int', '42   |', 'p6 -: left-justified'],
  ['%05d', 42, 'int', '00042', 'p6 0: leading zeros pad to the width'],
  ['%05d', -42, 'int', '-0042', 'p6 0: the zeros follow the sign'],
  ['%+05d', 42, 'int', '+0042', 'p6 +: a signed conversion begins with a sign; zeros follow it'],
  ['% 05d', 42, 'int', ' 0042', 'p6 space: a space where the sign would be'],
  ['%+ d', 42, 'int', '+42', 'p6: space is ignored when + is given'],
  ['% d', -42, 'int', '-42', 'p6 space: only when the first character is not a sign'],
  ['%-05d|', 42, 'int', '42   |', 'p6: with both 0 and -, 0 is ignored'],
  ['%05.3d', 42, 'int', '  042', 'p6: with a precision, 0 is ignored for d i o u x X'],
  ['%.3d', -7, 'int', '-007', 'p4: the precision is the minimum number of digits'],
  ['%.0d', 0, 'int', '', 'p8: zero with precision zero prints no characters'],
  ['%5.0d|', 0, 'int', '     |', 'p8 then p4: no digits, padded to the width'],
  ['%u', 4294967295, 'uint', '4294967295', 'p8 u: unsigned decimal'],
  ['%+u', 5, 'uint', '5', 'p6 +: only for signed conversions'],
  ['% u', 5, 'uint', '5', 'p6 space: only for signed conversions'],
  ['%u', -1, 'int', '4294967295', 'p8 u: an int argument is read as unsigned int (the same 32 bits)'],
  ['%o', 8, 'uint', '10', 'p8 o: unsigned octal'],
  ['%#o', 8, 'uint', '010', 'p6 #: o gets a leading zero'],
  ['%#o', 0, 'uint', '0', 'p6 #: the first digit is already zero'],
  ['%#.0o', 0, 'uint', '0', 'p6 #: value and precision both 0 print a single 0'],
  ['%.0o', 0, 'uint', '', 'p8: zero with precision zero prints no characters'],
  ['%#5o', 8, 'uint', '  010', 'p6 # then p4'],
  ['%#05o', 8, 'uint', '00010', 'p6 # and 0'],
  ['%x', 255, 'uint', 'ff', 'p8 x: lower-case hexadecimal'],
  ['%X', 255, 'uint', 'FF', 'p8 X: upper-case letters'],
  ['%x', -1, 'int', 'ffffffff', 'p8 x: an int is read as unsigned int'],
  ['%#x', 255, 'uint', '0xff', 'p6 #: a nonzero x result gets 0x'],
  ['%#X', 255, 'uint', '0XFF', 'p6 #: X gets 0X'],
  ['%#x', 0, 'uint', '0', 'p6 #: no prefix for zero'],
  ['%#.0x', 0, 'uint', '', 'p8 and p6: no digits, and no prefix for zero'],
  ['%#010x', 255, 'uint', '0x000000ff', 'p6 0: zeros follow the base prefix'],
  ['%#10x', 255, 'uint', '      0xff', 'p4: the prefix is part of the field'],
  ['%-#10x|', 255, 'uint', '0xff      |', 'p6 - with #'],
  ['%010x', 0xdeadbeef, 'uint', '00deadbeef', 'p6 0'],
  ['%08X', 0xdeadbeef, 'uint', 'DEADBEEF', 'p4: the value already fills the width'],
  ['%.4x', 255, 'uint', '00ff', 'p4: minimum digits'],
  ['%#.4x', 255, 'uint', '0x00ff', 'p4 then p6: the prefix precedes the precision zeros'],
  ['%+x', 255, 'uint', 'ff', 'p6 +: x is not a signed conversion'],
];

const FIXED: Case[] = [
  ['%f', 1.5, 'double', '1.500000', 'p8 f: precision 6 when missing'],
  ['%lf', 1.5, 'double', '1.500000', 'p7: l has no effect on f'],
  ['%F', 1.5, 'double', '1.500000', 'p8 F: as f'],
  ['%.2f', 0.125, 'double', '0.12', 'p13: 0.125 is exact, a tie: to even'],
  ['%.2f', 0.375, 'double', '0.38', 'p13: 37.5 hundredths, a tie: to even'],
  ['%.0f', 0.5, 'double', '0', 'p13: tie to even'],
  ['%.0f', 1.5, 'double', '2', 'p13: tie to even'],
  ['%.0f', 2.5, 'double', '2', 'p13: tie to even'],
  ['%.1f', 0.05, 'double', '0.1', 'p13: the double 0.05 is 0.05000000000000000277…, above the tie'],
  ['%.1f', 0.25, 'double', '0.2', 'p13: exact tie to even'],
  ['%.0f', 3, 'double', '3', 'p8 f: precision 0, no decimal point'],
  ['%#.0f', 3, 'double', '3.', 'p6 #: the decimal point always appears'],
  ['%f', -0, 'double', '-0.000000', 'p8 f: [-]ddd.ddd, the sign of -0'],
  ['%+f', 0, 'double', '+0.000000', 'p6 +'],
  ['% f', 1, 'double', ' 1.000000', 'p6 space'],
  ['%010.3f', -3.14159, 'double', '-00003.142', 'p6 0: zeros after the sign'],
  ['%-10.2f|', 3.14159, 'double', '3.14      |', 'p6 -'],
  ['%10.4f', Math.PI, 'double', '    3.1416', 'p4'],
  ['%f', 1e20, 'double', '100000000000000000000.000000', 'p8 f: every integer digit'],
  ['%f', 1e21, 'double', '1000000000000000000000.000000', 'p8 f: no exponent form, whatever the size'],
  ['%.20f', 0.1, 'double', '0.10000000000000000555', 'p13: the exact binary value 0.1000000000000000055511151…'],
  ['%.10f', f32(0.1), 'float', '0.1000000015', 'a float is promoted to double exactly: 0.100000001490116…'],
  ['%.3f', 0.0005, 'double', '0.001', 'p13: the double 0.0005 is 0.000500000000000000010…, above the tie'],
];

const EXPONENT: Case[] = [
  ['%e', 12345.678, 'double', '1.234568e+04', 'p8 e: one digit, point, 6 digits, e±dd'],
  ['%E', 12345.678, 'double', '1.234568E+04', 'p8 E: E instead of e'],
  ['%.2e', 0, 'double', '0.00e+00', 'p8 e: zero has exponent zero'],
  ['%e', -0, 'double', '-0.000000e+00', 'p8 e: the sign of -0'],
  ['%.0e', 12345, 'double', '1e+04', 'p8 e: precision 0, no point'],
  ['%#.0e', 12345, 'double', '1.e+04', 'p6 #: the point always appears'],
  ['%e', 1e100, 'double', '1.000000e+100', 'p8 e: at least two exponent digits, more when needed'],
  ['%e', 5e-324, 'double', '4.940656e-324', 'p8 e: the smallest subnormal, 4.9406564584124654e-324'],
  ['%.2e', 9.999, 'double', '1.00e+01', 'p8 e: rounding carries into a new digit; the exponent follows'],
  ['%12.3e', 1234.5, 'double', '   1.234e+03', 'p13: 1.2345e3 is exact, a tie: to even'],
  ['%012.3e', -1234.5, 'double', '-001.234e+03', 'p6 0: zeros after the sign'],
  ['%+.1e', 2.5, 'double', '+2.5e+00', 'p6 +'],
  ['%e', f32(0.1), 'float', '1.000000e-01', 'the promoted float 0.100000001490116… to 7 digits'],
];

const GENERAL: Case[] = [
  ['%g', f32(0.0001), 'float', '0.0001', 'p8 g: P=6; 0.0001f rounds to 1.00000e-04, X=-4 ≥ -4: style f, precision 9, zeros removed'],
  ['%g', 0.00001, 'double', '1e-05', 'p8 g: X=-5 < -4: style e, precision 5, zeros removed'],
  ['%g', 123456, 'double', '123456', 'p8 g: X=5 < P=6: style f, precision 0'],
  ['%g', 1234567, 'double', '1.23457e+06', 'p8 g: X=6 ≥ P: style e, precision 5'],
  ['%g', f32(9.9999995), 'float', '10', 'p8 g: 9.99999905f rounds to 1.00000e+01, X=1: style f, precision 4, "10.0000" → "10"'],
  ['%g', 100000, 'double', '100000', 'p8 g: X=5'],
  ['%g', 1e6, 'double', '1e+06', 'p8 g: X=6 = P'],
  ['%g', 0, 'double', '0', 'p8 g: X=0, style f precision 5, "0.00000" → "0"'],
  ['%g', -0, 'double', '-0', 'p8 g: the sign of -0'],
  ['%#g', 0, 'double', '0.00000', 'p6 #: trailing zeros kept'],
  ['%g', 0.5, 'double', '0.5', 'p8 g'],
  ['%.0g', 123, 'double', '1e+02', 'p8 g: precision 0 is taken as 1; X=2 ≥ 1: style e, precision 0'],
  ['%.1g', 0.0001, 'double', '0.0001', 'p8 g: P=1, X=-4: style f, precision 4'],
  ['%#g', 1, 'double', '1.00000', 'p6 #: g keeps trailing zeros'],
  ['%#.3g', 1, 'double', '1.00', 'p6 #'],
  ['%#g', 123456, 'double', '123456.', 'p6 #: the point always appears'],
  ['%#g', 0.00001, 'double', '1.00000e-05', 'p6 #: style e keeps its zeros too'],
  ['%G', 0.00001, 'double', '1E-05', 'p8 G: E in style e'],
  ['%G', 1234567, 'double', '1.23457E+06', 'p8 G'],
  ['%g', 1e100, 'double', '1e+100', 'p8 g'],
  ['%.3g', 0.0001234, 'double', '0.000123', 'p8 g: X=-4, style f precision 6'],
  ['%g', 0.000123456789, 'double', '0.000123457', 'p8 g: X=-4, style f precision 9'],
  ['%g', 9.9999e-5, 'double', '9.9999e-05', 'p8 g: 9.99990e-05, X=-5: style e'],
  ['%g', 9.999999e-5, 'double', '0.0001', 'p8 g: rounds to 1.00000e-04, X=-4: style f'],
  ['%.2g', 99.5, 'double', '1e+02', 'p13: 99.5 to 2 digits is a tie, to even: 1.0e+02; X=2 ≥ 2: style e'],
  ['%.2g', 98.5, 'double', '98', 'p13: a tie, to even: 98; X=1: style f precision 0'],
  ['%10.4g|', 3.14159, 'double', '     3.142|', 'p4'],
  ['%-10g|', 2.5, 'double', '2.5       |', 'p6 -'],
  ['%010g', -2.5, 'double', '-0000002.5', 'p6 0: zeros after the sign'],
  ['%+g', 2.5, 'double', '+2.5', 'p6 +'],
  ['%lg', 2.5, 'double', '2.5', 'p7: l has no effect on g'],
];

const NEG_NAN = bitsDouble(0xfff8000000000000n);
const SPECIAL: Case[] = [
  ['%f', Infinity, 'double', 'inf', 'p8 f: an infinity is [-]inf'],
  ['%F', Infinity, 'double', 'INF', 'p8 F: INF'],
  ['%f', -Infinity, 'double', '-inf', 'p8 f'],
  ['%f', NaN, 'double', 'nan', 'p8 f: a NaN is [-]nan'],
  ['%F', NaN, 'double', 'NAN', 'p8 F: NAN'],
  ['%f', NEG_NAN, 'double', '-nan', 'p8 f: [-]nan, a NaN with its sign bit set'],
  ['%+f', Infinity, 'double', '+inf', 'p6 +'],
  ['%08f', Infinity, 'double', '     inf', 'p6 0: no zero padding for an infinity'],
  ['%08e', NaN, 'double', '     nan', 'p6 0: no zero padding for a NaN'],
  ['%-8f|', -Infinity, 'double', '-inf    |', 'p6 -'],
  ['%E', Infinity, 'double', 'INF', 'p8 E'],
  ['%e', NaN, 'double', 'nan', 'p8 e'],
  ['%G', -Infinity, 'double', '-INF', 'p8 G'],
  ['%g', NaN, 'double', 'nan', 'p8 g'],
  ['%#g', Infinity, 'double', 'inf', 'p6 #: no point in inf'],
];

describe('printf formats as C99 §7.19.6.1', () => {
  for (const [group, cases] of [['integers', INTEGER], ['%f', FIXED], ['%e', EXPONENT], ['%g', GENERAL], ['inf and nan', SPECIAL]] as const) {
    describe(group, () => {
      for (const [fmt, v, t, want, why] of cases) {
        it(`${JSON.stringify(fmt)} of ${Object.is(v, -0) ? '-0' : v} (${t}) is ${JSON.stringify(want)}: ${why}`, () => {
          expect(formatPrintf(fmt, [v], [t])).toBe(want);
        });
      }
    });
  }

  it('prints `%%` as one percent sign and copies the other text', () => {
    expect(formatPrintf('100%% of %d%%\n', [5], ['int'])).toBe('100% of 5%\n');
  });
});

describe('printf in a kernel', () => {
  it('promotes a float to double and folds %s into the format with its width and precision', () => {
    const src = `export function kernel(x: float[]) {
  printf("[%5s|%-5s|%.2s] %.10f %g %#x\\n", "ab", "cd", "xyz", x[0], x[0], 255);
}`;
    const r = run(src, 1, { x: floats([0.1]) });
    expect(r.printf).toEqual(['[   ab|cd   |xy] 0.1000000015 0.1 0xff\n']);
  });
});

/** The code and column of the first diagnostic of a kernel whose line 2 is `line`. */
function diagAt(line: string): [string, number] | null {
  const d = compile(`export function kernel(i: int, f: float) {\n${line}\n}`).diagnostics.find((x) => x.severity === 'error');
  return d ? [d.code, d.column] : null;
}

describe('printf formats the checker rejects, located at the specifier', () => {
  const REJECTED: [string, string][] = [
    ['printf("ab\\n%*d", i, i);', '%*d'],
    ['printf("%.*f", i, f);', '%.*f'],
    ['printf("%ld", i);', '%ld'],
    ['printf("%llf", f);', '%llf'],
    ['printf("%lls", "x");', '%lls'],
    ['printf("%hd", i);', '%hd'],
    ['printf("%Lf", f);', '%Lf'],
    ['printf("%#d", i);', '%#d'],
    ['printf("%#u", i);', '%#u'],
    ['printf("%05s", "x");', '%05s'],
    ['printf("%c", i);', '%c'],
    ['printf("%a", f);', '%a'],
    ['printf("%p", i);', '%p'],
    ['printf("%n", i);', '%n'],
    ['printf("x %5%");', '%5%'],
    ['printf("%d %", i);', '%"'],
    ['printf("%600d", i);', '%600d'],
    ['printf("%.999f", f);', '%.999f'],
  ];
  for (const [line, spec] of REJECTED) {
    it(`rejects ${line}`, () => {
      expect(diagAt(line)).toEqual(['E-PRINTF-FORMAT', line.indexOf(spec) + 1]);
    });
  }

  it('rejects `%lld` of a 32-bit value and `%d` of a 64-bit one at the argument (C99 §7.19.6.1p9: a mismatch is undefined)', () => {
    expect(diagAt('printf("%lld", i);')).toEqual(['E-PRINTF-FORMAT', 'printf("%lld", '.length + 1]);
    expect(diagAt('printf("%d", long(i));')).toEqual(['E-PRINTF-FORMAT', 'printf("%d", '.length + 1]);
    expect(diagAt('printf("%llx", ulong(i));')).toBeNull();
  });

  it('reports a `%` at the very end of the format', () => {
    expect(diagAt('printf("x%");')?.[0]).toBe('E-PRINTF-FORMAT');
  });

  it('accepts every supported flag, conversion and `l` on floating conversions', () => {
    for (const line of ['printf("%+ #0-8.3g %lf %F %E %G %#o %#X %i %.0u\\n", f, f, f, f, f, i, i, i, i);', 'printf("%-+5d%%\\n", i);']) {
      expect(diagAt(line)).toBeNull();
    }
  });
});
