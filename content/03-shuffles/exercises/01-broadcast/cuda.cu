// Broadcast one lane's value, in CUDA C++ (Programming Guide §10.22 Warp Shuffle Functions).
__global__ void kernel(const float *values, int src, float *out)
{
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = values[gid];
    out[gid] = __shfl_sync(0xffffffffu, v, src);   // srcLane is a lane of the caller's warp
}

// Launch as in the tests: kernel<<<2, 64>>>(values, src, out);
