/**
 * A small static file server for the built site (`npm start` and the browser
 * tests): serves a directory the way a static host does with Astro's
 * `trailingSlash: 'always'` and directory-format output. Written here rather
 * than taken from npm because it is ~150 lines and the popular servers bring
 * far more (and a CLI) than the project needs.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** A running {@link serveStatic} server. */
export interface StaticServer {
  /** Origin without trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Stops the server and drops open (keep-alive) connections. */
  close(): Promise<void>;
}

/** Content types by lower-case file extension; anything else is application/octet-stream. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  // Pagefind's index files are opaque binary blobs fetched by pagefind.js.
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

/** Returns the Content-Type for a file path, by extension. */
function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** True if `child` is `root` or lies inside it (both absolute, normalized). */
function isInside(root: string, child: string): boolean {
  return child === root || child.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

/** `stat` that returns undefined instead of throwing for missing/unreadable paths. */
async function statOrUndefined(p: string) {
  try {
    return await stat(p);
  } catch {
    return undefined;
  }
}

/**
 * Serves `dir` over HTTP on 127.0.0.1 (port 0: an OS-assigned one), the way a static host
 * serves an Astro build with `trailingSlash: 'always'` and `build.format: 'directory'`:
 *
 * - `/path/` serves `path/index.html`; `/` serves `index.html`.
 * - `/path` (a directory, no trailing slash) answers `301` to `/path/` (query kept), like
 *   GitHub Pages and Netlify; files such as `/style.css` are served as-is.
 * - Missing files answer `404` with `dir/404.html` as the body if it exists.
 * - Paths that escape `dir` (`..`, encoded `%2e%2e`/`%2f`, symlinks) answer `404`;
 *   malformed percent-encoding or NUL bytes answer `400`. Only GET and HEAD are allowed.
 * - Content types cover html/css/js/mjs/json/svg/png/wasm/woff2 and Pagefind's
 *   `.pf_meta`/`.pf_index`/`.pf_fragment`/`.pagefind` (application/octet-stream).
 * - Responses carry `Cache-Control: no-store` so tests never see stale files.
 *
 * No dependencies beyond node:http. Always `await close()` (e.g. in `afterAll`).
 */
export async function serveStatic(dir: string, port = 0): Promise<StaticServer> {
  const root = await realpath(path.resolve(dir));
  const rootStat = await stat(root);
  if (!rootStat.isDirectory()) throw new Error(`serveStatic: ${dir} is not a directory`);

  /** Resolves a URL pathname to a real file path inside root, or undefined. */
  async function resolveFile(decodedPath: string): Promise<string | undefined> {
    const candidate = path.resolve(root, '.' + path.posix.normalize('/' + decodedPath));
    if (!isInside(root, candidate)) return undefined;
    let real: string;
    try {
      real = await realpath(candidate);
    } catch {
      return undefined;
    }
    return isInside(root, real) ? real : undefined;
  }

  async function send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    filePath: string | undefined,
    fallbackBody: string,
  ): Promise<void> {
    let body: Buffer;
    let type: string;
    if (filePath) {
      body = await readFile(filePath);
      type = contentTypeFor(filePath);
    } else {
      body = Buffer.from(fallbackBody, 'utf8');
      type = 'text/plain; charset=utf-8';
    }
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function notFound(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const page = path.join(root, '404.html');
    const has404 = (await statOrUndefined(page))?.isFile() ?? false;
    await send(req, res, 404, has404 ? page : undefined, '404 Not Found\n');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('405 Method Not Allowed\n');
      return;
    }
    // Parse the raw request target ourselves: WHATWG URL parsing would silently
    // normalize `/../x` to `/x`, hiding traversal attempts we want to reject.
    const rawTarget = req.url ?? '/';
    const queryIndex = rawTarget.search(/[?#]/);
    const rawPath = queryIndex === -1 ? rawTarget : rawTarget.slice(0, queryIndex);
    const query = queryIndex === -1 ? '' : rawTarget.slice(queryIndex).replace(/#.*$/, '');
    if (!rawPath.startsWith('/')) {
      await send(req, res, 400, undefined, '400 Bad Request\n');
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawPath);
    } catch {
      await send(req, res, 400, undefined, '400 Bad Request\n');
      return;
    }
    if (decoded.includes('\0')) {
      await send(req, res, 400, undefined, '400 Bad Request\n');
      return;
    }
    // Any `..` segment (raw or percent-encoded, with / or \) is a traversal attempt.
    if (decoded.split(/[/\\]/).includes('..')) {
      await notFound(req, res);
      return;
    }

    const target = await resolveFile(decoded);
    const targetStat = target ? await statOrUndefined(target) : undefined;
    if (!target || !targetStat) {
      await notFound(req, res);
      return;
    }
    if (targetStat.isDirectory()) {
      if (!rawPath.endsWith('/')) {
        // Collapse leading slashes so `//host` can never become a protocol-relative redirect.
        const location = `/${rawPath.replace(/^\/+/, '')}/${query}`;
        res.writeHead(301, { Location: location, 'Cache-Control': 'no-store' });
        res.end();
        return;
      }
      const index = await resolveFile(path.posix.join(decoded, 'index.html'));
      if (index && (await statOrUndefined(index))?.isFile()) {
        await send(req, res, 200, index, '');
      } else {
        await notFound(req, res);
      }
      return;
    }
    if (!targetStat.isFile() || rawPath.endsWith('/')) {
      await notFound(req, res);
      return;
    }
    await send(req, res, 200, target, '');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      }
      res.end(`500 Internal Server Error\n${String(error)}\n`);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: bound } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
