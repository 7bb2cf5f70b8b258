/**
 * `rulebook.config.json`: the one configuration of the CLI, the site build
 * and `astro dev` (content directories, site title and URL, ruleset,
 * line-break mode), read through this module only. A missing file means the
 * defaults; a bad one throws at start with the key, the problem and the fix.
 * RULEBOOK_CONTENT (comma-separated directories) overrides `content`;
 * RULEBOOK_SITE_URL overrides `site.url` (a deploy, or a test build, sets the address).
 * RULEBOOK_CONFIG names another configuration file (a fixture site's).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LineBreaks } from '../compiler/hard-wrap.ts';
import { validateConfig, type ConfigIssue } from '../compiler/validate.ts';
import type { RulesetId } from '../dice/rulesets.ts';

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
  lineBreaks: LineBreaks;
}

/** The defaults (also what schemas/config.schema.json documents). */
export const DEFAULT_CONFIG: RulebookConfig = {
  content: ['content'],
  site: { title: 'Orcus Rulebook', url: null },
  ruleset: 'orcus',
  lineBreaks: 'commonmark',
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
  if (chosen && !existsSync(resolve(cwd, chosen)))
    throw new RulebookConfigError(
      `RULEBOOK_CONFIG names ${chosen}, which does not exist. Fix: give the path of a configuration file, or unset RULEBOOK_CONFIG for ${CONFIG_FILE}.`,
    );
  const path = chosen ? resolve(cwd, chosen) : join(cwd, CONFIG_FILE);
  const config = existsSync(path) ? parseConfig(readFileSync(path, 'utf8')) : DEFAULT_CONFIG;
  const fromEnv = contentDirsFromEnv(env);
  const url = siteUrlFromEnv(env);
  return {
    ...config,
    ...(fromEnv ? { content: fromEnv } : {}),
    ...(url ? { site: { ...config.site, url } } : {}),
  };
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

/** Parses and validates the text of a configuration file, applying defaults. */
export function parseConfig(text: string): RulebookConfig {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new RulebookConfigError(
      `${CONFIG_FILE} is not valid JSON: ${(error as Error).message}. Fix: correct the syntax (double-quoted keys and strings, no trailing commas).`,
    );
  }
  const issues = validateConfig(value);
  if (issues.length > 0)
    throw new RulebookConfigError(
      `${CONFIG_FILE} is invalid:\n${issues.map((issue) => `  ${describe(issue)}`).join('\n')}`,
    );
  const raw = value as Partial<Omit<RulebookConfig, 'site'>> & {
    site?: Partial<RulebookConfig['site']>;
  };
  return {
    content: raw.content ?? DEFAULT_CONFIG.content,
    site: { ...DEFAULT_CONFIG.site, ...raw.site },
    ruleset: raw.ruleset ?? DEFAULT_CONFIG.ruleset,
    lineBreaks: raw.lineBreaks ?? DEFAULT_CONFIG.lineBreaks,
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
