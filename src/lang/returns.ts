/**
 * A small reachability analysis on the IR: can control fall off the end of a
 * statement list? Used for `E-MISSING-RETURN` / `W-MISSING-RETURN` (C++
 * [stmt.return]/4: flowing off the end of a value-returning function is undefined
 * behaviour).
 */
import type { Expr, Stmt } from './ir';

/** Whether control can reach the end of `body`. */
export function canComplete(body: readonly Stmt[]): boolean {
  for (const s of body) if (!stmtCompletes(s)) return false;
  return true;
}

function isTrue(e: Expr | null): boolean {
  return e === null || (e.k === 'const' && e.value !== 0);
}

function stmtCompletes(s: Stmt): boolean {
  switch (s.k) {
    case 'return':
      return false;
    case 'block':
      return canComplete(s.body);
    case 'if':
      return s.else === null || canComplete(s.then) || canComplete(s.else);
    case 'while':
      return !isTrue(s.cond) || hasBreak(s.body);
    case 'for':
      return !isTrue(s.cond) || hasBreak(s.body);
    case 'doWhile':
      return (canComplete(s.body) && !isTrue(s.cond)) || hasBreak(s.body);
    case 'switch': {
      // Without `default` some value skips every case; otherwise control leaves by a
      // `break` or by falling off the last case (earlier cases fall through to it).
      const last = s.cases[s.cases.length - 1];
      return !s.cases.some((c) => c.test === null) || s.cases.some((c) => hasBreak(c.body)) || !last || canComplete(last.body);
    }
    default:
      return true;
  }
}

/** Whether `body` contains a `break` that leaves the enclosing loop (not one of an
 * inner loop or `switch`). */
function hasBreak(body: readonly Stmt[]): boolean {
  for (const s of body) {
    if (s.k === 'break') return true;
    if (s.k === 'block' && hasBreak(s.body)) return true;
    if (s.k === 'if' && (hasBreak(s.then) || (s.else !== null && hasBreak(s.else)))) return true;
  }
  return false;
}

/** Whether `body` contains a `return` with a value anywhere. */
export function hasValueReturn(body: readonly Stmt[]): boolean {
  for (const s of body) {
    switch (s.k) {
      case 'return':
        if (s.value !== null) return true;
        break;
      case 'block':
      case 'while':
      case 'doWhile':
        if (hasValueReturn(s.body)) return true;
        break;
      case 'for':
        if (hasValueReturn(s.body)) return true;
        break;
      case 'if':
        if (hasValueReturn(s.then) || (s.else !== null && hasValueReturn(s.else))) return true;
        break;
      case 'switch':
        if (s.cases.some((c) => hasValueReturn(c.body))) return true;
        break;
      default:
        break;
    }
  }
  return false;
}
