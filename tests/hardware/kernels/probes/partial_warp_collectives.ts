// Twin of oracle/probes/partial_warp_collectives.cu (<<<1, 20>>>: lanes 20-31 do not exist; 8
// words a thread): full-mask collectives in a partial warp.
export function kernel(out: uint[], seven: uint[]): void {
  const l: uint = threadIdx.x & 31;
  const pred: int[] = [-1];
  const o: uint = threadIdx.x * 8;
  out[o] = __ballot_sync(0xffffffff, 1);
  out[o + 1] = __activemask();
  out[o + 2] = __match_all_sync(0xffffffff, seven[0], pred);
  out[o + 3] = uint(pred[0]);
  out[o + 4] = __match_any_sync(0xffffffff, l & 1);
  out[o + 5] = __reduce_add_sync(0xffffffff, uint(1));
  out[o + 6] = __reduce_min_sync(0xffffffff, l);
  out[o + 7] = uint(__all_sync(0xffffffff, 1));
}
