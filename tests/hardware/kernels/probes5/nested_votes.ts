// Votes / match / reduce / syncwarp with partial masks in nested divergence (all valid):
// the masks name exactly the lanes that make the call.
export function kernel(out: uint[]) {
  const lane: uint = threadIdx.x;
  const o: uint = lane * 8;
  if (lane < 16) {
    if ((lane & 1) == 1) {
      out[o + 0] = __ballot_sync(0x0000aaaa, lane > 5);                 // 0xaa80
      out[o + 1] = uint(__all_sync(0x0000aaaa, lane != 3));              // 0
      out[o + 2] = __reduce_add_sync(0x0000aaaa, lane);                  // 64
      out[o + 3] = __match_any_sync(0x0000aaaa, lane & 4);               // lanes with same bit2
      __syncwarp(0x0000aaaa);
    } else {
      out[o + 0] = __ballot_sync(0x00005555, lane > 5);                 // 0x5540
      out[o + 1] = uint(__any_sync(0x00005555, lane == 14));             // 1
      out[o + 2] = __reduce_max_sync(0x00005555, lane);                  // 14
      const pr: int[] = [0];
      out[o + 3] = __match_all_sync(0x00005555, lane >> 4, pr) + uint(pr[0]);    // 0x5555 + 1
    }
  } else {
    out[o + 4] = __ballot_sync(0xffff0000, 1);
    out[o + 5] = __reduce_min_sync(0xffff0000, int(lane) - 20);          // -4
    out[o + 6] = __reduce_xor_sync(0xffff0000, lane);                     // xor 16..31 = 0
    out[o + 7] = __reduce_or_sync(0xffff0000, 1 << (lane - 16));          // 0xffff
  }
}
