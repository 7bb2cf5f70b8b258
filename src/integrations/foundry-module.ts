/**
 * Writes the Foundry VTT module for the dnd4e system beside the built site
 * (`/foundry/`): module.json, the license text, the compendium packs as
 * LevelDB (compiled from JSON source documents by Foundry's official
 * packaging CLI) and a versioned zip of them with module.json at its root.
 * Reproducible: the same content gives the same packs and the same zip bytes
 * (sorted entries, fixed timestamps, no LevelDB LOG or LOCK files). Beside
 * the zip (not in it), each power's, monster's and trap's document as a JSON
 * file of its own, which its card offers for dnd4e's importer. The mapping
 * itself is src/foundry/ (pure); this is its I/O.
 */
import type { AstroIntegration } from 'astro';
import { compilePack } from '@foundryvtt/foundryvtt-cli';
import { zipSync, type Zippable } from 'fflate';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RulebookData } from '../compiler/index.ts';
import {
  LICENSE_FILE,
  foundryPacks,
  licenseText,
  moduleManifest,
  recordDocuments,
  zipName,
  type FoundryPack,
  type ModuleManifest,
  type ModuleOptions,
} from '../foundry/index.ts';
import { PROJECT_ROOT } from '../io/project-version.ts';
import { FOUNDRY_DIR, foundryDocumentPath } from '../site/foundry-documents.ts';

/** The zip entries' timestamp: fixed, so the same content gives the same bytes (zip's DOS dates start in 1980). */
const ZIP_TIME = new Date(Date.UTC(1980, 0, 2));

/** LevelDB files that change from build to build and do not belong in a release. */
const VOLATILE = /^(?:LOG(?:\.old)?|LOCK)$/;

/** What was written. */
export interface WrittenModule {
  manifest: ModuleManifest;
  packs: FoundryPack[];
  /** The zip's path. */
  zip: string;
  /** How many record documents were written as files of their own (`documents/`). */
  documents: number;
}

/** One pack compiled to LevelDB at `dir` from its documents, through JSON source files. */
async function writePack(pack: FoundryPack, dir: string): Promise<void> {
  const sources = await mkdtemp(path.join(tmpdir(), `foundry-${pack.name}-`));
  try {
    await Promise.all(
      pack.documents.map((doc) =>
        writeFile(path.join(sources, `${doc._id}.json`), JSON.stringify(doc)),
      ),
    );
    await rm(dir, { recursive: true, force: true });
    await compilePack(sources, dir);
  } finally {
    await rm(sources, { recursive: true, force: true });
  }
  for (const file of await readdir(dir))
    if (VOLATILE.test(file)) await rm(path.join(dir, file), { force: true });
}

/**
 * Each power's, monster's and trap's document, pretty-printed, at
 * `documents/<collection>/<id>.json` under `outDir`: the very document its
 * pack holds. Returns how many were written.
 */
async function writeRecordDocuments(
  data: RulebookData,
  packs: readonly FoundryPack[],
  outDir: string,
): Promise<number> {
  const documents = recordDocuments(data, packs);
  const folders = new Set(
    documents.map(({ collection, id }) =>
      path.dirname(path.join(outDir, foundryDocumentPath(collection, id))),
    ),
  );
  for (const folder of folders) await mkdir(folder, { recursive: true });
  await Promise.all(
    documents.map(({ collection, id, document }) =>
      writeFile(
        path.join(outDir, foundryDocumentPath(collection, id)),
        `${JSON.stringify(document, null, 2)}\n`,
      ),
    ),
  );
  return documents.length;
}

/** The files under `dir`, relative with forward slashes, sorted. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/** The warning of a build whose content has no license text for the module. */
export const NO_LICENSE =
  'Foundry module not written: the content has no Legal or License chapter, and the module must carry the Open Game License notice of its content. Fix: add a chapter titled "Legal" or "License" to the content.';

/**
 * Writes the module for `data` into `outDir` (the site's `foundry/` folder):
 * module.json, LICENSE.txt, `packs/<name>/`, the zip, then (outside the zip)
 * `documents/<collection>/<id>.json` for each power, monster and trap. Writes nothing and
 * returns null when the content has no Legal or License chapter, whose text
 * must travel with it (the caller warns with {@link NO_LICENSE}).
 */
export async function writeFoundryModule(
  data: RulebookData,
  outDir: string,
  options: ModuleOptions,
): Promise<WrittenModule | null> {
  const license = licenseText(data);
  if (license === null) return null;
  const packs = foundryPacks(data, options.title);
  const manifest = moduleManifest(packs, options);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(path.join(outDir, 'packs'), { recursive: true });
  for (const pack of packs) await writePack(pack, path.join(outDir, 'packs', pack.name));
  await writeFile(path.join(outDir, 'module.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(path.join(outDir, LICENSE_FILE), license);
  const entries: Zippable = {};
  for (const file of await filesUnder(outDir))
    entries[file] = [await readFile(path.join(outDir, file)), { mtime: ZIP_TIME }];
  const zip = path.join(outDir, zipName(options));
  await writeFile(zip, zipSync(entries, { level: 9 }));
  const documents = await writeRecordDocuments(data, packs, outDir);
  return { manifest, packs, zip, documents };
}

/** The compiled data as the site serves it under `/data/` (the compiler's JSON, one file per collection). */
async function readSiteData(siteDir: string): Promise<RulebookData> {
  const dir = path.join(siteDir, 'data');
  const data: Record<string, unknown> = {};
  for (const file of await readdir(dir))
    if (file.endsWith('.json'))
      data[file.slice(0, -'.json'.length)] = JSON.parse(
        await readFile(path.join(dir, file), 'utf8'),
      );
  return data as unknown as RulebookData;
}

/** The project's version (package.json), the module's version. */
async function projectVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** The integration: writes the module under `/foundry/` once the site is built. */
export function foundryModule(site: { title: string; url: string | null }): AstroIntegration {
  return {
    name: 'rulebook:foundry-module',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const written = await writeFoundryModule(
          await readSiteData(root),
          path.join(root, FOUNDRY_DIR),
          {
            title: site.title,
            siteUrl: site.url,
            version: await projectVersion(),
          },
        );
        if (!written) {
          logger.warn(NO_LICENSE);
          return;
        }
        const count = written.packs.reduce((n, pack) => n + pack.documents.length, 0);
        logger.info(
          `Foundry module: ${count} documents in ${written.packs.length} packs, ${path.relative(root, written.zip)}; ${written.documents} record documents`,
        );
      },
    },
  };
}
