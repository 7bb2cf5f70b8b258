/**
 * Share links: the playground's text deflated (the browser's own
 * CompressionStream, `deflate-raw`: no library to ship) and base64url-encoded
 * in the URL fragment, `#md=…`. The fragment never reaches a server. Links
 * longer than SHARE_LIMIT characters are refused with a message that says
 * what to do instead.
 */

/** The fragment key of a shared text. */
export const SHARE_KEY = 'md';

/** The longest fragment a share link may have: longer links break in mail and chat clients. */
export const SHARE_LIMIT = 16_000;

async function pipe(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
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

/** The text a fragment carries, or null if it carries none (or a damaged one). */
export async function decodeShare(fragment: string): Promise<string | null> {
  const value = new URLSearchParams(fragment.replace(/^#/, '')).get(SHARE_KEY);
  if (!value) return null;
  try {
    const bytes = await pipe(fromBase64Url(value), new DecompressionStream('deflate-raw'));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
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
