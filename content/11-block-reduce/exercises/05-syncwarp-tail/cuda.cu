// The last warp of the tree with __syncwarp, in CUDA C++ (Programming Guide §20.6.2
// Independent Thread Scheduling, §10.6 Synchronization Functions). blockDim.x: a power of two, 64..1024.
__global__ void kernel(const int *values, int *sums)
{
    __shared__ int s[1024];
    unsigned tid = threadIdx.x;
    s[tid] = values[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 32; stride /= 2) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid < 32) {
        int v = s[tid] + s[tid + 32];
        s[tid] = v;
        __syncwarp();
        for (int offset = 16; offset > 0; offset /= 2) {
            v += s[tid + offset];   // read ...
            __syncwarp();           // ... before anyone writes
            s[tid] = v;             // write ...
            __syncwarp();           // ... before anyone reads
        }
        if (tid == 0) sums[blockIdx.x] = v;
    }
}

// Launch as in the first test: kernel<<<4, 256>>>(values, sums);
