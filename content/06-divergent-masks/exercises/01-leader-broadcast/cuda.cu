// Broadcast from the first lane that took the branch, in CUDA C++ (Programming Guide
// §10.19 Warp Vote Functions, §10.22 Warp Shuffle Functions; CUDA Programming Guide 13.x
// §5.4.6.6 Warp __sync Intrinsic Constraints).

__global__ void kernel(const int *values, int *out)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int v = values[gid];
    unsigned taken = __ballot_sync(0xffffffffu, v > 0);   // every lane votes, before the branch
    if (v > 0) {
        int leader = __ffs(taken) - 1;                     // lowest lane in the branch
        out[gid] = __shfl_sync(taken, v, leader);          // mask = exactly the lanes here
    }
}

// Launch as in the tests: kernel<<<2, 64>>>(values, out);
