/**
 * The table of intrinsics of Warp TS (docs/language.md §5), one family per file.
 */
import type { IntrinsicHandler } from './args';
import { SHUFFLE } from './shuffle';
import { VOTE } from './vote';
import { MATCH } from './match';
import { REDUCE } from './reduce';
import { SYNC } from './sync';
import { BITS } from './bits';
import { ATOMICS } from './atomics';
import { MATH } from './math';
import { BITCAST } from './bitcast';
import { PRINTF } from './printf';

/** Every intrinsic's checker, by name. */
export const INTRINSICS: Readonly<Record<string, IntrinsicHandler>> = {
  ...SHUFFLE, ...VOTE, ...MATCH, ...REDUCE, ...SYNC, ...BITS, ...ATOMICS, ...MATH, ...BITCAST, ...PRINTF,
};

/** Whether `name` is an intrinsic of Warp TS. */
export function isIntrinsic(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(INTRINSICS, name);
}

export type { CallSite, IntrinsicHandler } from './args';
export { parseFormat } from './printf';
