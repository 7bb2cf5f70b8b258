/** The compiler's JSON files, served byte-identical to `rulebook compile` output. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { serializeData } from '../../io/serialize.ts';
import { rulebook } from '../../loaders/site-data.ts';
import { oncePer } from '../../site/once-per.ts';

/** Every data file of the data, serialized once for the build's pages instead of once for each file. */
const filesOf = oncePer(serializeData);

export const getStaticPaths: GetStaticPaths = async () => {
  const files = filesOf((await rulebook()).data);
  return Object.keys(files).map((file) => ({ params: { file } }));
};

export const GET: APIRoute = async ({ params }) => {
  const body = filesOf((await rulebook()).data)[params.file!];
  return new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
