/**
 * The site's search synonyms (src/client/search-synonyms.ts: the defaults
 * with rulebook.config.json's `search.synonyms` merged over them), which the
 * search code fetches with Pagefind on first use: the configuration is read
 * at build time, and no page carries the list.
 */
import type { APIRoute } from 'astro';
import { searchSynonyms } from '../client/search-synonyms.ts';
import { siteConfig } from '../loaders/site-data.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(Object.fromEntries(searchSynonyms(siteConfig.search.synonyms))), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
