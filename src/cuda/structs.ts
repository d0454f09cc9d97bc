/**
 * Structs in the CUDA export (docs/language.md §5b "Structs"): `type Pair = { v: float; i: int };`
 * becomes `struct Pair { float v; int i; };` before the functions (C++ [class.mem]; fields in
 * declaration order, so the layout is the one CUDA gives the shuffled bytes), an object
 * literal becomes a braced initialiser `Pair{ x, (int)lane }` whose fields the front end has
 * already converted to their types (so no narrowing conversion is left for C++
 * [dcl.init.list] to reject), and `p.v` stays `p.v`. Structs are values in both languages:
 * assignment and argument passing copy them.
 */
import type { StructLitExpr, StructType } from '../lang/ir';
import { cxxName } from './names';
import { cType } from './types';
import { structTypeName } from './value-type';

/** `struct Pair { float v; int i; };` for a struct of the program. */
export function structDecl(t: StructType): string {
  return `struct ${structTypeName(t)} { ${t.fields.map((f) => `${cType(f.type)} ${cxxName(f.name)};`).join(' ')} };`;
}

/** The C++ name of field `name`. */
export function fieldName(name: string): string {
  return cxxName(name);
}

/** `Pair{ a, b }` for an object literal whose fields are already emitted, in declaration order. */
export function structLiteral(e: StructLitExpr, fields: string[]): string {
  if (typeof e.type !== 'object' || e.type.kind !== 'struct') throw new Error('assertion: an object literal of a non-struct type');
  if (fields.length !== e.type.fields.length) throw new Error(`assertion: ${fields.length} initialisers for the ${e.type.fields.length} fields of ${e.type.name}`);
  return `${structTypeName(e.type)}{ ${fields.join(', ')} }`;
}
