// The first and the last lane of each warp, in CUDA C++.
__global__ void kernel(const int *input, int *firsts, int *lasts)
{
    unsigned threads = blockDim.x * blockDim.y * blockDim.z;
    unsigned tid = threadIdx.x + threadIdx.y * blockDim.x
                 + threadIdx.z * blockDim.x * blockDim.y;
    unsigned block = blockIdx.x + blockIdx.y * gridDim.x
                   + blockIdx.z * gridDim.x * gridDim.y;
    unsigned gid = block * threads + tid;
    unsigned lane = tid % 32, warp = tid / 32;
    unsigned w = block * ((threads + 31) / 32) + warp;
    unsigned lanesHere = min(32u, threads - warp * 32);   // the last warp may be partial
    if (lane == 0) firsts[w] = input[gid];
    if (lane == lanesHere - 1) lasts[w] = input[gid];
}

// Launch as in the first test: kernel<<<2, 48>>>(input, firsts, lasts);
