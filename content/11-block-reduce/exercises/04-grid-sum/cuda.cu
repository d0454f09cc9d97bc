// One total for the whole grid, in CUDA C++ (Programming Guide §10.22 Warp Shuffle Functions,
// §10.6 Synchronization Functions, §10.14.1.1 atomicAdd).
__device__ int warpReduceSum(int val)
{
    for (int offset = 16; offset > 0; offset /= 2)
        val += __shfl_down_sync(0xffffffffu, val, offset);
    return val;
}

__device__ int blockReduceSum(int val)
{
    __shared__ int warp_sums[32];
    unsigned lane = threadIdx.x % 32, wid = threadIdx.x / 32;
    val = warpReduceSum(val);
    if (lane == 0) warp_sums[wid] = val;
    __syncthreads();
    if (wid == 0) {
        val = lane < blockDim.x / 32 ? warp_sums[lane] : 0;
        val = warpReduceSum(val);
    }
    return val;
}

__global__ void kernel(const int *values, int n, int *total)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int sum = blockReduceSum(i < n ? values[i] : 0);   // no early return: everyone takes part
    if (threadIdx.x == 0) atomicAdd(total, sum);        // one atomic per block
}

// Launch as in the tests (total zeroed first): kernel<<<4, 128>>>(values, n, total);
