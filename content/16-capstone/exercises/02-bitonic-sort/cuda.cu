// Sort 32 values with xor shuffles (a bitonic network), in CUDA C++ (Programming Guide §10.22
// Warp Shuffle Functions). Every lane of the warp must call it.
__device__ int warpSort(int v)
{
    int lane = threadIdx.x % 32;
    for (int k = 2; k <= 32; k *= 2)               // sorted block size after this stage
        for (int j = k / 2; j > 0; j /= 2) {       // compare-exchange distance
            int other = __shfl_xor_sync(0xffffffffu, v, j);
            bool ascending = (lane & k) == 0;       // direction of this lane's block
            bool lower = (lane & j) == 0;           // lower partner of the pair
            v = (lower == ascending) ? min(v, other) : max(v, other);
        }
    return v;                                       // lane i holds the i-th smallest
}

// The exercise's test kernel.
__global__ void warpSortTest(const int *values, int *out)
{
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    out[gid] = warpSort(values[gid]);
}

// Launch as in the tests: warpSortTest<<<2, 64>>>(values, out);
