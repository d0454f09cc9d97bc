// A block sum for any block size (1 to 1024), partial warps included, in CUDA C++ (Programming
// Guide §10.22 Warp Shuffle Functions, §7.1 SIMT Architecture, §10.6 Synchronization Functions).
__device__ int warpReduceSum(int val)
{
    int lane = threadIdx.x % 32;
    int lanes = min(32, (int)(blockDim.x - (threadIdx.x - threadIdx.x % 32)));   // lanes that exist
    unsigned mask = lanes == 32 ? 0xffffffffu : (1u << lanes) - 1;
    for (int offset = 16; offset > 0; offset /= 2) {
        int other = __shfl_down_sync(mask, val, offset);
        if (lane + offset < lanes) val += other;    // discard reads of missing lanes
    }
    return val;                                      // the warp's sum is in lane 0
}

__device__ int blockReduceSum(int val)
{
    __shared__ int warp_sums[32];
    unsigned lane = threadIdx.x % 32, wid = threadIdx.x / 32, nWarps = (blockDim.x + 31) / 32;
    val = warpReduceSum(val);
    if (lane == 0) warp_sums[wid] = val;
    __syncthreads();
    if (wid == 0) {
        val = lane < nWarps ? warp_sums[lane] : 0;
        val = warpReduceSum(val);                    // warp 0 may be partial too
    }
    return val;
}

// The exercise's test kernel.
__global__ void blockSumTest(const int *values, int *sums)
{
    int total = blockReduceSum(values[blockIdx.x * blockDim.x + threadIdx.x]);
    if (threadIdx.x == 0) sums[blockIdx.x] = total;
}

// Launch as in the first test: blockSumTest<<<2, 100>>>(values, sums);
