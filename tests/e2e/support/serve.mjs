#!/usr/bin/env node
/**
 * A tiny static file server for the built site, for browser tests.
 * Usage: `node serve.mjs <dist dir> <base path>`; listens on 127.0.0.1 on a free port and
 * prints `listening <port>` on its first line. Serves `<base>x/` as `x/index.html`, answers
 * 404 with the site's `404.html` for unknown paths and for paths outside the base.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const [dist = 'dist', base = '/'] = process.argv.slice(2);
const root = resolve(dist);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file for a URL path under the base, or null when it is outside the base or the root. */
async function locate(pathname) {
  if (!pathname.startsWith(base)) return null;
  const rel = decodeURIComponent(pathname.slice(base.length));
  let file = normalize(join(root, rel));
  if (!file.startsWith(root)) return null;
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    await stat(file);
    return file;
  } catch {
    return null;
  }
}

const server = createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const file = await locate(pathname);
  if (file) {
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(await readFile(file));
    return;
  }
  // A directory URL without its trailing slash: redirect like static hosts do.
  if (!pathname.endsWith('/') && (await locate(`${pathname}/`))) {
    res.writeHead(301, { location: `${pathname}/` });
    res.end();
    return;
  }
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
  res.end(await readFile(join(root, '404.html')).catch(() => 'Not found'));
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
