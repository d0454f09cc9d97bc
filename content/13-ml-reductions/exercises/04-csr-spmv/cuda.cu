// CSR SpMV, the vector kernel with groups of vec lanes, in CUDA C++ (Programming Guide §10.22
// Warp Shuffle Functions, the width argument). Bell and Garland's CSR vector kernel (SC'09)
// gives each row a warp; CUSP's version takes groups of 2 to 32 lanes, chosen from the mean
// row length. Build with -fmad=false (with these inputs, multiples of 1/8, the sums are exact).
__global__ void kernel(const int *rowPtr, const int *colIdx, const float *vals, const float *x,
                       int rows, int logVec, float *y)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int vec = 1 << logVec;                     // 1, 2, 4, 8, 16 or 32 lanes per row
    int row = gid / vec;
    int r = gid % vec;                         // lane within the group
    if (row >= rows) return;                   // the whole group leaves together
    float sum = 0.0f;
    for (int j = rowPtr[row] + r; j < rowPtr[row + 1]; j += vec)
        sum += vals[j] * x[colIdx[j]];
    for (int offset = vec / 2; offset > 0; offset /= 2)
        sum += __shfl_down_sync(0xffffffffu, sum, offset, vec);   // stays inside the group
    if (r == 0) y[row] = sum;
}

// Launch as in the tests: kernel<<<4, 128>>>(rowPtr, colIdx, vals, x, rows, logVec, y);
// Not yet run on an H200.
