/**
 * Statements of the typed IR as C++ lines. Structure is kept one to one (an `if` stays
 * an `if`, a `for` a `for`), so the export reads like the Warp TS source; the only
 * rewrites are a `for` whose initialiser declares more than one variable (wrapped in
 * its own block) and `switch` cases, each given braces so that declarations in a case
 * are legal C++ (fallthrough is unchanged).
 */
import type { Stmt } from '../lang/ir';
import type { EmitContext } from './emit-context';
import { bareExpr, expr, exprStatement } from './expr';
import { cxxName } from './names';
import { cType } from './types';
import { valueType } from './value-type';

const INDENT = '  ';

/** The C++ lines of `body`, indented by `depth` levels. */
export function stmts(cx: EmitContext, body: Stmt[], depth: number): string[] {
  return body.flatMap((s) => stmt(cx, s, depth));
}

function declText(cx: EmitContext, s: Stmt): string {
  if (s.k === 'decl') return `${valueType(s.type)} ${cxxName(s.name)}${s.init ? ` = ${bareExpr(cx, s.init)}` : ''}`;
  if (s.k === 'expr') return exprStatement(cx, s.expr);
  throw new Error(`assertion: a for initialiser holds a ${s.k}`);
}

/** The C++ lines of one statement. Throws (an engine bug) on a node the IR does not define. */
export function stmt(cx: EmitContext, s: Stmt, depth: number): string[] {
  const pad = INDENT.repeat(depth);
  switch (s.k) {
    case 'decl':
      return [`${pad}${declText(cx, s)};`];
    case 'localArray':
      return [`${pad}${s.struct ? s.struct.name : cType(s.elem)} ${cxxName(s.name)}[${s.init.length}] = { ${s.init.map((e) => expr(cx, e)).join(', ')} };`];
    case 'shared':
      return [`${pad}__shared__ ${s.struct ? s.struct.name : cType(s.elem)} ${cxxName(s.name)}[${s.length}];`];
    case 'expr':
      return [`${pad}${exprStatement(cx, s.expr)};`];
    case 'if': {
      const out = [`${pad}if (${bareExpr(cx, s.cond)}) {`, ...stmts(cx, s.then, depth + 1)];
      if (s.else) out.push(`${pad}} else {`, ...stmts(cx, s.else, depth + 1));
      out.push(`${pad}}`);
      return out;
    }
    case 'while':
      return [`${pad}while (${bareExpr(cx, s.cond)}) {`, ...stmts(cx, s.body, depth + 1), `${pad}}`];
    case 'doWhile':
      return [`${pad}do {`, ...stmts(cx, s.body, depth + 1), `${pad}} while (${bareExpr(cx, s.cond)});`];
    case 'for': {
      const cond = s.cond ? bareExpr(cx, s.cond) : '';
      const update = s.update.map((u) => exprStatement(cx, u)).join(', ');
      const oneInit = s.init.length <= 1 && s.init.every((i) => i.k === 'decl' || i.k === 'expr');
      if (oneInit) {
        const init = s.init[0] ? declText(cx, s.init[0]) : '';
        return [`${pad}for (${init}; ${cond}; ${update}) {`, ...stmts(cx, s.body, depth + 1), `${pad}}`];
      }
      return [
        `${pad}{`, ...stmts(cx, s.init, depth + 1),
        `${pad}${INDENT}for (; ${cond}; ${update}) {`, ...stmts(cx, s.body, depth + 2), `${pad}${INDENT}}`,
        `${pad}}`,
      ];
    }
    case 'break': return [`${pad}break;`];
    case 'continue': return [`${pad}continue;`];
    case 'return': return [`${pad}return${s.value ? ` ${bareExpr(cx, s.value)}` : ''};`];
    case 'block': return [`${pad}{`, ...stmts(cx, s.body, depth + 1), `${pad}}`];
    case 'switch': {
      const out = [`${pad}switch (${bareExpr(cx, s.disc)}) {`];
      for (const c of s.cases) {
        out.push(`${pad}${INDENT}${c.test === null ? 'default' : `case ${c.test}`}: {`, ...stmts(cx, c.body, depth + 2), `${pad}${INDENT}}`);
      }
      out.push(`${pad}}`);
      return out;
    }
  }
}
