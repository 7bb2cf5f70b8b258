/** The messages between the playground page and its compile worker (worker.ts). */
import type { Diagnostic } from '../../compiler/index.ts';

/** Page → worker: compile this text (`seq` grows; only the latest is compiled), or send the JSON. */
export type ToWorker =
  { type: 'compile'; seq: number; text: string } | { type: 'json'; seq: number };

/** Worker → page: a compiled preview, the compiled JSON, or a failure to report. */
export type FromWorker =
  | {
      type: 'preview';
      seq: number;
      /** The preview's HTML: sections, cards, stat blocks, tables, and beside each section its diagnostics. */
      html: string;
      /** Hidden previews of the terms the preview links (the document's own and the rulebook's). */
      terms: string;
      diagnostics: Diagnostic[];
      /** The items of the list of problems under the editor (rendered here, so the page ships no renderer). */
      problems: string;
      /** What was found, e.g. "1 power, 1 monster". */
      summary: string;
    }
  | { type: 'json'; seq: number; json: string }
  | { type: 'failed'; seq: number; message: string };

/** The file name the playground's text compiles as (diagnostics name it). */
export const PLAYGROUND_FILE = 'playground.md';
