/**
 * The initial value of each output array, as the grader creates it (`src/grader/tests.ts`:
 * an output starts with every element set to its parameter's `fill`, converted to the
 * element type). An element of the result that still holds it was most likely written by
 * no thread; the results view labels it so. DOM-free.
 */
import type { ExerciseSpec } from '../../schema/exercise';
import { coerce, elemOf, toNumber } from '../../grader/values';

/** Output parameter name → initial element value, for outputs whose spec gives a `fill`.
 * Outputs without one start at 0, a value too common to read as "not written". */
export function initialFills(spec: Pick<ExerciseSpec, 'params'>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of spec.params) {
    if (p.role !== 'output' || !p.type.endsWith('[]') || p.fill === undefined) continue;
    try {
      out[p.name] = coerce(toNumber(p.fill), elemOf(p.type), `output \`${p.name}\``);
    } catch {
      // A fill that does not fit is a content error, reported by the grader.
    }
  }
  return out;
}

/** True when `actual` is exactly the initial value `fill` (NaN matches NaN; 0 and -0 differ). */
export function holdsFill(actual: number | string | null, fill: number | undefined): boolean {
  return fill !== undefined && typeof actual === 'number' && Object.is(actual, fill);
}
