// A block sum through shared memory, in CUDA C++ (Programming Guide §10.6 Synchronization Functions).
__global__ void kernel(const int *values, int *sums)
{
    __shared__ int s[1024];                      // the largest block
    unsigned tid = threadIdx.x;
    s[tid] = values[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();                         // every thread, every level
    }
    if (tid == 0) sums[blockIdx.x] = s[0];
}

// Launch as in the first test: kernel<<<4, 256>>>(values, sums);
