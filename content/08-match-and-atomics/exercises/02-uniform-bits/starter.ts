// Every lane writes 1 if every lane of its warp holds a bit-identical x, else 0.
const FULL: uint = 0xffffffff;

export function kernel(x: float[], uniform: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  // TODO: ask the warp whether every x has the same bits
  uniform[gid] = 0;
}
