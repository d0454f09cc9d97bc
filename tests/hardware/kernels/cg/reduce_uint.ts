// cg.reduce on uint (v = a hash of the lane) with plus, less, greater, bit_and, bit_or and
// bit_xor over tiles of 4, 8, 16 and 32 (CUDA: butterfly of shfl_xor below 16 threads,
// __reduce_*_sync from 16 up). 24 words.
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 24;
  const h: uint = lane * 2654435761;
  const v: uint = h ^ (h >> 13);
  const block = cg.this_thread_block();
  const t4 = cg.tiled_partition<4>(block);
  const t8 = cg.tiled_partition<8>(block);
  const t16 = cg.tiled_partition<16>(block);
  const t32 = cg.tiled_partition<32>(block);
  out[o + 0] = cg.reduce(t4, v, cg.plus<uint>());
  out[o + 1] = cg.reduce(t4, v, cg.less<uint>());
  out[o + 2] = cg.reduce(t4, v, cg.greater<uint>());
  out[o + 3] = cg.reduce(t4, v, cg.bit_and<uint>());
  out[o + 4] = cg.reduce(t4, v, cg.bit_or<uint>());
  out[o + 5] = cg.reduce(t4, v, cg.bit_xor<uint>());
  out[o + 6] = cg.reduce(t8, v, cg.plus<uint>());
  out[o + 7] = cg.reduce(t8, v, cg.less<uint>());
  out[o + 8] = cg.reduce(t8, v, cg.greater<uint>());
  out[o + 9] = cg.reduce(t8, v, cg.bit_and<uint>());
  out[o + 10] = cg.reduce(t8, v, cg.bit_or<uint>());
  out[o + 11] = cg.reduce(t8, v, cg.bit_xor<uint>());
  out[o + 12] = cg.reduce(t16, v, cg.plus<uint>());
  out[o + 13] = cg.reduce(t16, v, cg.less<uint>());
  out[o + 14] = cg.reduce(t16, v, cg.greater<uint>());
  out[o + 15] = cg.reduce(t16, v, cg.bit_and<uint>());
  out[o + 16] = cg.reduce(t16, v, cg.bit_or<uint>());
  out[o + 17] = cg.reduce(t16, v, cg.bit_xor<uint>());
  out[o + 18] = cg.reduce(t32, v, cg.plus<uint>());
  out[o + 19] = cg.reduce(t32, v, cg.less<uint>());
  out[o + 20] = cg.reduce(t32, v, cg.greater<uint>());
  out[o + 21] = cg.reduce(t32, v, cg.bit_and<uint>());
  out[o + 22] = cg.reduce(t32, v, cg.bit_or<uint>());
  out[o + 23] = cg.reduce(t32, v, cg.bit_xor<uint>());
}
