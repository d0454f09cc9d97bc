// Pack the positive values of a warp, in CUDA C++ (Programming Guide §10.19 Warp Vote
// Functions; PTX ISA §10.20 %lanemask_lt, which the CUDA headers do not expose as a function).

__global__ void kernel(const int *values, int *out)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = gid % warpSize;
    int base = gid - lane;
    int v = values[gid];
    unsigned positive = __ballot_sync(0xffffffffu, v > 0);   // all 32 lanes vote, before the branch
    if (v > 0) {
        unsigned below = (1u << lane) - 1;                    // lanes strictly below this one
        out[base + __popc(positive & below)] = v;
    }
}

// Launch as in the tests: kernel<<<2, 64>>>(values, out);
