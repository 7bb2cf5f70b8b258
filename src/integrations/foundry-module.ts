/**
 * Writes the Foundry VTT module for the dnd4e system beside the built site
 * (`/foundry/`): module.json, the license text, the compendium packs as
 * LevelDB (compiled from JSON source documents by Foundry's official
 * packaging CLI) and a versioned zip of them with module.json at its root.
 * Reproducible: the same content gives the same packs and the same zip bytes
 * (sorted entries, fixed timestamps, no LevelDB LOG or LOCK files). Beside
 * the zip (not in it), each power's, monster's and trap's document as a JSON
 * file of its own, which its card offers for dnd4e's importer. The mapping
 * itself is src/foundry/ (pure); this is its I/O. A build whose data, options
 * and code are those of the last build reuses the last build's module, kept
 * in Astro's cache directory (kept-folder.ts): the same bytes, without the
 * second of CPU that mapping and packing 1,650 documents took the library.
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
import { sourcesDigest } from '../io/compiler-version.mjs';
import { compilerVersion, PROJECT_ROOT } from '../io/project-version.ts';
import { FOUNDRY_DIR, foundryDocumentPath } from '../site/foundry-documents.ts';
import { KeyHash, keepFolder, restoreFolder } from './kept-folder.ts';

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

/** The data files the site serves under `/data/` (the compiler's JSON, one file per collection), by name, sorted. */
async function readSiteDataFiles(siteDir: string): Promise<[string, Buffer][]> {
  const dir = path.join(siteDir, 'data');
  const names = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (file): Promise<[string, Buffer]> => [
      file,
      await readFile(path.join(dir, file)),
    ]),
  );
}

/** The compiled data of those files. */
function siteData(files: readonly [string, Buffer][]): RulebookData {
  const data: Record<string, unknown> = {};
  for (const [file, bytes] of files)
    data[file.slice(0, -'.json'.length)] = JSON.parse(bytes.toString('utf8'));
  return data as unknown as RulebookData;
}

/** The project's version (package.json), the module's version. */
async function projectVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** The folder, in Astro's cache directory, that holds the last build's module (kept-folder.ts). */
export const FOUNDRY_CACHE = 'rulebook-foundry-module';

/**
 * The code that makes the module besides what the compiler version covers
 * (the compiler, the dice engine, src/io, package.json and the lockfile,
 * and so the versions of the packing CLI and fflate): paths from the
 * project root, a folder for every file below it.
 */
const MODULE_CODE = [
  'src/foundry',
  'src/integrations/foundry-module.ts',
  'src/integrations/kept-folder.ts',
  'src/site/foundry-documents.ts',
];

/**
 * The key of the module made of the data `files` with `options`: a digest of
 * them and of the code that makes it ({@link MODULE_CODE}, under `root`, and
 * the compiler version `version`). Another key means another module.
 */
export function foundryModuleKey(
  files: readonly [string, Uint8Array][],
  options: ModuleOptions,
  version: string,
  root: string = PROJECT_ROOT,
): string {
  const hash = new KeyHash().field(version).field(sourcesDigest(root, MODULE_CODE));
  hash.field(JSON.stringify([options.title, options.siteUrl, options.version]));
  for (const [file, bytes] of files) hash.field(file).field(bytes);
  return hash.digest();
}

/** What a build did with the module. */
export type ModuleOutcome = { reused: true } | { reused: false; written: WrittenModule | null };

/**
 * The module of the site in `siteDir` (its data under `/data/`), in its
 * `foundry/` folder: the one kept in `cacheDir` under the same key
 * ({@link foundryModuleKey}) when there is one, whole and undamaged, else
 * made by {@link writeFoundryModule} and kept for the next build (a cache
 * that cannot be written only costs the next build the making again:
 * `onKeepFailed` is told).
 */
export async function buildFoundryModule(
  siteDir: string,
  cacheDir: string,
  options: ModuleOptions,
  onKeepFailed: (error: Error) => void = () => {},
): Promise<ModuleOutcome> {
  const outDir = path.join(siteDir, FOUNDRY_DIR);
  const files = await readSiteDataFiles(siteDir);
  const key = foundryModuleKey(files, options, compilerVersion());
  await rm(outDir, { recursive: true, force: true });
  if (restoreFolder(cacheDir, FOUNDRY_CACHE, key, outDir)) return { reused: true };
  const written = await writeFoundryModule(siteData(files), outDir, options);
  if (written)
    try {
      keepFolder(cacheDir, FOUNDRY_CACHE, key, outDir);
    } catch (error) {
      onKeepFailed(error as Error);
    }
  return { reused: false, written };
}

/** The integration: writes the module under `/foundry/` once the site is built. */
export function foundryModule(site: { title: string; url: string | null }): AstroIntegration {
  let cacheDir = '';
  return {
    name: 'rulebook:foundry-module',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const outcome = await buildFoundryModule(
          root,
          cacheDir,
          { title: site.title, siteUrl: site.url, version: await projectVersion() },
          (error) =>
            logger.warn(
              `could not keep the Foundry module in ${cacheDir} (${error.message}); the next build will make it again.`,
            ),
        );
        if (outcome.reused) {
          logger.info(`Foundry module: the last build's, its content unchanged (${FOUNDRY_DIR}/)`);
          return;
        }
        const { written } = outcome;
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
