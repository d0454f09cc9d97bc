// Reference: each float becomes an unsigned key with the same order (negative floats: every
// bit flipped; others: the sign bit set), the keys are reduced, and the result is mapped back.
const FULL: uint = 0xffffffff;

/** An unsigned key that orders as the float does (-0.0 below +0.0; no NaN). */
function toKey(v: float): uint {
  const b = __float_as_uint(v);
  return (b & 0x80000000) != 0 ? ~b : b | 0x80000000;
}

/** The float whose key is `k`. */
function fromKey(k: uint): float {
  return __uint_as_float((k & 0x80000000) != 0 ? k & 0x7fffffff : ~k);
}

export function kernel(values: float[], lo: float[], hi: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const key = toKey(values[gid]);
  lo[gid] = fromKey(__reduce_min_sync(FULL, key));
  hi[gid] = fromKey(__reduce_max_sync(FULL, key));
}
