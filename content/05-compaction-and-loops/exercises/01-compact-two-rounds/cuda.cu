// Stream compaction in two rounds, in CUDA C++ (Programming Guide §10.19 Warp Vote Functions;
// CUDA Math API __popc). PTX also has the register %lanemask_lt (PTX ISA §10.20); the
// CUDA 13.0 headers declare no __lanemask_lt(), so the mask is computed here.
__global__ void kernel(const int *values, int *out, int *kept)
{
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned lane = threadIdx.x % 32;
    unsigned w = gid / 32;                 // this warp's number in the grid
    unsigned base = w * 64;                // its tile: values[base .. base + 63]
    int a = values[base + lane], b = values[base + 32 + lane];
    unsigned keptA = __ballot_sync(0xffffffffu, a > 0);   // every lane votes, twice
    unsigned keptB = __ballot_sync(0xffffffffu, b > 0);
    unsigned below = (1u << lane) - 1u;                    // lanes 0 .. lane-1
    if (a > 0) out[base + __popc(keptA & below)] = a;
    if (b > 0) out[base + __popc(keptA) + __popc(keptB & below)] = b;
    if (lane == 0) kept[w] = __popc(keptA) + __popc(keptB);
}

// Launch as in the tests: kernel<<<2, 64>>>(values, out, kept);
// Run on an NVIDIA H200 (nvcc 13.0, -arch=sm_90) with the inputs of every test of this
// exercise, it gave the same outputs as the reference solution does in the simulator.
