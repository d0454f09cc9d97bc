/**
 * A whole checked program as one CUDA C++ translation unit: exported functions become
 * `__global__` kernels, the others `__device__` functions (declared first, so that the
 * order of definitions does not matter, as in Warp TS), top-level constants are already
 * folded into the code by the front end.
 */
import type { FunctionDecl, Program } from '../lang/ir';
import { newEmitContext, type EmitContext } from './emit-context';
import { HELPER_SOURCE } from './intrinsics';
import { cgIncludes } from './cg';
import { cxxName } from './names';
import { stmts } from './stmt';
import { structDecl } from './structs';
import { paramType } from './types';
import { valueType } from './value-type';

function signature(f: FunctionDecl): string {
  const params = f.params.map((p) => `${paramType(p.type)} ${cxxName(p.name)}`).join(', ');
  const qual = f.isKernel ? '__global__ void' : `__device__ ${valueType(f.returnType)}`;
  return `${qual} ${cxxName(f.name)}(${params})`;
}

function fnText(cx: EmitContext, f: FunctionDecl): string {
  if (f.isKernel && f.returnType !== 'void') throw new Error(`assertion: kernel \`${f.name}\` returns ${valueType(f.returnType)}`);
  return [`${signature(f)} {`, ...stmts(cx, f.body, 1), '}'].join('\n');
}

/** The device part of an export: includes, helpers, prototypes and every function. */
export interface DeviceCode {
  text: string;
  /** Kernels in the file, by Warp TS name. */
  kernels: string[];
}

/**
 * Translates `program` to CUDA C++ (no `main`). Throws only on an engine bug (an IR the
 * front end cannot produce); any program `compile` accepts translates.
 * Build with `nvcc -arch=sm_90 -fmad=false` (no FMA contraction, as Warp TS: docs/language.md §3).
 */
export function deviceCode(program: Program): DeviceCode {
  const cx = newEmitContext();
  const bodies = program.functions.map((f) => fnText(cx, f));
  const devices = program.functions.filter((f) => !f.isKernel);
  const parts = [
    '// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).',
    '#include <cstdio>',
  ];
  const cg = cgIncludes(cx, program.usesCg === true);
  if (cg.length > 0) parts.push(...cg);
  parts.push('');
  const structs = program.structs ?? [];
  if (structs.length > 0) parts.push(...structs.map(structDecl), '');
  for (const h of [...cx.helpers].sort()) parts.push(HELPER_SOURCE[h], '');
  const prototypes = devices.map((f) => `${signature(f)};`);
  if (prototypes.length > 0) parts.push(...prototypes, '');
  parts.push(bodies.join('\n\n'), '');
  return { text: parts.join('\n'), kernels: program.functions.filter((f) => f.isKernel).map((f) => f.name) };
}
