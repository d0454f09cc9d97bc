/**
 * The prelude's cooperative-groups declarations as an editor sees them (TypeScript's
 * language service, as Monaco runs it): completing `tile.`, `g.` and `block.` offers
 * exactly the members CUDA's group type has (src/lang/cg/members.ts, CUDA Programming
 * Guide §11.4), each explained by a doc comment that names its Programming Guide section,
 * and the warp-level ones the `*_sync` intrinsic they perform; a cg example type-checks,
 * and a member CUDA lacks is a type error.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { MEMBERS } from '../../../src/lang/cg/members';
import type { GroupKind } from '../../../src/lang/ir';
import { PRELUDE_COMPILER_OPTIONS, PRELUDE_FILE_NAME, PRELUDE_SOURCE } from '../../../src/lang/prelude';

const EXAMPLE = `type Pair = { v: float; i: int };

export function kernel(inp: float[], out: float[], idx: int[]): void {
  const lane: uint = threadIdx.x & 31;
  const block = cg.this_thread_block();
  const tile = cg.tiled_partition<16>(block);
  const t4: cg.thread_block_tile<4> = cg.tiled_partition<4>(tile);
  const x: float = inp[block.thread_rank()];
  const sum: float = cg.reduce(tile, x, cg.plus<float>());
  const scan: int = cg.exclusive_scan(t4, int(lane), cg.less<int>());
  let best: Pair = { v: x, i: int(tile.thread_rank()) };
  for (let m: uint = 8; m > 0; m >>= 1) {
    const o: Pair = tile.shfl_xor(best, m);
    if (o.v > best.v) best = o;
  }
  const pred: int[] = [0];
  const same: uint = tile.match_all(lane / 16, pred);
  const at: dim3 = block.group_index();
  if ((lane & 1) != 0) {
    const g = cg.coalesced_threads();
    const p = cg.labeled_partition(g, int(lane % 3));
    out[lane] = float(g.ballot(x > 0.0)) + float(p.size()) + float(cg.inclusive_scan(g, lane));
  }
  idx[lane] = best.i + scan + int(same) + pred[0] + int(at.x) + t4.any(sum > 0.0);
  tile.sync();
}
`;

const FILE = '/__warp__/example.ts';
const PRELUDE = `/__warp__/${PRELUDE_FILE_NAME}`;

/** A language service over the prelude and one file (`text`), as the editor sets it up. */
function service(text: string): ts.LanguageService {
  const { options } = ts.convertCompilerOptionsFromJson(PRELUDE_COMPILER_OPTIONS, '/');
  const files = new Map([[PRELUDE, PRELUDE_SOURCE], [FILE, text]]);
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [...files.keys()],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => {
      const t = files.get(name) ?? ts.sys.readFile(name);
      return t === undefined ? undefined : ts.ScriptSnapshot.fromString(t);
    },
    getCurrentDirectory: () => '/',
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: (name) => files.has(name) || ts.sys.fileExists(name),
    readFile: (name) => files.get(name) ?? ts.sys.readFile(name),
  };
  return ts.createLanguageService(host);
}

function errorsOf(text: string): string[] {
  const ls = service(text);
  return [...ls.getSyntacticDiagnostics(FILE), ...ls.getSemanticDiagnostics(FILE)]
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** The members offered after `<name>.` at the end of `text`, with their documentation. */
function completeAfter(text: string, name: string): Map<string, string> {
  const src = `${text}\n${name}.`;
  const ls = service(src);
  const at = src.length;
  const list = ls.getCompletionsAtPosition(FILE, at, {}) ?? { entries: [] as ts.CompletionEntry[] };
  const docs = new Map<string, string>();
  for (const e of list.entries) {
    const d = ls.getCompletionEntryDetails(FILE, at, e.name, {}, undefined, undefined, undefined);
    docs.set(e.name, ts.displayPartsToString(d?.documentation ?? []));
  }
  return docs;
}

const GROUPS: { kind: GroupKind; decl: string }[] = [
  { kind: 'thread_block', decl: 'const g = cg.this_thread_block();' },
  { kind: 'thread_block_tile', decl: 'const g = cg.tiled_partition<8>(cg.this_thread_block());' },
  { kind: 'coalesced_group', decl: 'const g = cg.coalesced_threads();' },
];

describe('the prelude\'s cg namespace', () => {
  it('type-checks the example with no error, and Warp TS compiles it', () => {
    expect(errorsOf(EXAMPLE)).toEqual([]);
    expect(compile(EXAMPLE).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  for (const { kind, decl } of GROUPS) {
    it(`completes the members of a ${kind}, exactly CUDA's, each documented with its Programming Guide section`, () => {
      const docs = completeAfter(decl, 'g');
      const expected = Object.keys(MEMBERS).filter((m) => MEMBERS[m as keyof typeof MEMBERS].groups.includes(kind)).sort();
      expect([...docs.keys()].sort()).toEqual(expected);
      for (const [m, doc] of docs) {
        expect(doc, `${kind}.${m}`).toMatch(/G §11\.\d/);
        expect(doc.length, `${kind}.${m}`).toBeGreaterThan(40);
      }
    });
  }

  it('names the intrinsic each warp-level member performs', () => {
    const tile = completeAfter(GROUPS[1]!.decl, 'g');
    const coalesced = completeAfter(GROUPS[2]!.decl, 'g');
    const expect1 = (docs: Map<string, string>, m: string, s: string): void => { expect(docs.get(m), m).toContain(s); };
    for (const docs of [tile, coalesced]) {
      expect1(docs, 'sync', '__syncwarp');
      expect1(docs, 'shfl', '__shfl_sync');
      expect1(docs, 'any', '__ballot_sync');
      expect1(docs, 'all', '__ballot_sync');
      expect1(docs, 'ballot', '__ballot_sync');
      expect1(docs, 'match_any', '__match_any_sync');
      expect1(docs, 'match_all', '__match_all_sync');
    }
    expect1(tile, 'shfl_up', '__shfl_up_sync');
    expect1(tile, 'shfl_down', '__shfl_down_sync');
    expect1(tile, 'shfl_xor', '__shfl_xor_sync');
    expect1(completeAfter(GROUPS[0]!.decl, 'g'), 'sync', '__syncthreads');
  });

  it('explains a member on hover', () => {
    const src = `${GROUPS[1]!.decl}\nconst r: uint = g.ballot(true);`;
    const info = service(src).getQuickInfoAtPosition(FILE, src.lastIndexOf('ballot') + 2);
    expect(ts.displayPartsToString(info?.displayParts ?? [])).toContain('ballot(predicate: number | boolean): uint');
    expect(ts.displayPartsToString(info?.documentation ?? [])).toContain('bits are by rank');
  });

  it('completes the functions and operators of cg', () => {
    const docs = completeAfter('', 'cg');
    for (const f of ['this_thread_block', 'tiled_partition', 'coalesced_threads', 'labeled_partition', 'binary_partition',
      'reduce', 'inclusive_scan', 'exclusive_scan', 'plus', 'less', 'greater', 'bit_and', 'bit_or', 'bit_xor']) {
      expect(docs.get(f), f).toMatch(/G §11\.\d/);
    }
  });

  it('makes a member CUDA lacks, and a tile of the wrong size, a type error', () => {
    expect(errorsOf('const g = cg.coalesced_threads();\ng.shfl_xor(1, 1);')).toEqual([
      "Property 'shfl_xor' does not exist on type 'coalesced_group'.",
    ]);
    expect(errorsOf('const b = cg.this_thread_block();\nb.ballot(true);')).toEqual([
      "Property 'ballot' does not exist on type 'thread_block'.",
    ]);
    const wrong = errorsOf('function f(t: cg.thread_block_tile<16>): uint { return t.thread_rank(); }\nf(cg.tiled_partition<8>(cg.this_thread_block()));');
    expect(wrong).toHaveLength(1);
    expect(wrong[0]).toContain("'thread_block_tile<8>' is not assignable to parameter of type 'thread_block_tile<16>'");
  });
});
