// x = hf[l], y = hf[l+50], z = hf[l+90] (hf[i] = hfloat(i)):
// slot 0: x*y+z as the H200 build computed it (nvcc contracted it to one fmaf: the
//         reading equals slot 2 in every lane; Warp TS never contracts, so write fmaf),
// slot 1: __fmul_rn then __fadd_rn, slot 2: fmaf, then x/y, sqrtf(|x|), fmaxf(NaN, x),
// (float)(int)(x*3.7f), (int)(x*3.7f).
export function kernel(out: uint[], hf: float[]): void {
  const l: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const x: float = hf[l];
  const y: float = hf[l + 50];
  const z: float = hf[l + 90];
  const nan: float = __uint_as_float(0x7fffffff);
  out[g * 8 + 0] = __float_as_uint(fmaf(x, y, z));
  out[g * 8 + 1] = __float_as_uint(__fadd_rn(__fmul_rn(x, y), z));
  out[g * 8 + 2] = __float_as_uint(fmaf(x, y, z));
  out[g * 8 + 3] = __float_as_uint(x / y);
  out[g * 8 + 4] = __float_as_uint(sqrtf(fabsf(x)));
  out[g * 8 + 5] = __float_as_uint(fmaxf(nan, x));
  out[g * 8 + 6] = __float_as_uint(float(int(x * 3.7)));
  out[g * 8 + 7] = int(x * 3.7);
}
