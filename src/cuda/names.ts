/**
 * C++ names for Warp TS identifiers. A Warp TS name that is a C++ or CUDA keyword, a
 * CUDA built-in type or a name the exported file itself uses (`main`, the harness's
 * helpers) gets a trailing underscore, so the CUDA file compiles whatever the learner
 * called things. Names are otherwise kept, so the export reads line for line like the
 * Warp TS source.
 */

/** C++17 keywords (ISO C++ [lex.key]) and alternative tokens ([lex.digraph]) that are
 * valid JavaScript identifiers, plus names CUDA and the C library define. */
const RESERVED = new Set([
  'alignas', 'alignof', 'and', 'and_eq', 'asm', 'auto', 'bitand', 'bitor', 'bool', 'char',
  'char16_t', 'char32_t', 'char8_t', 'compl', 'concept', 'const_cast', 'constexpr', 'decltype',
  'dynamic_cast', 'explicit', 'extern', 'float', 'friend', 'goto', 'inline', 'int', 'long',
  'mutable', 'namespace', 'noexcept', 'not', 'not_eq', 'nullptr', 'operator', 'or', 'or_eq',
  'private', 'protected', 'public', 'register', 'reinterpret_cast', 'requires', 'short',
  'signed', 'sizeof', 'static', 'static_assert', 'static_cast', 'struct', 'template',
  'thread_local', 'typedef', 'typeid', 'typename', 'union', 'unsigned', 'using', 'virtual',
  'volatile', 'wchar_t', 'xor', 'xor_eq', 'double', 'delete', 'new', 'this', 'throw', 'try',
  'catch', 'class', 'enum', 'default', 'case', 'switch', 'export', 'import', 'module',
  // CUDA built-in variables, vector types and the runtime's names used by the harness.
  'dim3', 'warpSize', 'threadIdx', 'blockIdx', 'blockDim', 'gridDim', 'main', 'printf',
  'memcpy', 'malloc', 'free', 'size_t', 'uint', 'NULL', 'assert', 'min', 'max', 'abs',
  'int2', 'int4', 'float2', 'float4', 'uint2', 'uint4', 'double2',
  // The cooperative-groups namespace and its alias (src/cuda/cg.ts).
  'cg', 'cooperative_groups',
]);

/** The C++ spelling of a Warp TS identifier (`name`, or `name_` when reserved or when it
 * starts with `ws_`, the prefix of the export's own helpers). */
export function cxxName(name: string): string {
  if (RESERVED.has(name) || name.startsWith('ws_') || /^__/.test(name) || /^_[A-Z]/.test(name)) return `${name}_`;
  return name;
}
