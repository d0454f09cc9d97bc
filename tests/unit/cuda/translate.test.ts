/**
 * Warp TS → CUDA C++, construct by construct. Each expectation is the CUDA that the
 * Programming Guide writes for the same thing (sections named per test).
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { toCuda } from '../../../src/cuda';

function cuda(source: string): string {
  const { program, diagnostics } = compile(source);
  if (!program) throw new Error(diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`).join('\n'));
  return toCuda(program);
}

describe('types and functions', () => {
  it('makes the exported function a __global__ kernel and array parameters pointers', () => {
    const c = cuda('export function kernel(a: int[], b: uint[], f: float[], d: double[], n: int) {}');
    expect(c).toContain('__global__ void kernel(int* a, unsigned int* b, float* f, double* d, int n) {');
  });
  it('makes other functions __device__ functions, declared before every definition', () => {
    const c = cuda('export function kernel(out: float[]) { out[0] = twice(1.5); }\nfunction twice(x: float): float { return x * 2.0; }');
    const proto = c.indexOf('__device__ float twice(float x);');
    expect(proto).toBeGreaterThan(-1);
    expect(proto).toBeLessThan(c.indexOf('__global__ void kernel'));
    expect(c).toContain('return x * 2.0f;');
  });
  it('writes implicit conversions as C casts (int + float is float: C++ [expr.arith.conv])', () => {
    const c = cuda('export function kernel(out: float[], n: int) { out[0] = n + 0.5; }');
    expect(c).toContain('out[0] = (((float)n) + 0.5f);');
  });
  it('keeps threadIdx and friends as CUDA built-ins (Programming Guide §7.4)', () => {
    const c = cuda('export function kernel(out: uint[]) { out[threadIdx.x] = blockIdx.y * blockDim.z + gridDim.x; }');
    expect(c).toContain('out[threadIdx.x] = ((blockIdx.y * blockDim.z) + gridDim.x);');
  });
});

describe('memory', () => {
  it('declares __shared__<T>(n) as a __shared__ array (Programming Guide §7.2.3)', () => {
    const c = cuda('export function kernel(out: float[]) { const s = __shared__<float>(256); s[threadIdx.x] = 1.0; __syncthreads(); out[0] = s[0]; }');
    expect(c).toContain('__shared__ float s[256];');
    expect(c).toContain('__syncthreads();');
  });
  it('declares a local array with its initialiser list', () => {
    const c = cuda('export function kernel(out: int[]) { const a: int[] = [1, 2, 3]; out[0] = a[2]; }');
    expect(c).toContain('int a[3] = { 1, 2, 3 };');
  });
  it('passes atomics the element address, atomicAdd(&arr[i], v) (Programming Guide §10.14)', () => {
    const c = cuda('export function kernel(counts: int[]) { atomicAdd(counts, 3, 1); atomicCAS(counts, 0, 5, 7); }');
    expect(c).toContain('atomicAdd(&counts[3], 1);');
    expect(c).toContain('atomicCAS(&counts[0], 5, 7);');
  });
  it('exchanges a double through the 64-bit integer overload: CUDA has no atomicExch(double*, double) (Programming Guide §10.14.1.3, §17.2)', () => {
    const c = cuda('export function kernel(d: double[], s: double[]) { const sh = __shared__<double>(4); sh[0] = 1.0; s[0] = atomicExch(d, 2, d[0]); atomicExch(sh, 0, 2.5); }');
    expect(c).toContain('s[0] = __longlong_as_double((long long int)atomicExch((unsigned long long int *)&d[2], (unsigned long long int)__double_as_longlong(d[0])));');
    expect(c).toContain('__longlong_as_double((long long int)atomicExch((unsigned long long int *)&sh[0], (unsigned long long int)__double_as_longlong(((double)2.5f))));');
    expect(c).not.toMatch(/atomicExch\(&/);
  });
  it('keeps the overloads CUDA has for floating point: atomicAdd on float and double (sm_60+), atomicExch on float (Programming Guide §10.14.1.1, §10.14.1.3)', () => {
    const c = cuda('export function kernel(d: double[], f: float[]) { atomicAdd(d, 0, d[1]); atomicAdd(f, 0, 1.5); atomicExch(f, 1, 2.5); }');
    expect(c).toContain('atomicAdd(&d[0], d[1]);');
    expect(c).toContain('atomicAdd(&f[0], 1.5f);');
    expect(c).toContain('atomicExch(&f[1], 2.5f);');
  });
  it('passes __match_all_sync the address of the one-element pred array (Programming Guide §10.20)', () => {
    const c = cuda('export function kernel(out: uint[]) { const p: int[] = [0]; out[0] = __match_all_sync(0xffffffff, 7, p); }');
    expect(c).toContain('__match_all_sync(0xffffffffu, 7, &p[0])');
  });
});

describe('intrinsics', () => {
  it('writes the default width of a shuffle explicitly (warpSize, 32) and delta as unsigned', () => {
    const c = cuda('export function kernel(out: int[]) { out[0] = __shfl_down_sync(0xffffffff, 5, 1); }');
    expect(c).toContain('__shfl_down_sync(0xffffffffu, 5, 1u, 32)');
  });
  it('reads %lanemask_lt through inline PTX, defining the helper once (PTX ISA, Special Registers)', () => {
    const c = cuda('export function kernel(out: uint[]) { out[0] = __lanemask_lt(); out[1] = __lanemask_lt(); }');
    expect(c.match(/asm volatile\("mov\.u32 %0, %%lanemask_lt;" : "=r"\(r\)\);/g)).toHaveLength(1);
    expect(c).toContain('out[1] = ws_lanemask_lt();');
  });
  it('turns float min and max into fminf and fmaxf, and int min into min', () => {
    const c = cuda('export function kernel(out: float[], o: int[], a: float, n: int) { out[0] = max(a, 1.0); o[0] = min(n, 3); }');
    expect(c).toContain('fmaxf(a, 1.0f)');
    expect(c).toContain('min(n, 3)');
  });
  it('keeps printf with its format and arguments (Programming Guide §10.35)', () => {
    const c = cuda('export function kernel(n: float) { printf("lane %d: \\"%f\\"\\n", int(threadIdx.x % 32), n); }');
    expect(c).toContain('printf("lane %d: \\"%f\\"\\n", ((int)(threadIdx.x % 32u)), n);');
  });
});

describe('statements', () => {
  it('keeps a for loop whose initialiser declares one variable in one line', () => {
    const c = cuda('export function kernel(out: int[]) { let s = 0; for (let i = 16; i > 0; i /= 2) { s += i; } out[0] = s; }');
    expect(c).toContain('for (int i = 16; i > 0; i /= 2) {');
  });
  it('wraps each switch case in braces and keeps fallthrough', () => {
    const c = cuda('export function kernel(out: int[], n: int) { switch (n) { case 1: out[0] = 1; case 2: out[0] = 2; break; default: out[0] = 3; } }');
    expect(c).toMatch(/case 1: \{\n\s+out\[0\] = 1;\n\s+\}\n\s+case 2: \{\n\s+out\[0\] = 2;\n\s+break;/);
  });
  it('renames a variable named like a C++ keyword', () => {
    const c = cuda('export function kernel(out: int[]) { const signed = 1; out[0] = signed; }');
    expect(c).toContain('int signed_ = 1;');
    expect(c).toContain('out[0] = signed_;');
  });
});

describe('__match_all_sync without pred', () => {
  it('passes CUDA a local int for pred, which CUDA does not make optional (Programming Guide §10.20)', () => {
    const c = cuda('export function kernel(out: uint[]) { out[0] = __match_all_sync(0xffffffff, 7); }');
    expect(c).toContain('return __match_all_sync(mask, value, &pred);');
    expect(c).toContain('out[0] = ws_match_all_sync(0xffffffffu, 7);');
  });
});
