// oracle/probes6/cases.cu: kernels reduced from public reports of warp- and block-level bugs,
// in their fixed (valid) forms: a guarded partial-warp shuffle reduction, a softmax, double
// buffering with one barrier per stage, a shared-memory histogram read out after a barrier, the
// Programming Guide's last-block sum with fences, a decoupled look-back scan, a padded
// transpose, an argmax with ties, ballot/popc compaction, xor shuffles with a width, a
// warp-specialised producer that exits early, and a flag set after a barrier and a fence.
// main() prints one JSON line per kernel, {"name": ..., "out": [...]}, the output arrays
// concatenated in the order of the Warp TS twin's parameters (tests/hardware/kernels/probes6/).
// Build and run: oracle/probes6/run.sh (nvcc -O3 and -G, -arch=sm_90 -fmad=false).
#include <cstdio>
#include <vector>
#include <string>
#include <cuda_runtime.h>
#define FULL 0xffffffffu
#define CK(x) do{cudaError_t e=(x); if(e!=cudaSuccess){fprintf(stderr,"%s: %s\n",#x,cudaGetErrorString(e)); exit(1);}}while(0)
static const int SQ32[]={1,2,5,10,17,26,37,50,65,82,101,122,145,170,197,226,257,290,325,362,401,442,485,530,577,626,677,730,785,842,901,962};
static const float F128[]={0.0f,0.1f,0.2f,0.3f,0.4f,0.5f,0.6f,0.7f,0.8f,0.9f,1.0f,1.1f,1.2f,0.0f,0.1f,0.2f,0.3f,0.4f,0.5f,0.6f,0.7f,0.8f,0.9f,1.0f,1.1f,1.2f,0.0f,0.1f,0.2f,0.3f,0.4f,0.5f,0.6f,0.7f,0.8f,0.9f,1.0f,1.1f,1.2f,0.0f,0.1f,0.2f,0.3f,0.4f,0.5f,0.6f,0.7f,0.8f,0.9f,1.0f,1.1f,1.2f,0.0f,0.1f,0.2f,0.3f,0.4f,0.5f,0.6f,0.7f,0.8f,0.9f,1.0f,1.1f,1.2f,0.0f,0.1f,0.2f,0.3f,0.4f,0.5f,0.6f,0.7f,0.8f,0.9f,1.0f,1.1f,1.2f,0.0f,0.1f,0.2f,0.3f,0.4f,0.5f,0.6f,0.7f,0.8f,0.9f,1.0f,1.1f,1.2f,0.0f,0.1f,0.2f,0.3f,0.4f,0.5f,0.6f,0.7f,0.8f,0.9f,1.0f,1.1f,1.2f,0.0f,0.1f,0.2f,0.3f,0.4f,0.5f,0.6f,0.7f,0.8f,0.9f,1.0f,1.1f,1.2f,0.0f,0.1f,0.2f,0.3f,0.4f,0.5f,0.6f,0.7f,0.8f,0.9f,1.0f};
static const int ST64[]={-6,1,-5,2,-4,3,-3,4,-2,5,-1,6,0,-6,1,-5,2,-4,3,-3,4,-2,5,-1,6,0,-6,1,-5,2,-4,3,-3,4,-2,5,-1,6,0,-6,1,-5,2,-4,3,-3,4,-2,5,-1,6,0,-6,1,-5,2,-4,3,-3,4,-2,5,-1,6};
static const int H128[]={3,10,2,8,28,4,23,27,16,19,7,9,25,26,12,12,26,25,9,7,19,16,27,23,4,28,8,2,10,3,10,2,8,28,4,23,27,16,19,7,9,25,26,12,12,26,25,9,7,19,16,27,23,4,28,8,2,10,3,10,2,8,28,4,23,27,16,19,7,9,25,26,12,12,26,25,9,7,19,16,27,23,4,28,8,2,10,3,10,2,8,28,4,23,27,16,19,7,9,25,26,12,12,26,25,9,7,19,16,27,23,4,28,8,2,10,3,10,2,8,28,4,23,27,16,19,7,9};
static const int LB128[]={-50,-47,-44,-41,-38,-35,-32,-29,-26,-23,-20,-17,-14,-11,-8,-5,-2,1,4,7,10,13,16,19,22,25,28,31,34,37,40,43,46,49,52,55,58,61,64,67,70,73,76,79,82,85,88,91,94,97,100,103,106,109,112,115,118,121,124,127,130,133,136,139,142,145,148,151,154,157,160,163,166,169,172,175,178,181,184,187,190,193,196,199,202,205,208,211,214,217,220,223,226,229,232,235,238,241,244,247,250,253,256,259,262,265,268,271,274,277,280,283,286,289,292,295,298,301,304,307,310,313,316,319,322,325,328,331};
static const int SC128[]={-8,-3,2,7,-5,0,5,-7,-2,3,8,-4,1,6,-6,-1,4,-8,-3,2,7,-5,0,5,-7,-2,3,8,-4,1,6,-6,-1,4,-8,-3,2,7,-5,0,5,-7,-2,3,8,-4,1,6,-6,-1,4,-8,-3,2,7,-5,0,5,-7,-2,3,8,-4,1,6,-6,-1,4,-8,-3,2,7,-5,0,5,-7,-2,3,8,-4,1,6,-6,-1,4,-8,-3,2,7,-5,0,5,-7,-2,3,8,-4,1,6,-6,-1,4,-8,-3,2,7,-5,0,5,-7,-2,3,8,-4,1,6,-6,-1,4,-8,-3,2,7,-5,0,5,-7,-2};
static const int T64[]={1,4,7,10,13,16,19,22,25,28,31,34,37,40,43,46,49,52,55,58,61,64,67,70,73,76,79,82,85,88,91,94,97,100,103,106,109,112,115,118,121,124,127,130,133,136,139,142,145,148,151,154,157,160,163,166,169,172,175,178,181,184,187,190};
static const float TIES32[]={0.0f,3.0f,1.0f,4.0f,2.0f,0.0f,3.0f,1.0f,4.0f,2.0f,0.0f,3.0f,1.0f,4.0f,2.0f,0.0f,3.0f,1.0f,4.0f,2.0f,0.0f,3.0f,1.0f,4.0f,2.0f,0.0f,3.0f,1.0f,4.0f,2.0f,0.0f,3.0f};
static const int C64[]={0,7,14,21,5,12,19,3,10,17,1,8,15,22,6,13,20,4,11,18,2,9,16,0,7,14,21,5,12,19,3,10,17,1,8,15,22,6,13,20,4,11,18,2,9,16,0,7,14,21,5,12,19,3,10,17,1,8,15,22,6,13,20,4};
static const int P32[]={0,1,4,9,16,25,36,49,64,81,100,121,144,169,196,225,256,289,324,361,400,441,484,529,576,625,676,729,784,841,900,961};

__global__ void k03_guarded_shfl_down20(const int* inp, int n, int* out){
  int lane=threadIdx.x; unsigned mask=__ballot_sync(FULL, lane<n);
  if(lane<n){ int v=inp[lane];
    for(int off=16;off>0;off/=2){ int o=__shfl_down_sync(mask,v,off); if(lane+off<n) v+=o; }
    out[lane]=v; } }
__global__ void k05_softmax_fixed(const float* inp, float* out){
  __shared__ float smem[128]; unsigned t=threadIdx.x; smem[t]=inp[t]; __syncthreads();
  float warpVal=0.0f;
  if(t<32){ unsigned lane=t%32; if(lane<blockDim.x/32){
      for(unsigned i=0;i<32;i++) warpVal=warpVal+smem[lane*32+i];
      __syncwarp((1u<<(blockDim.x/32))-1); smem[lane]=warpVal; } }
  __syncthreads();
  if(t==0){ float s=0.0f; for(unsigned i=0;i<blockDim.x/32;i++) s=s+smem[i]; out[0]=s; } }
__global__ void k06_double_buffer(const int* inp, int* out){
  __shared__ int buf[128]; unsigned t=threadIdx.x, N=blockDim.x; buf[t]=inp[t]; __syncthreads();
  for(unsigned k=0;k<5;k++){ unsigned cur=(k&1)*N, nxt=((k+1)&1)*N;
    int v=buf[cur+t]*3+buf[cur+(t+1)%N]; buf[nxt+t]=v; __syncthreads(); }
  out[t]=buf[N+t]; }
__global__ void k10_hist_valid(const int* inp, int* out){
  __shared__ int hist[8]; unsigned t=threadIdx.x; if(t<8) hist[t]=0; __syncthreads();
  atomicAdd(&hist[inp[blockIdx.x*blockDim.x+t]&7],1); __syncthreads();
  if(t<8) atomicAdd(&out[t],hist[t]); }
__global__ void k11_lastblock_fence(const int* inp, int* partial, int* count, int* out){
  __shared__ int isLast; unsigned t=threadIdx.x; int v=inp[blockIdx.x*32+t];
  for(int m=16;m>0;m/=2) v+=__shfl_xor_sync(FULL,v,m);
  if(t==0){ partial[blockIdx.x]=v; __threadfence(); int ticket=atomicAdd(&count[0],1);
    isLast = ticket==(int)gridDim.x-1 ? 1:0; }
  __syncthreads();
  if(isLast==1){ if(t==0){ int s=0; for(unsigned b=0;b<gridDim.x;b++) s+=((volatile int*)partial)[b];
      out[0]=s; count[0]=0; } } }
__global__ void k13_lookback(const int* inp, int* ticket, int* flag, int* incl, int* out){
  __shared__ int tileS, prevS; unsigned t=threadIdx.x;
  if(t==0) tileS=atomicAdd(&ticket[0],1); __syncthreads(); int tile=tileS;
  int v=inp[tile*32+t];
  for(int d=1;d<32;d*=2){ int o=__shfl_up_sync(FULL,v,d); if((int)t>=d) v+=o; }
  if(t==31){ int prev=0;
    if(tile>0){ while(atomicAdd(&flag[tile-1],0)==0){} __threadfence(); prev=((volatile int*)incl)[tile-1]; }
    incl[tile]=prev+v; __threadfence(); atomicExch(&flag[tile],1); prevS=prev; }
  __syncthreads(); out[tile*32+t]=prevS+v; }
__global__ void k16_transpose_pad(const int* inp, int* out){
  __shared__ int tile[8*9]; unsigned tx=threadIdx.x, ty=threadIdx.y;
  tile[ty*9+tx]=inp[ty*8+tx]; __syncthreads(); out[ty*8+tx]=tile[tx*9+ty]; }
__global__ void k17_argmax_ties(const float* inp, int* idx, float* val){
  int lane=threadIdx.x; float v=inp[lane]; int i=lane;
  for(int m=16;m>0;m/=2){ float ov=__shfl_xor_sync(FULL,v,m); int oi=__shfl_xor_sync(FULL,i,m);
    if(ov>v){ v=ov; i=oi; } }
  idx[lane]=i; val[lane]=v; }
__global__ void k18_compact_ballot(const int* inp, int n, int* out, int* cnt){
  int t=threadIdx.x; unsigned lane=threadIdx.x%32; int w=t/32; int x=t<n?inp[t]:0;
  bool keep = t<n && x%3!=0; unsigned m=__ballot_sync(FULL,keep); unsigned below=m&((1u<<lane)-1);
  if(keep) out[w*32+__popc(below)]=x; if(lane==0) cnt[w]=__popc(m); }
__global__ void k20_xor_width(int* out){
  int lane=threadIdx.x; int v=lane*10+1;
  out[lane]=__shfl_xor_sync(FULL,v,16,16); out[32+lane]=__shfl_xor_sync(FULL,v,24,8);
  out[64+lane]=__shfl_xor_sync(FULL,v,5,4);
  out[96+lane]=__shfl_down_sync(FULL,v,3,8)+__shfl_up_sync(FULL,v,35,16); }
__global__ void k22_warp_specialised(const int* inp, int* out){
  __shared__ int data[32]; __shared__ int ready; int t=threadIdx.x;
  if(t==32) atomicExch(&ready,0); __syncthreads();
  if(t<32){ data[t]=inp[t]*2; __threadfence(); atomicAdd(&ready,1); return; }
  while(atomicAdd(&ready,0)<32){} __threadfence();
  out[t-32]=((volatile int*)data)[(t-32+1)%32]+((volatile int*)data)[t-32]; }
__global__ void k23v_fence_after_barrier(int* data, int* flag, int* out){
  unsigned t=threadIdx.x;
  if(blockIdx.x==0){ data[t]=(int)t*5+1; __syncthreads(); if(t==0){ __threadfence(); atomicExch(&flag[0],1); } }
  else { if(t==0){ while(atomicAdd(&flag[0],0)==0){} __threadfence(); } __syncthreads();
    out[t]=((volatile int*)data)[(t+1)%32]; } }

template<class T> T* dev(const std::vector<T>& h){ T* d; CK(cudaMalloc(&d,h.size()*sizeof(T)+16)); CK(cudaMemcpy(d,h.data(),h.size()*sizeof(T),cudaMemcpyHostToDevice)); return d; }
template<class T> std::vector<T> host(const T* d,size_t n){ std::vector<T> h(n); CK(cudaDeviceSynchronize()); CK(cudaMemcpy(h.data(),d,n*sizeof(T),cudaMemcpyDeviceToHost)); return h; }
struct Line{ std::string s; bool first=true;
  Line(const char* name){ s=std::string("{\"name\": \"")+name+"\", \"out\": ["; }
  void add(const std::vector<int>& v){ for(int x: v){ char b[32]; snprintf(b,32,"%s%d",first?"":", ",x); s+=b; first=false; } }
  void add(const std::vector<float>& v){ for(float x: v){ char b[64]; snprintf(b,64,"%s%.17g",first?"":", ",(double)x); s+=b; first=false; } }
  ~Line(){ printf("%s]}\n",s.c_str()); } };
#define V(arr) std::vector<std::remove_const<std::remove_reference<decltype(arr[0])>::type>::type>(arr, arr+sizeof(arr)/sizeof(arr[0]))
int main(){
  { auto in=dev(V(SQ32)); auto o=dev(std::vector<int>(32,0)); k03_guarded_shfl_down20<<<1,32>>>(in,20,o); Line l("k03_guarded_shfl_down20"); l.add(host(o,32)); }
  { auto in=dev(V(F128)); auto o=dev(std::vector<float>(1,0)); k05_softmax_fixed<<<1,128>>>(in,o); Line l("k05_softmax_fixed"); l.add(host(o,1)); }
  { auto in=dev(V(ST64)); auto o=dev(std::vector<int>(64,0)); k06_double_buffer<<<1,64>>>(in,o); Line l("k06_double_buffer"); l.add(host(o,64)); }
  { auto in=dev(V(H128)); auto o=dev(std::vector<int>(8,0)); k10_hist_valid<<<2,64>>>(in,o); Line l("k10_hist_valid"); l.add(host(o,8)); }
  { auto in=dev(V(LB128)); auto p=dev(std::vector<int>(4,0)); auto c=dev(std::vector<int>(1,0)); auto o=dev(std::vector<int>(1,0));
    k11_lastblock_fence<<<4,32>>>(in,p,c,o); Line l("k11_lastblock_fence"); l.add(host(p,4)); l.add(host(c,1)); l.add(host(o,1)); }
  { auto in=dev(V(SC128)); auto tk=dev(std::vector<int>(1,0)); auto f=dev(std::vector<int>(4,0)); auto ic=dev(std::vector<int>(4,0)); auto o=dev(std::vector<int>(128,0));
    k13_lookback<<<4,32>>>(in,tk,f,ic,o); Line l("k13_lookback"); l.add(host(tk,1)); l.add(host(f,4)); l.add(host(ic,4)); l.add(host(o,128)); }
  { auto in=dev(V(T64)); auto o=dev(std::vector<int>(64,0)); k16_transpose_pad<<<1,dim3(8,8)>>>(in,o); Line l("k16_transpose_pad"); l.add(host(o,64)); }
  { auto in=dev(V(TIES32)); auto i=dev(std::vector<int>(32,0)); auto v=dev(std::vector<float>(32,0)); k17_argmax_ties<<<1,32>>>(in,i,v); Line l("k17_argmax_ties"); l.add(host(i,32)); l.add(host(v,32)); }
  { auto in=dev(V(C64)); auto o=dev(std::vector<int>(64,-1)); auto c=dev(std::vector<int>(2,0)); k18_compact_ballot<<<1,64>>>(in,50,o,c); Line l("k18_compact_ballot"); l.add(host(o,64)); l.add(host(c,2)); }
  { auto o=dev(std::vector<int>(128,0)); k20_xor_width<<<1,32>>>(o); Line l("k20_xor_width"); l.add(host(o,128)); }
  { auto in=dev(V(P32)); auto o=dev(std::vector<int>(32,0)); k22_warp_specialised<<<1,64>>>(in,o); Line l("k22_warp_specialised"); l.add(host(o,32)); }
  { auto d=dev(std::vector<int>(32,0)); auto f=dev(std::vector<int>(1,0)); auto o=dev(std::vector<int>(32,0));
    k23v_fence_after_barrier<<<2,32>>>(d,f,o); Line l("k23v_fence_after_barrier"); l.add(host(d,32)); l.add(host(f,1)); l.add(host(o,32)); }
  CK(cudaGetLastError()); return 0; }
