// Defined integer corner cases: a = ain[l], b = bin[l], s = lane. ua+ub, ua*ub, ua-ub
// (wrap), a/b, a%b (truncation), a>>s (arithmetic), ua>>s, ua<<s (counts 0..31).
export function kernel(out: uint[], ain: int[], bin: int[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const a: int = ain[lane];
  const b: int = bin[lane];
  const ua: uint = uint(a);
  const ub: uint = uint(b);
  const s: uint = lane;
  out[g * 8 + 0] = ua + ub;
  out[g * 8 + 1] = ua * ub;
  out[g * 8 + 2] = ua - ub;
  out[g * 8 + 3] = a / b;
  out[g * 8 + 4] = a % b;
  out[g * 8 + 5] = a >> s;
  out[g * 8 + 6] = ua >> s;
  out[g * 8 + 7] = ua << s;
}
