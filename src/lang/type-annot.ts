/**
 * TypeScript type annotations → Warp TS types (docs/language.md §3, §5b): `int`, `uint` (alias
 * `unsigned`), `float`, `double`, `bool` (or `boolean`), `long`, `ulong`, arrays `T[]`
 * of the six numeric types, and `void` for function results. `number` is `E-NUMBER`.
 */
import type { Node, TSType } from '@babel/types';
import type { ArrayType, GroupType, ScalarType, StructType } from './ir';
import { resolveNamedType } from './check-struct';
import { report, type Checker } from './context';
import { hint } from './registry';

const SCALAR_NAMES: Record<string, ScalarType> = {
  int: 'int',
  uint: 'uint',
  unsigned: 'uint',
  float: 'float',
  double: 'double',
  bool: 'bool',
  long: 'long',
  ulong: 'ulong',
};

/** JavaScript typed arrays and the Warp TS array type to write instead. */
const TYPED_ARRAYS: Record<string, string> = {
  Int32Array: 'int', Uint32Array: 'uint', Float32Array: 'float', Float64Array: 'double',
  BigInt64Array: 'long', BigUint64Array: 'ulong',
};

/** A resolved annotation, or `null` after reporting a diagnostic. */
export type AnnotType = ScalarType | ArrayType | StructType | GroupType | 'void';

/**
 * Resolves the type in a `TSTypeAnnotation` (or a bare `TSType`). Reports
 * `E-NUMBER` for `number` and `E-TYPE-UNKNOWN` for anything else outside Warp TS.
 */
export function resolveType(cx: Checker, node: Node): AnnotType | null {
  const t: Node = node.type === 'TSTypeAnnotation' ? node.typeAnnotation : node;
  switch (t.type) {
    case 'TSNumberKeyword':
      report(cx, 'E-NUMBER', t, '`number` is not a Warp TS type');
      return null;
    case 'TSBooleanKeyword':
      return 'bool';
    case 'TSBigIntKeyword':
      report(cx, 'E-TYPE-UNKNOWN', t, '`bigint` is not a Warp TS type', {
        hint: hint('E-TYPE-UNKNOWN', 'bigint'),
      });
      return null;
    case 'TSVoidKeyword':
      return 'void';
    case 'TSTypeReference':
      {
        const named = resolveNamedType(cx, t);
        if (named !== undefined) return named;
      }
      if (t.typeName.type === 'Identifier' && !t.typeParameters) {
        const s = SCALAR_NAMES[t.typeName.name];
        if (s) return s;
      }
      break;
    case 'TSArrayType': {
      const el = resolveType(cx, t.elementType as TSType);
      if (el === null) return null;
      if (el === 'int' || el === 'uint' || el === 'float' || el === 'double' || el === 'long' || el === 'ulong') {
        return { kind: 'array', elem: el, space: null };
      }
      if (typeof el === 'object' && el.kind === 'struct') return { kind: 'array', elem: 'int', space: null, struct: el };
      report(cx, 'E-TYPE-UNKNOWN', t, `\`${typeText(cx, t)}\` is not a Warp TS array type`, {
        hint: hint('E-TYPE-UNKNOWN', 'arrayElement'),
      });
      return null;
    }
    default:
      break;
  }
  const text = typeText(cx, t);
  const what = t.type === 'TSAnyKeyword' ? '`any`' : `\`${text}\``;
  const ref = t.type === 'TSTypeReference' && t.typeName.type === 'Identifier' ? t.typeName.name : '';
  const typed = TYPED_ARRAYS[ref];
  const h = ref === 'Array' ? hint('E-TYPE-UNKNOWN', 'arrayGeneric') : typed ? hint('E-TYPE-UNKNOWN', 'typedArray', typed) : undefined;
  report(cx, 'E-TYPE-UNKNOWN', t, `${what} is not a Warp TS type`, h ? { hint: h } : {});
  return null;
}

/** The source text of a type node (for messages), shortened. */
function typeText(cx: Checker, t: Node): string {
  if (typeof t.start === 'number' && typeof t.end === 'number') {
    const s = cx.source.slice(t.start, t.end);
    return s.length > 40 ? s.slice(0, 37) + '...' : s;
  }
  return t.type;
}
