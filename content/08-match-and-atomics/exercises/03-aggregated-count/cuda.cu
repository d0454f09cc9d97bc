// Count with one atomic per warp, in CUDA C++ (Programming Guide §10.19 Warp Vote Functions,
// §10.14.1.1 atomicAdd). The Programming Guide's §11.4.2.2.1 Discovery Pattern is the same
// idea with __activemask() inside a branch.
__global__ void kernel(const int *values, int *count)
{
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32;
    unsigned positive = __ballot_sync(0xffffffffu, values[gid] > 0);
    if (positive != 0 && lane == __ffs(positive) - 1)
        atomicAdd(&count[0], __popc(positive));
}

// Launch as in the tests (count[0] set to 0 first): kernel<<<2, 128>>>(values, count);
// Run on an NVIDIA H200 (nvcc 13.0, -arch=sm_90) with the inputs of every test of this
// exercise, it gave the same outputs as the reference solution does in the simulator.
