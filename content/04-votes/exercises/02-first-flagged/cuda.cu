// The first flagged lane leads, in CUDA C++ (Programming Guide §10.19 Warp Vote Functions,
// §10.22 Warp Shuffle Functions; CUDA Math API __ffs).
__global__ void kernel(const int *values, const int *flags, int *out)
{
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned flagged = __ballot_sync(0xffffffffu, flags[gid] > 0);
    int leader = __ffs(flagged) - 1;              // -1 when no lane is flagged
    int v = __shfl_sync(0xffffffffu, values[gid], leader);
    out[gid] = flagged != 0 ? v : -1;
}

// Launch as in the tests: kernel<<<2, 64>>>(values, flags, out);
// Run on an NVIDIA H200 (nvcc 13.0, -arch=sm_90) with the inputs of every test of this
// exercise, it gave the same outputs as the reference solution does in the simulator.
