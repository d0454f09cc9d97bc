// Twin of oracle/probes/atomic_float_edges.cu (<<<1, 1>>>, 18 words): float atomicAdd corner cases
// on shared and global memory. inp = 0x7fc00001 (NaN, payload 1), 0x80000000 (-0), 0x00a00000
// (normal), 0x80900000 (normal; the sum 0x00100000 is a denormal), 0x000116c2 (a denormal).
// The CUDA kernel's global scratch is `(float*)(out + 12)`; Warp TS has no pointer casts, so it is
// the float array `g` here, whose words 0-4 are copied to out[12..16] at the end (the host read
// them from there); out[17] (g[5]) is never written.
export function kernel(inp: uint[], out: uint[], g: float[]): void {
  const s = __shared__<float>(6);
  const nan: float = __uint_as_float(inp[0]);
  const nz: float = __uint_as_float(inp[1]);
  const a: float = __uint_as_float(inp[2]);
  const b: float = __uint_as_float(inp[3]);
  const den: float = __uint_as_float(inp[4]);
  s[0] = 1.0; g[0] = 1.0; atomicAdd(s, 0, nan); atomicAdd(g, 0, nan);
  s[1] = nz; g[1] = nz; atomicAdd(s, 1, nz); atomicAdd(g, 1, nz);
  s[2] = a; g[2] = a; atomicAdd(s, 2, b); atomicAdd(g, 2, b);
  g[3] = den; const og: float = atomicAdd(g, 3, 0.0);
  s[3] = den; const os: float = atomicAdd(s, 3, 0.0);
  s[4] = 0.0; g[4] = 0.0; atomicAdd(s, 4, nz); atomicAdd(g, 4, nz);
  __threadfence();
  out[0] = __float_as_uint(s[0]); out[1] = __float_as_uint(g[0]);
  out[2] = __float_as_uint(s[1]); out[3] = __float_as_uint(g[1]);
  out[4] = __float_as_uint(s[2]); out[5] = __float_as_uint(g[2]);
  out[6] = __float_as_uint(og); out[7] = __float_as_uint(g[3]);
  out[8] = __float_as_uint(os); out[9] = __float_as_uint(s[3]);
  out[10] = __float_as_uint(s[4]); out[11] = __float_as_uint(g[4]);
  for (let i: int = 0; i < 5; i++) out[12 + i] = __float_as_uint(g[i]);
}
