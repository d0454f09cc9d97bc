// Sums over runs of equal keys (the warp step of a reduce-by-key), in CUDA C++ (Programming
// Guide §10.22 Warp Shuffle Functions, §10.19 Warp Vote Functions; __clz/__ffs: CUDA Math API,
// Integer Intrinsics). Every lane of the warp must call it.
__device__ int segmentedSum(int key, int val)
{
    const unsigned FULL = 0xffffffffu;
    int lane = threadIdx.x % 32;
    int prevKey = __shfl_up_sync(FULL, key, 1);
    unsigned heads = __ballot_sync(FULL, lane == 0 || prevKey != key);
    unsigned upToMe = (2u << lane) - 1;                  // lanes 0..lane (2u << 31 wraps to 0)
    int start = 31 - __clz(heads & upToMe);               // my run's head
    unsigned after = heads & ~upToMe;                     // heads above me
    int end = after == 0 ? 31 : __ffs(after) - 2;         // my run's last lane
    for (int offset = 1; offset < 32; offset *= 2) {
        int other = __shfl_down_sync(FULL, val, offset);
        if (lane + offset <= end) val += other;           // stay inside the run
    }
    return __shfl_sync(FULL, val, start);                 // the head holds the total
}

// The exercise's test kernel.
__global__ void segmentedSumTest(const int *keys, const int *values, int *out)
{
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    out[gid] = segmentedSum(keys[gid], values[gid]);
}

// Launch as in the tests: segmentedSumTest<<<2, 64>>>(keys, values, out);
