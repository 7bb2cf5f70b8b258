/** The JSON Schemas, served byte-identical to the files in `schemas/`. */
import type { APIRoute, GetStaticPaths } from 'astro';

const files = import.meta.glob<string>('../../../schemas/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const byName = new Map(Object.entries(files).map(([path, text]) => [path.split('/').pop()!, text]));

export const getStaticPaths: GetStaticPaths = () =>
  [...byName.keys()].map((file) => ({ params: { file } }));

export const GET: APIRoute = ({ params }) =>
  new Response(byName.get(params.file!), {
    headers: { 'Content-Type': 'application/schema+json' },
  });
