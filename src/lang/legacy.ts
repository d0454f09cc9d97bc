/**
 * The pre-CUDA-9 warp intrinsics without `_sync` (G §10.19 and §10.22: "deprecated
 * ... removed for devices of compute capability 7.x and higher"). Each call is
 * `E-LEGACY-INTRINSIC`, naming its `_sync` replacement.
 */

/** Legacy name → the signature of its replacement. */
export const LEGACY: Readonly<Record<string, string>> = {
  __shfl: '__shfl_sync(mask, v, srcLane)',
  __shfl_up: '__shfl_up_sync(mask, v, delta)',
  __shfl_down: '__shfl_down_sync(mask, v, delta)',
  __shfl_xor: '__shfl_xor_sync(mask, v, laneMask)',
  __any: '__any_sync(mask, predicate)',
  __all: '__all_sync(mask, predicate)',
  __ballot: '__ballot_sync(mask, predicate)',
};

/** The message for a call of a legacy intrinsic, or `null` if `name` is not one. */
export function legacyMessage(name: string): string | null {
  if (!Object.prototype.hasOwnProperty.call(LEGACY, name)) return null;
  return `\`${name}\` was removed in CUDA 9: use \`${LEGACY[name]}\``;
}
