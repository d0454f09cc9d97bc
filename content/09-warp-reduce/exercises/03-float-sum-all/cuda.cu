// A float sum that every lane receives, in CUDA C++ (Programming Guide §10.22.3, "Reduction across a warp").
// Build with -fmad=false to compare bit for bit with the simulator, which never contracts a*b+c.
__global__ void kernel(const float *values, float *out)
{
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = values[gid];
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_xor_sync(0xffffffffu, v, offset);
    out[gid] = v;
}

// Launch as in the first test: kernel<<<2, 64>>>(values, out);
