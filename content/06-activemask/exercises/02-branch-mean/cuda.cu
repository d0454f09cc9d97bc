// The mean of the lanes in a branch, in CUDA C++ (Programming Guide §10.19 Warp Vote
// Functions; §10.21 Warp Reduce Functions, compute capability 8.0 and later).

__global__ void kernel(const int *values, int *out)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int v = values[gid];
    unsigned positive = __ballot_sync(0xffffffffu, v > 0);   // every lane votes, before the branch
    if (v > 0) {
        // The callers here are exactly the lanes of `positive`.
        out[gid] = __reduce_add_sync(positive, v) / __popc(positive);
    }
}

// Launch as in the tests: kernel<<<2, 64>>>(values, out);
