/**
 * Literals of the CUDA export must read back, in nvcc, as exactly the value the
 * simulator holds. Expected texts are derived by hand from IEEE 754 binary32/binary64 and
 * the C++ literal grammar ([lex.icon], [lex.fcon]).
 */
import { describe, expect, it } from 'vitest';
import { doubleLiteral, floatLiteral, literal, stringLiteral } from '../../../src/cuda';
import { cxxName } from '../../../src/cuda/names';

describe('float literals', () => {
  it('writes 0.1f, whose binary32 is 0x3dcccccd, with the fewest digits that read back as it', () => {
    expect(floatLiteral(Math.fround(0.1))).toBe('0.1f');
  });
  it('writes whole numbers with a decimal point so that `f` makes a float literal', () => {
    expect(floatLiteral(2)).toBe('2.0f');
  });
  it('writes 2^-149, the smallest binary32 subnormal, with an exponent', () => {
    expect(floatLiteral(2 ** -149)).toBe('1e-45f');
  });
  it('writes negative zero, NaN and infinity through their bit patterns', () => {
    expect(floatLiteral(-0)).toBe('__int_as_float(0x80000000)');
    expect(floatLiteral(Infinity)).toBe('__int_as_float(0x7f800000)');
    expect(floatLiteral(NaN)).toBe('__int_as_float(0x7fc00000)');
  });
  it('writes a double with the fewest of up to 17 significant digits that read back as it', () => {
    expect(doubleLiteral(0.1)).toBe('0.1');
    // 1/3 in binary64 is 0x3FD5555555555555 = 0.333333333333333314829616256247...:
    // 16 digits already name it uniquely (the next binary64 up is 0.33333333333333337).
    expect(doubleLiteral(1 / 3)).toBe('0.3333333333333333');
  });
});

describe('integer literals', () => {
  it('writes INT_MIN as (-2147483647 - 1): -2147483648 would negate a long', () => {
    expect(literal('int', -2147483648)).toBe('(-2147483647 - 1)');
  });
  it('parenthesises negative ints and suffixes uints with u, masks in hexadecimal', () => {
    expect(literal('int', -5)).toBe('(-5)');
    expect(literal('uint', 31)).toBe('31u');
    expect(literal('uint', 0xffffffff)).toBe('0xffffffffu');
  });
  it('writes bools as true and false', () => {
    expect(literal('bool', 1)).toBe('true');
    expect(literal('bool', 0)).toBe('false');
  });
});

describe('strings and names', () => {
  it('escapes quotes, backslashes, newlines and trigraph question marks in printf formats', () => {
    expect(stringLiteral('a "b" \\ c?\n')).toBe('"a \\"b\\" \\\\ c\\?\\n"');
  });
  it('writes non-ASCII characters as UTF-8 octal escapes (é is C3 A9)', () => {
    expect(stringLiteral('é')).toBe('"\\303\\251"');
  });
  it('renames Warp TS names that are C++ keywords or the export\'s own names', () => {
    expect(cxxName('signed')).toBe('signed_');
    expect(cxxName('main')).toBe('main_');
    expect(cxxName('ws_f32')).toBe('ws_f32_');
    expect(cxxName('lane')).toBe('lane');
  });
});
