// Does the whole warp hold the same bits? In CUDA C++ (Programming Guide §10.20 Warp Match
// Functions; compute capability 7.0 and later). Match functions compare bit patterns.
__global__ void kernel(const float *x, int *uniform)
{
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    int t = threadIdx.x;
    int k = min(32, (int)blockDim.x - 32 * (t / 32));        // lanes that exist in this warp
    unsigned mask = k == 32 ? 0xffffffffu : (1u << k) - 1;  // their exact mask (no shift by 32)
    int pred;
    __match_all_sync(mask, x[gid], &pred);
    uniform[gid] = pred;
}

// Launch as in the tests: kernel<<<1, 80>>>(x, uniform);
// Run on an NVIDIA H200 (nvcc 13.0, -O3 -arch=sm_90 -fmad=false) with the inputs of every
// test of this exercise, it gave the same outputs as the reference solution does in the
// simulator.
