/**
 * Cross-field checks of an exercise spec that a field-by-field schema cannot express.
 * Each failure names the path and says how to fix it.
 */
import { z } from 'zod';
import type { ExerciseShape } from './exercise';
import { isArrayType } from './values';

/** Adds an issue at `path`. */
function fail(ctx: z.RefinementCtx, path: (string | number)[], message: string): void {
  ctx.addIssue({ code: z.ZodIssueCode.custom, path, message });
}

/** zod `superRefine` callback for the exercise spec. */
export function crossCheck(spec: ExerciseShape, ctx: z.RefinementCtx): void {
  const byName = new Map(spec.params.map((p) => [p.name, p]));
  const seen = new Set<string>();
  spec.params.forEach((p, i) => {
    if (seen.has(p.name)) fail(ctx, ['params', i, 'name'], `parameter \`${p.name}\` is declared twice`);
    seen.add(p.name);
    const arr = isArrayType(p.type);
    if (arr && p.length === undefined) fail(ctx, ['params', i, 'length'], `array \`${p.name}\` needs a \`length\``);
    if (!arr && p.length !== undefined) fail(ctx, ['params', i, 'length'], `scalar \`${p.name}\` takes no \`length\``);
    if (!arr && p.role === 'output') fail(ctx, ['params', i, 'role'], `scalar \`${p.name}\` cannot be an output: a kernel returns results through arrays`);
    if (p.display === 'hex' && !/^(u?int|u?long)(\[\])?$/.test(p.type)) fail(ctx, ['params', i, 'display'], `\`display: "hex"\` is for integer values (\`int\`, \`uint\`, \`long\`, \`ulong\`: masks and bit words), not \`${p.type}\``);
  });
  if (!spec.params.some((p) => p.role === 'output')) fail(ctx, ['params'], 'declare at least one output array');

  if (spec.kind === 'function') {
    if (!spec.function) fail(ctx, ['function'], 'an exercise of kind `function` needs `function: { name, signature }`');
    if (!spec.harness) fail(ctx, ['harness'], 'an exercise of kind `function` needs `harness: { source, entry }`');
  } else if (spec.harness || spec.function) {
    fail(ctx, ['kind'], '`function` and `harness` are only for `kind: "function"`');
  }

  spec.tests.fixed.forEach((t, i) => {
    for (const name of Object.keys(t.args)) {
      const p = byName.get(name);
      if (!p) fail(ctx, ['tests', 'fixed', i, 'args', name], `no parameter is called \`${name}\``);
      else if (p.role === 'output') fail(ctx, ['tests', 'fixed', i, 'args', name], `\`${name}\` is an output; outputs start filled with their \`fill\``);
      else if (!isArrayType(p.type) && Array.isArray(t.args[name])) fail(ctx, ['tests', 'fixed', i, 'args', name], `\`${name}\` is a scalar: give one number`);
    }
    for (const p of spec.params) {
      if (p.role === 'input' && p.fill === undefined && !(p.name in t.args)) {
        fail(ctx, ['tests', 'fixed', i, 'args'], `test \`${t.name}\` gives no value for input \`${p.name}\` (add it, or give the parameter a \`fill\`)`);
      }
    }
  });

  const random = spec.tests.random;
  for (const [name, g] of Object.entries(random.generators)) {
    const p = byName.get(name);
    if (!p) fail(ctx, ['tests', 'random', 'generators', name], `no parameter is called \`${name}\``);
    else if (p.role === 'output') fail(ctx, ['tests', 'random', 'generators', name], `\`${name}\` is an output and takes no generator`);
    if (g.kind === 'int' && g.min > g.max) fail(ctx, ['tests', 'random', 'generators', name, 'min'], '`min` must not exceed `max`');
    if (g.kind === 'float' && g.min > g.max) fail(ctx, ['tests', 'random', 'generators', name, 'min'], '`min` must not exceed `max`');
  }
  if (random.count > 0) {
    for (const p of spec.params) {
      if (p.role === 'input' && p.fill === undefined && !(p.name in random.generators)) {
        fail(ctx, ['tests', 'random', 'generators'], `random tests need a generator for input \`${p.name}\` (or give it a \`fill\`)`);
      }
    }
  }
  if (spec.tests.fixed.length + random.count === 0) fail(ctx, ['tests'], 'an exercise needs at least one test');

  (spec.check ?? []).forEach((c, i) => {
    const p = byName.get(c.param);
    if (!p) fail(ctx, ['check', i, 'param'], `no parameter is called \`${c.param}\``);
    else if (p.role !== 'output') fail(ctx, ['check', i, 'param'], `\`${c.param}\` is not an output`);
    else if (c.compare !== 'exact' && p.type !== 'float[]' && p.type !== 'double[]') {
      fail(ctx, ['check', i, 'compare'], 'ULP comparison is for `float[]` and `double[]` outputs');
    }
  });
}
