/**
 * Builds the programs behind `readings.jsonl`: for each exercise of lessons 1, 3 and 8, its
 * `cuda.cu` followed by a host `main` that runs every fixed and random test of the spec
 * (the same inputs the grader builds) and prints each output array as 32-bit words, one
 * JSON line per array. Also writes `run.sh`, which builds them with
 * `nvcc -O3 -arch=sm_90 -fmad=false` and appends their output to `$OUT/results.jsonl`.
 *
 * Usage: npx tsx tests/content/h200/make-cuda.ts OUT_DIR   (then run OUT_DIR/run.sh on a GPU)
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { concreteTests } from '../../../src/grader/tests';
import { exerciseSpec } from '../../../src/schema';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: make-cuda.ts OUT_DIR');
mkdirSync(outDir, { recursive: true });

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
const bits = (v: number, type: string): number => {
  if (type === 'float') { f32[0] = v; return u32[0]!; }
  return v >>> 0;
};
const ids: string[] = [];
const LESSONS = ['01-warps', '03-shuffles', '08-warp-reduce'];
for (const lesson of LESSONS) {
  const dir = join('content', lesson, 'exercises');
  for (const ex of readdirSync(dir).sort()) {
    const d = join(dir, ex);
    const spec = exerciseSpec.parse(JSON.parse(readFileSync(join(d, 'exercise.json'), 'utf8')));
    const entry = spec.kind === 'function' ? spec.harness!.entry : 'kernel';
    const id = `${lesson}/${ex}`;
    const tests = concreteTests(spec);
    let main = `\n#include <cstdio>\n#include <cstring>\n[[maybe_unused]] static float f32(unsigned u) { float f; memcpy(&f, &u, 4); return f; }\nint main() {\n`;
    tests.forEach((t, ti) => {
      main += `  {\n`;
      const args: string[] = [];
      for (const p of spec.params) {
        const a = t.args[p.name]!;
        if (a.kind === 'scalar') {
          args.push(a.type === 'float' ? `f32(${bits(a.value, 'float')}u)` : a.type === 'uint' ? `${a.value}u` : `(int)${a.value}`);
          continue;
        }
        const words = Array.from(a.data, (v) => bits(v, a.type));
        main += `    static unsigned h_${p.name}[] = {${words.map((w) => w + 'u').join(',')}};\n`;
        main += `    void *d_${p.name}; cudaMalloc(&d_${p.name}, sizeof h_${p.name}); cudaMemcpy(d_${p.name}, h_${p.name}, sizeof h_${p.name}, cudaMemcpyHostToDevice);\n`;
        args.push(`(${a.type === 'uint' ? 'unsigned' : a.type}*)d_${p.name}`);
      }
      const [gx, gy, gz] = t.launch.grid;
      const [bx, by, bz] = t.launch.block;
      main += `    ${entry}<<<dim3(${gx},${gy},${gz}), dim3(${bx},${by},${bz})>>>(${args.join(', ')});\n`;
      main += `    cudaError_t e = cudaDeviceSynchronize(); if (e != cudaSuccess) { printf("{\\"ex\\":\\"${id}\\",\\"test\\":${ti},\\"error\\":\\"%s\\"}\\n", cudaGetErrorString(e)); return 1; }\n`;
      for (const p of spec.params.filter((q) => q.role === 'output')) {
        main += `    cudaMemcpy(h_${p.name}, d_${p.name}, sizeof h_${p.name}, cudaMemcpyDeviceToHost);\n`;
        main += `    printf("{\\"ex\\":\\"${id}\\",\\"test\\":${ti},\\"param\\":\\"${p.name}\\",\\"words\\":[");\n`;
        main += `    for (size_t i = 0; i < sizeof h_${p.name} / 4; i++) printf("%s%u", i ? "," : "", h_${p.name}[i]);\n    printf("]}\\n");\n`;
      }
      for (const p of spec.params.filter((q) => q.type.endsWith('[]'))) main += `    cudaFree(d_${p.name});\n`;
      main += `  }\n`;
    });
    main += `  return 0;\n}\n`;
    const name = `${lesson}_${ex}`.replace(/[^A-Za-z0-9_]/g, '_');
    writeFileSync(join(outDir, `${name}.cu`), readFileSync(join(d, 'cuda.cu'), 'utf8') + main);
    ids.push(name);
  }
}
writeFileSync(join(outDir, 'run.sh'), `set -u\ncd "$(dirname "$0")"\nnvcc --version | tail -2\nnvidia-smi --query-gpu=name,driver_version --format=csv,noheader\nfor n in ${ids.join(' ')}; do\n  nvcc -O3 -arch=sm_90 -fmad=false -o /tmp/$n $n.cu 2> $OUT/$n.nvcc.txt || { echo "BUILD FAIL $n"; cat $OUT/$n.nvcc.txt; continue; }\n  /tmp/$n >> $OUT/results.jsonl || echo "RUN FAIL $n"\ndone\nwc -l $OUT/results.jsonl\nrm -f $OUT/*.nvcc.txt\n`);
console.log(ids.join('\n'));
