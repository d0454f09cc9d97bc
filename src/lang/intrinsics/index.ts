/**
 * The checkers of the intrinsics of Warp TS (docs/language.md §5), one family per file, one
 * for each descriptor of `./table.ts`.
 */
import type { IntrinsicHandler } from './args';
import { isIntrinsicName, type IntrinsicName } from './table';
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
import { DERIVED } from './derived';

/** Every intrinsic's checker, by name: one for each entry of the descriptor table (`./table.ts`),
 * hand-written per family or, for a `derive: true` descriptor, built from its signature. */
export const INTRINSICS = {
  ...SHUFFLE, ...VOTE, ...MATCH, ...REDUCE, ...SYNC, ...BITS, ...ATOMICS, ...MATH, ...BITCAST, ...PRINTF, ...DERIVED,
} satisfies Record<IntrinsicName, IntrinsicHandler>;

/** The checker of `name`, an intrinsic of Warp TS. */
export function intrinsicHandler(name: IntrinsicName): IntrinsicHandler {
  return INTRINSICS[name];
}

/** Whether `name` is an intrinsic of Warp TS (an entry of the descriptor table). */
export function isIntrinsic(name: string): name is IntrinsicName {
  return isIntrinsicName(name);
}

export type { CallSite, IntrinsicHandler } from './args';
export { parseFormat } from './printf';
export * from './table';
