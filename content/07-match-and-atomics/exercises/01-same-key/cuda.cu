// Lanes with the same key, in CUDA C++ (Programming Guide §10.20 Warp Match Functions;
// compute capability 7.0 and later).
__global__ void kernel(const int *keys, int *size, int *leader)
{
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned peers = __match_any_sync(0xffffffffu, keys[gid]);
    size[gid] = __popc(peers);
    leader[gid] = __ffs(peers) - 1;   // never empty: a lane always matches itself
}

// Launch as in the tests: kernel<<<2, 64>>>(keys, size, leader);
// Run on an NVIDIA H200 (nvcc 13.0, -arch=sm_90) with the inputs of every test of this
// exercise, it gave the same outputs as the reference solution does in the simulator.
