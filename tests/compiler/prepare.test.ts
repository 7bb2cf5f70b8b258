import { describe, expect, it } from 'vitest';
import { collectLinks } from '../../src/compiler/links.ts';
import { parseMarkdown } from '../../src/compiler/parse-markdown.ts';
import { rewritePictures } from '../../src/compiler/pictures.ts';
import { prepareFile } from '../../src/compiler/prepare.ts';
import { splitMultilineText } from '../../src/compiler/source-positions.ts';

const body = [
  '# Birds',
  '',
  '## ![Owl](https://pictures.example/owl.png) Owls',
  '',
  'See [the herons](#herons) and [the map](maps.md#marsh).',
  '',
  '## Herons <img src="pics\\heron.png" alt="Heron">',
  '',
  '![Marsh](pics/marsh.webp)',
  '',
].join('\n');

describe('prepareFile', () => {
  it('gives the anchors, links and pictures that rewriting pictures and then collecting links give', () => {
    const prepared = prepareFile('books/birds.md', body);
    const root = parseMarkdown(body);
    splitMultilineText(root, body.split('\n'));
    const pictures = rewritePictures('books/birds.md', root);
    expect(prepared.links).toEqual(collectLinks('books/birds.md', root));
    expect(prepared.pictures).toEqual(pictures.pictures);
    expect(prepared.diagnostics.map((d) => d.code)).toEqual(
      pictures.diagnostics.map((d) => d.code),
    );
  });

  it("slugs a heading from the text its page shows: a remote picture's link text", () => {
    const { links } = prepareFile('books/birds.md', body);
    expect([...links.anchors]).toEqual([
      'birds',
      'picture-on-picturesexample-owl-owls',
      expect.stringMatching(/^herons/),
    ]);
    expect(links.links.map((link) => link.url)).toEqual(['#herons', 'maps.md#marsh']);
  });
});
