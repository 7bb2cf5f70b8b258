/**
 * The record documents the build writes beside the module: each power's,
 * monster's and trap's document at the URL its card links to, equal to the
 * mapping's output for that record and valid against the documents' schema;
 * none for content without a Legal chapter.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { unzipSync } from 'fflate';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compile, type RulebookData } from '../../src/compiler/index.ts';
import { documentsSchema } from '../../src/foundry/schema.ts';
import {
  foundryPacks,
  hazardActor,
  npcActor,
  powerItem,
  recordDocuments,
} from '../../src/foundry/index.ts';
import { writeFoundryModule } from '../../src/integrations/foundry-module.ts';
import { FOUNDRY_DIR, offersFoundryDocuments } from '../../src/site/foundry-documents.ts';
import { Linker } from '../../src/site/rich.ts';
import { recordViewsOf } from '../../src/site/record-views.ts';
import { recordCard } from '../../src/site/render/cards.ts';
import { htmlOf } from '../../src/site/render/html.ts';
import { powerCard } from '../../src/site/render/power-card.ts';
import { statBlock } from '../../src/site/render/stat-block.ts';
import { bundledData } from './corpora.ts';
import { recordBook } from './record-book.ts';

const ajv = new Ajv2020({ allErrors: true, strict: false });
const validDocument = ajv.compile(documentsSchema());
const OPTIONS = { title: 'Orcus Rulebook', version: '0.1.0', siteUrl: null };

const data: RulebookData = compile([{ path: 'book.md', text: recordBook(true) }]).data;

let site: string;
beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'foundry-documents-test-'));
  await writeFoundryModule(data, path.join(site, FOUNDRY_DIR), OPTIONS);
});
afterAll(async () => {
  await rm(site, { recursive: true, force: true });
});

/** The `href` of the card's "Foundry JSON" link (the one `a[download]` of the card). */
function foundryHref(html: string): string {
  const links: string[] = [];
  const walk = (nodes: ReturnType<typeof fromHtml>['children']) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      if (node.tagName === 'a' && node.properties['download'] !== undefined)
        links.push(String(node.properties['href']));
      walk(node.children);
    }
  };
  walk(fromHtml(html, { fragment: true }).children);
  expect(links).toHaveLength(1);
  return links[0]!;
}

/** The JSON file the site serves at `url`. */
async function served(url: string): Promise<unknown> {
  return JSON.parse(await readFile(path.join(site, ...url.split('/').filter(Boolean)), 'utf8'));
}

describe('writeFoundryModule (record documents)', () => {
  it("writes a power's document where its card links, equal to powerItem's and valid", async () => {
    const power = data.powers[0]!;
    const href = foundryHref(htmlOf(powerCard(power, { headingLevel: 3, foundryLink: true })));
    expect(href).toBe(`/foundry/documents/powers/${power.id}.json`);
    const document = await served(href);
    expect(document).toEqual(powerItem(power, 'Chapter'));
    expect(validDocument(document), JSON.stringify(validDocument.errors)).toBe(true);
  });

  it("writes a monster's document where its stat block links, equal to npcActor's and valid", async () => {
    const monster = data.monsters[0]!;
    const href = foundryHref(htmlOf(statBlock(monster, { headingLevel: 3, foundryLink: true })));
    expect(href).toBe(`/foundry/documents/monsters/${monster.id}.json`);
    const document = await served(href);
    expect(document).toEqual(npcActor(monster, 'Chapter'));
    expect(validDocument(document), JSON.stringify(validDocument.errors)).toBe(true);
  });

  it("writes a trap's document where its card links, equal to hazardActor's and valid", async () => {
    const trap = data.traps[0]!;
    const section = data.sections.find((s) => s.blocks.some((b) => b.kind === 'trap'))!;
    const view = recordViewsOf(section, data, new Linker(data)).get(`trap:${trap.id}`)!;
    const href = foundryHref(htmlOf(recordCard(view, { foundryLink: true })));
    expect(href).toBe(`/foundry/documents/traps/${trap.id}.json`);
    const document = await served(href);
    expect(document).toEqual(hazardActor(trap, 'Traps'));
    expect(validDocument(document), JSON.stringify(validDocument.errors)).toBe(true);
  });

  it('writes the documents pretty-printed, outside the zip', async () => {
    const power = data.powers[0]!;
    const file = path.join(site, FOUNDRY_DIR, 'documents', 'powers', `${power.id}.json`);
    expect(await readFile(file, 'utf8')).toBe(
      `${JSON.stringify(powerItem(power, 'Chapter'), null, 2)}\n`,
    );
    const zip = (await readdir(path.join(site, FOUNDRY_DIR))).find((f) => f.endsWith('.zip'))!;
    const entries = Object.keys(unzipSync(await readFile(path.join(site, FOUNDRY_DIR, zip))));
    expect(entries).toContain('module.json');
    expect(entries.filter((entry) => entry.startsWith('documents/'))).toEqual([]);
  });

  it('writes no documents for content without a Legal chapter, and the cards offer none', async () => {
    const bare = compile([{ path: 'book.md', text: recordBook(false) }]).data;
    expect(offersFoundryDocuments(bare)).toBe(false);
    expect(offersFoundryDocuments(data)).toBe(true);
    const dir = path.join(site, 'bare', FOUNDRY_DIR);
    expect(await writeFoundryModule(bare, dir, OPTIONS)).toBeNull();
    expect(existsSync(dir)).toBe(false);
  });
});

describe('recordDocuments', () => {
  it("gives every power, monster and trap of the bundled rulebook its pack's document", () => {
    const content = bundledData();
    const packs = foundryPacks(content, OPTIONS.title);
    const documents = recordDocuments(content, packs);
    expect(documents).toHaveLength(
      content.powers.length + content.monsters.length + content.traps.length,
    );
    const held = new Set(packs.flatMap((pack) => pack.documents));
    for (const { document } of documents) expect(held.has(document)).toBe(true);
    const power = content.powers[0]!;
    expect(
      documents.find((d) => d.collection === 'powers' && d.id === power.id)?.document._id,
    ).toBe(powerItem(power, '')._id);
  });
});
