// Rounds with a fresh mask each time, in CUDA C++ (Programming Guide §10.19 Warp Vote
// Functions, §10.21 Warp Reduce Functions (compute capability 8.0 and later), §20.6.2
// Independent Thread Scheduling for the warp-uniform loop).

__global__ void kernel(const int *counts, int *work, int *total)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int c = counts[gid];
    int acc = 0;
    for (int r = 0; __any_sync(0xffffffffu, r < c); r++) {      // same test in every lane
        unsigned busy = __ballot_sync(0xffffffffu, r < c);      // this round's working set
        if (r < c) acc += __popc(busy);
    }
    work[gid] = acc;
    total[gid] = __reduce_add_sync(0xffffffffu, acc);
}

// Launch as in the tests: kernel<<<2, 64>>>(counts, work, total);
