/**
 * Expands an exercise's fixed and random tests into concrete runs: a launch and one
 * argument per kernel parameter. Random tests are drawn from `tests.random.seed`
 * (or `hiddenSeed` when grading hidden tests), so they are the same on every run.
 */
import type { ArgValue } from '../sim/types';
import {
  blockCount, isArrayType, threadsPerBlock, warpsPerBlock,
  type ExerciseSpec, type LaunchSpec, type LengthSpec, type ParamSpec,
} from '../schema';
import { mixSeed, Rng } from './prng';
import { coerce, elemOf, generate, toNumber } from './values';
import type { ArgValueSpec, Generator } from '../schema';

/** One concrete test: where it came from, its launch and its arguments. */
export interface ConcreteTest {
  name: string;
  source: 'fixed' | 'random';
  launch: LaunchSpec;
  args: Record<string, ArgValue>;
}

/** Resolves a length spec against a launch (`"threads"`, `"warps"`, `"blocks"` or a number). */
export function resolveLength(len: LengthSpec, launch: LaunchSpec): number {
  if (typeof len === 'number') return len;
  if (len === 'threads') return blockCount(launch) * threadsPerBlock(launch);
  if (len === 'warps') return blockCount(launch) * warpsPerBlock(launch);
  return blockCount(launch);
}

function isGenerator(v: ArgValueSpec): v is Generator {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Builds the argument of parameter `p` from `value` (explicit or generated) or its `fill`. */
function buildArg(p: ParamSpec, value: ArgValueSpec | undefined, launch: LaunchSpec, rng: Rng, testName: string): ArgValue {
  const elem = elemOf(p.type);
  const what = `test \`${testName}\`, parameter \`${p.name}\``;
  if (!isArrayType(p.type)) {
    let v: number | bigint;
    if (value === undefined) v = toNumber(p.fill ?? 0);
    else if (isGenerator(value)) v = generate(value, 1, rng)[0]!;
    else if (Array.isArray(value)) throw new Error(`${what}: a scalar takes one number`);
    else v = toNumber(value);
    return { kind: 'scalar', type: elem, value: coerce(v, elem, what) };
  }
  const length = resolveLength(p.length ?? 1, launch);
  let data: (number | bigint)[];
  if (value === undefined || p.role === 'output') data = new Array<number | bigint>(length).fill(toNumber(p.fill ?? 0));
  else if (isGenerator(value)) data = generate(value, length, rng);
  else if (Array.isArray(value)) {
    if (value.length !== length) throw new Error(`${what}: ${value.length} values given, the array holds ${length}`);
    data = value.map(toNumber);
  } else data = new Array<number | bigint>(length).fill(toNumber(value));
  const out = new Array<number | bigint>(data.length);
  for (let i = 0; i < data.length; i++) {
    const v = data[i]!;
    // The usual element, converted here; anything else (and every error) by `coerce`.
    out[i] = typeof v !== 'number' ? coerce(v, elem, `${what}[${i}]`)
      : elem === 'float' ? Math.fround(v)
        : elem === 'double' ? v
          : elem === 'int' && (v | 0) === v && !Object.is(v, -0) ? v
            : coerce(v, elem, `${what}[${i}]`);
  }
  return { kind: 'array', type: elem, data: out };
}

/**
 * Every test of `spec`, fixed ones first. Throws (a content error) when a value does not
 * fit its parameter.
 * @param hidden draw random tests from `hiddenSeed` instead of `seed`.
 */
export function concreteTests(spec: ExerciseSpec, hidden = false): ConcreteTest[] {
  const out: ConcreteTest[] = [];
  spec.tests.fixed.forEach((t, i) => {
    const launch = t.launch ?? spec.launch;
    const rng = new Rng(mixSeed(0x5eed, i));
    const args: Record<string, ArgValue> = {};
    for (const p of spec.params) args[p.name] = buildArg(p, t.args[p.name], launch, rng, t.name);
    out.push({ name: t.name, source: 'fixed', launch, args });
  });
  const r = spec.tests.random;
  const seed = hidden ? (r.hiddenSeed ?? mixSeed(r.seed, 0x41dde7)) : r.seed;
  for (let k = 0; k < r.count; k++) {
    const rng = new Rng(mixSeed(seed, k));
    const launch = r.launches ? r.launches[rng.nextInt(0, r.launches.length - 1)]! : spec.launch;
    const name = `random #${k + 1}`;
    const args: Record<string, ArgValue> = {};
    for (const p of spec.params) args[p.name] = buildArg(p, r.generators[p.name], launch, rng, name);
    out.push({ name, source: 'random', launch, args });
  }
  return out;
}

/** A fresh copy of `args` (arrays copied), so that no run sees another run's writes. */
export function copyArgs(args: Record<string, ArgValue>): Record<string, ArgValue> {
  const out: Record<string, ArgValue> = {};
  for (const [k, v] of Object.entries(args)) {
    out[k] = v.kind === 'array' ? { kind: 'array', type: v.type, data: Array.from(v.data) } : { ...v };
  }
  return out;
}
