/**
 * C++ spellings of the Warp TS value types that are not scalars (docs/language.md §5b): a struct is
 * its name (`struct Pair { float v; int i; };` declared before the functions,
 * src/cuda/structs.ts), the built-in `dim3` stays `dim3`, and the group types are those of
 * `namespace cg = cooperative_groups;` (CUDA C++ Programming Guide §11.4): `cg::thread_block`,
 * `cg::thread_block_tile<N>`, `cg::coalesced_group`. A tile of a tile
 * (`thread_block_tile<4, thread_block_tile<16>>` in CUDA) converts to `thread_block_tile<4>`
 * keeping its meta-group rank and size (cooperative_groups.h, `thread_block_tile<Size, void>`'s
 * converting constructor), so one spelling serves every tile of size N.
 */
import type { GroupType, ScalarType, StructType, ValueType } from '../lang/ir';
import { cxxName } from './names';
import { cType } from './types';

/** `cg::thread_block`, `cg::thread_block_tile<N>` or `cg::coalesced_group`. */
export function groupTypeName(t: GroupType): string {
  switch (t.group) {
    case 'thread_block': return 'cg::thread_block';
    case 'thread_block_tile': return `cg::thread_block_tile<${t.size}>`;
    case 'coalesced_group': return 'cg::coalesced_group';
  }
}

/** The C++ name of a struct type (`dim3` for the built-in one). */
export function structTypeName(t: StructType): string {
  return t.builtin ? t.name : cxxName(t.name);
}

/** The C++ spelling of a scalar, struct or group type, or `void`. */
export function valueType(t: ValueType | ScalarType | 'void'): string {
  if (typeof t === 'string') return cType(t);
  return t.kind === 'struct' ? structTypeName(t) : groupTypeName(t);
}
