/**
 * Share links: the playground's text deflated (the browser's own
 * CompressionStream, `deflate-raw`: no library to ship) and base64url-encoded
 * in the URL fragment, `#md=…`. The fragment never reaches a server. Links
 * longer than SHARE_LIMIT characters are refused with a message that says
 * what to do instead. Opening a link inflates it as a stream and stops once
 * the text passes SHARE_MAX_BYTES or the work passes SHARE_MAX_MS, so a
 * crafted link (a few kilobytes inflating to gigabytes) cannot freeze or
 * crash the tab: it is refused with a message instead.
 */

/** The fragment key of a shared text. */
export const SHARE_KEY = 'md';

/** The longest fragment a share link may have: longer links break in mail and chat clients. */
export const SHARE_LIMIT = 16_000;

/**
 * The most bytes (UTF-8) a share link's text may inflate to: 1 MiB, some
 * fifty times what a link of SHARE_LIMIT characters carries in practice.
 */
export const SHARE_MAX_BYTES = 1024 * 1024;

/** The most time opening a share link may take, in milliseconds, before it is given up. */
export const SHARE_MAX_MS = 2_000;

/** The slices the compressed bytes are fed to the inflater in (one inflates to 1 MiB at most). */
const FEED_BYTES = 1024;

/** How opening a share link can fail. */
export type ShareRefusal = 'damaged' | 'too-large' | 'too-slow';

/** What a URL fragment carries: no shared text, the text, or why it was not opened. */
export type SharedText =
  | { status: 'none' }
  | { status: 'text'; text: string }
  | { status: 'refused'; reason: ShareRefusal; message: string };

/** Bounds on inflating a share link (the defaults are SHARE_MAX_BYTES and SHARE_MAX_MS). */
export interface InflateLimits {
  maxBytes?: number;
  maxMs?: number;
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number;
}

/**
 * The bytes `packed` inflates to, or why inflating stopped: past
 * `maxBytes` of output or `maxMs` of time (`consumed` then counts the
 * compressed bytes read so far: the rest were never read).
 */
export type Inflated =
  { status: 'ok'; bytes: Uint8Array } | { status: 'too-large' | 'too-slow'; consumed: number };

/** The words of a refused link, each saying what happened and what the page does. */
const REFUSALS: Record<ShareRefusal, string> = {
  damaged: 'This share link is damaged (cut short or changed); it was not opened.',
  'too-large': `This share link’s text is larger than ${SHARE_MAX_BYTES / 1024 / 1024} MiB, the most a share link may carry; it was not opened.`,
  'too-slow': `This share link took longer than ${SHARE_MAX_MS / 1000} seconds to open; it was not opened.`,
};

/** The message shown for a link refused for `reason`. */
export function refusalMessage(reason: ShareRefusal): string {
  return REFUSALS[reason];
}

const refused = (reason: ShareRefusal): SharedText => ({
  status: 'refused',
  reason,
  message: refusalMessage(reason),
});

async function pipe(bytes: Uint8Array, stream: CompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/**
 * Inflates `packed` (deflate-raw) as a stream, feeding it in small slices
 * as the output is read, and stops feeding and reading once the output
 * passes `maxBytes` or the time passes `maxMs`. Throws on damaged input.
 */
export async function inflateWithin(
  packed: Uint8Array,
  {
    maxBytes = SHARE_MAX_BYTES,
    maxMs = SHARE_MAX_MS,
    now = () => performance.now(),
  }: InflateLimits = {},
): Promise<Inflated> {
  const inflater = new DecompressionStream('deflate-raw');
  const writer = inflater.writable.getWriter();
  const reader = inflater.readable.getReader();
  let consumed = 0;
  let stopped = false;
  // Each slice is written once the one before it is inflated, so reading stops the feeding.
  void (async () => {
    while (consumed < packed.length && !stopped) {
      const slice = packed.slice(consumed, consumed + FEED_BYTES);
      consumed += slice.length;
      await writer.write(slice);
    }
    if (!stopped) await writer.close();
  })().catch(() => undefined); // a damaged input fails the reads too, which report it
  const started = now();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    const stop = total > maxBytes ? 'too-large' : now() - started > maxMs ? 'too-slow' : null;
    if (stop) {
      stopped = true;
      await reader.cancel().catch(() => undefined);
      return { status: stop, consumed };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return { status: 'ok', bytes };
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The fragment (without `#`) that carries `text`. */
export async function encodeShare(text: string): Promise<string> {
  const packed = await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
  return `${SHARE_KEY}=${toBase64Url(packed)}`;
}

/**
 * What `fragment` (with or without `#`) carries: no shared text, the text,
 * or a refusal (damaged, too large, too slow) with the message to show.
 */
export async function decodeShare(fragment: string, limits?: InflateLimits): Promise<SharedText> {
  const value = new URLSearchParams(fragment.replace(/^#/, '')).get(SHARE_KEY);
  if (!value) return { status: 'none' };
  try {
    const inflated = await inflateWithin(fromBase64Url(value), limits);
    if (inflated.status !== 'ok') return refused(inflated.status);
    return {
      status: 'text',
      text: new TextDecoder('utf-8', { fatal: true }).decode(inflated.bytes),
    };
  } catch {
    return refused('damaged');
  }
}

/** Why `fragment` is too long to share, or null when it fits. */
export function shareLimitMessage(fragment: string): string | null {
  if (fragment.length <= SHARE_LIMIT) return null;
  return (
    `This text is too long for a share link: compressed it takes ` +
    `${fragment.length.toLocaleString('en-US')} characters, over the limit of ` +
    `${SHARE_LIMIT.toLocaleString('en-US')}. Download it as a .md file and share the file instead.`
  );
}
