// The repaired warp-synchronous reduction, in CUDA C++ (Programming Guide §20.6.2
// Independent Thread Scheduling, which gives this form; §10.6 for __syncwarp).

__global__ void kernel(const int *values, int *out)
{
    __shared__ int s[1024];
    int t = threadIdx.x;
    int gid = blockIdx.x * blockDim.x + t;
    int lane = t % warpSize;
    int base = t - lane;
    s[t] = values[gid];
    __syncwarp();
    for (int offset = 16; offset > 0; offset /= 2) {
        int partner = s[base + (lane ^ offset)];
        __syncwarp();                      // every read of this step before any write
        s[t] += partner;
        __syncwarp();                      // every write before the next step's reads
    }
    out[gid] = s[t];
}

// Launch as in the tests: kernel<<<2, 64>>>(values, out);
