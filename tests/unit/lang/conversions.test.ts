/**
 * Implicit conversions are explicit `convert` nodes (ir.ts invariants): the usual
 * arithmetic conversions (C++ [expr.arith.conv]), assignment conversion, shifts
 * (C++ [expr.shift]), conditions as `x != 0` (C++ [conv.bool]) and C-style casts.
 */
import { describe, expect, it } from 'vitest';
import { C, CV, L, TID, codes, inKernel, kernelOf, lastExpr, lastInit, noLoc, ok } from './helpers';

// Kernel parameters take slots 0–2, so the first local is slot 3.
describe('usual arithmetic conversions', () => {
  it('converts `int` to `float` when added to a `float`', () => {
    expect(lastInit('let x = 1 + 1.5;')).toEqual({
      k: 'binary', op: '+', type: 'float', left: CV('float', C('int', 1)), right: C('float', 1.5),
    });
  });

  it('converts `int` to `uint` when combined with `threadIdx.x`', () => {
    expect(lastInit('let a = 1; let b = a * threadIdx.x;')).toEqual({
      k: 'binary', op: '*', type: 'uint', left: CV('uint', L('a', 3, 'int')), right: TID,
    });
  });

  it('converts anything to `double` when one side is `double`', () => {
    expect(lastInit('let f = 1.5; let x = f - double(2);')).toEqual({
      k: 'binary', op: '-', type: 'double',
      left: CV('double', L('f', 3, 'float')), right: CV('double', C('int', 2), true),
    });
  });

  it('promotes `bool` operands to `int`', () => {
    expect(lastInit('let x = true + false;')).toEqual({
      k: 'binary', op: '+', type: 'int', left: CV('int', C('bool', 1)), right: CV('int', C('bool', 0)),
    });
  });

  it('keeps `uint` for unary minus on a `uint` (it wraps)', () => {
    expect(lastInit('let x = -threadIdx.x;')).toEqual({ k: 'unary', op: '-', type: 'uint', arg: TID });
  });

  it('gives `!` a `bool` result, testing a number against 0', () => {
    expect(lastInit('let a = 3; let x = !a;')).toEqual({
      k: 'unary', op: '!', type: 'bool',
      arg: { k: 'compare', op: '!=', type: 'bool', operandType: 'int', left: L('a', 3, 'int'), right: C('int', 0) },
    });
  });
});

describe('integer-only operators', () => {
  it.each(['%', '&', '|', '^', '<<', '>>'])('rejects `%s` on a `float` operand', (op) => {
    expect(codes(inKernel(`let x = 1.5 ${op} 2;`))).toEqual(['E-INT-OPERATOR@2:9']);
  });

  it('rejects `~` on a `float`', () => {
    expect(codes(inKernel('let x = ~1.5;'))).toEqual(['E-INT-OPERATOR@2:9']);
  });

  it('gives a shift the promoted left type and keeps the count `int`', () => {
    expect(lastInit('let u: uint = 1; let s = u << 2;')).toEqual({
      k: 'binary', op: '<<', type: 'uint', left: L('u', 3, 'uint'), right: C('int', 2),
    });
  });

  it('keeps a `uint` shift count `uint` and the result `int` for an `int` left side', () => {
    expect(lastInit('let a = -8; let n: uint = 1; let s = a >> n;')).toEqual({
      k: 'binary', op: '>>', type: 'int', left: L('a', 3, 'int'), right: L('n', 4, 'uint'),
    });
  });

  it('promotes a `bool` shifted value to `int`', () => {
    expect(lastInit('let s = true << 1;')).toEqual({
      k: 'binary', op: '<<', type: 'int', left: CV('int', C('bool', 1)), right: C('int', 1),
    });
  });

  it('rejects `>>>` with a hint to use `>>` on `uint`', () => {
    expect(codes(inKernel('let s = 8 >>> 1;'))).toEqual(['E-UNSIGNED-SHIFT@2:9']);
  });
});

describe('comparisons', () => {
  it('compares in the common type and yields `bool`', () => {
    expect(lastInit('let c = 1 < 2.5;')).toEqual({
      k: 'compare', op: '<', type: 'bool', operandType: 'float', left: CV('float', C('int', 1)), right: C('float', 2.5),
    });
  });

  it('treats `===` as `==` when both sides have the same type', () => {
    expect(lastInit('let a = 1; let c = a === 2;')).toEqual({
      k: 'compare', op: '==', type: 'bool', operandType: 'int', left: L('a', 3, 'int'), right: C('int', 2),
    });
  });

  it('treats `!==` as `!=` when both sides have the same type', () => {
    expect(lastInit('let c = 1.5 !== 2.5;')).toMatchObject({ k: 'compare', op: '!=', operandType: 'float' });
  });

  it('rejects `===` between `uint` and `int` (E-STRICT-MIXED)', () => {
    expect(codes(inKernel('if (threadIdx.x === 0) {}'))).toEqual(['E-STRICT-MIXED@2:5']);
  });

  it('accepts `==` between `uint` and `int`, converting the `int` side', () => {
    expect(lastInit('let c = threadIdx.x == 0;')).toEqual({
      k: 'compare', op: '==', type: 'bool', operandType: 'uint', left: TID, right: CV('uint', C('int', 0)),
    });
  });
});

describe('conditions', () => {
  it('turns a numeric loop condition into `x != 0` of its own type', () => {
    const body = kernelOf(ok(inKernel('let f = 0.5; while (f) { f = 0.0; }'))).body;
    expect(noLoc(body[1])).toMatchObject({
      k: 'while',
      cond: { k: 'compare', op: '!=', type: 'bool', operandType: 'float', left: L('f', 3, 'float'), right: C('float', 0) },
    });
  });

  it('turns a `uint` `if` condition into `x != 0u`', () => {
    const body = kernelOf(ok(inKernel('if (threadIdx.x & 1) { out[0] = 1; }'))).body;
    expect(noLoc(body[0])).toMatchObject({
      k: 'if', cond: { k: 'compare', op: '!=', operandType: 'uint', right: C('uint', 0) },
    });
  });

  it('gives `&&` and `||` `bool` operands', () => {
    expect(lastInit('let c = 1 && 2.0;')).toEqual({
      k: 'logical', op: '&&', type: 'bool',
      left: { k: 'compare', op: '!=', type: 'bool', operandType: 'int', left: C('int', 1), right: C('int', 0) },
      right: { k: 'compare', op: '!=', type: 'bool', operandType: 'float', left: C('float', 2), right: C('float', 0) },
    });
  });

  it('gives `?:` arms their common type', () => {
    expect(lastInit('let c = threadIdx.x < 4 ? 1 : 2.5;')).toMatchObject({
      k: 'cond', type: 'float', then: CV('float', C('int', 1)), else: C('float', 2.5),
    });
  });
});

describe('assignment conversion', () => {
  it('converts the initializer to the declared type', () => {
    expect(lastInit('let x: float = 1;')).toEqual(CV('float', C('int', 1)));
  });

  it('converts a `float` to a declared `int` (C truncation happens at run time)', () => {
    expect(lastInit('let x: int = 2.5;')).toEqual(CV('int', C('float', 2.5)));
  });

  it('lets `let x = e` take the type of `e`', () => {
    expect(lastInit('let x = threadIdx.x;')).toEqual(TID);
  });

  it('converts the value of `=` to the target type; the expression has the target type', () => {
    expect(lastExpr('let x = 1; x = 2.5;')).toEqual({
      k: 'assign', type: 'int', target: L('x', 3, 'int'), op: null, opType: 'int', value: CV('int', C('float', 2.5)),
    });
  });

  it('combines a compound assignment in the common type', () => {
    expect(lastExpr('let x = 1; x += 2.5;')).toEqual({
      k: 'assign', type: 'int', target: L('x', 3, 'int'), op: '+', opType: 'float', value: C('float', 2.5),
    });
  });

  it('keeps a compound shift count in its own type', () => {
    expect(lastExpr('let u: uint = 1; u <<= 2;')).toEqual({
      k: 'assign', type: 'uint', target: L('u', 3, 'uint'), op: '<<', opType: 'uint', value: C('int', 2),
    });
  });

  it('assigns to array elements with conversion to the element type', () => {
    expect(lastExpr('fo[threadIdx.x] = 1;')).toEqual({
      k: 'assign', type: 'float', op: null, opType: 'float', value: CV('float', C('int', 1)),
      target: { k: 'index', type: 'float', array: L('fo', 1, { kind: 'array', elem: 'float', space: null }), index: TID },
    });
  });

  it('rejects `%=` with a `float` value', () => {
    expect(codes(inKernel('let x = 1; x %= 1.5;'))).toEqual(['E-INT-OPERATOR@2:12']);
  });

  it('accepts `++` and `--` on numbers', () => {
    expect(lastExpr('let x = 1; x++;')).toEqual({ k: 'update', type: 'int', target: L('x', 3, 'int'), op: '++', prefix: false });
    expect(lastExpr('out[0]--;')).toMatchObject({ k: 'update', type: 'int', op: '--', prefix: false, target: { k: 'index' } });
  });

  it('rejects `++` on a `bool`', () => {
    expect(codes(inKernel('let b = true; b++;'))).toEqual(['E-OPERAND-TYPE@2:15']);
  });
});

describe('explicit conversions', () => {
  it.each([
    ['int', 'int'], ['uint', 'uint'], ['unsigned', 'uint'], ['float', 'float'], ['double', 'double'], ['bool', 'bool'],
  ])('turns `%s(x)` into an explicit convert to `%s`', (fn, type) => {
    expect(lastInit(`let f = 2.5; let x = ${fn}(f);`)).toEqual(CV(type as 'int', L('f', 3, 'float'), true));
  });

  it('rejects a conversion with two arguments', () => {
    expect(codes(inKernel('let x = int(1, 2);'))).toEqual(['E-ARG-COUNT@2:9']);
  });

  it('rejects an array as the argument of a conversion', () => {
    expect(codes(inKernel('let x = int(out);'))).toEqual(['E-ARRAY-VALUE@2:13']);
  });
});
