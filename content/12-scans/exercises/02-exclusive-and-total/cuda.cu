// Exclusive warp scan and the warp's total, in CUDA C++ (Programming Guide §10.22 Warp
// Shuffle Functions; cg::exclusive_scan in §11.6.3.3 does the same for a tile).
__global__ void kernel(const int *values, int n, int *out, int *totals)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned lane = threadIdx.x % 32;
    int x = gid < n ? values[gid] : 0;             // every lane takes part; 0 past n
    int v = x;
    for (unsigned d = 1; d < 32; d *= 2) {
        int t = __shfl_up_sync(0xffffffffu, v, d);
        if (lane >= d) v += t;
    }
    int total = __shfl_sync(0xffffffffu, v, 31);   // lane 31 holds the inclusive total
    if (gid < n) {
        out[gid] = v - x;
        totals[gid] = total;
    }
}

// Launch as in the tests: kernel<<<2, 64>>>(values, n, out, totals);
// Run on an NVIDIA H200 (nvcc 13.0, -arch=sm_90) with the inputs of every test of this
// exercise, it gave the same outputs as the reference solution does in the simulator.
