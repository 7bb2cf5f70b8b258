/**
 * The static server for the built site (`npm start` and the browser tests):
 * `send` (expressjs) streams files with correct types, ranges and
 * conditional requests; `compression` gzips or brotli-compresses what is
 * worth it. This module adds what a static host does for an Astro build with
 * `trailingSlash: 'always'` and directory output (index.html, redirects,
 * the site's 404 page), the cache headers a host should send (see
 * {@link cacheControl}) and the security headers a host may add to the
 * policy each page carries (see `security-headers.ts`).
 */
import compression from 'compression';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import send from 'send';
import { ASSET_HEADERS, DOCUMENT_HEADERS } from './security-headers.ts';

/** A running {@link serveStatic} server. */
export interface StaticServer {
  /** Origin without trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Stops the server and drops open (keep-alive) connections. */
  close(): Promise<void>;
}

/** Thrown when the server cannot listen; the message is one line naming PORT. */
export class ServeError extends Error {
  override name = 'ServeError';
}

/** Types `send` (mime-types) does not know: Pagefind's index files are opaque binary blobs. */
const EXTRA_TYPES: Record<string, string> = {
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

/** True if `child` is `root` or lies inside it (both absolute, normalized). */
function isInside(root: string, child: string): boolean {
  return child === root || child.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

/**
 * The files of a build named by their content, which never change under
 * their name: Astro's bundled scripts, styles and images (`/_astro/`) and
 * Pagefind's index, fragments, filters and index metadata. Pagefind's entry
 * files (`pagefind.js`, `pagefind-entry.json`, its WebAssembly) keep their
 * names from build to build.
 */
const FINGERPRINTED = [/^\/_astro\//, /^\/pagefind\/(?:fragment|index|filter)\//, /\.pf_meta$/];

/** The cache policy of a file kept for a year and never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The cache policy of every other answer: kept, but revalidated (ETag, Last-Modified) before each use. */
export const REVALIDATE = 'no-cache';

/**
 * The `Cache-Control` of the file at `urlPath` (a decoded path from the
 * site's root): {@link IMMUTABLE} for content-named files, {@link REVALIDATE}
 * for pages and every file whose name stays the same when it changes.
 */
export function cacheControl(urlPath: string): string {
  return FINGERPRINTED.some((pattern) => pattern.test(urlPath)) ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves `dir` over HTTP on 127.0.0.1 (port 0: an OS-assigned one), the way a static host
 * serves an Astro build with `trailingSlash: 'always'` and `build.format: 'directory'`:
 *
 * - `/path/` serves `path/index.html`; `/path` (a directory) answers `301` to `/path/`
 *   (query kept, leading slashes collapsed so it is never protocol-relative).
 * - Missing files — also one replaced or deleted mid-request by a rebuild — answer `404`
 *   with `dir/404.html` as the body if it exists; errors answer a bare status, never a path.
 * - Paths that escape `dir` (`..`, encoded `%2e%2e`/`%2f`, symlinks) answer `404`;
 *   malformed percent-encoding or NUL bytes answer `400`. Only GET and HEAD are allowed.
 * - Pages (HTML) carry the security headers a page's own `<meta>` policy cannot
 *   (`frame-ancestors 'none'` and the like, `DOCUMENT_HEADERS`); every other answer only
 *   `X-Content-Type-Options: nosniff`. Content-named files are cached for a year
 *   ({@link cacheControl}); the rest is revalidated with its ETag and Last-Modified.
 *   Text is compressed when the client accepts it.
 *
 * Listening errors (port busy, invalid port) reject with a one-line {@link ServeError}.
 * Always `await close()` (e.g. in `afterAll`).
 */
export async function serveStatic(dir: string, port = 0): Promise<StaticServer> {
  const root = await realpath(path.resolve(dir));
  if (!(await stat(root)).isDirectory()) throw new ServeError(`${dir} is not a directory`);
  const compress = compression();

  /** The real path of a request path inside root, or undefined (missing, or a link out of root). */
  async function inside(decodedPath: string): Promise<string | undefined> {
    const candidate = path.resolve(root, '.' + path.posix.normalize('/' + decodedPath));
    if (!isInside(root, candidate)) return undefined;
    const real = await realpath(candidate).catch(() => undefined);
    return real && isInside(root, real) ? real : undefined;
  }

  function plain(res: ServerResponse, status: number, body: string): void {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(res.req.method === 'HEAD' ? undefined : body);
  }

  /** Streams a file (a path relative to root, with `/`) with `status`; a vanished file is a 404. */
  function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status = 200): void {
    res.statusCode = status;
    send(req, file, { root, dotfiles: 'ignore', index: false, cacheControl: false })
      .on('headers', (response: ServerResponse, filePath: string) => {
        const extension = path.extname(filePath).toLowerCase();
        const type = EXTRA_TYPES[extension];
        if (type) response.setHeader('Content-Type', type);
        if (extension === '.html')
          for (const [name, value] of Object.entries(DOCUMENT_HEADERS))
            response.setHeader(name, value);
        // An error page is not the file its address names: revalidated, never kept for a year.
        response.setHeader('Cache-Control', status === 200 ? cacheControl(file) : REVALIDATE);
      })
      .on('error', (error: { status?: number }) => {
        if (status === 404 || error.status !== 404) plain(res, error.status ?? 500, 'Error\n');
        else void notFound(req, res);
      })
      .pipe(res);
  }

  async function notFound(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const page = await inside('/404.html');
    const isFile = page ? (await stat(page).catch(() => undefined))?.isFile() : false;
    if (isFile) sendFile(req, res, '/404.html', 404);
    else plain(res, 404, '404 Not Found\n');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(ASSET_HEADERS)) res.setHeader(name, value);
    res.setHeader('Cache-Control', REVALIDATE);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      plain(res, 405, '405 Method Not Allowed\n');
      return;
    }
    // Parse the raw request target ourselves: WHATWG URL parsing would silently
    // normalize `/../x` to `/x`, hiding traversal attempts we want to reject.
    const rawTarget = req.url ?? '/';
    const queryIndex = rawTarget.search(/[?#]/);
    const rawPath = queryIndex === -1 ? rawTarget : rawTarget.slice(0, queryIndex);
    const query = queryIndex === -1 ? '' : rawTarget.slice(queryIndex).replace(/#.*$/, '');
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawPath);
    } catch {
      plain(res, 400, '400 Bad Request\n');
      return;
    }
    if (!rawPath.startsWith('/') || decoded.includes('\0')) {
      plain(res, 400, '400 Bad Request\n');
      return;
    }
    // Any `..` segment (raw or percent-encoded, with / or \) is a traversal attempt.
    if (decoded.split(/[/\\]/).includes('..')) return notFound(req, res);
    const target = await inside(decoded);
    const info = target ? await stat(target).catch(() => undefined) : undefined;
    if (!target || !info) return notFound(req, res);
    const relativePath = `/${path.relative(root, target).split(path.sep).join('/')}`;
    if (info.isDirectory()) {
      if (!rawPath.endsWith('/')) {
        res.statusCode = 301;
        res.setHeader('Location', `/${rawPath.replace(/^\/+/, '')}/${query}`);
        res.end();
        return;
      }
      const index = await inside(path.posix.join(decoded, 'index.html'));
      if (!index) return notFound(req, res);
      return sendFile(req, res, path.posix.join(relativePath, 'index.html'));
    }
    if (!info.isFile() || rawPath.endsWith('/')) return notFound(req, res);
    sendFile(req, res, relativePath);
  }

  const server = createServer((req, res) => {
    compress(req as never, res as never, () => {
      handle(req, res).catch(() => plain(res, 500, '500 Internal Server Error\n'));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new ServeError(
          error.code === 'EADDRINUSE'
            ? `port ${port} is already in use; set PORT to a free port (e.g. PORT=4322 npm start).`
            : error.code === 'EACCES'
              ? `port ${port} may not be used by this user; set PORT to a port above 1023.`
              : `cannot listen on port ${port} (${error.code ?? error.message}); set PORT to a free port.`,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve());
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
