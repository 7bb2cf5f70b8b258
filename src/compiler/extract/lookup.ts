/**
 * Looking up words of the content in the extractors' tables: a plain object
 * inherits `constructor` and `__proto__`, so `TABLE[word]` would read a
 * function for a heading such as "Constructor Items". Only own keys count.
 */

/** The table's own value for `key`, or undefined. */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
