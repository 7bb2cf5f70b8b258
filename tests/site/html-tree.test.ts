/**
 * The site's parse of an HTML fragment (hast-util-from-html's tree, without
 * source positions) and its serializer (hast-util-to-html's HTML).
 */
import type { Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { htmlTree } from '../../src/site/html-tree.ts';
import { attributeInfo, treeHtml } from '../../src/site/tree-html.ts';

/** `node` without its `position` fields, at every depth. */
function withoutPositions(node: Nodes): unknown {
  const { position: _, ...rest } = node;
  return 'children' in node
    ? { ...rest, children: node.children.map((child) => withoutPositions(child)) }
    : rest;
}

const FRAGMENTS = [
  '<p>A <strong>prone</strong> creature &amp; its <a href="conditions.md#prone">ally</a>.</p>\n',
  '<div data-block="power" data-id="shove"></div><p>After</p>',
  '<table><tr><td>1</td><td class="num">2</td></tr></table>',
  '<figure><img src="a.png" alt="A map"><figcaption>Map</figcaption></figure>',
  '<noscript><p>No scripts</p></noscript><p>Unclosed <em>emphasis',
  '<svg viewBox="0 0 1 1"><path d="M0 0"/></svg><math><mi>x</mi></math>',
  '',
];

describe('htmlTree', () => {
  it('parses a fragment to the tree hast-util-from-html gives, without positions', () => {
    for (const html of FRAGMENTS) {
      const tree = htmlTree(html);
      expect(withoutPositions(tree)).toEqual(withoutPositions(fromHtml(html, { fragment: true })));
      expect(JSON.stringify(tree)).not.toContain('"position"');
      expect(toHtml(tree)).toBe(toHtml(fromHtml(html, { fragment: true })));
    }
  });
});

describe('treeHtml', () => {
  it('writes a parsed fragment back as hast-util-to-html does', () => {
    for (const html of FRAGMENTS) {
      const tree = htmlTree(html);
      expect(treeHtml(tree)).toBe(toHtml(tree));
      expect(treeHtml(tree.children)).toBe(toHtml(tree));
    }
  });
});

describe('attributeInfo', () => {
  it('names the attribute of a hast property and the property of an attribute, once per name', () => {
    expect(attributeInfo('className').attribute).toBe('class');
    expect(attributeInfo('data-attack-group').property).toBe('dataAttackGroup');
    expect(attributeInfo('dataAttackGroup').attribute).toBe('data-attack-group');
    expect(attributeInfo('hidden').overloadedBoolean).toBe(true);
    expect(attributeInfo('tabindex').number).toBe(true);
    expect(attributeInfo('tabindex')).toBe(attributeInfo('tabindex'));
  });
});
