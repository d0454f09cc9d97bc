/**
 * Source locations: Babel's 1-based line / 0-based column become the IR's 1-based
 * line AND column (ir.ts `Loc`).
 */
import type { Node } from '@babel/types';
import type { Loc } from './ir';

/** The 1-based location of a Babel node (start and end). A node without position
 * data (never produced by the parser) maps to 1:1. */
export function locOf(node: Node | null | undefined): Loc {
  const l = node?.loc;
  if (!l) return { line: 1, column: 1 };
  return {
    line: l.start.line,
    column: l.start.column + 1,
    endLine: l.end.line,
    endColumn: l.end.column + 1,
  };
}

/** The location of a single point (no end). */
export function pointLoc(line: number, column: number): Loc {
  return { line: Math.max(1, line), column: Math.max(1, column) };
}
