// A histogram with one atomic per key per warp, in CUDA C++ (Programming Guide §10.20 Warp
// Match Functions, §10.14.1.1 atomicAdd; compute capability 7.0 and later).
__global__ void kernel(const int *keys, int *bins)
{
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32;
    int key = keys[gid];
    unsigned peers = __match_any_sync(0xffffffffu, key);   // my group: lanes with my key
    if (lane == __ffs(peers) - 1)                           // the group's lowest lane
        atomicAdd(&bins[key], __popc(peers));
}

// Launch as in the tests (bins set to 0 first): kernel<<<2, 128>>>(keys, bins);
// Run on an NVIDIA H200 (nvcc 13.0, -arch=sm_90) with the inputs of every test of this
// exercise, it gave the same outputs as the reference solution does in the simulator.
