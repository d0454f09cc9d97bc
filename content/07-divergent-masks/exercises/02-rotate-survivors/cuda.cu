// Rotate among the lanes that did not exit, in CUDA C++ (Programming Guide §10.19 Warp Vote
// Functions and §10.22 Warp Shuffle Functions: exited lanes in a mask are ignored, reading
// one gives an undefined value).

__global__ void kernel(const int *values, int n, int *out)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    if (gid >= n) return;
    int lane = threadIdx.x % warpSize;
    int k = __popc(__ballot_sync(0xffffffffu, 1));   // exited lanes vote 0
    out[gid] = __shfl_sync(0xffffffffu, values[gid], (lane + 1) % k);
}

// Launch as in the tests: kernel<<<2, 64>>>(values, n, out);
