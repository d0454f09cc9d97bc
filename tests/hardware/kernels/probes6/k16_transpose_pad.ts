// Shared-memory transpose of an 8x8 tile padded to a row stride of 9 (bank-conflict padding).
// Valid: written and read with the same stride.
export function kernel(inp: int[], out: int[]): void {
  const tile = __shared__<int>(8 * 9);
  const tx = threadIdx.x;
  const ty = threadIdx.y;
  tile[ty * 9 + tx] = inp[ty * 8 + tx];
  __syncthreads();
  out[ty * 8 + tx] = tile[tx * 9 + ty];
}
