/**
 * Builds the programs behind `readings.jsonl`: for every exercise of the course, its
 * `cuda.cu` followed by a host `main` that runs every fixed and random test of its spec
 * (the same inputs the grader builds) and prints, first, the exercise id with the SHA-256
 * of the `cuda.cu` it was built from, then each output array as 32-bit words (64-bit
 * types as 64-bit words), one JSON line per array. Also writes `run.sh`, which builds
 * them all at once (one nvcc per exercise, in parallel, `-O3 -arch=sm_90 -fmad=false`)
 * and runs them one after another, in one device session, writing three files to `$OUT`:
 * `results.jsonl`, `toolchain.txt` (nvcc and the GPU) and `build.txt` (what failed).
 *
 * Usage: npx tsx tests/content/h200/make-cuda.ts OUT_DIR [LESSON...]
 *   then, on a machine with the GPU: OUT=<empty folder> bash OUT_DIR/run.sh
 *   then: npx tsx tests/content/h200/merge-readings.ts <that folder>
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { concreteTests } from '../../../src/grader/tests';
import { exerciseSpec } from '../../../src/schema';
import type { ArgValue } from '../../../src/sim/types';
import { word } from './words';

const [outDir, ...only] = process.argv.slice(2);
if (!outDir) throw new Error('usage: make-cuda.ts OUT_DIR [LESSON...]');
mkdirSync(outDir, { recursive: true });

/** The element type's C++ spelling and word width. */
const C_TYPES: Record<string, { c: string; wide: boolean }> = {
  int: { c: 'int', wide: false }, uint: { c: 'unsigned', wide: false }, float: { c: 'float', wide: false },
  double: { c: 'double', wide: true }, long: { c: 'long long', wide: true }, ulong: { c: 'unsigned long long', wide: true },
};

function scalar(a: Extract<ArgValue, { kind: 'scalar' }>): string {
  switch (a.type) {
    case 'float': return `f32(${word(a.value, 'float')}u)`;
    case 'double': return `f64(${word(a.value, 'double')}ull)`;
    case 'uint': return `${word(a.value, 'uint')}u`;
    case 'long': return `(long long)${word(a.value, 'long')}ull`;
    case 'ulong': return `${word(a.value, 'ulong')}ull`;
    default: return `(int)${a.value}`;
  }
}

const lessons = readdirSync('content').filter((l) => /^\d+-/.test(l) && existsSync(join('content', l, 'exercises'))).sort()
  .filter((l) => only.length === 0 || only.includes(l));
const names: string[] = [];
for (const lesson of lessons) {
  const dir = join('content', lesson, 'exercises');
  for (const ex of readdirSync(dir).sort()) {
    const d = join(dir, ex);
    if (!existsSync(join(d, 'cuda.cu'))) continue;
    const spec = exerciseSpec.parse(JSON.parse(readFileSync(join(d, 'exercise.json'), 'utf8')));
    const entry = spec.kind === 'function' ? spec.harness!.entry : 'kernel';
    const id = `${lesson}/${ex}`;
    const cuda = readFileSync(join(d, 'cuda.cu'), 'utf8');
    const sha = createHash('sha256').update(cuda).digest('hex');
    let main = '\n#include <cstdio>\n#include <cstring>\n';
    main += '[[maybe_unused]] static float f32(unsigned u) { float f; memcpy(&f, &u, 4); return f; }\n';
    main += '[[maybe_unused]] static double f64(unsigned long long u) { double f; memcpy(&f, &u, 8); return f; }\n';
    main += `int main() {\n  printf("{\\"ex\\":\\"${id}\\",\\"cuda\\":\\"${sha}\\"}\\n");\n`;
    concreteTests(spec).forEach((t, ti) => {
      main += '  {\n';
      const args: string[] = [];
      for (const p of spec.params) {
        const a = t.args[p.name]!;
        if (a.kind === 'scalar') { args.push(scalar(a)); continue; }
        const ty = C_TYPES[a.type] ?? C_TYPES.int!;
        const words = Array.from(a.data as ArrayLike<number | bigint>, (v) => word(v, a.type) + (ty.wide ? 'ull' : 'u'));
        main += `    static ${ty.wide ? 'unsigned long long' : 'unsigned'} h_${p.name}[] = {${words.join(',')}};\n`;
        main += `    void *d_${p.name}; cudaMalloc(&d_${p.name}, sizeof h_${p.name}); cudaMemcpy(d_${p.name}, h_${p.name}, sizeof h_${p.name}, cudaMemcpyHostToDevice);\n`;
        args.push(`(${ty.c}*)d_${p.name}`);
      }
      const [gx, gy, gz] = t.launch.grid;
      const [bx, by, bz] = t.launch.block;
      main += `    ${entry}<<<dim3(${gx},${gy},${gz}), dim3(${bx},${by},${bz})>>>(${args.join(', ')});\n`;
      main += `    cudaError_t e = cudaDeviceSynchronize(); if (e != cudaSuccess) { printf("{\\"ex\\":\\"${id}\\",\\"test\\":${ti},\\"error\\":\\"%s\\"}\\n", cudaGetErrorString(e)); return 1; }\n`;
      for (const p of spec.params.filter((q) => q.role === 'output')) {
        const wide = C_TYPES[p.type.replace('[]', '')]?.wide ?? false;
        main += `    cudaMemcpy(h_${p.name}, d_${p.name}, sizeof h_${p.name}, cudaMemcpyDeviceToHost);\n`;
        main += `    printf("{\\"ex\\":\\"${id}\\",\\"test\\":${ti},\\"param\\":\\"${p.name}\\",\\"words\\":[");\n`;
        main += `    for (size_t i = 0; i < sizeof h_${p.name} / sizeof h_${p.name}[0]; i++) printf(${wide ? '"%s\\"%llu\\""' : '"%s%u"'}, i ? "," : "", h_${p.name}[i]);\n    printf("]}\\n");\n`;
      }
      for (const p of spec.params.filter((q) => q.type.endsWith('[]'))) main += `    cudaFree(d_${p.name});\n`;
      main += '  }\n';
    });
    main += '  return 0;\n}\n';
    const name = `${lesson}_${ex}`.replace(/[^A-Za-z0-9_]/g, '_');
    writeFileSync(join(outDir, `${name}.cu`), cuda + main);
    names.push(name);
  }
}
writeFileSync(join(outDir, 'run.sh'), `# Every exercise's cuda.cu on its own tests (tests/content/h200/make-cuda.ts). One device session.
set -u
cd "$(dirname "$0")"
out="\${OUT:?set OUT to an empty folder}"
mkdir -p bin
{ nvcc --version | tail -2; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; } > "$out/toolchain.txt" 2>&1
: > "$out/build.txt"
printf '%s\\n' ${names.join(' ')} | xargs -P "$(nproc)" -I{} sh -c 'nvcc -O3 -arch=sm_90 -fmad=false -o bin/{} {}.cu > bin/{}.log 2>&1 || echo "BUILD FAIL {}"' >> "$out/build.txt"
for n in ${names.join(' ')}; do
  [ -x bin/$n ] || { cat bin/$n.log >> "$out/build.txt"; continue; }
  timeout 60 ./bin/$n >> "$out/results.jsonl" || echo "RUN FAIL $n (exit $?)" >> "$out/build.txt"
done
wc -l "$out/results.jsonl" >> "$out/build.txt"
`);
console.log(`${names.length} programs in ${outDir}`);
