// Pass a value to the next lane through shared memory, in CUDA C++
// (Programming Guide §10.6 Synchronization Functions, §20.6.2 Independent Thread Scheduling).

__global__ void kernel(const int *values, int *out)
{
    __shared__ int s[1024];
    int t = threadIdx.x;
    int gid = blockIdx.x * blockDim.x + t;
    int lane = t % warpSize;
    int base = t - lane;
    s[t] = values[gid];
    __syncwarp();                          // orders every lane's write before the reads below
    out[gid] = s[base + (lane + 1) % warpSize];
}

// Launch as in the tests: kernel<<<2, 64>>>(values, out);
