/** The links around a record on its page (src/site/record-page.ts): where it is printed, its versions, its neighbours. */
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import { byName } from '../../src/site/pager.ts';
import { recordPageLinks } from '../../src/site/record-page.ts';
import { sectionUrl } from '../../src/site/urls.ts';

/** A power block of the playground's template's shape, named `name`. */
const power = (name: string) => `> #### ${name}
>
> **At-Will** **Attack** **1** (**Standard Action**) ● **Martial, Weapon**
> **Melee** weapon, one creature
> **Attack** Strength vs AC
> **Hit** 1dW + Strength modifier damage.
`;

const { data } = compile([
  {
    path: 'book.md',
    text: `# Powers\n\n## Fighter Powers\n\n${['Vicious Jab', 'Cleaving Strike', 'Shield Bash'].map(power).join('\n')}`,
  },
]);
const url = (id: string) => `/powers/${id}/`;
const ordered = [...data.powers].sort(byName);
const named = (name: string) => data.powers.find((p) => p.name === name)!;

describe('recordPageLinks', () => {
  it('gives the place the record is printed, named with its headings, linking its section', () => {
    const { places } = recordPageLinks(data, named('Shield Bash'), ordered, url);
    expect(places).toHaveLength(1);
    expect(places[0]!.label).toContain('Fighter Powers');
    expect(places[0]!.href).toBe(sectionUrl(named('Shield Bash').section));
  });

  it('gives the previous and next record in the order passed, linked by `url`', () => {
    const { pager } = recordPageLinks(data, named('Shield Bash'), ordered, url);
    const cleaving = named('Cleaving Strike');
    const jab = named('Vicious Jab');
    expect(pager).toEqual({
      previous: { href: url(cleaving.id), name: 'Cleaving Strike' },
      next: { href: url(jab.id), name: 'Vicious Jab' },
    });
  });

  it('gives each other version the record names, linked by `url`, and none for a record without', () => {
    const jab = named('Vicious Jab');
    const revised = { ...named('Shield Bash'), versions: [jab.id, 'not-a-power'] };
    const { versions } = recordPageLinks(data, revised, ordered, url);
    expect(versions.map((v) => v.href)).toEqual([url(jab.id)]);
    expect(versions[0]!.label).toMatch(/^Vicious Jab \(/);
    expect(recordPageLinks(data, jab, ordered, url).versions).toEqual([]);
  });
});
