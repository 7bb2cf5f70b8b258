/**
 * The bundled rulebook's terms, for the playground's worker: the preview
 * links terms in the author's text to the rulebook's definitions, with their
 * previews (src/client/playground/worker.ts).
 */
import type { APIRoute } from 'astro';
import { rulebook } from '../../loaders/site-data.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify((await rulebook()).data.terms), {
    headers: { 'Content-Type': 'application/json' },
  });
