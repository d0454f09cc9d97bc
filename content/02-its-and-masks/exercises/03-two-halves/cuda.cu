// Two halves, two masks, in CUDA C++ (CUDA Programming Guide 13.x §5.4.6.6 Warp __sync
// Intrinsic Constraints: disjoint masks in different branches are valid).

__global__ void kernel(const int *values, int *out)
{
    __shared__ int s[1024];
    int t = threadIdx.x;
    int gid = blockIdx.x * blockDim.x + t;
    int lane = t % warpSize;
    int base = t - lane;
    int v = values[gid];
    if (lane < 16) {
        out[gid] = __shfl_sync(0x0000ffffu, v, 0);   // lanes 0-15 make this call
    } else {
        s[t] = v;
        __syncwarp(0xffff0000u);                     // lanes 16-31 make this one
        out[gid] = s[base + 47 - lane];
    }
}

// Launch as in the tests: kernel<<<2, 64>>>(values, out);
