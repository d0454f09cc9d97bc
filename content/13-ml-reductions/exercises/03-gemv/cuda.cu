// GEMV with one warp per row, in CUDA C++ (Programming Guide §10.22 Warp Shuffle Functions).
// y = A x for a row-major A of rows x n. Build with -fmad=false to compare with the
// simulator (with these inputs, multiples of 1/8, the sums are exact either way).
__global__ void kernel(const float *A, const float *x, int n, int rows, float *y)
{
    int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int lane = threadIdx.x % 32;
    if (row >= rows) return;                   // the whole warp leaves together
    float sum = 0.0f;
    for (int c = lane; c < n; c += 32)         // consecutive lanes, consecutive columns
        sum += A[row * n + c] * x[c];
    for (int offset = 16; offset > 0; offset /= 2)
        sum += __shfl_xor_sync(0xffffffffu, sum, offset);
    if (lane == 0) y[row] = sum;
}

// Launch as in the tests: kernel<<<2, 128>>>(A, x, n, rows, y);
// Not yet run on an H200.
