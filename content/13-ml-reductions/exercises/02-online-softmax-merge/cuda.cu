// Online softmax: merging a warp's (max, sum) pairs, in CUDA C++ (Programming Guide §10.22
// Warp Shuffle Functions; the merge is Milakov and Gimelshein's, "Online normalizer
// calculation for softmax", 2018). Build with -fmad=false to compare with the simulator; its
// expf is correctly rounded, an H200's within 2 ulp, so rowSum may differ by a few ulps.
#include <math.h>

__global__ void kernel(const float *m, const float *s, float *rowMax, float *rowSum)
{
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    float mi = m[gid], si = s[gid];
    for (int offset = 16; offset > 0; offset /= 2) {
        float mo = __shfl_xor_sync(0xffffffffu, mi, offset);
        float so = __shfl_xor_sync(0xffffffffu, si, offset);
        float mn = fmaxf(mi, mo);
        if (mn != -INFINITY)                   // two empty pairs stay (-inf, 0)
            si = si * expf(mi - mn) + so * expf(mo - mn);
        mi = mn;
    }
    if (threadIdx.x % 32 == 0) {
        rowMax[gid / 32] = mi;
        rowSum[gid / 32] = si;
    }
}

// Launch as in the tests: kernel<<<2, 64>>>(m, s, rowMax, rowSum);
// Not yet run on an H200.
