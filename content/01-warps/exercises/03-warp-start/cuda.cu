// Where each thread's warp starts, in CUDA C++.
__global__ void kernel(int *startX, int *startY, int *startZ)
{
    unsigned threads = blockDim.x * blockDim.y * blockDim.z;
    unsigned tid = threadIdx.x + threadIdx.y * blockDim.x
                 + threadIdx.z * blockDim.x * blockDim.y;
    unsigned block = blockIdx.x + blockIdx.y * gridDim.x
                   + blockIdx.z * gridDim.x * gridDim.y;
    unsigned gid = block * threads + tid;
    unsigned first = (tid / 32) * 32;          // linear index of lane 0 of this warp
    startX[gid] = first % blockDim.x;
    startY[gid] = (first / blockDim.x) % blockDim.y;
    startZ[gid] = first / (blockDim.x * blockDim.y);
}

// Launch as in the first test: kernel<<<2, dim3(8, 6)>>>(startX, startY, startZ);
