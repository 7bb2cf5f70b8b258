/** The compiler's JSON files, served byte-identical to `rulebook compile` output. */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { RulebookData } from '../../compiler/types.ts';
import { serializeData } from '../../io/serialize.ts';
import { rulebook } from '../../site/data.ts';

const serialized = new WeakMap<RulebookData, Record<string, string>>();

/** Every data file of `data`, serialized once for the build's pages instead of once for each file. */
function filesOf(data: RulebookData): Record<string, string> {
  let files = serialized.get(data);
  if (!files) serialized.set(data, (files = serializeData(data)));
  return files;
}

export const getStaticPaths: GetStaticPaths = async () => {
  const files = filesOf((await rulebook()).data);
  return Object.keys(files).map((file) => ({ params: { file } }));
};

export const GET: APIRoute = async ({ params }) => {
  const body = filesOf((await rulebook()).data)[params.file!];
  return new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
