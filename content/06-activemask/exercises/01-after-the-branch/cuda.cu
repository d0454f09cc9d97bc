// A shuffle after a branch, in CUDA C++ (Programming Guide §10.22 Warp Shuffle Functions;
// §10.19 on __activemask(); §20.6.2 Independent Thread Scheduling).

__global__ void kernel(const int *values, int *out)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int x = values[gid];
    if (x < 0) x = -x;
    // Every lane reaches this line, so the mask names all 32 lanes. __activemask() here
    // would report only the lanes that happen to run together at this moment.
    out[gid] = x + __shfl_xor_sync(0xffffffffu, x, 1);
}

// Launch as in the tests: kernel<<<2, 64>>>(values, out);
