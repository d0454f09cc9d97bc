import { describe, expect, it } from 'vitest';
import { parseArg, parseArgs, parseArgSpec, parseDim3, parseNumber } from '../../../src/sim/arg-spec';

describe('argument SPECs as docs/language.md §7 writes them', () => {
  it.each([
    ['int:5', { kind: 'scalar', type: 'int', value: 5 }],
    ['uint:7', { kind: 'scalar', type: 'uint', value: 7 }],
    ['float:0.5', { kind: 'scalar', type: 'float', value: 0.5 }],
    ['float[]:[1,2.5,3]', { kind: 'array', type: 'float', data: [1, 2.5, 3] }],
    ['uint[4]', { kind: 'array', type: 'uint', data: [0, 0, 0, 0] }],
    ['uint[2]:0xdeadbeef', { kind: 'array', type: 'uint', data: [0xdeadbeef, 0xdeadbeef] }],
    ['int[3]:-1', { kind: 'array', type: 'int', data: [-1, -1, -1] }],
  ])('reads `%s`', (spec, expected) => {
    expect(parseArgSpec(spec)).toEqual({ ok: true, value: expected });
  });

  it('rounds a float scalar to binary32 (0.1 becomes 13421773 × 2^-27)', () => {
    const r = parseArgSpec('float:0.1');
    expect(r.ok && r.value.kind === 'scalar' && r.value.value).toBe(13421773 * 2 ** -27);
  });

  it('accepts "NaN" and "Infinity" inside a float array, as the --json output writes them', () => {
    const r = parseArgSpec('float[]:["NaN","Infinity","-Infinity"]');
    expect(r.ok && r.value.kind === 'array' && Array.from(r.value.data)).toEqual([NaN, Infinity, -Infinity]);
  });

  it('refuses `@file.json` in the browser with a hint to paste the array', () => {
    const r = parseArgSpec('int[]:@input.json');
    expect(r).toEqual({ ok: false, message: expect.stringContaining('paste the array as JSON') });
  });

  it.each([
    ['int:2147483648', 'outside the range of `int`'],
    ['uint:-1', 'outside the range of `uint`'],
    ['int:1.5', 'not an integer'],
    ['int', 'a scalar needs a value'],
    ['short:5', 'is not an argument'],
    ['float[]:[1,"x"]', 'element 1'],
    ['int[0]', 'length must be 1'],
  ])('rejects `%s` (%s)', (spec, message) => {
    const r = parseArgSpec(spec);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toContain(message);
  });

  it('reads NAME=SPEC and names the argument in its errors', () => {
    expect(parseArg('out = int[2]')).toEqual({ ok: true, value: { name: 'out', value: { kind: 'array', type: 'int', data: [0, 0] } } });
    const bad = parseArg('n=int:x');
    expect(!bad.ok && bad.message).toMatch(/^`n`: /);
  });

  it('reads one argument per line, skipping blank and # lines, and rejects a name given twice', () => {
    const ok = parseArgs('# inputs\nn=int:4\n\nout=float[4]\n');
    expect(ok.ok && Object.keys(ok.value)).toEqual(['n', 'out']);
    const twice = parseArgs('n=int:1\nn=int:2');
    expect(!twice.ok && twice.message).toBe('line 2: `n` is given twice');
  });

  it('reads hexadecimal integers, including a full mask as uint', () => {
    expect(parseNumber('0xffffffff', 'uint')).toEqual({ ok: true, value: 4294967295 });
    expect(parseNumber('0xffffffff', 'int').ok).toBe(false);
  });
});

describe('launch sizes X[,Y[,Z]]', () => {
  it('fills missing components with 1', () => {
    expect(parseDim3('64', 'block')).toEqual({ ok: true, value: [64, 1, 1] });
    expect(parseDim3('16, 6', 'block')).toEqual({ ok: true, value: [16, 6, 1] });
    expect(parseDim3('2,3,4', 'grid')).toEqual({ ok: true, value: [2, 3, 4] });
  });

  it('rejects a block of more than 1024 threads (the CUDA limit per block)', () => {
    const r = parseDim3('32,33', 'block');
    expect(!r.ok && r.message).toContain('at most 1024 threads');
  });

  it.each(['0', '1,2,3,4', 'a', '-1', '1.5'])('rejects `%s`', (text) => {
    expect(parseDim3(text, 'grid').ok).toBe(false);
  });
});
