// Row-wise softmax, one warp per row, in CUDA C++ (Programming Guide §10.22 Warp Shuffle
// Functions; expf: CUDA Math API, at most 2 ulp from the correctly rounded value, §17.1).
// Build with -fmad=false to compare with the simulator, which never contracts a*b+c; the
// simulator's expf is correctly rounded, so outputs may differ from an H200's by a few ulps.
#include <math.h>

__global__ void kernel(const float *x, int n, int rows, float *out)
{
    int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int lane = threadIdx.x % 32;
    if (row >= rows) return;                   // the whole warp leaves together
    const float *xr = x + row * n;
    float *outr = out + row * n;

    float m = -INFINITY;                       // the identity of the maximum
    for (int c = lane; c < n; c += 32) m = fmaxf(m, xr[c]);
    for (int offset = 16; offset > 0; offset /= 2)
        m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, offset));

    float shift = m == -INFINITY ? 0.0f : m;   // a fully masked row: expf(-inf - 0) = 0
    float s = 0.0f;
    for (int c = lane; c < n; c += 32) s += expf(xr[c] - shift);
    for (int offset = 16; offset > 0; offset /= 2)
        s += __shfl_xor_sync(0xffffffffu, s, offset);

    for (int c = lane; c < n; c += 32)
        outr[c] = s == 0.0f ? 0.0f : expf(xr[c] - shift) / s;
}

// Launch as in the tests: kernel<<<1, 128>>>(x, n, rows, out);
// Not yet run on an H200.
