/** Looking records and powers up by name: one key form, and the names only one record has. */
import type { RecordBase } from '../record-types.ts';
import type { Power } from '../types.ts';

/** A name as a lookup key: lower case, straight apostrophes, single spaces. */
export function key(name: string): string {
  return name.toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ').trim();
}

/** Name → id, for names only one record has. */
export function byName(
  list: readonly (Pick<RecordBase, 'id' | 'name'> | Pick<Power, 'id' | 'name'>)[],
): Map<string, string> {
  const map = new Map<string, string | null>();
  for (const item of list) map.set(key(item.name), map.has(key(item.name)) ? null : item.id);
  return new Map([...map].filter((entry): entry is [string, string] => entry[1] !== null));
}
