/**
 * A class roster (`warp-school grade --roster FILE`): who is in the class, so that every
 * row of a report carries the student's roster id, and a submission nobody can place is
 * said.
 *
 * The file is CSV with a header row. Columns, by header name (case does not matter):
 * `id` (or `identifier`, as GitHub Classroom's roster export names it; required), `name`
 * (optional), and any of `aliases`, `alias`, `github_username`, `login`, `folder`: other
 * names the student's submission may go by, several in one field separated by `;`.
 *
 * A submission matches the entry whose id, name or an alias equals (ignoring case and
 * surrounding spaces) the submission's folder or file name (without `.json`) or its
 * file's `student`. Rules, stated in the report:
 * - a submission that matches no entry is graded and listed as a problem, without an id;
 * - one that matches two entries is listed as a problem and graded without an id;
 * - two or more submissions for one id: when every one has a `submittedAt` and one is
 *   strictly the latest, that one counts and the others are listed and not graded;
 *   otherwise none counts: the id's row is an error naming every path (keep one);
 * - an entry with no submission gets a row scoring 0 (`no submission`).
 */
import { printable } from './printable';
import { parseCsv } from './csv-read';
import type { Submission } from './submissions';

/** One student of the roster. */
export interface RosterEntry {
  id: string;
  name: string;
  aliases: string[];
}

/** A problem found while placing submissions on the roster (path: the submission's). */
export interface Problem {
  path: string;
  message: string;
}

const ID = ['id', 'identifier'];
const NAME = ['name', 'full name', 'full_name'];
const ALIAS = ['aliases', 'alias', 'github_username', 'github', 'login', 'folder'];

const key = (s: string): string => s.trim().toLowerCase();

/** Parses roster CSV. Throws an `Error` with one line per problem (`FILE:LINE: ...`). */
export function parseRoster(text: string, file: string): RosterEntry[] {
  let rows: string[][];
  try {
    rows = parseCsv(text).filter((r) => r.some((f) => f.trim() !== ''));
  } catch (e) {
    throw new Error(`${file}: ${(e as Error).message}`, { cause: e });
  }
  const header = (rows[0] ?? []).map(key);
  const idCol = header.findIndex((h) => ID.includes(h));
  if (idCol < 0) throw new Error(`${file}:1: the header row names no \`id\` column (columns: id, name, aliases)`);
  const nameCol = header.findIndex((h) => NAME.includes(h));
  const aliasCols = header.flatMap((h, i) => (ALIAS.includes(h) ? [i] : []));
  const errors: string[] = [];
  const out: RosterEntry[] = [];
  const owner = new Map<string, string>();
  rows.slice(1).forEach((r, i) => {
    const line = i + 2;
    const id = (r[idCol] ?? '').trim();
    if (id === '') { errors.push(`${file}:${line}: no id`); return; }
    const name = nameCol >= 0 ? (r[nameCol] ?? '').trim() : '';
    const aliases = aliasCols.flatMap((c) => (r[c] ?? '').split(';').map((x) => x.trim()).filter((x) => x !== ''));
    for (const k of new Set([id, name, ...aliases].filter((x) => x !== '').map(key))) {
      const other = owner.get(k);
      if (other !== undefined && other !== id) errors.push(`${file}:${line}: \`${printable(k)}\` names both \`${printable(other)}\` and \`${printable(id)}\`: a submission by that name could not be placed`);
      else owner.set(k, id);
    }
    if (out.some((e) => e.id === id)) errors.push(`${file}:${line}: the id \`${printable(id)}\` is listed twice`);
    out.push({ id, name, aliases });
  });
  if (errors.length > 0) throw new Error(errors.join('\n'));
  return out;
}

/** A submission placed on the roster. */
export interface Placed extends Submission {
  rosterId?: string;
  rosterName?: string;
}

/**
 * Places `subs` on `roster` by the rules of the file comment. Returns the submissions to
 * grade (roster order first, then those without an id, by name) and the problems.
 * `blank(entry, error?)` makes the submission of an entry that has none to grade.
 */
export function placeOnRoster(
  subs: Submission[], roster: RosterEntry[], blank: (e: RosterEntry, error?: string) => Submission,
): { submissions: Placed[]; problems: Problem[] } {
  const byKey = new Map<string, RosterEntry>();
  for (const e of roster) for (const k of [e.id, e.name, ...e.aliases]) if (k !== '') byKey.set(key(k), e);
  const problems: Problem[] = [];
  const groups = new Map<string, Submission[]>();
  const unplaced: Placed[] = [];
  for (const s of subs) {
    const entries = [...new Set(s.names.map((n) => byKey.get(key(n))).filter((e): e is RosterEntry => e !== undefined))];
    if (entries.length === 1) {
      const list = groups.get(entries[0]!.id) ?? [];
      list.push(s);
      groups.set(entries[0]!.id, list);
      continue;
    }
    const names = s.names.map((n) => `\`${printable(n)}\``).join(' or ');
    problems.push({
      path: printable(s.path),
      message: entries.length === 0
        ? `${names} matches no roster entry (id, name or alias): graded without an id; add it to the roster as an alias`
        : `${names} matches ${entries.map((e) => `\`${printable(e.id)}\``).join(' and ')}: graded without an id; make the roster's names and aliases distinct`,
    });
    unplaced.push(s);
  }
  const out: Placed[] = [];
  for (const e of roster) {
    const list = groups.get(e.id) ?? [];
    const place = (s: Submission): Placed => ({ ...s, rosterId: e.id, rosterName: e.name || s.student });
    if (list.length === 0) { out.push(place(blank(e))); continue; }
    if (list.length === 1) { out.push(place(list[0]!)); continue; }
    const paths = list.map((s) => `\`${printable(s.path)}\``).join(', ');
    const times = list.map((s) => (s.submittedAt === undefined ? NaN : Date.parse(s.submittedAt)));
    const latest = Math.max(...times);
    const winners = list.filter((_, i) => times[i] === latest);
    if (times.every((t) => !Number.isNaN(t)) && winners.length === 1) {
      const w = winners[0]!;
      for (const s of list) {
        if (s === w) continue;
        problems.push({ path: printable(s.path), message: `a second submission for \`${printable(e.id)}\` (${paths}): the one with the latest \`submittedAt\` counts, ${`\`${printable(w.path)}\``} (${w.submittedAt}); this one is not graded` });
      }
      out.push(place(w));
      continue;
    }
    const error = `${list.length} submissions for \`${printable(e.id)}\` (${paths}) and no latest \`submittedAt\` to choose by: none is graded; keep one`;
    for (const s of list) problems.push({ path: printable(s.path), message: error });
    out.push(place(blank(e, error)));
  }
  return { submissions: [...out, ...unplaced.sort((x, y) => (x.student < y.student ? -1 : x.student > y.student ? 1 : 0))], problems };
}
