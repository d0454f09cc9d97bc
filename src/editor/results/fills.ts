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
      const v = coerce(toNumber(p.fill), elemOf(p.type), `output \`${p.name}\``);
      out[p.name] = Number(v); // a 64-bit fill beyond 2^53 compares as its nearest double
    } catch {
      // A fill that does not fit is a content error, reported by the grader.
    }
  }
  return out;
}

/** True when `actual` is exactly the initial value `fill` (NaN matches NaN; 0 and -0 differ;
 * a `long`/`ulong` value, a `bigint`, matches the same integer). */
export function holdsFill(actual: number | bigint | string | null, fill: number | undefined): boolean {
  if (fill !== undefined && typeof actual === 'bigint') return Number.isInteger(fill) && actual === BigInt(fill);
  return fill !== undefined && typeof actual === 'number' && Object.is(actual, fill);
}

/**
 * Whether a cell of a results table is labelled "not written": its value is exactly the
 * output's initial value `fill`, in a row of a checked element (not `unchecked`, not a
 * lane that does not exist). Both rows are labelled: a *Got* cell that still holds the
 * fill was most likely written by no thread, an *Expected* one means the reference
 * writes nothing there either (an exercise whose summary says "lanes that ... write
 * nothing", with a fill such as -7777 to make that visible), or writes that same value;
 * right cells as much as wrong ones.
 *
 * One exception: an explicit fill of 0 labels only a wrong *Got* cell. Zero is too
 * common a result (an empty histogram bin, a count) to mark every zero "not written".
 */
export function labelledUnwritten(
  value: number | bigint | string | null, fill: number | undefined,
  cell: { row: 'expected' | 'got'; status: 'ok' | 'mismatch' | 'undefined' | 'inactive' | 'unchecked' },
): boolean {
  if (cell.status === 'unchecked' || cell.status === 'inactive' || !holdsFill(value, fill)) return false;
  if (fill === 0) return cell.row === 'got' && cell.status === 'mismatch';
  return true;
}
