/** The compiler's JSON files, served byte-identical to `rulebook compile` output. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { serializeData } from '../../io/serialize.ts';
import { rulebook } from '../../site/data.ts';

export const getStaticPaths: GetStaticPaths = async () => {
  const files = serializeData((await rulebook()).data);
  return Object.keys(files).map((file) => ({ params: { file } }));
};

export const GET: APIRoute = async ({ params }) => {
  const body = serializeData((await rulebook()).data)[params.file!];
  return new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
