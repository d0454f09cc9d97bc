/**
 * The exercise's rules in words, shown under its statement ("Requirements") so that every
 * rule the grader enforces is one the learner was told (`warp-school check` verifies it
 * with `unstatedRules`). One sentence per rule, in the order `structure.ts` checks them.
 */
import { limitOf, type Rules } from '../schema/rules';

/** What the warnings and notes an exercise may fail on mean, in a few words. */
const WARNING_WORDS: Record<string, string> = {
  'W-CROSS-SITE': 'one call joined by lanes at different call sites',
  'N-UNWRITTEN-READ': 'a read of shared memory no thread wrote',
  'W-CROSS-INSTANCE': 'one call joined by lanes from different iterations of a loop',
};

/** `note` for a note's code (`N-…`), else `warning`. */
export const severityWord = (code: string): 'note' | 'warning' => (code.startsWith('N-') ? 'note' : 'warning');

const list = (names: string[], joiner: string): string =>
  names.map((n) => `\`${n}\``).join(names.length === 2 ? ` ${joiner} ` : ', ').replace(/, ([^,]*)$/, names.length > 2 ? `, ${joiner} $1` : ', $1');

/** Sentences in light Markdown, e.g. "Use `__ballot_sync`.", "Do not use `atomicAdd`." */
export function ruleStatements(rules: Rules, failOnWarnings: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const r of rules.require) out.push(r.anyOf.length === 1 ? `Use \`${r.anyOf[0]}\`.` : `Use ${list(r.anyOf, 'or')}.`);
  for (const r of rules.forbid) out.push(`Do not use ${list(r.names, 'or')}.`);
  if (rules.noShared) out.push('Use no shared memory (no `__shared__` arrays).');
  if (rules.maxShuffles) {
    const { max, per } = limitOf(rules.maxShuffles);
    out.push(`At most ${max} shuffle${max === 1 ? '' : 's'} (\`__shfl*_sync\` calls) per ${per}.`);
  }
  if (rules.maxAtomics) {
    const { max, per } = limitOf(rules.maxAtomics);
    out.push(`At most ${max} atomic operation${max === 1 ? '' : 's'} per ${per} (each lane's atomic counts).`);
  }
  for (const code of failOnWarnings) out.push(`No ${severityWord(code)} ${code}${WARNING_WORDS[code] ? ` (${WARNING_WORDS[code]})` : ''}: a run that reports it fails.`);
  return out;
}
