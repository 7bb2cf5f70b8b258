/**
 * The playground's pure parts: its example and templates read without a
 * diagnostic, share links round-trip (and refuse what is too long), the
 * editor's line and column arithmetic, and the preview keeps a block it
 * cannot read as what it is, with its diagnostic beside it.
 */
import { deflateRawSync } from 'node:zlib';
import { characterEntities } from 'character-entities';
import { decodeNamedCharacterReference as reference } from 'decode-named-character-reference';
import { describe, expect, it } from 'vitest';
import { decodeNamedCharacterReference } from '../../src/client/playground/decode-entity.ts';
import { compile, type Term } from '../../src/compiler/index.ts';
import { lineCount, offsetOf } from '../../src/client/playground/editor.ts';
import { renderPreview } from '../../src/client/playground/preview.ts';
import { PLAYGROUND_FILE } from '../../src/client/playground/protocol.ts';
import {
  SHARE_LIMIT,
  SHARE_MAX_BYTES,
  decodeShare,
  encodeShare,
  inflateWithin,
  shareLimitMessage,
} from '../../src/client/playground/share-links.ts';
import { wouldReplaceText } from '../../src/client/playground/store.ts';
import { STARTER, TEMPLATES } from '../../src/client/playground/templates.ts';

const compileText = (text: string) => compile([{ path: PLAYGROUND_FILE, text }]);

describe('STARTER and TEMPLATES', () => {
  it('the example holds one power, monster, deity, table and feat, with no diagnostic', () => {
    const { data, diagnostics } = compileText(STARTER);
    expect(diagnostics).toEqual([]);
    expect(data.powers.map((p) => p.name)).toEqual(['Cleaving Strike']);
    expect(data.monsters.map((m) => m.name)).toEqual(['Bog Lantern']);
    expect(data.deities.map((d) => d.name)).toEqual(['Chalavar']);
    expect(data.tables.map((t) => t.caption)).toEqual(['Lantern Colours']);
    expect(data.feats.map((f) => f.name)).toEqual(['Marsh Strider']);
  });

  it.each(Object.entries(TEMPLATES))('the %s template reads as its block alone', (kind, t) => {
    const { data, diagnostics } = compileText(`# Chapter\n\n${t.text}`);
    expect(diagnostics).toEqual([]);
    const collection = {
      power: 'powers',
      monster: 'monsters',
      deity: 'deities',
      table: 'tables',
      feat: 'feats',
    }[kind] as 'powers';
    expect(data[collection]).toHaveLength(1);
  });
});

describe('encodeShare / decodeShare', () => {
  it('round-trips any text, CRLF, emoji and markup included', async () => {
    for (const text of [STARTER, 'a\r\nb\u0000c 🐉 <script>x</script>', '']) {
      const fragment = await encodeShare(text);
      expect(fragment).toMatch(/^md=[A-Za-z0-9_-]*$/);
      expect(await decodeShare(`#${fragment}`)).toEqual({ status: 'text', text });
    }
  });

  it('compresses: the example takes fewer characters than its text', async () => {
    const fragment = await encodeShare(STARTER);
    expect(fragment.length).toBeLessThan(STARTER.length * 0.8);
    expect(shareLimitMessage(fragment)).toBeNull();
  });

  it('finds no text in a fragment without one, and refuses a damaged one with a message', async () => {
    expect(await decodeShare('')).toEqual({ status: 'none' });
    expect(await decodeShare('#other=1')).toEqual({ status: 'none' });
    for (const damaged of ['#md=!!!not-base64', '#md=AAAA']) {
      expect(await decodeShare(damaged)).toEqual({
        status: 'refused',
        reason: 'damaged',
        message: 'This share link is damaged (cut short or changed); it was not opened.',
      });
    }
  });
});

describe('a share link that inflates past the limit (a deflate bomb)', () => {
  // The link: about 204,000 characters that inflate to 150 MB of one repeated letter.
  const bombBytes = deflateRawSync(Buffer.alloc(150 * 1024 * 1024, 'a'), { level: 9 });
  const bomb = `#md=${bombBytes.toString('base64url')}`;

  it('is refused with a message saying the limit, not opened', async () => {
    expect(bomb.length).toBeGreaterThan(SHARE_LIMIT);
    expect(await decodeShare(bomb)).toEqual({
      status: 'refused',
      reason: 'too-large',
      message:
        'This share link’s text is larger than 1 MiB, the most a share link may carry; it was not opened.',
    });
  });

  it('stops reading the link once the text passes the limit', async () => {
    const inflated = await inflateWithin(new Uint8Array(bombBytes));
    expect(inflated.status).toBe('too-large');
    // 1 MiB of text takes about 1 KiB of this link: reading stops within its first few
    // kilobytes (Node's inflater takes up to 16 KiB ahead, Chromium's 2), never its ~150 KiB.
    const consumed = inflated.status === 'too-large' ? inflated.consumed : Infinity;
    expect(bombBytes.length).toBeGreaterThan(140 * 1024);
    expect(consumed).toBeLessThanOrEqual(32 * 1024);
  });

  it('opens a text of exactly the limit, and refuses one a byte over it', async () => {
    const exact = 'x'.repeat(SHARE_MAX_BYTES);
    expect(await decodeShare(await encodeShare(exact))).toEqual({ status: 'text', text: exact });
    expect(await decodeShare(await encodeShare(`${exact}x`))).toMatchObject({
      reason: 'too-large',
    });
  });

  it('gives up past the time limit too, with its own message', async () => {
    let clock = 0;
    const now = () => (clock += 1_000); // every look at the clock finds a second gone
    const fragment = await encodeShare('x'.repeat(200_000));
    expect(await decodeShare(fragment, { now, maxMs: 1_500 })).toEqual({
      status: 'refused',
      reason: 'too-slow',
      message: 'This share link took longer than 2 seconds to open; it was not opened.',
    });
  });
});

describe('wouldReplaceText', () => {
  it('is true only when a different, non-empty draft is kept', () => {
    expect(wouldReplaceText(null, 'shared')).toBe(false);
    expect(wouldReplaceText('', 'shared')).toBe(false);
    expect(wouldReplaceText('shared', 'shared')).toBe(false);
    expect(wouldReplaceText('my draft', 'shared')).toBe(true);
  });
});

describe('shareLimitMessage', () => {
  it('refuses a link over the limit, saying how long it is and what to do', async () => {
    // Random-looking text barely compresses.
    let seed = 7;
    const noise = Array.from({ length: 40_000 }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return String.fromCharCode(33 + ((seed >>> 16) % 90));
    }).join('');
    const fragment = await encodeShare(noise);
    expect(fragment.length).toBeGreaterThan(SHARE_LIMIT);
    const message = shareLimitMessage(fragment)!;
    expect(message).toContain('16,000');
    expect(message).toContain(fragment.length.toLocaleString('en-US'));
    expect(message).toContain('Download it as a .md file');
  });
});

describe('offsetOf and lineCount', () => {
  const text = 'ab\ncde\n\nf';
  it('maps 1-based line and column to an offset, clamped to the line and the text', () => {
    expect(offsetOf(text, 1, 1)).toBe(0);
    expect(offsetOf(text, 2, 3)).toBe(5);
    expect(offsetOf(text, 2, 99)).toBe(6);
    expect(offsetOf(text, 4, 1)).toBe(8);
    expect(offsetOf(text, 9, 1)).toBe(text.length);
  });
  it('counts lines', () => {
    expect(lineCount(text)).toBe(4);
    expect(lineCount('')).toBe(1);
  });
});

/** A term of the bundled rulebook, as the worker fetches them. */
const dazed: Term = {
  id: 'condition-dazed',
  name: 'Dazed',
  kind: 'condition',
  qualifier: null,
  section: 'conditions/dazed',
  summary: 'You can take only one action.',
};

describe('renderPreview', () => {
  it('shows a power it cannot read as its quote, with the diagnostic beside it', () => {
    const broken = TEMPLATES.power.text.replace('**Encounter** **Attack** **3**', '**Sometimes**');
    const result = compileText(`# Chapter\n\nA dazed foo.\n\n## Powers\n\n${broken}`);
    const error = result.diagnostics.find((d) => d.severity === 'error')!;
    expect(error.code).toBe('power/bad-header');
    const { html, summary } = renderPreview(result, [dazed]);
    expect(summary).toBe('0 powers, 0 monsters, 0 deities, 0 tables');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('Cleaving Strike');
    const aside = html.slice(html.indexOf('<aside'));
    expect(aside).toContain(`data-line="${error.line}" data-column="${error.column}"`);
    expect(aside).toContain('href="/docs/diagnostics/#powerbad-header"');
    // After the Powers heading, whose section holds the quote.
    expect(html.indexOf('<aside')).toBeGreaterThan(html.indexOf('id="pg-chapter--powers"'));
  });

  it('links the rulebook’s terms and renders their previews', () => {
    const { html, terms } = renderPreview(compileText('# Chapter\n\nA dazed foe.\n'), [dazed]);
    expect(html).toContain('data-term="condition-dazed"');
    expect(terms).toContain('id="term-preview-condition-dazed"');
    expect(terms).toContain('You can take only one action.');
  });
});

describe('decodeNamedCharacterReference (the worker’s, with entities)', () => {
  it('decodes every named reference as the package’s own table does, and nothing else', () => {
    const names = Object.keys(characterEntities);
    expect(names.length).toBeGreaterThan(2000);
    for (const name of [...names, 'notanentity', 'AMP', 'amp', 'x']) {
      expect(decodeNamedCharacterReference(name), name).toBe(reference(name));
    }
  });
});

describe('localizeLinks (through renderPreview)', () => {
  it('points the cards’ links to pages the site lacks at the cards in the preview', () => {
    const { html } = renderPreview(compileText(STARTER), []);
    expect(html).toContain('<a href="#power-cleaving-strike">Cleaving Strike</a>');
    expect(html).toContain('<a href="#monster-bog-lantern">Bog Lantern</a>');
    expect(html).not.toMatch(/href="\/(powers|monsters|feats)\//);
  });

  it('leaves the rulebook’s term links on the site when a chapter of the document has the same URLs', () => {
    // The bundled rulebook's "Slowed" is defined in its section combat/charging; the
    // document's chapter "Combat" has a section "Charging" too, at the same URL.
    const slowed: Term = {
      ...dazed,
      id: 'condition-slowed',
      name: 'Slowed',
      section: 'combat/charging',
    };
    const text =
      '# Combat\n\n## Charging\n\nRun at a foe.\n\n## Moving\n\nA slowed foe cannot charge. See [Charging](#charging).\n';
    const result = compileText(text);
    expect(result.data.sections.map((s) => s.id)).toContain(slowed.section);
    expect(result.data.terms.map((t) => t.id)).not.toContain(slowed.id);
    const { html } = renderPreview(result, [slowed]);
    expect(html).toMatch(
      /<a [^>]*href="\/rules\/combat\/#charging"[^>]*data-term="condition-slowed"/,
    );
    // The author's own link to the section is pointed at its heading in the preview.
    expect(html).toContain('href="#pg-charging"');
  });
});
