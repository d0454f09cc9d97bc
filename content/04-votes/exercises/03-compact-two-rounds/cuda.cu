// Stream compaction in a warp, in CUDA C++ (Programming Guide §10.19 Warp Vote Functions;
// CUDA Math API __popc). PTX also has the register %lanemask_lt (PTX ISA §10.20);
// the CUDA 13.0 headers declare no __lanemask_lt(), so the mask is computed here.
__global__ void kernel(const int *values, int *out)
{
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned lane = threadIdx.x % 32;
    int v = values[gid];
    unsigned kept = __ballot_sync(0xffffffffu, v > 0);   // every lane votes
    unsigned below = (1u << lane) - 1u;                   // lanes 0 .. lane-1
    if (v > 0)
        out[gid - lane + __popc(kept & below)] = v;
}

// Launch as in the tests: kernel<<<2, 64>>>(values, out);
