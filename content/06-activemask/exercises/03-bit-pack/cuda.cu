// Pack a predicate into bits, in CUDA C++: the valid loop of Programming Guide §20.6.2
// Independent Thread Scheduling (§10.19 Warp Vote Functions for __ballot_sync).

__global__ void kernel(const int *data, int n, int threshold, unsigned *bits)
{
    int lane = threadIdx.x % warpSize;
    for (int i = lane; i - lane < n; i += warpSize) {          // same condition in every lane
        unsigned active = __ballot_sync(0xffffffffu, i < n);   // who has an element this round
        if (i < n) {
            unsigned word = __ballot_sync(active, data[i] > threshold);
            if (lane == 0) bits[i / warpSize] = word;
        }
    }
}

// Launch as in the tests: kernel<<<1, 32>>>(data, n, threshold, bits);
