/**
 * The host globals the DOM-free core may use: those that browsers, their workers and
 * Node all provide (WHATWG Encoding, HTML's structured clone, High Resolution Time).
 * Read only by `tsconfig.core.json`, which has neither DOM nor Node typings; the main
 * `tsconfig.json` gets the full declarations from its libraries.
 */

/** WHATWG Encoding Standard, `TextEncoder`: UTF-8 only. */
declare class TextEncoder {
  /** The UTF-8 bytes of `input`. */
  encode(input?: string): Uint8Array;
}

/** WHATWG Encoding Standard, `TextDecoder`: bytes to text in the named encoding. */
declare class TextDecoder {
  constructor(label?: string);
  /** The text of `input` decoded. */
  decode(input?: Uint8Array): string;
}

/** HTML Standard, `structuredClone`: a deep copy of plain data. */
declare function structuredClone<T>(value: T): T;

/** High Resolution Time, `performance.now()`: milliseconds since the time origin. */
declare const performance: { now(): number };
