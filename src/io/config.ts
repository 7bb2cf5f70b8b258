/**
 * `rulebook.config.json`: the one configuration of the CLI, the site build
 * and `astro dev` (content directories, site title and URL, ruleset,
 * line-break mode, links out of the content, search synonyms, the markdown parser's fast
 * path), read through this module only. A missing
 * rulebook.config.json means the defaults; any other problem (a directory, an
 * unreadable file, a broken symbolic link, bad JSON or values) throws at start,
 * naming the file, the key, the problem and the fix.
 * RULEBOOK_CONTENT (comma-separated directories) overrides `content`;
 * RULEBOOK_SITE_URL overrides `site.url` (a deploy, or a test build, sets the address).
 * RULEBOOK_CONFIG names another configuration file (a fixture site's).
 */
import { lstatSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LineBreaks } from '../compiler/hard-wrap.ts';
import { validateConfig, type ConfigIssue } from '../compiler/validate.ts';
import type { RulesetId } from '../dice/rulesets.ts';
import { DEFAULT_OUTSIDE_LINK_POLICY, type OutsideLinkPolicy } from './content-links.ts';

/** The configuration file's name, looked up in the working directory. */
export const CONFIG_FILE = 'rulebook.config.json';

/** The configuration with every default applied. */
export interface RulebookConfig {
  /** Content directories, merged in order. */
  content: string[];
  site: {
    /** The site's name. */
    title: string;
    /** Where the site is published, or null. */
    url: string | null;
  };
  ruleset: RulesetId;
  /**
   * Line breaks in files whose front matter does not choose; absent when the
   * file does not set it: then each content directory's Jekyll `_config.yml`
   * (kramdown's `hard_wrap`) chooses, else `commonmark` (contentDirInputs).
   */
  lineBreaks?: LineBreaks;
  /** Symbolic links out of the content directories: "skip" (not read, a warning) or "follow". */
  symlinksOutsideContent: OutsideLinkPolicy;
  search: {
    /**
     * Rulebook.config.json's search synonyms (typed words → the phrases
     * searched instead), merged over the defaults by src/client/search-synonyms.ts.
     */
    synonyms: Readonly<Record<string, readonly string[] | undefined>>;
  };
  markdown: {
    /**
     * Parse the subset of markdown the books use with the fast parser (true),
     * or every file with remark (false); the output is the same. It reaches
     * the compiler as `CompileOptions.fastMarkdown`.
     */
    fastPath: boolean;
  };
}

/** The line-break mode when neither rulebook.config.json nor a `_config.yml` chooses one. */
export const DEFAULT_LINE_BREAKS: LineBreaks = 'commonmark';

/** The defaults (also what schemas/config.schema.json documents). */
export const DEFAULT_CONFIG: RulebookConfig = {
  content: ['content'],
  site: { title: 'Orcus Rulebook', url: null },
  ruleset: 'orcus',
  symlinksOutsideContent: DEFAULT_OUTSIDE_LINK_POLICY,
  search: { synonyms: {} },
  markdown: { fastPath: true },
};

/** Thrown for an unreadable or invalid configuration; the message names the key, the problem and the fix. */
export class RulebookConfigError extends Error {
  override name = 'RulebookConfigError';
}

/** Options of {@link loadConfig}. */
export interface LoadConfigOptions {
  /** Directory holding rulebook.config.json (default: the working directory). */
  cwd?: string;
  /** Environment, for RULEBOOK_CONTENT and RULEBOOK_SITE_URL (default: process.env). */
  env?: Record<string, string | undefined>;
}

/** Reads, validates and completes the configuration; throws {@link RulebookConfigError}. */
export function loadConfig(options: LoadConfigOptions = {}): RulebookConfig {
  const env = options.env ?? process.env;
  const cwd = options.cwd ?? process.cwd();
  const chosen = env['RULEBOOK_CONFIG']?.trim();
  const source: ConfigSource = chosen
    ? { path: resolve(cwd, chosen), name: chosen, chosen: true }
    : { path: join(cwd, CONFIG_FILE), name: CONFIG_FILE, chosen: false };
  const text = readConfigText(source);
  const config = text === null ? DEFAULT_CONFIG : parseConfig(text, source.name);
  const fromEnv = contentDirsFromEnv(env);
  const url = siteUrlFromEnv(env);
  return {
    ...config,
    ...(fromEnv ? { content: fromEnv } : {}),
    ...(url ? { site: { ...config.site, url } } : {}),
  };
}

/** The configuration file to read: where it is, how messages name it, and whether RULEBOOK_CONFIG chose it. */
interface ConfigSource {
  path: string;
  /** The path as RULEBOOK_CONFIG gives it, or rulebook.config.json. */
  name: string;
  chosen: boolean;
}

/**
 * The configuration file's text, decoded as UTF-8 (a byte order mark dropped),
 * or null when there is no rulebook.config.json (the defaults); throws
 * {@link RulebookConfigError} for any file that cannot be read.
 */
function readConfigText(source: ConfigSource): string | null {
  try {
    const stats = statSync(source.path);
    if (!stats.isFile()) {
      const what = stats.isDirectory() ? 'a directory, not a file' : 'not a regular file';
      throw new RulebookConfigError(`${source.name} is ${what}. Fix: ${useAFile(source)}.`);
    }
    return new TextDecoder().decode(readFileSync(source.path));
  } catch (error) {
    if (error instanceof RulebookConfigError) throw error;
    const problem = readProblem(error as NodeJS.ErrnoException, source);
    if (problem === null) return null;
    throw new RulebookConfigError(problem);
  }
}

/** What is wrong with a configuration file the system would not open, or null for a missing default file. */
function readProblem(error: NodeJS.ErrnoException, source: ConfigSource): string | null {
  const { name } = source;
  const otherwise = source.chosen
    ? `or unset RULEBOOK_CONFIG for ${CONFIG_FILE}`
    : 'or remove it for the defaults';
  switch (error.code) {
    case 'ENOENT':
    case 'ENOTDIR': {
      const target = brokenLinkTarget(source.path);
      if (target !== null)
        return `${name} is a symbolic link to ${target}, which does not exist. Fix: point the link at the configuration file, ${otherwise}.`;
      if (!source.chosen) return null;
      return `RULEBOOK_CONFIG names ${name}, which does not exist. Fix: ${useAFile(source)}.`;
    }
    case 'ELOOP':
      return `${name} is a symbolic link that leads round in a loop. Fix: point the link at the configuration file, ${otherwise}.`;
    case 'EACCES':
    case 'EPERM':
      return `${name} cannot be read (permission denied). Fix: let your user read it (chmod a+r ${name}), ${otherwise}.`;
    default:
      return `${name} cannot be read (${error.message}). Fix: check that it is a readable JSON file, ${otherwise}.`;
  }
}

/** The fix for a configuration path that is no file. */
function useAFile(source: ConfigSource): string {
  return source.chosen
    ? `give RULEBOOK_CONFIG the path of a configuration file, or unset it for ${CONFIG_FILE}`
    : `move it away, and write the configuration in a JSON file of that name (or none, for the defaults)`;
}

/** Where a symbolic link at `path` points, or null when `path` is no symbolic link. */
function brokenLinkTarget(path: string): string | null {
  try {
    return lstatSync(path).isSymbolicLink() ? readlinkSync(path) : null;
  } catch {
    return null;
  }
}

/**
 * The site's address from RULEBOOK_SITE_URL, validated as `site.url` is (an absolute
 * http(s) URL), or null when it is unset or empty; throws {@link RulebookConfigError}.
 */
export function siteUrlFromEnv(env: Record<string, string | undefined>): string | null {
  const url = env['RULEBOOK_SITE_URL']?.trim() ?? '';
  if (url === '') return null;
  if (validateConfig({ site: { url } }).length > 0)
    throw new RulebookConfigError(
      `RULEBOOK_SITE_URL: must be an absolute http(s) URL such as "https://example.org/rules/", not ${JSON.stringify(url)}. Fix: write the full URL, or unset it.`,
    );
  return url;
}

/** Content directories from RULEBOOK_CONTENT (comma-separated), or null when it is unset or empty. */
export function contentDirsFromEnv(env: Record<string, string | undefined>): string[] | null {
  const dirs = (env['RULEBOOK_CONTENT'] ?? '')
    .split(',')
    .map((dir) => dir.trim())
    .filter((dir) => dir !== '');
  return dirs.length > 0 ? dirs : null;
}

/** The most problems a configuration error lists; it counts the rest. */
export const MAX_LISTED_ISSUES = 10;

/**
 * Parses and validates the text of a configuration file, applying defaults;
 * `file` names it in the error (default: rulebook.config.json).
 */
export function parseConfig(text: string, file: string = CONFIG_FILE): RulebookConfig {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new RulebookConfigError(
      `${file} is not valid JSON: ${(error as Error).message}. Fix: correct the syntax (double-quoted keys and strings, no trailing commas).`,
    );
  }
  const issues = validateConfig(value);
  if (issues.length > 0) {
    const lines = issues.slice(0, MAX_LISTED_ISSUES).map((issue) => `  ${describe(issue)}`);
    const more = issues.length - lines.length;
    if (more > 0)
      lines.push(
        `  …and ${more.toLocaleString('en')} more (${issues.length.toLocaleString('en')} in all).`,
      );
    throw new RulebookConfigError(`${file} is invalid:\n${lines.join('\n')}`);
  }
  const raw = value as Partial<Omit<RulebookConfig, 'site' | 'search' | 'markdown'>> & {
    site?: Partial<RulebookConfig['site']>;
    search?: Partial<RulebookConfig['search']>;
    markdown?: Partial<RulebookConfig['markdown']>;
  };
  return {
    content: raw.content ?? DEFAULT_CONFIG.content,
    site: { ...DEFAULT_CONFIG.site, ...raw.site },
    ruleset: raw.ruleset ?? DEFAULT_CONFIG.ruleset,
    ...(raw.lineBreaks && { lineBreaks: raw.lineBreaks }),
    symlinksOutsideContent: raw.symlinksOutsideContent ?? DEFAULT_CONFIG.symlinksOutsideContent,
    search: { ...DEFAULT_CONFIG.search, ...raw.search },
    markdown: { ...DEFAULT_CONFIG.markdown, ...raw.markdown },
  };
}

/** "key: problem. Fix: …" for one schema violation. */
function describe(issue: ConfigIssue): string {
  const key = issue.path === '' ? '(top level)' : issue.path.slice(1).replaceAll('/', '.');
  const { params } = issue;
  switch (issue.keyword) {
    case 'additionalProperties': {
      const name = String(params['additionalProperty']);
      const where = issue.path === '' ? '' : ` in ${key}`;
      return `unknown key "${name}"${where}. Fix: remove it or correct its spelling (see schemas/config.schema.json).`;
    }
    case 'enum': {
      const allowed = (params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v));
      return `${key}: must be one of ${allowed.join(', ')}. Fix: use one of those values, or remove the key for the default.`;
    }
    case 'type':
      return `${key}: must be of type ${String(params['type'])}. Fix: write it as ${String(params['type'])}.`;
    case 'minItems':
      return `${key}: must list at least ${String(params['limit'])} item(s). Fix: add a content directory, or remove the key for ["content"].`;
    case 'minLength':
      return `${key}: must not be empty. Fix: write a value, or remove the key for the default.`;
    case 'pattern':
      return `${key}: must be an absolute http(s) URL such as "https://example.org/rules/". Fix: write the full URL, or null.`;
    default:
      return `${key}: ${issue.message}. Fix: see schemas/config.schema.json.`;
  }
}
