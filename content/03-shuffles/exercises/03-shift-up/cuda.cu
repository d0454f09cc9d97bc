// Shift up by one lane, in CUDA C++ (Programming Guide §10.22 Warp Shuffle Functions).
__global__ void kernel(const int *values, int fill, int *out)
{
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned lane = threadIdx.x % 32;
    // The last warp of a block that is not a multiple of 32 threads has fewer lanes:
    // the mask names exactly the lanes that exist (1u << 32 would be undefined).
    unsigned lanes = min(32u, blockDim.x - (threadIdx.x - lane));
    unsigned mask = lanes == 32 ? 0xffffffffu : (1u << lanes) - 1;
    int below = __shfl_up_sync(mask, values[gid], 1);
    out[gid] = lane == 0 ? fill : below;
}

// Launch as in the first test: kernel<<<2, 64>>>(values, fill, out);
