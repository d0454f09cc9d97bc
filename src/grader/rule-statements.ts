/**
 * The exercise's rules in words, shown under its statement ("Requirements") so that every
 * rule the grader enforces is one the learner was told (`warp-school check` verifies it
 * with `unstatedRules`). One sentence per rule, in the order `structure.ts` checks them.
 */
import type { Rules } from '../schema/rules';

const list = (names: string[], joiner: string): string =>
  names.map((n) => `\`${n}\``).join(names.length === 2 ? ` ${joiner} ` : ', ').replace(/, ([^,]*)$/, names.length > 2 ? `, ${joiner} $1` : ', $1');

/** Sentences in light Markdown, e.g. "Use `__ballot_sync`.", "Do not use `atomicAdd`." */
export function ruleStatements(rules: Rules): string[] {
  const out: string[] = [];
  for (const r of rules.require) out.push(r.anyOf.length === 1 ? `Use \`${r.anyOf[0]}\`.` : `Use ${list(r.anyOf, 'or')}.`);
  for (const r of rules.forbid) out.push(`Do not use ${list(r.names, 'or')}.`);
  if (rules.noShared) out.push('Use no shared memory (no `__shared__` arrays).');
  if (rules.maxShuffles) out.push(`At most ${rules.maxShuffles.perWarp} shuffle${rules.maxShuffles.perWarp === 1 ? '' : 's'} (\`__shfl*_sync\` calls) per warp.`);
  if (rules.maxAtomics) out.push(`At most ${rules.maxAtomics.perWarp} atomic operation${rules.maxAtomics.perWarp === 1 ? '' : 's'} per warp (each lane's atomic counts).`);
  return out;
}
