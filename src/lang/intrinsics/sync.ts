/**
 * Barriers and fences (G §10.6, G13 §5.4.4.1–2; PTX §9.7.13.2 `bar.warp.sync`):
 * `void __syncwarp(unsigned mask = 0xffffffff)` (the omitted mask is filled in as
 * `const uint 0xffffffff`), `void __syncthreads()`, `void __threadfence()`.
 */
import { arity, defaultArg, intrinsic, maskArg, type IntrinsicHandler } from './args';
import type { IntrinsicName } from './table';
import { errExpr } from '../context';

/** The barrier family's handlers by name. */
export const SYNC = {
  __syncwarp: (s) => {
    if (!arity(s, ['mask'], 1)) return errExpr(s.loc);
    const mask = s.args.length > 0 ? maskArg(s, 0) : defaultArg(s, 'uint', 0xffffffff);
    return intrinsic(s, 'void', null, [mask]);
  },
  __syncthreads: (s) => (arity(s, []) ? intrinsic(s, 'void', null, []) : errExpr(s.loc)),
  __threadfence: (s) => (arity(s, []) ? intrinsic(s, 'void', null, []) : errExpr(s.loc)),
} satisfies Partial<Record<IntrinsicName, IntrinsicHandler>>;
