/**
 * Deity blocks: a heading, optional epithet line(s), then `**Symbol:**`,
 * `**Portfolio:**` and `**Favored Weapon:**` lines, then the description
 * paragraphs up to the next heading.
 */
import type { Heading, Paragraph, PhrasingContent, RootContent } from 'mdast';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { plainText, pointOf, splitLines } from '../lines.ts';
import type { Deity, PlacementKey } from '../types.ts';
import { leadingLabel } from './labels.ts';
import { ownValue } from './lookup.ts';

/** The fields of a deity that come from the block itself. */
export type DeityBody = Omit<Deity, PlacementKey | 'description'> & {
  /** The description nodes, for the caller to render. */
  descriptionNodes: RootContent[];
};

type FieldKey = 'symbol' | 'portfolio' | 'favoredWeapon';

const FIELDS: Record<string, FieldKey> = {
  symbol: 'symbol',
  portfolio: 'portfolio',
  'favored weapon': 'favoredWeapon',
  'favoured weapon': 'favoredWeapon',
};

const FIELD_LABELS: Record<FieldKey, string> = {
  symbol: 'Symbol',
  portfolio: 'Portfolio',
  favoredWeapon: 'Favored Weapon',
};

/** Index of the paragraph holding the deity fields, when `body` (a heading's body) is a deity block. */
export function deityFieldsIndex(body: readonly RootContent[]): number {
  for (let index = 0; index < Math.min(body.length, 3); index++) {
    const node = body[index];
    if (node?.type !== 'paragraph') return -1;
    if (splitLines(node).some((line) => fieldOf(line.nodes) !== null)) return index;
  }
  return -1;
}

/** Reads a deity from its heading and body (which must pass `deityFieldsIndex`). */
export function readDeity(
  file: string,
  heading: Heading,
  body: readonly RootContent[],
): { deity: DeityBody; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const name = plainText(heading.children);
  const fieldsAt = deityFieldsIndex(body);
  const epithetLines: string[] = [];
  const fields: Partial<Record<FieldKey, string>> = {};
  const leftovers: RootContent[] = [];
  body.slice(0, fieldsAt + 1).forEach((node) => {
    for (const line of splitLines(node as Paragraph)) {
      const field = fieldOf(line.nodes);
      if (!field) {
        if (Object.keys(fields).length === 0) epithetLines.push(plainText(line.nodes));
        else leftovers.push({ type: 'paragraph', children: line.nodes });
        continue;
      }
      if (fields[field.key] !== undefined) {
        diagnostics.push(
          diagnostic(
            'deity/duplicate-field',
            file,
            line.start,
            `Deity "${name}": \`${FIELD_LABELS[field.key]}\` appears twice.`,
          ),
        );
        continue;
      }
      fields[field.key] = plainText(field.rest);
    }
  });
  for (const key of Object.keys(FIELD_LABELS) as FieldKey[]) {
    if (fields[key] === undefined) {
      diagnostics.push(
        diagnostic(
          'deity/missing-field',
          file,
          pointOf(heading),
          `Deity "${name}" has no \`${FIELD_LABELS[key]}\` line.`,
        ),
      );
    }
  }
  const descriptionNodes = [...leftovers, ...body.slice(fieldsAt + 1)];
  return {
    deity: {
      name,
      epithets: epithetLines.flatMap((line) => line.split(/\s*,\s*/)).filter((e) => e !== ''),
      symbol: fields.symbol ?? '',
      portfolio: (fields.portfolio ?? '').split(/\s*[,;]\s*/).filter((p) => p !== ''),
      favoredWeapon: fields.favoredWeapon ?? '',
      pronunciation: null,
      descriptionNodes,
    },
    diagnostics,
  };
}

/** Finds a pronunciation guide such as `(CHAL-uh-var)` or `(KAYN)` in a deity's description. */
export function findPronunciation(text: string): string | null {
  for (const match of text.matchAll(/\(([A-Za-z]+(?:-[A-Za-z]+)*)\)/g)) {
    const guide = match[1] ?? '';
    if (/[A-Z]{2,}/.test(guide) && guide !== guide.toLowerCase()) return guide;
  }
  return null;
}

function fieldOf(nodes: PhrasingContent[]): { key: FieldKey; rest: PhrasingContent[] } | null {
  const label = leadingLabel(nodes);
  const key = label ? ownValue(FIELDS, label.label.toLowerCase()) : undefined;
  return label && key ? { key, rest: label.rest } : null;
}
