// A block sum for any number of warps, in CUDA C++ (Programming Guide §10.22 Warp Shuffle
// Functions, §10.6 Synchronization Functions). blockDim.x must be a multiple of 32, at most 1024.
__device__ float warpReduceSum(float val)
{
    for (int offset = 16; offset > 0; offset /= 2)
        val += __shfl_down_sync(0xffffffffu, val, offset);
    return val;                                  // the warp's sum is in lane 0
}

__device__ float blockReduceSum(float val)
{
    __shared__ float warp_sums[32];              // 1024 / 32: enough for any block
    unsigned lane = threadIdx.x % 32, wid = threadIdx.x / 32, nWarps = blockDim.x / 32;
    val = warpReduceSum(val);
    if (lane == 0) warp_sums[wid] = val;
    __syncthreads();                             // every thread reaches it
    if (wid == 0) {
        val = lane < nWarps ? warp_sums[lane] : 0.0f;   // read only what was written
        val = warpReduceSum(val);
    }
    return val;                                  // the block's sum is in thread 0
}

// The exercise's test kernel.
__global__ void blockSumTest(const float *values, float *sums)
{
    float total = blockReduceSum(values[blockIdx.x * blockDim.x + threadIdx.x]);
    if (threadIdx.x == 0) sums[blockIdx.x] = total;
}

// Launch as in the first test: blockSumTest<<<2, 256>>>(values, sums);
