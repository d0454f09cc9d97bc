/**
 * The undefined divisor or shift count of an integer operator (docs/language.md §6
 * "Undefined values are poison"), for the 32-bit (`arith.ts`) and 64-bit (`arith64.ts`)
 * operators alike.
 */
import type { BinaryOp, Loc } from '../../lang/ir';
import { hint } from '../../lang/registry';
import type { Poison } from '../core/state';
import type { Warp } from '../core/warp';

/**
 * Stops lane `l`, whose divisor (`/`, `%`) or shift count (`<<`, `>>`) holds the undefined
 * value `p`: such an operand is a use of the value (docs/language.md §6: "used as … a shift
 * count or divisor" is an error), and the C++ operation it feeds has no defined result.
 */
export function undefinedOperand(w: Warp, l: number, p: Poison, op: BinaryOp, loc: Loc): void {
  const ctx = w.ctx;
  ctx.laneError(w, l, 'undefined-value', 'E-UNDEFINED-USE', loc,
    () => `${ctx.laneName(w, l)} uses an undefined value as the ${op === '/' || op === '%' ? 'divisor' : 'shift count'} of \`${op}\`: ${p.why}`,
    hint('E-UNDEFINED-USE', 'operand'),
    () => [{ message: `the undefined value was produced here: ${p.why}`, line: p.line, column: p.column }]);
}
