// The k largest values of each warp with their indices, in CUDA C++ (Programming Guide §10.21
// Warp Reduce Functions (compute capability 8.0), §10.19 Warp Vote Functions).
#include <climits>

__global__ void kernel(const int *values, int k, int *topValues, int *topIndices)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32;
    int v = values[gid];
    int myValue = 0, myIndex = 0;
    for (int r = 0; r < k; r++) {                                // k is the same in every lane
        int m = __reduce_max_sync(0xffffffffu, v);               // the largest still in play
        int winner = __ffs(__ballot_sync(0xffffffffu, v == m)) - 1;  // lowest lane holding it
        if (lane == r) { myValue = m; myIndex = gid - lane + winner; }
        if (lane == winner) v = INT_MIN;                         // only the winner drops out
    }
    if (lane < k) { topValues[gid] = myValue; topIndices[gid] = myIndex; }
}

// Launch as in the tests: kernel<<<2, 64>>>(values, k, topValues, topIndices);
