// GPU question: do width and precision of %s in device printf count bytes (C, glibc) or
// characters? (An H100 printed "[   é][日本][ñ]": bytes, as glibc does; the simulator now
// does the same: tests/unit/lang/intrinsics.test.ts.)
// The program prints the device line, then the same line from the host's printf, then a
// JSON line with the hex bytes of neither (device printf cannot be captured portably):
// compare the two text lines by eye or with `od -c`.
// Build: nvcc -O3 -arch=sm_90 -fmad=false printf_utf8_width.cu -o t && ./t | od -c
#include <cstdio>
__global__ void k() {
  if (threadIdx.x == 0) printf("[%5s][%-4s][%.2s]\n", "\xc3\xa9", "\xe6\x97\xa5\xe6\x9c\xac", "\xc3\xb1x");
}
int main() {
  k<<<1, 1>>>();
  cudaError_t e = cudaDeviceSynchronize();
  printf("[%5s][%-4s][%.2s]\n", "\xc3\xa9", "\xe6\x97\xa5\xe6\x9c\xac", "\xc3\xb1x");
  printf("{\"case\":\"printf_utf8_width\",\"err\":\"%s\",\"note\":\"line 1 = device printf, line 2 = host printf\"}\n", cudaGetErrorString(e));
  return 0;
}
