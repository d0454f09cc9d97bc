/**
 * Parsing: source text → Babel AST (`@babel/parser` 7, TypeScript plugin, module
 * source type, no error recovery). A syntax error becomes one `E-SYNTAX` diagnostic
 * at its line:col; the learner never sees a stack trace.
 */
import { parse as babelParse } from '@babel/parser';
import type { File } from '@babel/types';
import { diag, type Diagnostic } from './diagnostics';
import { CODES } from './codes';
import { MAX_DEPTH } from './context';
import { deepPlace } from './deep-place';

/** The result of parsing: the AST, or `null` and one syntax diagnostic. */
export interface ParseResult {
  ast: File | null;
  diagnostics: Diagnostic[];
}

interface BabelSyntaxError {
  message: string;
  loc?: { line: number; column: number };
}

/** Converts a 0-based character offset into a 1-based line and column of `source`. */
function offsetToLineCol(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let col = 1;
  const end = Math.min(Math.max(0, offset), source.length);
  for (let i = 0; i < end; i++) {
    if (source[i] === '\n') {
      line++;
      col = 1;
    } else col++;
  }
  return { line, column: col };
}

/** The diagnostic for `source` that nests too deeply to parse or check (the
 * JavaScript stack overflowed), placed where the nesting first exceeds `MAX_DEPTH`
 * (see deep-place.ts). */
export function tooDeep(source: string): Diagnostic {
  return diag('compile', 'E-TOO-DEEP', 'error', `the program nests expressions or blocks more than ${MAX_DEPTH} levels deep here, too deeply to compile`,
    deepPlace(source, MAX_DEPTH), CODES['E-TOO-DEEP'].hint);
}

/** Parses Warp TS source. Never throws for any input string. */
export function parse(source: string): ParseResult {
  try {
    const ast = babelParse(source, {
      sourceType: 'module',
      plugins: ['typescript'],
      errorRecovery: false,
    });
    return { ast, diagnostics: [] };
  } catch (e) {
    if (e instanceof RangeError) return { ast: null, diagnostics: [tooDeep(source)] };
    const err = e as BabelSyntaxError & { pos?: number };
    if (!(e instanceof SyntaxError) && !(err && typeof err.message === 'string')) throw e;
    let line = 1;
    let column = 1;
    if (err.loc && typeof err.loc.line === 'number') {
      line = Math.max(1, err.loc.line);
      column = Math.max(1, err.loc.column + 1);
    } else if (typeof err.pos === 'number') {
      ({ line, column } = offsetToLineCol(source, err.pos));
    }
    // Babel appends " (line:col)" to its messages; the diagnostic carries it already.
    const text = String(err.message).replace(/\s*\(\d+:\d+\)\s*$/, '');
    const message = `Syntax error: ${text}`;
    return {
      ast: null,
      diagnostics: [diag('compile', 'E-SYNTAX', 'error', message, { line, column }, CODES['E-SYNTAX'].hint)],
    };
  }
}
