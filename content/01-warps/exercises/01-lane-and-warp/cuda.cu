// Lane and warp of every thread, in CUDA C++.
__global__ void kernel(int *laneOut, int *warpOut)
{
    unsigned threads = blockDim.x * blockDim.y * blockDim.z;
    unsigned tid = threadIdx.x + threadIdx.y * blockDim.x
                 + threadIdx.z * blockDim.x * blockDim.y;
    unsigned block = blockIdx.x + blockIdx.y * gridDim.x
                   + blockIdx.z * gridDim.x * gridDim.y;
    unsigned gid = block * threads + tid;
    laneOut[gid] = tid % warpSize;   // warpSize is 32 on every GPU so far
    warpOut[gid] = tid / warpSize;
}

// Launch as in the first test: kernel<<<2, dim3(16, 6)>>>(laneOut, warpOut);
