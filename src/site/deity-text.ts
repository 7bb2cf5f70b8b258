/**
 * Everything a reader may look a deity up by, as one text: the deity filter
 * of /deities/ (src/client/deity-filter.ts) matches the typed words against it.
 */
import type { Deity } from '../compiler/index.ts';

/** Name, epithets, symbol, portfolio, favored weapon, pronunciation and description, space-separated. */
export function deitySearchText(deity: Deity): string {
  return [
    deity.name,
    ...deity.epithets,
    deity.symbol,
    ...deity.portfolio,
    deity.favoredWeapon,
    deity.pronunciation ?? '',
    deity.description.text,
  ]
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ');
}
