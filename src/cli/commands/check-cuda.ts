/**
 * `warp-school check` on an exercise's `cuda.cu`: is it still the reference solution's
 * program? `cuda.cu` is written by hand (with the comments a reader needs), so the check
 * compares what it can compare exactly: the signatures. The reference solution is
 * compiled as the grader compiles it and exported by `warp-school cuda` (src/cuda); every
 * `__global__` kernel of the export, and for a `kind: "function"` exercise its device
 * function, must be in `cuda.cu` with the same name, return type and parameters (names and
 * types, in order; `const`, `__restrict__` and spelling such as `unsigned int` for
 * `unsigned` aside). A renamed, added or retyped parameter in `solution.ts` makes
 * `cuda.cu` stale until it follows. That each `cuda.cu` computes what the reference
 * computes is held to H200 readings (tests/content/cuda-agrees.test.ts).
 *
 * Where `nvcc` is installed (on the `PATH`, or `WARP_SCHOOL_NVCC`), each `cuda.cu` is also
 * compiled (`nvcc -arch=sm_90 -fmad=false -c`): an error is a failure.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toCuda } from '../../cuda';
import { compileSubmission } from '../../grader/source';
import { compile } from '../../lang';
import type { ExerciseSpec } from '../../schema';

/** One `__global__` or `__device__` function's signature, normalised. */
export interface CudaSignature {
  kind: '__global__' | '__device__';
  name: string;
  returns: string;
  params: string[];
}

/** A C++ type spelled one way: qualifiers gone, `unsigned int` as `unsigned`, no spaces around `*`. */
export function normalizeType(t: string): string {
  return t.replace(/\b(const|volatile|__restrict__|restrict|static|inline|__forceinline__|__noinline__)\b/g, ' ')
    .replace(/\bunsigned\s+int\b/g, 'unsigned').replace(/\bsigned\s+int\b/g, 'int').replace(/\blong\s+long\s+int\b/g, 'long long')
    .replace(/\s*([*&])\s*/g, '$1').replace(/\s+/g, ' ').trim();
}

/** Splits `a, b<c, d>, e` at the commas outside `<>` and `()`. */
function splitParams(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const c of s) {
    if (c === '<' || c === '(') depth++;
    if (c === '>' || c === ')') depth--;
    if (c === ',' && depth === 0) { out.push(cur); cur = ''; continue; }
    cur += c;
  }
  if (cur.trim() !== '') out.push(cur);
  return out.map((p) => p.trim()).filter((p) => p !== '' && p !== 'void');
}

/** One parameter as `type name` (the name is the last identifier; arrays `x[]` as pointers). */
function param(p: string): string {
  const arr = /\[\s*\]\s*$/.test(p);
  const m = /^(.*?)([A-Za-z_]\w*)\s*(\[\s*\])?$/.exec(p.replace(/=.*$/, '').trim());
  if (!m) return normalizeType(p);
  return `${normalizeType(m[1]! + (arr ? '*' : ''))} ${m[2]}`;
}

/** The `__global__` and `__device__` function signatures of CUDA C++ text (definitions and
 * declarations; comments and strings ignored). */
export function cudaSignatures(text: string): CudaSignature[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, ' ').replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
  const out: CudaSignature[] = [];
  const re = /(__global__|__device__)\s+((?:[\w:<>*&]+\s+)*?[\w:<>]+[\s*&]*?)\s*\b([A-Za-z_]\w*)\s*\(([^()]*)\)\s*[{;]/g;
  for (const m of code.matchAll(re)) {
    const sig: CudaSignature = { kind: m[1] as CudaSignature['kind'], returns: normalizeType(m[2]!), name: m[3]!, params: splitParams(m[4]!).map(param) };
    if (!out.some((o) => o.name === sig.name && o.kind === sig.kind && o.params.join() === sig.params.join())) out.push(sig);
  }
  return out;
}

const show = (s: CudaSignature): string => `${s.kind} ${s.returns} ${s.name}(${s.params.join(', ')})`;

/**
 * Where `cuda` (the text of `cuda.cu`) no longer matches the reference `solution` of
 * `spec` (see the file comment): one message per signature, empty when it matches.
 */
export function cudaStaleness(spec: ExerciseSpec, solution: string, cuda: string): string[] {
  const { program } = compileSubmission(spec, solution, compile);
  if (!program) return []; // the reference's own failure is reported by the rest of check
  const exported = cudaSignatures(toCuda(program));
  const written = cudaSignatures(cuda);
  const wanted = exported.filter((s) => s.kind === '__global__' || (spec.kind === 'function' && s.name === spec.function?.name));
  const out: string[] = [];
  for (const w of wanted) {
    const same = written.filter((s) => s.name === w.name && s.kind === w.kind);
    if (same.length === 0) out.push(`has no \`${show(w)}\` (the reference solution's, as \`warp-school cuda\` exports it)`);
    else if (!same.some((s) => s.returns === w.returns && s.params.join() === w.params.join())) {
      out.push(`declares \`${show(same[0]!)}\` but the reference solution's is \`${show(w)}\`: update cuda.cu`);
    }
  }
  return out;
}

/** The `nvcc` to compile with: `WARP_SCHOOL_NVCC`, else `nvcc` when it is on the PATH, else null. */
export function findNvcc(env: Record<string, string | undefined> = process.env): string | null {
  if (env.WARP_SCHOOL_NVCC) return env.WARP_SCHOOL_NVCC;
  const r = spawnSync('nvcc', ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? 'nvcc' : null;
}

/** Compiles `cuda` with `nvcc`; the first lines of its errors, or null when it compiled. */
export function nvccErrors(nvcc: string, cuda: string): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'warp-school-nvcc-'));
  try {
    writeFileSync(join(dir, 'cuda.cu'), cuda);
    const r = spawnSync(nvcc, ['-arch=sm_90', '-fmad=false', '-c', '-o', join(dir, 'cuda.o'), join(dir, 'cuda.cu')], { encoding: 'utf8', timeout: 120_000 });
    if (r.status === 0) return null;
    const text = `${r.stderr ?? ''}${r.stdout ?? ''}`.split('\n').filter((l) => l.trim() !== '').slice(0, 3).join(' | ');
    return text || `nvcc exited with ${r.status ?? r.signal}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
