// Float bounds through order-preserving keys, in CUDA C++ (Programming Guide §10.21 Warp
// Reduce Functions, compute capability 8.0 or later: build with -arch=sm_80 or newer; the
// bit casts are __float_as_uint / __uint_as_float, CUDA Math API, Type Casting Intrinsics).
__device__ unsigned toKey(float v)             // orders as the float does; -0.0 below +0.0
{
    unsigned b = __float_as_uint(v);
    return (b & 0x80000000u) ? ~b : b | 0x80000000u;
}

__device__ float fromKey(unsigned k)
{
    return __uint_as_float((k & 0x80000000u) ? k & 0x7fffffffu : ~k);
}

__global__ void kernel(const float *values, float *lo, float *hi)
{
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned key = toKey(values[gid]);
    lo[gid] = fromKey(__reduce_min_sync(0xffffffffu, key));   // the unsigned overloads
    hi[gid] = fromKey(__reduce_max_sync(0xffffffffu, key));
}

// Launch as in the tests: kernel<<<2, 64>>>(values, lo, hi);
// Not yet run on an H200.
