/**
 * Turns schema failures into readable one-line errors.
 *
 * Every content file (exercise spec, lesson frontmatter) is parsed through
 * {@link parseContent}; a failure yields one line per problem, in the form
 * `content/03-shuffles/exercises/01-broadcast/exercise.json: launch.block[0]: Expected number, received string (hint: ...)`.
 * DOM-free: used by the command line, the tests and the site build alike.
 */
import type { ZodError, ZodIssue, ZodType, ZodTypeDef } from 'zod';

/** One schema problem: where it is, what is wrong, and how to fix it. */
export interface SchemaProblem {
  /** The file the data came from (as given by the caller). */
  file: string;
  /** Dotted path into the data, e.g. `tests.fixed[1].args.input`; empty for the root. */
  path: string;
  message: string;
  hint?: string;
}

/** The result of {@link parseContent}: the parsed value (with defaults filled in) or the problems. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; problems: SchemaProblem[] };

/** Formats a path array as `a.b[2].c`. */
export function formatPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${part}` : part;
  }
  return out;
}

/** A hint for the common zod issue codes; `undefined` when the message says it all. */
function hintFor(issue: ZodIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.received === 'undefined') return 'add the field; see src/schema for what it holds';
      return `write a ${issue.expected} here`;
    case 'unrecognized_keys':
      return 'remove the key or check its spelling against src/schema';
    case 'invalid_enum_value':
      return `use one of ${issue.options.map((o) => `\`${String(o)}\``).join(', ')}`;
    case 'invalid_union':
      return 'the value matches none of the allowed shapes; compare it with the examples in src/schema';
    default:
      return undefined;
  }
}

/** Converts a zod error into problems, one per issue. */
export function problemsFromZod(error: ZodError, file: string): SchemaProblem[] {
  return error.issues.map((issue) => {
    const p: SchemaProblem = { file, path: formatPath(issue.path), message: issue.message };
    const hint = hintFor(issue);
    if (hint) p.hint = hint;
    return p;
  });
}

/** One line per problem: `file: path: message (hint: ...)`. */
export function formatProblem(p: SchemaProblem): string {
  const where = p.path ? `${p.file}: ${p.path}` : p.file;
  return `${where}: ${p.message}${p.hint ? ` (hint: ${p.hint})` : ''}`;
}

/**
 * Parses `data` with `schema`. Never throws for bad data: problems are returned.
 * @param file the name shown in messages (a path relative to the project root).
 */
export function parseContent<T>(
  schema: ZodType<T, ZodTypeDef, unknown>,
  data: unknown,
  file: string,
): ParseResult<T> {
  const r = schema.safeParse(data);
  if (r.success) return { ok: true, value: r.data };
  return { ok: false, problems: problemsFromZod(r.error, file) };
}
