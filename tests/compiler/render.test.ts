/**
 * The sanitizer shortcut: `renderHtml` skips hast-util-sanitize for trees
 * `isPlainMarkup` accepts. These properties check that sanitizing any such
 * tree would change nothing, and that plain markdown does take the shortcut.
 */
import fc from 'fast-check';
import type { Element, Root, RootContent, Text } from 'hast';
import { sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { toHast } from 'mdast-util-to-hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { renderHtml, renderInline, SANITIZE_SCHEMA } from '../../src/compiler/render.ts';
import { isPlainMarkup, PLAIN_ELEMENTS, plainHtml } from '../../src/compiler/plain-html.ts';
import { plainBlocks, plainPhrasing } from '../../src/compiler/plain-hast.ts';
import type { PhrasingContent, RootContent as MdastContent } from 'mdast';
import { blockRef } from '../../src/compiler/render.ts';
import { markDice } from '../../src/compiler/dice-marks.ts';

const PLAIN_TAGS = ['p', 'strong', 'em', 'code', 'br', 'span', 'div', 'ul', 'ol', 'li'];
const OTHER_PLAIN_TAGS = [
  'blockquote',
  'pre',
  'hr',
  'del',
  'h1',
  'h6',
  'table',
  'thead',
  'tr',
  'td',
];
const UNSAFE_TAGS = ['a', 'img', 'script', 'style', 'section', 'input', 'sup'];
const CLASS_NAMES = ['dice', 'dice', 'language-js', 'language-', 'x', 'task-list-item'];
/** Characters toHtml escapes somewhere (text or attribute), and a few it does not. */
const TRICKY = fc.constantFrom('<', '&', '"', "'", '`', '\0', '>', '=', '\n', ' ', 'é', '𝔸');
const trickyString = fc
  .array(fc.oneof(fc.string({ maxLength: 3 }), TRICKY), { maxLength: 5 })
  .map((parts) => parts.join(''));
const VALUES = fc.oneof(
  fc.string({ maxLength: 8 }),
  trickyString,
  fc.integer({ min: -3, max: 30 }),
  fc.constantFrom(true, false, null, Number.NaN, ['a', 'b '], []),
  fc.constantFrom('left', 'javascript:alert(1)', 'https://example.com/', '1d6 + {str}'),
);
const OTHER_KEYS = ['id', 'href', 'src', 'onClick', 'style', 'name', 'dataDice', 'dataId'];
/** Properties for a tag: mostly those a plain element of the tag may carry, now and then any. */
const propertiesFor = (tagName: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    {
      weight: 6,
      arbitrary: fc.dictionary(
        fc.constantFrom('start', ...(PLAIN_ELEMENTS[tagName] ?? ['start'])),
        VALUES,
        { maxKeys: 2 },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom(...OTHER_KEYS), VALUES, { maxKeys: 2 }),
    },
  );

const text: fc.Arbitrary<Text> = fc.record({
  type: fc.constant('text' as const),
  value: fc.oneof(fc.string({ maxLength: 12 }), trickyString),
});

const element = (tag: fc.Arbitrary<string>, children: fc.Arbitrary<RootContent[]>) =>
  tag
    .chain((tagName) =>
      fc.record({
        tagName: fc.constant(tagName),
        properties: propertiesFor(tagName),
        className: fc.array(fc.constantFrom(...CLASS_NAMES), { maxLength: 2 }),
        children,
      }),
    )
    .map(({ tagName, properties, className, children }): Element => {
      const props: Element['properties'] = { ...properties };
      if ('className' in props) props['className'] = className;
      return {
        type: 'element',
        tagName,
        properties: props,
        children: children as Element['children'],
      };
    });

const { node } = fc.letrec<{ node: RootContent }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 3, arbitrary: text },
    {
      weight: 4,
      arbitrary: element(fc.constantFrom(...PLAIN_TAGS), fc.array(tie('node'), { maxLength: 3 })),
    },
    {
      weight: 1,
      arbitrary: element(
        fc.constantFrom(...OTHER_PLAIN_TAGS, ...UNSAFE_TAGS),
        fc.array(tie('node'), { maxLength: 3 }),
      ),
    },
    {
      // A table nested as GFM nests it, its cells possibly aligned.
      weight: 1,
      arbitrary: element(
        fc.constant('table'),
        fc.array(
          element(
            fc.constantFrom('thead', 'tbody'),
            fc.array(
              element(
                fc.constant('tr'),
                fc.array(element(fc.constantFrom('th', 'td'), fc.array(text, { maxLength: 2 })), {
                  maxLength: 3,
                }),
              ),
              { maxLength: 2 },
            ),
          ),
          { maxLength: 2 },
        ),
      ),
    },
  ),
}));

const root = fc
  .array(node, { maxLength: 4 })
  .map((children): Root => ({ type: 'root', children: children as Root['children'] }));

describe('plainHtml', () => {
  it('writes a plain tree byte for byte as toHtml does, and refuses any other tree', () => {
    let written = 0;
    fc.assert(
      fc.property(root, (tree) => {
        const html = plainHtml(tree);
        expect(html !== null).toBe(isPlainMarkup(tree));
        if (html === null) return;
        written++;
        expect(html).toBe(toHtml(tree));
      }),
      { numRuns: 3000 },
    );
    expect(written).toBeGreaterThan(1000);
  });
});

describe('isPlainMarkup', () => {
  it('accepts only trees that sanitizing leaves unchanged', () => {
    let withElements = 0;
    fc.assert(
      fc.property(root, (tree) => {
        if (!isPlainMarkup(tree)) return;
        if (JSON.stringify(tree).includes('"element"')) withElements++;
        expect(toHtml(sanitize(structuredClone(tree), SANITIZE_SCHEMA))).toBe(toHtml(tree));
      }),
      { numRuns: 3000 },
    );
    // The property is about accepted trees: make sure plenty were generated.
    expect(withElements).toBeGreaterThan(200);
  });

  const FRAGMENTS = [
    'Roll **1d8 + {str}** damage, _twice_ and ~~once~~.',
    '| Die | Result |\n|:-----|-----:|\n| 1d6 | `x` |\n| 2d4 | ok |',
    '3. third\n4. fourth',
    '- item\n- **bold** item',
    '```js\nconst x = 1;\n```',
    '> quoted 1d20\n> line',
    '#### Heading 2d6',
    'hard  \nbreak',
    '***',
    'Plain text with <angle> & ampersands "quoted"',
  ];
  const parser = unified().use(remarkParse).use(remarkGfm);

  it('accepts the markdown the rulebook is written in, and the shortcut renders it as sanitizing would', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...FRAGMENTS), { minLength: 1, maxLength: 5 }),
        (parts) => {
          const mdast = parser.parse(parts.join('\n\n'));
          markDice('f.md', mdast.children);
          const tree = toHast(mdast) as Root;
          expect(isPlainMarkup(tree)).toBe(true);
          const html = renderHtml(mdast.children);
          expect(html).toBe(toHtml(sanitize(structuredClone(tree), SANITIZE_SCHEMA)));
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** Text with the spaces, tabs, line endings and characters that conversion and escaping treat specially. */
const lineText = fc
  .array(fc.constantFrom('a', 'b c', ' ', '  ', '\t', '\n', '\r\n', '\r', '<', '&', '"', '1d6'), {
    maxLength: 6,
  })
  .map((parts) => parts.join(''));

const { phrasing } = fc.letrec<{ phrasing: PhrasingContent }>((tie) => ({
  phrasing: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: lineText.map((value): PhrasingContent => ({ type: 'text', value })) },
    { weight: 2, arbitrary: fc.constant<PhrasingContent>({ type: 'break' }) },
    {
      weight: 1,
      arbitrary: lineText.map((value): PhrasingContent => ({ type: 'inlineCode', value })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom('strong', 'emphasis', 'delete'),
          fc.array(tie('phrasing'), { maxLength: 3 }),
        )
        .map(([type, children]) => ({ type, children }) as PhrasingContent),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(lineText, fc.constantFrom('1d6', '2d8 + {str}', 'a"b'))
        .map(([value, formula]): PhrasingContent => ({
          type: 'diceMark',
          children: [{ type: 'text', value }],
          data: { hName: 'span', hProperties: { className: ['dice'], dataDice: formula } },
        })),
    },
    {
      // Nodes the plain path leaves to mdast-util-to-hast.
      weight: 1,
      arbitrary: fc.constantFrom<PhrasingContent>(
        { type: 'html', value: '<b>x</b>' },
        { type: 'link', url: 'https://example.com/', children: [{ type: 'text', value: 'l' }] },
        { type: 'image', url: 'x.png', alt: 'x' },
        { type: 'text', value: 'd', data: { hName: 'b' } },
      ),
    },
  ),
}));

describe('plainPhrasing', () => {
  it('converts plain lines node for node as mdast-util-to-hast does, and refuses the rest', () => {
    let converted = 0;
    fc.assert(
      fc.property(fc.array(phrasing, { maxLength: 5 }), (nodes) => {
        const plain = plainPhrasing(structuredClone(nodes));
        const paragraph = toHast({ type: 'paragraph', children: structuredClone(nodes) });
        const children = paragraph.type === 'element' ? paragraph.children : [];
        const expected = toHtml({ type: 'root', children });
        if (plain === null) {
          const json = JSON.stringify(nodes);
          const other = ['"type":"html"', '"type":"link"', '"type":"image"', '"hName":"b"'];
          expect(other.some((mark) => json.includes(mark))).toBe(true);
          return;
        }
        converted++;
        expect(toHtml({ type: 'root', children: plain })).toBe(expected);
        expect(renderInline(nodes)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
    expect(converted).toBeGreaterThan(1000);
  });
});

const { block } = fc.letrec<{ block: MdastContent }>((tie) => ({
  block: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    {
      weight: 4,
      arbitrary: fc
        .array(phrasing, { maxLength: 4 })
        .map((children): MdastContent => ({ type: 'paragraph', children })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 6 }), fc.array(phrasing, { maxLength: 3 }))
        .map(([depth, children]): MdastContent => ({
          type: 'heading',
          depth: depth as 1 | 2 | 3 | 4 | 5 | 6,
          children,
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(tie('block'), { maxLength: 3 })
        .map((children) => ({ type: 'blockquote', children }) as MdastContent),
    },
    { weight: 1, arbitrary: fc.constant<MdastContent>({ type: 'thematicBreak' }) },
    {
      // Lists tight and loose, ordered from any start; a checked item (task list) is left to mdast-util-to-hast.
      weight: 2,
      arbitrary: fc
        .record({
          ordered: fc.boolean(),
          start: fc.constantFrom(null, 1, 0, 3),
          spread: fc.constantFrom(true, false, null, undefined),
          items: fc.array(
            fc.record({
              spread: fc.constantFrom(true, false, null, undefined),
              checked: fc.constantFrom(null, undefined, undefined, undefined, true),
              children: fc.array(tie('block'), { maxLength: 3 }),
            }),
            { minLength: 1, maxLength: 3 },
          ),
        })
        .map(
          ({ ordered, start, spread, items }) =>
            ({
              type: 'list',
              ordered,
              start,
              spread,
              children: items.map((item) => ({ type: 'listItem', ...item })),
            }) as MdastContent,
        ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<MdastContent>(
        blockRef('power', 'fireball'),
        blockRef('table', 'a"b&c'),
        { type: 'tocMarker', data: { hName: 'div', hProperties: { dataToc: '' } } },
      ),
    },
    {
      // Blocks the plain path leaves to mdast-util-to-hast.
      weight: 1,
      arbitrary: fc.constantFrom<MdastContent>(
        { type: 'code', value: 'x' },
        { type: 'html', value: '<div>x</div>' },
      ),
    },
  ),
}));

describe('plainBlocks', () => {
  it('renders plain blocks as mdast-util-to-hast and the sanitizer do, and refuses the rest', () => {
    let converted = 0;
    fc.assert(
      fc.property(fc.array(block, { maxLength: 4 }), (nodes) => {
        const general = toHast(
          { type: 'root', children: structuredClone(nodes) },
          { allowDangerousHtml: true },
        ) as Root;
        const expected = toHtml(sanitize(general, SANITIZE_SCHEMA));
        if (plainBlocks(structuredClone(nodes)) === null) {
          const json = JSON.stringify(nodes);
          const other = ['"type":"html"', '"type":"link"', '"type":"image"', '"hName":"b"'];
          const blocks = ['"type":"code"', '"checked":true'];
          expect([...other, ...blocks].some((mark) => json.includes(mark))).toBe(true);
          return;
        }
        converted++;
        expect(renderHtml(nodes)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
    expect(converted).toBeGreaterThan(500);
  });
});
