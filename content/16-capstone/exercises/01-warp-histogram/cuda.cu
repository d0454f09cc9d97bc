// A histogram with one atomic per bin per warp, in CUDA C++ (Programming Guide §10.20 Warp Match
// Functions, §10.19 Warp Vote Functions, §10.14.1.1 atomicAdd; needs compute capability 7.0).
__global__ void kernel(const int *values, int n, int *hist)
{
    int lane = threadIdx.x % 32;
    int stride = gridDim.x * blockDim.x;
    int warpStart = blockIdx.x * blockDim.x + threadIdx.x - lane;
    for (int base = warpStart; base < n; base += stride) {      // same bound for the whole warp
        int i = base + lane;
        unsigned mask = __ballot_sync(0xffffffffu, i < n);       // lanes with an element
        if (i < n) {
            int bin = values[i];
            unsigned peers = __match_any_sync(mask, bin);         // lanes with my bin
            if (lane == __ffs(peers) - 1)                         // the lowest of them
                atomicAdd(&hist[bin], __popc(peers));
        }
    }
}

// Launch as in the tests (hist zeroed first): kernel<<<2, 64>>>(values, n, hist);
