/** What a record family's reader returns (shared by records.ts and each family's reader). */
import type { RootContent } from 'mdast';
import type { Diagnostic } from '../diagnostics.ts';

/** What a family's reader returns for a heading that starts like one of its records. */
export interface RecordRead<T> {
  /** The record's fields, or null when it cannot be built (a diagnostic says why). */
  record: T | null;
  /** How many body nodes (after the heading) the record takes. */
  consumed: number;
  diagnostics: Diagnostic[];
  /** Nodes under later headings that the record also reads (a species' traits lines), in order. */
  taken?: RootContent[];
}

/** Several records read from one heading's body (feat paths), each with the node it came from and its lines. */
export interface RecordsRead<T> {
  records: { name: string; record: T; node: RootContent; line: number; endLine: number }[];
  diagnostics: Diagnostic[];
}
