/**
 * Where source nests too deeply, found without parsing: used when the parser or the
 * checker ran out of stack, so that `E-TOO-DEEP` points at the construct and not at 1:1.
 *
 * A recursive-descent parser (Babel's included) recurses once per open bracket, once per
 * prefix operator and once per binary operator of a chain, while list separators (`,`)
 * and statement ends (`;`) return to the level's start. The scan follows that: the
 * nesting at a point is the open brackets plus, for each of them, the operators since its
 * last separator. Strings, template literals and comments are skipped. Pure; never throws.
 */
import type { Loc } from './ir';

/** One open bracket level: its operator count since its last separator, and where the
 * expression after that separator starts (`null` until its first token). */
interface Level {
  ops: number;
  start: { line: number; column: number } | null;
}

const OPERATOR = /[-+*/%&|^!~<>=?:]/;

/**
 * The first place where the nesting of `source` exceeds `limit` levels, as a 1-based
 * line and column (the start of the operator chain or the bracket that crosses it); when
 * it never does, the deepest place (the first of equals); 1:1 for source without any
 * nesting. Linear in the length of `source`.
 */
export function deepPlace(source: string, limit: number): Loc {
  const levels: Level[] = [{ ops: 0, start: null }];
  let depth = 0; // sum over open levels of (1 per bracket) + ops
  let line = 1;
  let column = 1;
  let deepest = { depth: 0, line: 1, column: 1 };
  let i = 0;
  const top = (): Level => levels[levels.length - 1]!;
  const mark = (): void => { top().start ??= { line, column }; };
  const advance = (n: number): void => {
    for (let k = 0; k < n && i < source.length; k++, i++) {
      if (source[i] === '\n') { line++; column = 1; } else column++;
    }
  };
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') advance(1);
      continue;
    }
    if (c === '/' && next === '*') {
      advance(2);
      while (i < source.length && !(source[i] === '*' && source[i + 1] === '/')) advance(1);
      advance(2);
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      mark();
      advance(1);
      while (i < source.length && source[i] !== c) advance(source[i] === '\\' ? 2 : 1);
      advance(1);
      continue;
    }
    if (c === '(' || c === '[' || c === '{') {
      mark();
      levels.push({ ops: 0, start: null });
      depth++;
      if (depth > limit) return { line, column };
      if (depth > deepest.depth) deepest = { depth, line, column };
      advance(1);
      continue;
    }
    if (c === ')' || c === ']' || c === '}') {
      if (levels.length > 1) depth -= 1 + levels.pop()!.ops;
      advance(1);
      continue;
    }
    if (c === ',' || c === ';') {
      depth -= top().ops;
      top().ops = 0;
      top().start = null;
      advance(1);
      continue;
    }
    if (OPERATOR.test(c)) {
      mark();
      const start = top().start!;
      let n = 1;
      while (n < 4 && OPERATOR.test(source[i + n] ?? '')) n++;
      top().ops++;
      depth++;
      if (depth > limit) return { ...start };
      if (depth > deepest.depth) deepest = { depth, ...start };
      advance(n);
      continue;
    }
    if (!/\s/.test(c)) mark();
    advance(1);
  }
  return { line: deepest.line, column: deepest.column };
}
