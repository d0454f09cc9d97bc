// Scan a whole block, in CUDA C++ (Programming Guide §10.22 Warp Shuffle Functions,
// §10.6 Synchronization Functions). Block size: a multiple of 32, at most 1024.
__device__ int warpInclusiveScan(int v)
{
    unsigned lane = threadIdx.x % 32;
    for (unsigned d = 1; d < 32; d *= 2) {
        int t = __shfl_up_sync(0xffffffffu, v, d);
        if (lane >= d) v += t;
    }
    return v;
}

__global__ void kernel(const int *values, int *out)
{
    __shared__ int sums[32];
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32, warps = blockDim.x / 32;

    int v = warpInclusiveScan(values[gid]);
    if (lane == 31) sums[warp] = v;          // this warp's total
    __syncthreads();
    if (warp == 0) {
        int s = lane < warps ? sums[lane] : 0;
        s = warpInclusiveScan(s);
        if (lane < warps) sums[lane] = s;    // total of warps 0..lane
    }
    __syncthreads();
    if (warp > 0) v += sums[warp - 1];
    out[gid] = v;
}

// Launch as in the tests: kernel<<<2, 256>>>(values, out);
// Run on an NVIDIA H200 (nvcc 13.0, -arch=sm_90) with the inputs of every test of this
// exercise, it gave the same outputs as the reference solution does in the simulator.
