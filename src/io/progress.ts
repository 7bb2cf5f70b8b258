/**
 * Progress lines for long runs: shown on an interactive terminal, silent in CI
 * (CI set) or when output is piped, so logs stay clean.
 */
import { escapeControls } from '../compiler/helpers.ts';

/** Whether progress should be shown on this stream. */
export function wantsProgress(stream: NodeJS.WriteStream = process.stderr): boolean {
  return Boolean(stream.isTTY) && !process.env['CI'];
}

/** A progress printer that rewrites one terminal line, or does nothing when progress is unwanted. */
export function progressLine(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const enabled = wantsProgress(stream);
  return {
    /** Shows `label: done/total detail` (a file name: its control characters escaped). */
    update(done: number, total: number, detail: string): void {
      if (!enabled) return;
      const text = escapeControls(`${label}: ${done}/${total} ${detail}`);
      stream.write(`\r\x1b[2K${text.slice(0, (stream.columns ?? 80) - 1)}`);
    },
    /** Clears the line. */
    done(): void {
      if (enabled) stream.write('\r\x1b[2K');
    },
  };
}
