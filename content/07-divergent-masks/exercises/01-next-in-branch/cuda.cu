// Pass to the next lane in the branch, in CUDA C++ (Programming Guide §10.19 Warp Vote
// Functions, §10.22 Warp Shuffle Functions; CUDA Math API __fns; CUDA Programming Guide
// 13.x §5.4.6.6 Warp __sync Intrinsic Constraints).

__global__ void kernel(const int *values, int *out)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % warpSize;
    int v = values[gid];
    unsigned taken = __ballot_sync(0xffffffffu, v > 0);   // every lane votes, before the branch
    if (v > 0) {
        unsigned next = __fns(taken, lane, 2);             // next set bit above this lane
        int src = next == 0xffffffffu ? __ffs(taken) - 1 : (int)next;
        out[gid] = __shfl_sync(taken, v, src);             // mask = exactly the lanes here
    }
}

// Launch as in the tests: kernel<<<2, 64>>>(values, out);
