// Rotate within groups of 8 lanes, in CUDA C++ (Programming Guide §10.22 Warp Shuffle Functions).
__global__ void kernel(const int *values, int r, int *out)
{
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32;
    // With width 8, srcLane is taken modulo 8 inside the caller's group of 8 lanes.
    out[gid] = __shfl_sync(0xffffffffu, values[gid], lane + r, 8);
}

// Launch as in the tests: kernel<<<1, 64>>>(values, r, out);
