// Every lane gets the warp's maximum, in CUDA C++ (Programming Guide §10.22 Warp Shuffle Functions).
#include <climits>

__global__ void kernel(const int *values, int n, int *out)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int v = gid < n ? values[gid] : INT_MIN;   // every lane takes part in the shuffles
    for (int offset = 16; offset > 0; offset /= 2)
        v = max(v, __shfl_xor_sync(0xffffffffu, v, offset));
    if (gid < n) out[gid] = v;
}

// Launch as in the tests: kernel<<<2, 64>>>(values, n, out);
