// Structs in shared memory: thread t writes field v of s[t]; thread t^1 writes field i of s[t]
// (different fields: different memory locations, no race). After __syncthreads each thread
// reads s[t^1] whole. Valid: out[t] = (t^1)*2 + (t)*3 ... see comments.
type P = { v: int; i: int };
export function kernel(out: int[]) {
  const t: int = int(threadIdx.x);
  const s = __shared__<P>(64);
  s[t].v = t * 2;
  s[t ^ 1].i = t * 3;
  __syncthreads();
  const q: P = s[t ^ 1];
  let r: P = q;
  r.v = r.v + 1000;       // copy: q unchanged
  out[t] = q.v * 100000 + q.i + (r.v - q.v) * 0;
}
