/**
 * Every published picture as its author saved it, at the site path the JSON
 * names (`/pictures/<path>`, the manifest's `pictures[].url`): for tools, and
 * for pages showing a picture the image pipeline cannot convert (`.bmp`).
 */
import { readFile } from 'node:fs/promises';
import type { APIRoute, GetStaticPaths } from 'astro';
import { storedPictures } from '../../loaders/site-data.ts';

export const getStaticPaths: GetStaticPaths = async () => {
  const { files } = await storedPictures();
  return Object.entries(files).map(([path, file]) => ({ params: { path }, props: { file } }));
};

export const GET: APIRoute = async ({ props }) => {
  return new Response(await readFile((props as { file: string }).file));
};
