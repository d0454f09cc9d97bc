/**
 * Text from submissions (a student name, a file name) made safe to print: in a terminal,
 * a CSV file, a CI summary or a feedback file it must not forge lines or move the cursor.
 *
 * Every control character is replaced by a visible escape: C0 controls (U+0000–U+001F,
 * newline and tab included), DEL and the C1 controls (U+007F–U+009F, which some terminals
 * read as escape sequences), the line and paragraph separators (U+2028, U+2029) and the
 * bidirectional controls (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which can make
 * a line read in another order than it is stored (Unicode Standard Annex #9).
 */

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `s` with every unsafe character written as `\n`, `\r`, `\t`, `\xHH` or `\uHHHH`. */
export function printable(s: string): string {
  return s.replace(UNSAFE, (c) => {
    const named = NAMED[c];
    if (named) return named;
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** Whether `s` holds a character {@link printable} would replace. */
export function hasUnsafe(s: string): boolean {
  UNSAFE.lastIndex = 0;
  const found = UNSAFE.test(s);
  UNSAFE.lastIndex = 0;
  return found;
}
