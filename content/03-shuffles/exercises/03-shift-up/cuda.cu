// Shift up by one lane, in CUDA C++ (Programming Guide §10.22 Warp Shuffle Functions).
__global__ void kernel(const int *values, int fill, int *out)
{
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned lane = threadIdx.x % 32;
    // Every lane takes part; lanes missing from a partial last warp count as exited.
    int below = __shfl_up_sync(0xffffffffu, values[gid], 1);
    out[gid] = lane == 0 ? fill : below;
}

// Launch as in the first test: kernel<<<2, 64>>>(values, fill, out);
