/**
 * The house drawn from its imports: `npx tsx scripts/import-graph.ts [--json] [--list]`.
 *
 * Reads every `.ts`, `.mts`, `.mjs` and `.astro` file under `src/` and `components/`, resolves
 * its relative imports (static `import`/`export ... from` and `import()`, through
 * `ts.preProcessFile`; an `.astro` file's frontmatter and `<script>` blocks), and prints:
 * - the imports that break the house (`scripts/layers.mjs`: a layer importing one it may not);
 * - the import cycles between layers, between folders (strongly connected components of the folder graph,
 *   one folder being the file's directory) and between files.
 * With `--layers`, the number of imports between each pair of layers. Exit status 0
 * always: it measures, the lint (`npm run lint`) enforces.
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { layerOf, layerViolation } from './layers.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const EXTS = ['.ts', '.mts', '.mjs', '.js', '.astro'];

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (EXTS.some((e) => p.endsWith(e)) && !p.endsWith('.d.ts')) out.push(p);
  }
}

function sourceText(file: string): string {
  const text = readFileSync(join(ROOT, file), 'utf8');
  if (!file.endsWith('.astro')) return text;
  const parts: string[] = [];
  const fm = /^---\n([\s\S]*?)\n---/.exec(text);
  if (fm) parts.push(fm[1]!);
  for (const m of text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) parts.push(m[1]!);
  return parts.join('\n');
}

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = join(dirname(from), spec.replace(/\?.*$/, ''));
  const candidates = [
    base,
    ...EXTS.map((e) => base.replace(/\.(js|mjs)$/, '') + e),
    ...EXTS.map((e) => join(base, 'index' + e)),
  ];
  for (const c of candidates) if (existsSync(join(ROOT, c)) && statSync(join(ROOT, c)).isFile()) return c;
  return undefined;
}

/** Strongly connected components with more than one node (Tarjan). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const idx = new Map<string, number>(),
    low = new Map<string, number>(),
    on = new Set<string>(),
    stack: string[] = [];
  const out: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1) out.push(comp.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

const files: string[] = [];
walk(join(ROOT, 'src'), files);
walk(join(ROOT, 'components'), files);
const rel = files.map((f) => relative(ROOT, f)).sort();
const fileGraph = new Map<string, Set<string>>();
const dirGraph = new Map<string, Set<string>>();
const layerGraph = new Map<string, Set<string>>();
const upward: string[] = [];
let edges = 0;
for (const f of rel) {
  const info = ts.preProcessFile(sourceText(f), true, true);
  const targets = new Set<string>();
  for (const imp of info.importedFiles) {
    const t = resolveImport(f, imp.fileName);
    if (t) targets.add(t);
  }
  fileGraph.set(f, targets);
  const d = dirname(f);
  if (!dirGraph.has(d)) dirGraph.set(d, new Set());
  for (const t of targets) {
    edges++;
    if (dirname(t) !== d) dirGraph.get(d)!.add(dirname(t));
    const why = layerViolation(f, t);
    if (why) upward.push(`${f} -> ${t}  (${why})`);
    const la = layerOf(f)?.name ?? f;
    const lb = layerOf(t)?.name ?? t;
    if (!layerGraph.has(la)) layerGraph.set(la, new Set());
    if (la !== lb) layerGraph.get(la)!.add(lb);
  }
}
const dirCycles = cycles(dirGraph);
const fileCycles = cycles(fileGraph);
const layerCycles = cycles(layerGraph);
const result = { files: rel.length, imports: edges, upward, layerCycles, folderCycles: dirCycles, fileCycles };
if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
else {
  console.log(`${rel.length} files, ${edges} relative imports`);
  console.log(`imports against the layers: ${upward.length}`);
  for (const u of upward) console.log(`  ${u}`);
  console.log(`layer cycles: ${layerCycles.length}`);
  for (const c of layerCycles) console.log(`  ${c.join(' <-> ')}`);
  console.log(`folder cycles: ${dirCycles.length}`);
  for (const c of dirCycles) console.log(`  ${c.join(' <-> ')}`);
  console.log(`file cycles: ${fileCycles.length}`);
  for (const c of fileCycles) console.log(`  ${c.join(' <-> ')}`);
}
if (process.argv.includes('--layers')) {
  const m = new Map<string, number>();
  for (const [f, ts_] of fileGraph)
    for (const t of ts_) {
      const k = `${layerOf(f)} -> ${layerOf(t)}`;
      if (layerOf(f) !== layerOf(t)) m.set(k, (m.get(k) ?? 0) + 1);
    }
  for (const [k, n] of [...m].sort()) console.log(`  ${k}: ${n}`);
}
