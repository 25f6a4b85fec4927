// A remote store at another address, as a CDN or bucket serves it: the files of a folder under /remotes/,
// read-only, with their content types and CORS (the host fetches manifests across origins). Its own
// process: `node e2e/support/static-store.mjs <folder> <port>`.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const [root, port] = [path.resolve(process.argv[2]), Number(process.argv[3])];
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
};

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://store');
  const relative = decodeURIComponent(url.pathname).replace(/^\/remotes\//, '');
  const file = path.join(root, relative);
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (!url.pathname.startsWith('/remotes/') || !file.startsWith(root + path.sep) || req.method !== 'GET') {
    res.writeHead(404).end();
    return;
  }
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    createReadStream(file).pipe(res);
  } catch {
    res.writeHead(404).end();
  }
}).listen(port, '127.0.0.1', () => console.log(`store at http://localhost:${port}/remotes/ from ${root}`));
