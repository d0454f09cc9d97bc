// why: tests "every lane agrees" as `__match_any_sync(...) == 0xffffffff`: in a 16-lane partial warp the most a match can return is 0x0000ffff
const FULL: uint = 0xffffffff;

export function kernel(x: float[], uniform: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  uniform[gid] = __match_any_sync(FULL, x[gid]) == FULL ? 1 : 0;
}
