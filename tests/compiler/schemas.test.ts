/** The published JSON Schemas: valid 2020-12 schemas, each with an `$id`, and in step with the docs. */
import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { documentedCodes } from './diagnostics-doc.ts';
import {
  ALL_SCHEMAS,
  checkedByCompile,
  COMPILE_CHECKED_KINDS,
  DATA_SCHEMAS,
  DIAGNOSTIC_CODES,
  validateData,
  compile,
} from '../../src/compiler/index.ts';

import { SCHEMA_ID_BASE } from '../../src/compiler/schema-ids.ts';

const schemaDir = new URL('../../schemas/', import.meta.url);

describe('ALL_SCHEMAS', () => {
  it('holds every file of schemas/', () => {
    expect(Object.keys(ALL_SCHEMAS).sort()).toEqual(
      readdirSync(schemaDir)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    );
  });
  it('are valid against the 2020-12 meta-schema and carry an $id', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    for (const [file, schema] of Object.entries(ALL_SCHEMAS)) {
      expect(schema.$schema, file).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.$id, file).toBe(SCHEMA_ID_BASE + file);
      expect(ajv.validateSchema(schema), `${file}: ${JSON.stringify(ajv.errors)}`).toBe(true);
    }
  });
});

describe('DATA_SCHEMAS', () => {
  it('name a schema for each data file', () => {
    expect(Object.keys(DATA_SCHEMAS).sort()).toEqual([
      'arts',
      'classes',
      'cruxes',
      'damage-by-level',
      'deities',
      'disciplines',
      'encounter-rules',
      'feat-paths',
      'feats',
      'items',
      'kits',
      'manifest',
      'monster-roles',
      'monster-xp',
      'monsters',
      'paths',
      'powers',
      'sections',
      'species',
      'tables',
      'terms',
      'traps',
    ]);
  });
});

describe('validateData', () => {
  it('rejects data that breaks the contract, naming the path', () => {
    const { data } = compile([
      {
        path: 'a.md',
        text: '# A\n\n> #### Zap\n> **At-Will** **Attack** **1** (**Standard Action**)\n> **Self**\n> **Effect** Zap.\n',
      },
    ]);
    expect(validateData(data)).toEqual([]);
    const broken = structuredClone(data);
    (broken.powers[0] as unknown as Record<string, unknown>)['frequency'] = 'sometimes';
    (broken.sections[0] as unknown as Record<string, unknown>)['extra'] = true;
    const issues = validateData(broken);
    expect(issues).toContainEqual(
      expect.objectContaining({ kind: 'powers', path: '/0/frequency' }),
    );
    expect(issues).toContainEqual(expect.objectContaining({ kind: 'sections', path: '/0' }));
    // the collections compile() checks itself can be left out (the dev server's saves)
    expect(COMPILE_CHECKED_KINDS).toEqual(['powers', 'deities', 'tables']);
    expect(validateData(broken, COMPILE_CHECKED_KINDS)).toEqual([
      expect.objectContaining({ kind: 'sections', path: '/0' }),
    ]);
  });
});

describe('DIAGNOSTIC_CODES', () => {
  it('are each listed with cause and fix in docs/authoring.md', () => {
    const doc = readFileSync(new URL('../../docs/authoring.md', import.meta.url), 'utf8');
    for (const code of Object.keys(DIAGNOSTIC_CODES))
      expect(doc, code).toMatch(new RegExp(`^\\| \`${code}\` +\\|`, 'm'));
  });
  it('have in docs/diagnostics.md the severity the compiler raises, and no stale entries', () => {
    const documented = documentedCodes();
    expect([...documented.keys()].sort()).toEqual(Object.keys(DIAGNOSTIC_CODES).sort());
    for (const [code, { severity }] of Object.entries(DIAGNOSTIC_CODES))
      expect(documented.get(code), code).toBe(severity);
  });
});

describe('checkedByCompile', () => {
  const stats = { compiled: null, parsedChunks: null, replayed: null };

  it('names the collections a compile that ran checked itself, none for a result read from the cache', () => {
    for (const mode of ['full', 'incremental'] as const)
      expect(checkedByCompile({ ...stats, mode })).toEqual(['powers', 'deities', 'tables']);
    expect(checkedByCompile({ ...stats, mode: 'cached' })).toEqual([]);
  });
});
