/**
 * Reading a file's text the same way whoever calls the compiler: bytes are
 * decoded as UTF-8 (an invalid byte is reported at its line and column, not
 * silently turned into U+FFFD), a byte order mark is dropped, and Windows
 * (CRLF), classic Mac (CR) and mixed line endings all become LF — so a file
 * compiles to the same JSON whatever editor saved it.
 */
import { diagnostic, type Diagnostic } from './diagnostics.ts';

/** A file's text after decoding and normalising, with what was found on the way. */
export interface NormalizedText {
  text: string;
  diagnostics: Diagnostic[];
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenientUtf8 = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

/** `text` with a leading BOM removed and every CRLF or lone CR turned into LF. */
export function normalizeNewlines(text: string): string {
  const noBom = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return noBom.includes('\r') ? noBom.replace(/\r\n?/g, '\n') : noBom;
}

/**
 * Decodes (if given bytes) and normalises a file's text. Invalid UTF-8 is
 * decoded with U+FFFD in place of each bad sequence and reported once, as an
 * `input/invalid-utf8` warning at the first bad byte.
 */
export function normalizeText(file: string, source: string | Uint8Array): NormalizedText {
  if (typeof source === 'string') return { text: normalizeNewlines(source), diagnostics: [] };
  try {
    return { text: normalizeNewlines(strictUtf8.decode(source)), diagnostics: [] };
  } catch {
    const bad = firstInvalidUtf8(source);
    const before = normalizeNewlines(lenientUtf8.decode(source.subarray(0, bad)));
    const lastBreak = before.lastIndexOf('\n');
    const at = {
      line: before.split('\n').length,
      column: [...before.slice(lastBreak + 1)].length + 1,
    };
    const byte = `0x${(source[bad] ?? 0).toString(16).toUpperCase().padStart(2, '0')}`;
    const message = `The file is not valid UTF-8: byte ${byte} here (and any later bad bytes) cannot be read and shows as �.`;
    return {
      text: normalizeNewlines(lenientUtf8.decode(source)),
      diagnostics: [diagnostic('input/invalid-utf8', file, at, message)],
    };
  }
}

/** The offset of the first byte that does not start a valid UTF-8 sequence, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    const trailing = lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : 3;
    if (lead < 0xc2 || lead > 0xf4) return i;
    // The second byte's range excludes overlong forms and surrogates (RFC 3629).
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    const second = bytes[i + 1];
    if (second === undefined || second < low || second > high) return i;
    for (let k = 2; k <= trailing; k++) {
      const next = bytes[i + k];
      if (next === undefined || next < 0x80 || next > 0xbf) return i;
    }
    i += trailing + 1;
  }
  return -1;
}
