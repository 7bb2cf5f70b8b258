/**
 * Text for a terminal: a file name (or content quoted in a message) may hold
 * control characters, which a terminal would obey — an escape sequence sets
 * its title or clears it, a carriage return overwrites the line, a newline
 * starts a line that looks like a diagnostic of its own. Pure, so the
 * compiler's diagnostic formatter (which runs in the browser too) and the
 * command line's and the site build's messages share it.
 */

/** The C0 controls, DEL and the C1 controls. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
/** The same, but for the newline. */
const CONTROLS_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

/** The short escapes of the common controls; the others are written `\u00XX`. */
const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * `text` with its control characters (C0, DEL, C1) written as visible
 * escapes, the way JavaScript writes them: a newline as `\n`, ESC as
 * `\u001b`. Messages go through it where they are written to the terminal;
 * the formatter of a multi-line message escapes each field it interpolates and
 * prints the whole with `newlines: 'keep'`, which keeps its own line breaks.
 */
export function escapeControls(text: string, newlines: 'escape' | 'keep' = 'escape'): string {
  return text.replace(
    newlines === 'keep' ? CONTROLS_BUT_NEWLINE : CONTROLS,
    (char) => SHORT[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
