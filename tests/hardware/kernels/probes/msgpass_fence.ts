// Twin of oracle/probes/msgpass_fence.cu (<<<1, 64>>>, 128 words): fenced message passing inside
// one block. Thread 32 writes shared d, fences and sets shared f; thread 0 spins on f, fences and
// reads d. Thread 33 writes gdata, fences and sets gflag; threads 34-63 (lanes 2-31 of the same
// warp) spin on gflag, fence and read gdata. gdata and gflag are out[64] and out[65], as in CUDA
// (`(volatile unsigned*)(out + 64)`, `out + 65`); the volatile accesses are plain ones here.
export function kernel(inp: uint[], out: uint[]): void {
  const f = __shared__<int>(1);
  const d = __shared__<int>(1);
  const t: uint = threadIdx.x;
  if (t == 0) { f[0] = 0; }
  if (t == 0) { out[65] = 0; }
  __syncthreads();
  out[t] = 0;
  if (t == 32) { d[0] = int(inp[0]); __threadfence(); atomicExch(f, 0, 1); }
  if (t == 0) { while (atomicAdd(f, 0, 0) == 0) {} __threadfence(); out[0] = uint(d[0]); }
  if (t == 33) { out[64] = inp[0]; __threadfence(); atomicExch(out, 65, uint(1)); }
  if (t > 33) { while (atomicAdd(out, 65, uint(0)) == 0) {} __threadfence(); out[t] = out[64]; }
}
