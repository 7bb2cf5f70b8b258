/** The site's one content collection: the compiled rulebook, loaded by the compiler in-process. */
import { defineCollection } from 'astro:content';
import { rulebookLoader } from './loaders/rulebook.ts';

export const collections = {
  rulebook: defineCollection({ loader: rulebookLoader() }),
};
