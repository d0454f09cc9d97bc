/**
 * Reads a JSON array of numbers (docs/language.md §7 `float[]:[1,2.5,3]`, `int[]:@file.json`) without a
 * regular expression over the text and without a second parse of each element: the
 * engine's `JSON.parse` reads the text (a million elements in about 0.1–0.2 s here), then one
 * loop checks each element against the element type. Only a text that `JSON.parse` refuses
 * is scanned again, by {@link scanNumberArray}, to say where and why.
 *
 * Accepted: a JSON array (RFC 8259) whose elements are JSON numbers, read as `JSON.parse`
 * reads them, or strings holding what {@link parseNumber} reads: `"NaN"`, `"Infinity"`,
 * `"-Infinity"` (as the `--json` output writes them) or a hexadecimal integer (`"0xff"`).
 * Integers must be within the C type's range (int: −2³¹…2³¹−1, uint: 0…2³²−1) and floats
 * are rounded to binary32, exactly as {@link parseNumber} does.
 */
import type { ElemType } from '../lang/ir';
import { parseNumber, type Parsed } from './arg-spec';
import { float32Tie } from '../lang/float-literal';

const SPACE = 0x20, TAB = 0x09, LF = 0x0a, CR = 0x0d;
const COMMA = 0x2c, OPEN = 0x5b, CLOSE = 0x5d, QUOTE = 0x22;
const MINUS = 0x2d, PLUS = 0x2b, DOT = 0x2e, ZERO = 0x30, NINE = 0x39, E_LOW = 0x65, E_UP = 0x45;

const isDigit = (c: number): boolean => c >= ZERO && c <= NINE;

/** Index of the first non-whitespace character at or after `i` (JSON whitespace). */
function skipSpace(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c !== SPACE && c !== LF && c !== CR && c !== TAB) return i;
    i++;
  }
}

/** End of the JSON number starting at `i`, or -1 when the text there is not one. */
function numberEnd(text: string, i: number): number {
  if (text.charCodeAt(i) === MINUS) i++;
  const first = text.charCodeAt(i);
  if (first === ZERO) i++;
  else if (first > ZERO && first <= NINE) { do i++; while (isDigit(text.charCodeAt(i))); }
  else return -1;
  if (text.charCodeAt(i) === DOT) {
    i++;
    if (!isDigit(text.charCodeAt(i))) return -1;
    do i++; while (isDigit(text.charCodeAt(i)));
  }
  const e = text.charCodeAt(i);
  if (e === E_LOW || e === E_UP) {
    i++;
    const s = text.charCodeAt(i);
    if (s === PLUS || s === MINUS) i++;
    if (!isDigit(text.charCodeAt(i))) return -1;
    do i++; while (isDigit(text.charCodeAt(i)));
  }
  return i;
}

/** A short quotation of the text at `i`, for messages. */
function near(text: string, i: number): string {
  const s = text.slice(i, i + 12).replace(/\s+/g, ' ');
  return s === '' ? 'the end of the text' : `\`${s}${i + 12 < text.length ? '…' : ''}\``;
}

/** Checks element `index` (a JSON value) against `type`; its value (floats rounded to
 * binary32), or a message. */
function element(item: unknown, index: number, type: ElemType, lo: number, hi: number): number | string {
  if (typeof item === 'number') {
    if (type === 'float') return Math.fround(item);
    if (type === 'double') return item;
    if (Number.isInteger(item) && item >= lo && item <= hi) return item;
  } else if (typeof item !== 'string') {
    return `element ${index} is not a number`;
  }
  const n = parseNumber(item, type);
  return n.ok ? n.value : `element ${index}: ${n.message}`;
}

/**
 * Parses the JSON array `text` as elements of `type`; at most `maxLength` elements.
 * Errors name the element (0-based) or the character position, and what was expected.
 */
export function parseNumberArray(text: string, type: ElemType, maxLength: number): Parsed<number[]> {
  let items: unknown;
  try {
    items = JSON.parse(text);
  } catch {
    const scanned = scanNumberArray(text, type, maxLength);
    return scanned.ok ? { ok: false, message: 'not a JSON array of numbers' } : scanned;
  }
  if (!Array.isArray(items)) return scanNumberArray(text, type, maxLength);
  if (items.length === 0) return { ok: false, message: 'the array needs at least one element' };
  if (items.length > maxLength) return { ok: false, message: `at most ${maxLength} elements` };
  const lo = type === 'int' ? -(2 ** 31) : 0;
  const hi = type === 'int' ? 2 ** 31 - 1 : 2 ** 32 - 1;
  const data = items as unknown[];
  // A float element whose binary64 value is a binary32 tie rounds by its decimal text: the
  // scan keeps the text (`float-literal.ts`).
  if (type === 'float' && data.some((x) => typeof x === 'number' && float32Tie(Math.abs(x)) !== null)) return scanNumberArray(text, type, maxLength);
  for (let i = 0; i < data.length; i++) {
    const v = element(data[i], i, type, lo, hi);
    if (typeof v === 'string') return { ok: false, message: v };
    data[i] = v;
  }
  return { ok: true, value: data as number[] };
}

/**
 * The same reading as {@link parseNumberArray} by a scan of the characters, which can say
 * where a text that is not such an array goes wrong (`expected \`,\` or \`]\` after element
 * 3, found ...`).
 */
export function scanNumberArray(text: string, type: ElemType, maxLength: number): Parsed<number[]> {
  const fail = (message: string): Parsed<number[]> => ({ ok: false, message });
  const lo = type === 'int' ? -(2 ** 31) : 0;
  const hi = type === 'int' ? 2 ** 31 - 1 : 2 ** 32 - 1;
  const data: number[] = [];
  let i = skipSpace(text, 0);
  if (text.charCodeAt(i) !== OPEN) return fail(`expected a JSON array \`[...]\` of numbers, found ${near(text, i)}`);
  i = skipSpace(text, i + 1);
  if (text.charCodeAt(i) === CLOSE) return fail('the array needs at least one element');
  for (;;) {
    const index = data.length;
    if (index >= maxLength) return fail(`at most ${maxLength} elements`);
    let item: unknown;
    if (text.charCodeAt(i) === QUOTE) {
      const close = text.indexOf('"', i + 1);
      const slash = text.indexOf('\\', i + 1);
      if (close < 0) return fail(`element ${index}: a string without its closing \`"\``);
      item = slash >= 0 && slash < close ? null : text.slice(i + 1, close);
      i = close + 1;
    } else {
      const end = numberEnd(text, i);
      if (end < 0) return fail(`element ${index} is not a number (found ${near(text, i)})`);
      item = type === 'float' ? text.slice(i, end) : Number(text.slice(i, end));
      i = end;
    }
    const v = element(item, index, type, lo, hi);
    if (typeof v === 'string') return fail(v);
    data.push(v);
    i = skipSpace(text, i);
    const sep = text.charCodeAt(i);
    if (sep === COMMA) { i = skipSpace(text, i + 1); continue; }
    if (sep === CLOSE) break;
    return fail(`expected \`,\` or \`]\` after element ${index}, found ${near(text, i)}`);
  }
  i = skipSpace(text, i + 1);
  if (i < text.length) return fail(`unexpected text after the array's \`]\`: ${near(text, i)}`);
  return { ok: true, value: data };
}
