// An exported function with a result (a device function), names that are C++ keywords,
// negative zero, integer wrap-around, shifts and conversions.
export function third(v: int): float {
  return float(v) / 3.0;
}

export function kernel(out: float[], bits: uint[], ints: int[]) {
  const signed = int(threadIdx.x) - 16;
  const char = -0.0;
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  out[gid] = third(signed) + char;
  bits[gid] = (uint(signed) << (threadIdx.x % 32)) ^ (0xdeadbeef >> (threadIdx.x % 7));
  ints[gid] = (signed * 2147483647) / 7 + (signed % 5) - (signed >> 2);
}
