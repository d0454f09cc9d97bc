/**
 * The JavaScript a built page ships before any interaction: its `<script src>` and
 * `modulepreload` files, inline scripts, and everything they import statically. Dynamic
 * `import()` (the code editor) is left out: it loads only when the editor opens.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /\b(?:import|export)\s*(?:\{[^}]*\}|\*\s*as\s*[\w$]+|[\w$]+)?\s*(?:from\s*)?["']([^"']+\.m?js)["']/g;

/** Gzipped size in bytes of the JS shipped up front by page `html` of a site built in `outDir` under `base`. */
export function upfrontJsGzipBytes(html: string, outDir: string, base: string): { bytes: number; files: string[] } {
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const entry = [
    ...[...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
  ];
  const seen = new Set<string>();
  const queue = entry.filter((u) => u.startsWith(base)).map((u) => u.slice(base.length - 1));
  for (const code of inline) {
    for (const m of code.matchAll(STATIC_IMPORT)) if (m[1]!.startsWith(base)) queue.push(m[1]!.slice(base.length - 1));
  }
  let bytes = inline.reduce((n, code) => n + gzipSync(code).length, 0);
  while (queue.length) {
    const path = queue.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const file = join(outDir, path);
    if (!existsSync(file)) throw new Error(`page refers to missing script ${path}`);
    const code = readFileSync(file, 'utf8');
    bytes += gzipSync(code).length;
    for (const m of code.matchAll(STATIC_IMPORT)) {
      const spec = m[1]!;
      queue.push(spec.startsWith('/') ? spec.slice(base.length - 1) : posix.join(posix.dirname(path), spec));
    }
  }
  return { bytes, files: [...seen] };
}
