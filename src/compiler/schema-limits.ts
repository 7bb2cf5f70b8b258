/**
 * Values the extractors accept but the published schemas do not (a power of
 * level 0, a number beyond a schema's maximum): each becomes a
 * `schema/out-of-range` diagnostic at the item's source, and the item is left
 * out of the data, so the data always validates and content never causes an
 * internal error.
 */
import { diagnostic, type Diagnostic } from './diagnostics.ts';
import type { SourceRange } from './types.ts';
import { validateCompiledCollection, type CompileCheckedKind } from './validate.ts';

/** An extracted item with the fields a diagnostic names. */
interface Sourced {
  id: string;
  name?: string;
  source: SourceRange;
}

/** Reports and removes (in place) the items of `items` that break the `kind` schema. */
export function dropOutOfRange(kind: CompileCheckedKind, items: Sourced[]): Diagnostic[] {
  const issues = validateCompiledCollection(kind, items);
  if (issues.length === 0) return [];
  const byIndex = new Map<number, { path: string; message: string }>();
  const general: { path: string; message: string }[] = [];
  for (const issue of issues) {
    const [, index, ...rest] = issue.path.split('/');
    const at = Number(index);
    if (index === undefined || index === '' || !Number.isInteger(at)) general.push(issue);
    else if (!byIndex.has(at))
      byIndex.set(at, { path: `/${rest.join('/')}`, message: issue.message });
  }
  const diagnostics: Diagnostic[] = [];
  for (const [index, { path, message }] of byIndex) {
    const item = items[index];
    if (!item) continue;
    const what = `The ${kind.replace(/s$/, '').replace(/ie$/, 'y')} "${item.name ?? item.id}"`;
    diagnostics.push(
      diagnostic(
        'schema/out-of-range',
        item.source.file,
        { line: item.source.line, column: 1 },
        `${what} has a value the schema does not allow: \`${path}\` ${message}; it was left out of the data.`,
      ),
    );
  }
  const drop = new Set([...byIndex.keys()]);
  const kept = items.filter((_, index) => !drop.has(index));
  items.splice(0, items.length, ...kept);
  return diagnostics;
}
