// The k largest values of each warp with their indices, in CUDA C++ (Programming Guide §10.21
// Warp Reduce Functions (compute capability 8.0), §10.19 Warp Vote Functions).
#include <climits>

__global__ void kernel(const int *values, int k, int *topValues, int *topIndices)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32;
    int v = values[gid];
    bool inPlay = true;                     // a flag, not a value: the data may hold INT_MIN
    int myValue = 0, myIndex = 0;
    for (int r = 0; r < k; r++) {                                        // k is the same in every lane
        int m = __reduce_max_sync(0xffffffffu, inPlay ? v : INT_MIN);    // the largest still in play
        int winner = __ffs(__ballot_sync(0xffffffffu, inPlay && v == m)) - 1;  // lowest lane in play holding it
        if (lane == r) { myValue = m; myIndex = gid - lane + winner; }
        if (lane == winner) inPlay = false;                              // only the winner drops out
    }
    if (lane < k) { topValues[gid] = myValue; topIndices[gid] = myIndex; }
}

// Launch as in the tests: kernel<<<2, 64>>>(values, k, topValues, topIndices);
