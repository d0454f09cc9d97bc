// Twin of oracle/probes/match_int_float_arms.cu (<<<1, 32>>>, out[lane]): __match_any_sync on an
// int in the if arm and on a float in the else arm, both holding the bits 0x3f800000 (1.0f).
// Both overloads are match.any.sync.b32; an H100 paired the two arms (0xffffffff in every lane).
export function kernel(out: uint[], bits: int[], one: float[]): void {
  const l: uint = threadIdx.x & 31;
  if (l < 16) out[l] = __match_any_sync(0xffffffff, bits[0]); // @int-arm
  else out[l] = __match_any_sync(0xffffffff, one[0]); // @float-arm
}
