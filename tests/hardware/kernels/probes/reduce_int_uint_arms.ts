// Twin of oracle/probes/reduce_int_uint_arms.cu (<<<1, 32>>>, out[lane]): __reduce_add_sync on an
// int in the if arm (redux.sync.add.s32) and on an unsigned in the else arm (.u32), full mask.
// On an H100 the -O3 build hung and the -G build gave 176 (16 * 1 + 16 * 10) in every lane.
export function kernel(out: uint[], one: int[], ten: uint[]): void {
  const l: uint = threadIdx.x & 31;
  let r: uint;
  if (l < 16) r = uint(__reduce_add_sync(0xffffffff, one[0])); // @int-arm
  else r = __reduce_add_sync(0xffffffff, ten[0]); // @uint-arm
  out[l] = r;
}
