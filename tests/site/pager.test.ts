/** Previous and next records (src/site/pager.ts) in the order the index pages list them. */
import { describe, expect, it } from 'vitest';
import { byLevelThenName, byName, neighbours } from '../../src/site/pager.ts';

const link = (item: { id: string; name: string }) => ({ href: `/x/${item.id}/`, name: item.name });
const gods = [
  { id: 'vaath', name: 'Vaath' },
  { id: 'chalavar', name: 'Chalavar' },
  { id: 'luna', name: 'Luna' },
].sort(byName);

describe('byName', () => {
  it('orders alphabetically, as the deity and record indexes do', () => {
    expect(gods.map((g) => g.id)).toEqual(['chalavar', 'luna', 'vaath']);
  });
});

describe('byLevelThenName', () => {
  it('orders by level first, then by name, as the bestiary does', () => {
    const monsters = [
      { id: 'b', name: 'Bog Lantern', level: 3 },
      { id: 'a', name: 'Zombie', level: 1 },
      { id: 'c', name: 'Adder', level: 3 },
    ].sort(byLevelThenName);
    expect(monsters.map((m) => m.id)).toEqual(['a', 'c', 'b']);
  });
});

describe('neighbours', () => {
  it('gives the record before and after in the middle of the list', () => {
    expect(neighbours(gods, 'luna', link)).toEqual({
      previous: { href: '/x/chalavar/', name: 'Chalavar' },
      next: { href: '/x/vaath/', name: 'Vaath' },
    });
  });

  it('gives only a next link for the first and only a previous link for the last', () => {
    expect(neighbours(gods, 'chalavar', link)).toEqual({ next: link(gods[1]!) });
    expect(neighbours(gods, 'vaath', link)).toEqual({ previous: link(gods[1]!) });
  });

  it('gives nothing for an unknown id or a list of one', () => {
    expect(neighbours(gods, 'nobody', link)).toEqual({});
    expect(neighbours([gods[0]!], 'chalavar', link)).toEqual({});
  });
});
