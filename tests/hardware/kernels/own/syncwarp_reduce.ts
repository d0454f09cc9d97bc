// The Programming Guide's repaired warp-synchronous reduction: 64 threads fill
// s[t] = t*t%37 - 5; warp 0 adds s[t+off] for t < off, with __syncwarp between every
// read and write; every lane of warp 0 writes its v.
export function kernel(out: uint[]): void {
  const s = __shared__<int>(64);
  const t: uint = threadIdx.x;
  const g: uint = blockIdx.x * blockDim.x + t;
  s[t] = int(t * t % 37) - 5;
  __syncthreads();
  if (t < 32) {
    let v: int = s[t];
    v += s[t + 32];
    __syncwarp();
    s[t] = v;
    __syncwarp();
    for (let off: uint = 16; off > 0; off >>= 1) {
      if (t < off) v += s[t + off];
      __syncwarp();
      s[t] = v;
      __syncwarp();
    }
    out[g] = v;
  }
}
