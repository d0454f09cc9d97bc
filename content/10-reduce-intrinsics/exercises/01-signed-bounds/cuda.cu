// The bounds of signed data with __reduce_min_sync and __reduce_max_sync, in CUDA C++
// (Programming Guide §10.21 Warp Reduce Functions; compute capability 8.0 or later:
// build with -arch=sm_80 or newer). INT_MAX and INT_MIN are int constants, so both calls
// take the int overloads; 0xffffffff or 0x80000000 in their place would pick the unsigned ones.
#include <climits>

__global__ void kernel(const int *values, int n, int *lo, int *hi)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    bool has = gid < n;
    int v = has ? values[gid] : 0;
    int smallest = __reduce_min_sync(0xffffffffu, has ? v : INT_MAX);   // every lane calls
    int largest = __reduce_max_sync(0xffffffffu, has ? v : INT_MIN);
    if (has) {
        lo[gid] = smallest;
        hi[gid] = largest;
    }
}

// Launch as in the tests: kernel<<<2, 64>>>(values, n, lo, hi);
// Not yet run on an H200.
