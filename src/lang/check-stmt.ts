/**
 * Statement checking (C++ [stmt.stmt] for the statements Warp TS keeps): blocks,
 * declarations, `if`, `while`, `do`/`while`, `for`, `switch`, `break`, `continue`,
 * `return` and expression statements (which must have an effect: effects.ts). Each body
 * gets its own block scope.
 */
import type { Node, ReturnStatement, Statement, SwitchStatement, ForStatement } from '@babel/types';
import type { Expr, Stmt } from './ir';
import { errExpr, isErr, MAX_DEPTH, report, type Checker } from './context';
import { locOf } from './loc';
import { fnState, popScope, pushScope } from './scope';
import { checkCondition, checkExpr, checkValue, requireScalar } from './check-expr';
import { checkVarDecl } from './check-decl';
import { convert, is64, isIntegerType, isScalar, isStruct, promote } from './types';
import { checkValueFor } from './check-struct';
import { fold } from './const-fold';
import { unsupported } from './unsupported';
import { requireEffect } from './effects';
import { hint } from './registry';

/** Checks statements in the current scope. */
export function checkStmts(cx: Checker, nodes: readonly Statement[]): Stmt[] {
  const out: Stmt[] = [];
  for (const n of nodes) out.push(...checkStmt(cx, n));
  return out;
}

/** Checks a statement in a new block scope (a loop or `if` body). */
export function checkBody(cx: Checker, node: Statement): Stmt[] {
  if (cx.depth >= MAX_DEPTH) {
    if (!cx.tooDeep) report(cx, 'E-TOO-DEEP', node, `expressions and blocks nest more than ${MAX_DEPTH} levels deep here`);
    cx.tooDeep = true;
    return [];
  }
  pushScope(cx);
  cx.depth++;
  try {
    return node.type === 'BlockStatement' ? checkStmts(cx, node.body) : checkStmt(cx, node);
  } finally {
    cx.depth--;
    popScope(cx);
  }
}

/** Checks one statement; a declaration with several declarators gives several. */
export function checkStmt(cx: Checker, node: Statement): Stmt[] {
  const loc = locOf(node);
  const f = fnState(cx);
  switch (node.type) {
    case 'EmptyStatement':
      return [];
    case 'BlockStatement':
      return [{ k: 'block', body: checkBody(cx, node), loc }];
    case 'VariableDeclaration':
      return checkVarDecl(cx, node);
    case 'ExpressionStatement': {
      const prevAt = cx.structCallAt;
      cx.structCallAt = node.expression;
      const expr = checkExpr(cx, node.expression);
      cx.structCallAt = prevAt;
      requireEffect(cx, expr, node.expression, 'statement');
      return [{ k: 'expr', expr, loc }];
    }
    case 'IfStatement': {
      const cond = checkCondition(cx, node.test);
      const then = checkBody(cx, node.consequent);
      const els = node.alternate ? checkBody(cx, node.alternate) : null;
      return [{ k: 'if', cond, then, else: els, loc }];
    }
    case 'WhileStatement': {
      const cond = checkCondition(cx, node.test);
      return [{ k: 'while', cond, body: loop(cx, node.body), loc }];
    }
    case 'DoWhileStatement': {
      const body = loop(cx, node.body);
      return [{ k: 'doWhile', body, cond: checkCondition(cx, node.test), loc }];
    }
    case 'ForStatement':
      return [checkFor(cx, node)];
    case 'SwitchStatement':
      return [checkSwitch(cx, node)];
    case 'BreakStatement':
    case 'ContinueStatement': {
      const isBreak = node.type === 'BreakStatement';
      if (node.label) {
        report(cx, 'E-UNSUPPORTED', node.label, 'Warp TS does not support labelled `break`/`continue`');
        return [];
      }
      if (f.loopDepth === 0 && !(isBreak && f.switchDepth > 0)) {
        report(cx, 'E-BREAK', node, `\`${isBreak ? 'break' : 'continue'}\` is not inside a loop${isBreak ? ' or `switch`' : ''}`);
        return [];
      }
      return [{ k: isBreak ? 'break' : 'continue', loc }];
    }
    case 'ReturnStatement':
      return [checkReturn(cx, node)];
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
    default:
      unsupported(cx, node);
      return [];
  }
}

function loop(cx: Checker, body: Statement): Stmt[] {
  const f = fnState(cx);
  f.loopDepth++;
  try {
    return checkBody(cx, body);
  } finally {
    f.loopDepth--;
  }
}

/** `for (init; cond; update) body`: `init` is a declaration or expression; the
 * update may be a comma-separated list. */
function checkFor(cx: Checker, node: ForStatement): Stmt {
  const loc = locOf(node);
  pushScope(cx);
  try {
    let init: Stmt[] = [];
    if (node.init) {
      if (node.init.type === 'VariableDeclaration') init = checkVarDecl(cx, node.init);
      else init = exprList(cx, node.init).map((expr) => ({ k: 'expr', expr, loc: expr.loc }));
    }
    const cond = node.test ? checkCondition(cx, node.test) : null;
    const update = node.update ? exprList(cx, node.update) : [];
    return { k: 'for', init, cond, update, body: loop(cx, node.body), loc };
  } finally {
    popScope(cx);
  }
}

/** The expressions of a `for` init or update (comma-separated), each of which must do
 * something (effects.ts). */
function exprList(cx: Checker, node: Node): Expr[] {
  const nodes = node.type === 'SequenceExpression' ? node.expressions : [node];
  return nodes.map((n) => {
    const e = checkExpr(cx, n);
    requireEffect(cx, e, n, 'for');
    return e;
  });
}

/** `switch` on an `int`/`uint` value with constant, distinct `case` labels. */
function checkSwitch(cx: Checker, node: SwitchStatement): Stmt {
  const loc = locOf(node);
  const f = fnState(cx);
  let disc = checkValue(cx, node.discriminant);
  if (!isErr(disc) && isScalar(disc.type)) {
    if (!isIntegerType(disc.type)) {
      report(cx, 'E-SWITCH', node.discriminant, `\`switch\` needs an integer value, not \`${disc.type}\``);
      disc = errExpr(disc.loc);
    } else if (is64(disc.type)) {
      report(cx, 'E-SWITCH', node.discriminant, `Warp TS switches on \`int\` or \`uint\` values, not on a \`${disc.type}\``, {
        hint: hint('E-SWITCH', 'int64'),
      });
      disc = errExpr(disc.loc);
    } else disc = convert(disc, promote(disc.type));
  }
  const seen = new Set<number>();
  const cases: { test: number | null; body: Stmt[]; loc: Expr['loc'] }[] = [];
  pushScope(cx);
  f.switchDepth++;
  try {
    for (const c of node.cases) {
      let test: number | null = null;
      if (c.test) {
        const e = checkValue(cx, c.test);
        const folded = isErr(e) || isErr(disc) || !isIntegerType(e.type) ? null : fold(convert(e, disc.type as 'int' | 'uint'));
        const v = typeof folded === 'number' ? folded : null;
        if (v === null) {
          if (!isErr(e) && !isErr(disc)) report(cx, 'E-SWITCH', c.test, '`case` labels must be integer constants');
        } else if (seen.has(v)) {
          report(cx, 'E-SWITCH', c.test, `the \`case\` value ${v} appears twice`);
        } else seen.add(v);
        test = v ?? 0;
      } else if (cases.some((x) => x.test === null)) {
        report(cx, 'E-SWITCH', c, 'a `switch` may have only one `default`');
      }
      cases.push({ test, body: checkStmts(cx, c.consequent), loc: locOf(c) });
    }
  } finally {
    f.switchDepth--;
    popScope(cx);
  }
  return { k: 'switch', disc, cases, loc };
}

/** `return;` in a `void` function, `return e;` (converted to the return type)
 * otherwise. */
function checkReturn(cx: Checker, node: ReturnStatement): Stmt {
  const loc = locOf(node);
  const sig = fnState(cx).sig;
  if (!node.argument) {
    if (sig.returnType !== 'void') {
      report(cx, 'E-MISSING-RETURN', node, `\`${sig.name}\` returns \`${sig.returnType}\`: \`return\` needs a value`);
    }
    return { k: 'return', value: null, loc };
  }
  if (isStruct(sig.returnType) && !sig.badReturn) {
    return { k: 'return', value: checkValueFor(cx, node.argument, sig.returnType, `the result of \`${sig.name}\``), loc };
  }
  const e0 = checkExpr(cx, node.argument);
  if (sig.badReturn) return { k: 'return', value: null, loc };
  if (sig.returnType === 'void') {
    if (sig.isKernel) report(cx, 'E-KERNEL-RETURN', node.argument, `the kernel \`${sig.name}\` cannot return a value`);
    else if (!sig.annotated) report(cx, 'E-RETURN-TYPE', node.argument, `\`${sig.name}\` returns a value but has no return type annotation`);
    else report(cx, 'E-RETURN-TYPE', node.argument, `\`${sig.name}\` is declared \`void\` and cannot return a value`);
    return { k: 'return', value: null, loc };
  }
  const e = requireScalar(cx, e0, node.argument);
  return { k: 'return', value: isErr(e) || isStruct(sig.returnType) ? e : convert(e, sig.returnType), loc };
}
