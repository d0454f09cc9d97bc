/**
 * Intrinsics whose descriptor is the whole definition on the front end's side (`derive:
 * true` in `./table.ts`): their CUDA declaration gives the Warp TS signature, from which
 * the prelude's declaration is generated (`scripts/gen-prelude.ts` writes it between the
 * markers of `../prelude/warp.d.ts`; tests/unit/lang/intrinsic-table.test.ts holds the
 * committed file to the generated text) and the checker is built (`./derived.ts`). Such
 * an intrinsic takes fixed scalar parameters and returns a scalar, as the CUDA Math API's
 * integer and single/double functions do.
 */
import type { ScalarType } from '../ir';
import { INTRINSIC_NAMES, INTRINSIC_TABLE, type IntrinsicDescriptor, type IntrinsicName } from './table';

/** The names whose descriptor says `derive: true`. */
export type DerivedName = {
  [K in IntrinsicName]: (typeof INTRINSIC_TABLE)[K] extends { derive: true } ? K : never;
}[IntrinsicName];

/** Every derived intrinsic, in table order. */
export const DERIVED_NAMES = INTRINSIC_NAMES.filter(
  (n) => 'derive' in INTRINSIC_TABLE[n] && (INTRINSIC_TABLE[n] as { derive?: true }).derive === true,
) as DerivedName[];

/** A Warp TS signature: parameter names and types, result type. */
export interface Signature {
  params: { name: string; type: ScalarType }[];
  result: ScalarType;
}

/** C scalar types as the CUDA Math API spells them, to Warp TS (docs/language.md §3). */
const C_TYPES: Record<string, ScalarType> = {
  int: 'int',
  'unsigned int': 'uint',
  unsigned: 'uint',
  float: 'float',
  double: 'double',
  'long long int': 'long',
  'long long': 'long',
  'unsigned long long int': 'ulong',
  'unsigned long long': 'ulong',
};

function cType(text: string, where: string): ScalarType {
  const t = C_TYPES[text.trim().replace(/\s+/g, ' ')];
  if (!t) throw new Error(`assertion: ${where}: \`${text}\` is no scalar C type of the table`);
  return t;
}

/**
 * The Warp TS signature of a CUDA declaration such as `unsigned int __umulhi(unsigned int
 * x, unsigned int y)`. Throws for a declaration outside that form (a table bug).
 */
export function signatureOf(name: string, cuda: string): Signature {
  const m = /^(.+?)\s+([A-Za-z_]\w*)\((.*)\)$/.exec(cuda.trim());
  if (!m || m[2] !== name) throw new Error(`assertion: \`${cuda}\` is no declaration of \`${name}\``);
  const params =
    m[3]!.trim() === ''
      ? []
      : m[3]!.split(',').map((p) => {
          const pm = /^(.+?)\s*\b([A-Za-z_]\w*)$/.exec(p.trim());
          if (!pm) throw new Error(`assertion: ${name}: parameter \`${p}\` has no name`);
          return { name: pm[2]!, type: cType(pm[1]!, name) };
        });
  return { params, result: cType(m[1]!, name) };
}

const descriptor = (name: DerivedName): IntrinsicDescriptor => INTRINSIC_TABLE[name as IntrinsicName];

/** The signature of derived intrinsic `name`. */
export function derivedSignature(name: DerivedName): Signature {
  return signatureOf(name, descriptor(name).cuda);
}

/** The first and last line of the generated part of the prelude. */
export const GENERATED_BEGIN =
  '// ---- generated from src/lang/intrinsics/table.ts by scripts/gen-prelude.ts: do not edit by hand';
export const GENERATED_END = '// ---- end of the generated part';

/** The prelude's declarations of the derived intrinsics, with their descriptor's doc line. */
export function derivedDeclarations(): string {
  return DERIVED_NAMES.map((n) => {
    const d = descriptor(n);
    const s = derivedSignature(n);
    const params = s.params.map((p) => `${p.name}: ${p.type}`).join(', ');
    return `/** ${d.doc} (${d.source}) */\ndeclare function ${n}(${params}): ${s.result};`;
  }).join('\n');
}

/**
 * `prelude` (the text of `warp.d.ts`) with its generated part rewritten from the table.
 * Throws when the markers are missing.
 */
export function withGeneratedPrelude(prelude: string): string {
  const a = prelude.indexOf(GENERATED_BEGIN);
  const b = prelude.indexOf(GENERATED_END);
  if (a < 0 || b < a) throw new Error('assertion: the prelude has no generated part (its markers are missing)');
  const decls = derivedDeclarations();
  return `${prelude.slice(0, a)}${GENERATED_BEGIN}\n${decls ? `${decls}\n` : ''}${prelude.slice(b)}`;
}
