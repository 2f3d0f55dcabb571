#!/usr/bin/env node
/**
 * Serves a build the way the README's "Hosting" section asks a host to, for trying the
 * real-API build in a browser (`npm run test:e2e:real`) and for measuring it:
 *
 * - every answer carries the security headers (scripts/securityHeaders.mjs);
 * - the hashed files under `/assets/` may be cached for a year (`immutable`); everything else,
 *   index.html above all, is revalidated (`no-cache`);
 * - a navigation to a path that is no file (`/dashboard`, `/reset-password/<token>`) gets
 *   index.html, while a missing script, stylesheet or other file gets a real 404; files and
 *   folders whose name starts with a dot (`.vite/manifest.json`) are not served;
 * - text files travel brotli- or gzip-compressed as the request's Accept-Encoding allows
 *   (brotli at quality 11, as a host that compresses ahead of time serves them; each file is
 *   compressed once, on its first request, or all before the server starts with `--precompress`,
 *   so that a measurement's first page load does not wait for it);
 * - `/api/...` on the same origin is passed on to the API (the app's default base is `/api/v1`,
 *   and `GET /api/version` sits beside it), e.g. to `npm run mock-api`.
 *
 * Command line (prints the address once it listens):
 *   node scripts/serve.mjs [--dir dist] [--port 4174] [--host 127.0.0.1] [--api http://127.0.0.1:8787] [--precompress]
 * The API's origin also comes from API_PROXY_TARGET (as for `npm run dev`); `--api none` answers
 * `/api/...` with 404 instead. `--port 0` takes any free port.
 *
 * As a module: `const { url, close } = await startServer({ dir, port, api, precompress })`.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { extname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

import { SECURITY_HEADERS } from './securityHeaders.mjs';

export const DEFAULT_PORT = 4174;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_API = process.env.API_PROXY_TARGET || 'http://127.0.0.1:8787';

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

/** woff2 and images are compressed already; woff is not. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.woff']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Not passed through a proxy (RFC 9110, section 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const compressors = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** The encoding to send: brotli before gzip, each only when the client accepts it (q > 0). */
export function chooseEncoding(acceptEncoding = '') {
  const accepted = new Map();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ['br', 'gzip'].find(ok) ?? null;
}

/** A browser navigation (or a plain client asking for a page) rather than a script, style or fetch. */
function isNavigation(req, pathname) {
  if (req.headers['sec-fetch-mode'] === 'navigate') return true;
  if ((req.headers.accept ?? '').includes('text/html')) return true;
  return !extname(pathname);
}

function sendText(res, status, text, headers = {}) {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': REVALIDATE,
    ...headers,
  });
  res.end(text);
}

/**
 * The file a path names inside `dir`, or undefined: missing, a folder, outside `dir`, or a
 * dot-file (`.vite/manifest.json`).
 */
async function findFile(dir, pathname) {
  if (pathname.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const file = resolve(dir, `.${pathname}`);
  if (!file.startsWith(dir + sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? { file, info } : undefined;
}

function createStaticHandler(dir, { compress: compressing }) {
  /** Compressed bodies by file, encoding and modification time: each file is compressed once. */
  const compressed = new Map();
  const compress = (file, mtimeMs, encoding) => {
    const key = `${encoding} ${mtimeMs} ${file}`;
    let body = compressed.get(key);
    if (!body) {
      body = readFile(file).then((raw) => compressors[encoding](raw));
      body.catch(() => compressed.delete(key));
      compressed.set(key, body);
    }
    return body;
  };

  /** Compresses every file that would be served compressed, in both encodings. */
  const precompress = async () => {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    for (const entry of entries) {
      const file = join(entry.parentPath ?? entry.path, entry.name);
      if (
        !entry.isFile() ||
        !COMPRESSIBLE.has(extname(file)) ||
        relative(dir, file)
          .split(sep)
          .some((part) => part.startsWith('.'))
      )
        continue;
      const { mtimeMs } = await stat(file);
      for (const encoding of Object.keys(compressors)) await compress(file, mtimeMs, encoding);
    }
  };

  const handle = async (req, res, pathname) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    let found = await findFile(dir, pathname);
    const isAsset = pathname.startsWith('/assets/');
    if (!found && !isAsset && isNavigation(req, pathname)) {
      found = await findFile(dir, '/index.html');
    }
    if (!found) {
      sendText(res, 404, 'not found');
      return;
    }
    const { file, info } = found;
    const type = extname(file);
    const headers = {
      ...SECURITY_HEADERS,
      'Content-Type': CONTENT_TYPES[type] ?? 'application/octet-stream',
      'Cache-Control': isAsset ? IMMUTABLE : REVALIDATE,
      'Last-Modified': info.mtime.toUTCString(),
    };
    // Last-Modified lets a browser revalidate index.html cheaply (no-cache asks it to).
    const since = Date.parse(req.headers['if-modified-since'] ?? '');
    if (!Number.isNaN(since) && Math.floor(info.mtimeMs / 1000) * 1000 <= since) {
      res.writeHead(304, {
        ...SECURITY_HEADERS,
        'Cache-Control': headers['Cache-Control'],
        'Last-Modified': headers['Last-Modified'],
      });
      res.end();
      return;
    }
    const compressible = compressing && COMPRESSIBLE.has(type);
    const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : null;
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (encoding) {
      const body = await compress(file, info.mtimeMs, encoding);
      res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': info.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };
  return { handle, precompress };
}

/** Passes the request on to the API at `target` (its origin; the path is kept), streaming both ways. */
function createProxy(target) {
  const origin = new URL(target);
  const send = origin.protocol === 'https:' ? httpsRequest : httpRequest;
  return (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    headers.host = origin.host;
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    const upstream = send(
      {
        protocol: origin.protocol,
        hostname: origin.hostname,
        port: origin.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (answer) => {
        const answerHeaders = { ...SECURITY_HEADERS };
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) answerHeaders[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      res.writeHead(502, { ...SECURITY_HEADERS, 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 'bad_gateway',
          message: `The API at ${origin.origin} did not answer: ${error.message}`,
        }),
      );
    });
    // A browser that gives up on a call (a time-out, a closed tab) ends it at the API too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
}

/**
 * Starts serving `dir` (relative to the working directory). `api`: the API's origin for `/api/...`,
 * or null to answer those with 404. `precompress`: compress every file before listening;
 * `compress: false` sends every file as it is (the size check measures the bytes itself).
 * Resolves once the server listens, with its address and a `close()`.
 */
export async function startServer({
  dir = 'dist',
  port = DEFAULT_PORT,
  host = DEFAULT_HOST,
  api = DEFAULT_API,
  precompress = false,
  compress = true,
} = {}) {
  const root = resolve(dir);
  const index = await stat(join(root, 'index.html')).catch(() => undefined);
  if (!index?.isFile()) throw new Error(`No build at ${root} (index.html missing): run \`npm run build\` first.`);

  const serveStatic = createStaticHandler(root, { compress });
  if (precompress && compress) await serveStatic.precompress();
  const proxy = api ? createProxy(api) : null;
  const server = createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      sendText(res, 400, 'bad request');
      return;
    }
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      if (proxy) proxy(req, res);
      else sendText(res, 404, 'no API behind this server');
      return;
    }
    serveStatic.handle(req, res, pathname).catch((error) => {
      if (res.headersSent) res.destroy(error);
      else sendText(res, 500, String(error));
    });
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, done);
  });
  const address = server.address();
  const url = `http://${host}:${address.port}`;
  const close = () =>
    new Promise((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return { server, url, close, dir: root, api };
}

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      port: { type: 'string', default: String(DEFAULT_PORT) },
      host: { type: 'string', default: DEFAULT_HOST },
      api: { type: 'string', default: DEFAULT_API },
      precompress: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be a port number, got "${values.port}"`);
  const api = values.api === 'none' ? null : values.api;
  if (api) new URL(api); // fails early on a malformed origin
  const { url, close, dir } = await startServer({
    dir: values.dir,
    port,
    host: values.host,
    api,
    precompress: values.precompress,
  });
  console.log(`Serving ${dir} on ${url} (${api ? `/api → ${api}` : '/api: 404'})`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void close().then(() => process.exit(0)));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
