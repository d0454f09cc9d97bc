/**
 * Expression statements that do nothing. C++ evaluates an expression statement for its side
 * effects and discards the value ([stmt.expr]); one without side effects (`5;`, `x;`,
 * `a + b;`, `x == 1;`, a string literal past a function's directive prologue) is almost
 * always a slip (`x == 1` for `x = 1`, `i + 1` for `i += 1`), which C compilers warn about
 * (`-Wunused-value`). Warp TS makes it `E-NO-EFFECT`. An effect is an assignment, `++`/`--`,
 * a call of a program function, or an intrinsic other than a pure computation: atomics,
 * barriers, `printf` and the warp collectives (whose rendezvous matters even when the
 * value is discarded) all count.
 */
import type { Node } from '@babel/types';
import type { Expr } from './ir';
import { isErr, report, type Checker } from './context';
import { hint } from './registry';

/** Intrinsics that only compute a value from their arguments. */
const PURE = new Set([
  'min', 'max', 'abs', 'fminf', 'fmaxf', 'fabsf', 'sqrtf', 'fmaf', 'floorf', 'ceilf', 'truncf', 'roundf',
  'expf', 'logf', '__fadd_rn', '__fmul_rn', 'fmin', 'fmax', 'fabs', 'sqrt', 'fma', 'floor', 'ceil', 'trunc',
  'round', 'exp', 'log', '__popc', '__ffs', '__clz', '__brev', '__fns', '__lanemask_lt', '__lanemask_le',
  '__lanemask_eq', '__lanemask_ge', '__lanemask_gt', '__activemask', '__float_as_uint', '__uint_as_float',
  '__float_as_int', '__int_as_float',
]);

/** Whether evaluating `e` does anything besides computing its value. A part that already
 * failed to check counts as doing something, so that one mistake gives one diagnostic. */
export function hasEffect(e: Expr): boolean {
  if (isErr(e)) return true;
  switch (e.k) {
    case 'assign': case 'update': case 'call': return true;
    case 'intrinsic': return !PURE.has(e.name) || e.args.some(hasEffect);
    case 'const': case 'string': case 'local': case 'builtin': return false;
    case 'unary': case 'convert': return hasEffect(e.arg);
    case 'binary': case 'compare': case 'logical': return hasEffect(e.left) || hasEffect(e.right);
    case 'cond': return hasEffect(e.test) || hasEffect(e.then) || hasEffect(e.else);
    case 'index': return hasEffect(e.array) || hasEffect(e.index);
    case 'field': return hasEffect(e.object);
    case 'structLit': return e.fields.some(hasEffect);
    // A group's members and the cg functions synchronise or compute with other threads;
    // the rank and size queries only read, as the scalar queries do.
    case 'method': return !['thread_rank', 'size', 'num_threads', 'meta_group_rank', 'meta_group_size', 'group_index', 'thread_index', 'dim_threads'].includes(e.method) || hasEffect(e.group) || e.args.some(hasEffect);
    case 'cg': return true;
    case 'seq': return e.first.length > 0 || hasEffect(e.value);
  }
}

/**
 * Reports `e` (checked from `node`) as `E-NO-EFFECT` when it does nothing. `where` says
 * what it is: an expression statement, or the init or update of a `for` loop.
 */
export function requireEffect(cx: Checker, e: Expr, node: Node, where: 'statement' | 'for'): void {
  if (hasEffect(e)) return;
  if (e.k === 'string') {
    const directive = /^use /.test(e.value);
    report(cx, 'E-NO-EFFECT', node,
      directive
        ? `\`"${e.value}"\` is a directive only as the first statement of a function; here it is a string that does nothing`
        : 'a string on its own does nothing',
      { hint: directive ? hint('E-NO-EFFECT', 'directive') : hint('E-NO-EFFECT', 'string') });
    return;
  }
  const what = where === 'for' ? 'this part of the `for` loop computes a value and discards it' : 'this statement computes a value and discards it';
  if (e.k === 'compare' && e.op === '==') {
    report(cx, 'E-NO-EFFECT', node, `${what}; did you mean \`=\`?`, { hint: hint('E-NO-EFFECT', 'compare') });
  } else if (where === 'for' && e.k === 'binary') {
    report(cx, 'E-NO-EFFECT', node, `${what}; did you mean \`${e.op}=\`?`, { hint: hint('E-NO-EFFECT', 'update', e.op) });
  } else {
    report(cx, 'E-NO-EFFECT', node, what);
  }
}
