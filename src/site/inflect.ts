/**
 * The English inflections the term linker needs: the plural of a name's last
 * word and the singular of a plural one. One place for both, read by the term
 * index (the forms a term is linked under) and the term-sense rules (whether a
 * name is an everyday word).
 */

/** Plural of a name's last word ("Zone" → "Zones", "Ally" → "Allies"), or null when it ends in s. */
export function plural(name: string): string | null {
  if (/s$/i.test(name)) return null;
  if (/[^aeiou]y$/i.test(name)) return name.slice(0, -1) + 'ies';
  if (/(?:sh|ch|x|z)$/i.test(name)) return name + 'es';
  return name + 's';
}

/** Singular of a name whose last word is a plural ("Zones", "Recoveries", "Identifies" → "Identify"), or null. */
export function singular(name: string): string | null {
  if (/[^aeiou]ies$/i.test(name)) return name.slice(0, -3) + 'y';
  if (/[^su]s$/i.test(name)) return name.slice(0, -1);
  return null;
}
