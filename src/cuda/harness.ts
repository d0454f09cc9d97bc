/**
 * `main()` for an exported kernel: sets up the same inputs as `warp-school run` (arrays
 * and scalars by parameter name, docs/language.md §7), launches `<<<grid, block>>>`, and prints one
 * JSON object of the shape `warp-school run --json` prints:
 * `{ "ok", "args": { NAME: [final array contents] }, "printf": [...], "diagnostics": [...] }`.
 *
 * Inputs are written as bit patterns (exact for every float, NaN payloads and -0 too).
 * Floats print with `%.17g`, which reads back as the same binary64 number that the
 * simulator's JSON holds (the text may differ: compare numbers, not strings); NaN and
 * infinities print as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`; `long long` and
 * `unsigned long long` elements beyond 2^53 as decimal strings, as `--json` does. Device `printf`
 * output (Programming Guide §10.35) is captured by pointing file descriptor 1 at a
 * temporary file around the launch and split into lines, each kept with its `\n` (the
 * simulator keeps one string per `printf` call: the two agree when every call prints one
 * line ending in `\n`); their order is the GPU's, which need not be the simulator's
 * block-then-thread order. A CUDA error gives `"ok": false` and one
 * diagnostic of kind `cuda`.
 */
import type { FunctionDecl, Program } from '../lang/ir';
import type { ArgValue, LaunchConfig } from '../sim/types';
import { cxxName } from './names';
import { cType, doubleBits, floatBits, literal } from './types';

/** A launch or argument set that does not fit the kernel (a command-line error). */
export class HarnessError extends Error {}

const PRELUDE = String.raw`#include <cstdlib>
#include <cstring>
#include <cmath>
#include <string>
#include <vector>
#include <unistd.h>

[[maybe_unused]] static inline float ws_f32(unsigned int b) { float f; memcpy(&f, &b, 4); return f; }
[[maybe_unused]] static inline double ws_f64(unsigned long long b) { double d; memcpy(&d, &b, 8); return d; }
[[maybe_unused]] static inline std::string ws_json_string(const std::string& s) {
  std::string o = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') { o += '\\'; o += (char)c; }
    else if (c < 0x20) { char b[8]; snprintf(b, sizeof b, "\\u%04x", c); o += b; }
    else o += (char)c;
  }
  return o + "\"";
}
[[maybe_unused]] static inline void ws_print(int v) { printf("%d", v); }
[[maybe_unused]] static inline void ws_print(unsigned int v) { printf("%u", v); }
// 64-bit integers as 'warp-school run --json' prints them: a number up to 2^53, else a string.
[[maybe_unused]] static inline void ws_print(long long v) {
  const long long lim = 1LL << 53;
  printf(v >= -lim && v <= lim ? "%lld" : "\"%lld\"", v);
}
[[maybe_unused]] static inline void ws_print(unsigned long long v) { printf(v <= (1ULL << 53) ? "%llu" : "\"%llu\"", v); }
[[maybe_unused]] static inline void ws_print(double v) {
  if (std::isnan(v)) printf("\"NaN\"");
  else if (std::isinf(v)) printf(v > 0 ? "\"Infinity\"" : "\"-Infinity\"");
  else printf("%.17g", v);
}
[[maybe_unused]] static inline void ws_print(float v) { ws_print((double)v); }
[[maybe_unused]] static inline void ws_fail(const char* what, cudaError_t e) {
  printf("{\"ok\":false,\"args\":{},\"printf\":[],\"diagnostics\":[{\"kind\":\"cuda\",\"severity\":\"error\",\"message\":%s,\"line\":0,\"column\":0}]}\n",
         ws_json_string(std::string(what) + ": " + cudaGetErrorString(e)).c_str());
  exit(0);
}
#define WS_CHECK(call) do { cudaError_t ws_e = (call); if (ws_e != cudaSuccess) ws_fail(#call, ws_e); } while (0)
`;

/** Checks `args` against the kernel's parameters, exactly as `runProgram` does. */
function bind(k: FunctionDecl, args: Record<string, ArgValue>): void {
  for (const p of k.params) {
    const a = args[p.name];
    if (!a) throw new HarnessError(`missing argument for parameter \`${p.name}\``);
    if (typeof p.type === 'object') {
      if (p.type.kind !== 'array') throw new HarnessError(`parameter \`${p.name}\` is a ${p.type.kind}, which a launch cannot pass`);
      if (a.kind !== 'array') throw new HarnessError(`parameter \`${p.name}\` is an array (${p.type.elem}[]) but the argument is a scalar`);
      if (a.type !== p.type.elem) throw new HarnessError(`parameter \`${p.name}\` is ${p.type.elem}[] but the argument is ${a.type}[]`);
    } else {
      if (a.kind !== 'scalar') throw new HarnessError(`parameter \`${p.name}\` is a scalar (${p.type}) but the argument is an array`);
      if (a.type !== p.type) throw new HarnessError(`parameter \`${p.name}\` is ${p.type} but the argument is ${a.type}`);
    }
  }
  for (const name of Object.keys(args)) {
    if (!k.params.some((p) => p.name === name)) throw new HarnessError(`\`${k.name}\` has no parameter named \`${name}\``);
  }
}

/** Host element initialisers: bit patterns for floating types, so every value is exact. */
function initArray(name: string, a: Extract<ArgValue, { kind: 'array' }>): string[] {
  const n = a.data.length;
  const t = cType(a.type);
  const values = Array.from(a.data);
  const bitsOf = (v: number | bigint): string => {
    if (a.type === 'float') return `0x${floatBits(Number(v)).toString(16)}u`;
    if (a.type === 'double') return `0x${doubleBits(Number(v))}ull`;
    return literal(a.type, a.type === 'long' || a.type === 'ulong' ? BigInt(v) : Number(v), false);
  };
  const store = a.type === 'float' ? 'unsigned int' : a.type === 'double' ? 'unsigned long long' : t;
  const out = [`  std::vector<${t}> h_${name}(${n});`];
  if (values.every((v) => Object.is(v, values[0]))) {
    out.push(`  { const ${store} b = ${bitsOf(values[0]!)}; for (int i = 0; i < ${n}; i++) memcpy(&h_${name}[i], &b, sizeof b); }`);
  } else {
    const rows: string[] = [];
    for (let i = 0; i < n; i += 8) rows.push(`    ${values.slice(i, i + 8).map(bitsOf).join(', ')},`);
    out.push(`  static const ${store} init_${name}[${n}] = {`, ...rows, '  };', `  memcpy(h_${name}.data(), init_${name}, sizeof init_${name});`);
  }
  out.push(
    `  ${t}* d_${name} = nullptr;`,
    `  WS_CHECK(cudaMalloc(&d_${name}, ${n} * sizeof(${t})));`,
    `  WS_CHECK(cudaMemcpy(d_${name}, h_${name}.data(), ${n} * sizeof(${t}), cudaMemcpyHostToDevice));`,
  );
  return out;
}

/**
 * The host code (`main`) that launches `entry` (default: the program's kernel) of
 * `program` with `launch` and `args`. Throws {@link HarnessError} when the kernel is
 * missing or the arguments do not fit its parameters (the same rules as `warp-school run`).
 */
export function harnessCode(program: Program, launch: LaunchConfig, args: Record<string, ArgValue>, entry?: string): string {
  const name = entry ?? program.kernel;
  if (!name) throw new HarnessError('the program has no exported kernel (`export function kernel(...)`)');
  const k = program.functions.find((f) => f.name === name && f.isKernel);
  if (!k) throw new HarnessError(`no kernel named \`${name}\` in the program`);
  const tpb = launch.block[0] * launch.block[1] * launch.block[2];
  if (tpb > 1024) throw new HarnessError(`a block may have at most 1024 threads (got ${tpb})`);
  bind(k, args);
  const body: string[] = [];
  const callArgs: string[] = [];
  for (const p of k.params) {
    const a = args[p.name]!;
    const id = cxxName(p.name);
    if (a.kind === 'array') {
      body.push(...initArray(id, a));
      callArgs.push(`d_${id}`);
    } else {
      const v = a.type === 'float' ? `ws_f32(0x${floatBits(Number(a.value)).toString(16)}u)` : a.type === 'double' ? `ws_f64(0x${doubleBits(Number(a.value))}ull)`
        : literal(a.type, a.type === 'long' || a.type === 'ulong' ? BigInt(a.value) : Number(a.value), false);
      body.push(`  const ${cType(a.type)} s_${id} = ${v};`);
      callArgs.push(`s_${id}`);
    }
  }
  const arrays = k.params.filter((p) => typeof p.type === 'object' && p.type.kind === 'array');
  const dims = (d: readonly number[]): string => `dim3(${d[0]}, ${d[1]}, ${d[2]})`;
  body.push(
    '  fflush(stdout);',
    '  int ws_saved = dup(1);',
    '  FILE* ws_cap = tmpfile();',
    '  dup2(fileno(ws_cap), 1);',
    `  ${cxxName(k.name)}<<<${dims(launch.grid)}, ${dims(launch.block)}>>>(${callArgs.join(', ')});`,
    '  cudaError_t ws_launch = cudaGetLastError();',
    '  cudaError_t ws_sync = cudaDeviceSynchronize();',
    '  fflush(stdout);',
    '  dup2(ws_saved, 1);',
    '  close(ws_saved);',
    '  if (ws_launch != cudaSuccess) ws_fail("launch", ws_launch);',
    '  if (ws_sync != cudaSuccess) ws_fail("kernel", ws_sync);',
    ...arrays.map((p) => `  WS_CHECK(cudaMemcpy(h_${cxxName(p.name)}.data(), d_${cxxName(p.name)}, h_${cxxName(p.name)}.size() * sizeof h_${cxxName(p.name)}[0], cudaMemcpyDeviceToHost));`),
    '  printf("{\\"ok\\":true,\\"args\\":{");',
    ...arrays.flatMap((p, i) => {
      const id = cxxName(p.name);
      return [
        `  printf("%s\\"${p.name}\\":[", ${i === 0 ? '""' : '","'});`,
        `  for (size_t i = 0; i < h_${id}.size(); i++) { if (i) printf(","); ws_print(h_${id}[i]); }`,
        '  printf("]");',
      ];
    }),
    '  printf("},\\"printf\\":[");',
    '  rewind(ws_cap);',
    '  { char* line = nullptr; size_t cap = 0; ssize_t len; bool first = true;',
    '    while ((len = getline(&line, &cap, ws_cap)) != -1) {',
    '      std::string s(line, (size_t)len);',
    '      printf("%s%s", first ? "" : ",", ws_json_string(s).c_str());',
    '      first = false;',
    '    }',
    '    free(line); }',
    '  printf("],\\"diagnostics\\":[]}\\n");',
    '  return 0;',
  );
  return [PRELUDE, 'int main() {', ...body, '}', ''].join('\n');
}
