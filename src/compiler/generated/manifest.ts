/**
 * Generated from schemas/manifest.schema.json by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */

export interface Manifest {
  formatVersion: string;
  schemas: {
    sections: string;
    powers: string;
    deities: string;
    monsters: string;
    tables: string;
    terms: string;
    feats: string;
    arts: string;
    items: string;
    traps: string;
    species: string;
    cruxes: string;
    classes: string;
    disciplines: string;
    kits: string;
    paths: string;
    'feat-paths': string;
    manifest: string;
  };
  files: {
    path: string;
    sha256: string;
    bytes: number;
    title: string | null;
    weight: number | null;
    /**
     * The file's front matter as written.
     */
    meta: {};
  }[];
  counts: {
    sections: number;
    powers: number;
    deities: number;
    monsters: number;
    tables: number;
    terms: number;
    feats: number;
    arts: number;
    items: number;
    traps: number;
    species: number;
    cruxes: number;
    classes: number;
    disciplines: number;
    kits: number;
    paths: number;
    'feat-paths': number;
    manifest: number;
    errors: number;
    warnings: number;
  };
}
