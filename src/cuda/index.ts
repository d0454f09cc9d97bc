/**
 * Warp TS → CUDA C++: the typed IR of a checked program (src/lang/ir.ts) as a `.cu`
 * file that nvcc builds with `-arch=sm_90 -fmad=false`, optionally with a `main()` that
 * runs it as `warp-school run --json` does. DOM-free.
 */
import type { Program } from '../lang/ir';
import type { ArgValue, LaunchConfig } from '../sim/types';
import { deviceCode } from './program';
import { harnessCode } from './harness';

/** What to add to the device code: a `main()` for `launch` and `args`, launching `entry`. */
export interface HarnessOptions {
  launch: LaunchConfig;
  args: Record<string, ArgValue>;
  entry?: string;
}

/**
 * The CUDA C++ text of `program`; with `harness`, a complete program whose output is
 * `warp-school run --json`'s JSON. Throws `HarnessError` for arguments that do not fit
 * the kernel; any other exception is an engine bug.
 */
export function toCuda(program: Program, harness?: HarnessOptions): string {
  const device = deviceCode(program).text;
  if (!harness) return device;
  return `${device}\n${harnessCode(program, harness.launch, harness.args, harness.entry)}`;
}

export { deviceCode, type DeviceCode } from './program';
export { harnessCode, HarnessError } from './harness';
export { cxxName } from './names';
export { cType, literal, floatLiteral, doubleLiteral, stringLiteral } from './types';
