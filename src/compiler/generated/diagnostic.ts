/**
 * Generated from schemas/diagnostic.schema.json by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */

export interface DiagnosticReport {
  diagnostics: Diagnostic[];
  summary: {
    files: number;
    errors: number;
    warnings: number;
    ok: boolean;
    out?: string;
  };
}
export interface Diagnostic {
  severity: 'error' | 'warning';
  code: string;
  message: string;
  hint: string;
  file: string;
  line: number;
  column: number;
}
