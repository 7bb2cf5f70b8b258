/**
 * Kramdown leftovers (run after source-positions.ts has split text at newlines). Jekyll rulebooks carry `* TOC` + `{:toc}` (a generated
 * table of contents) and inline attribute lists such as `{: .class}`; neither
 * means anything to CommonMark, so left alone they would leak into the output
 * as literal text. The TOC becomes a marker node; other lists are removed with
 * a warning.
 */
import type { Position } from 'unist';
import type { Parent, Root, RootContent, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { diagnostic, type Diagnostic } from './diagnostics.ts';

/** The node that replaces a kramdown TOC list; it renders as `<div data-toc="">`. */
export interface TocMarker {
  type: 'tocMarker';
  data: { hName: 'div'; hProperties: { dataToc: '' } };
  position?: Position;
}

declare module 'mdast' {
  interface RootContentMap {
    tocMarker: TocMarker;
  }
}

const IAL = /\{:[^}\n]*\}/g;

/** Replaces TOC lists with markers and strips attribute lists, in place; returns the warnings. */
export function cleanKramdown(file: string, root: Root): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  root.children = root.children.map((node) => (isTocList(node) ? tocMarker() : node));
  stripAttributeLists(file, root, diagnostics);
  return diagnostics;
}

function isTocList(node: RootContent): boolean {
  if (node.type !== 'list' || node.children.length !== 1) return false;
  return /^TOC\s*\{:toc\}$/.test(toString(node).trim());
}

function tocMarker(): TocMarker {
  return { type: 'tocMarker', data: { hName: 'div', hProperties: { dataToc: '' } } };
}

function stripAttributeLists(file: string, parent: Parent, diagnostics: Diagnostic[]): void {
  for (const child of parent.children) {
    if (child.type === 'text') stripFromText(file, child, diagnostics);
    else if ('children' in child) stripFromParent(file, child, diagnostics);
  }
  // Filtered only when something goes: a copy of every parent's children per compile is garbage.
  const empty = (child: RootContent) => child.type === 'paragraph' && child.children.length === 0;
  if (parent.children.some(empty)) parent.children = parent.children.filter((c) => !empty(c));
}

function stripFromParent(file: string, parent: Parent, diagnostics: Diagnostic[]): void {
  stripAttributeLists(file, parent, diagnostics);
  if (parent.type !== 'paragraph') return;
  const blank = (c: RootContent) => c.type === 'text' && c.value === '';
  if (parent.children.some(blank)) parent.children = parent.children.filter((c) => !blank(c));
  for (let last = parent.children.at(-1); last; last = parent.children.at(-1)) {
    if (last.type === 'break' || (last.type === 'text' && last.value.trim() === ''))
      parent.children.pop();
    else break;
  }
}

function stripFromText(file: string, node: Text, diagnostics: Diagnostic[]): void {
  if (!node.value.includes('{:')) return;
  const start = node.position?.start ?? { line: 1, column: 1 };
  node.value = node.value
    .replace(IAL, (match, offset: number) => {
      diagnostics.push(
        diagnostic(
          'kramdown/attribute-list',
          file,
          { line: start.line, column: start.column + offset },
          `Kramdown attribute list \`${match}\` dropped.`,
        ),
      );
      return '';
    })
    .replace(/ {2,}/g, ' ');
}
