/** The rulebook's skills (src/compiler/skills.ts) and the class skill check that uses them. */
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import {
  checkSkill,
  OLDER_SKILL_NAMES,
  olderSkill,
  RULEBOOK_SKILLS,
  rulebookSkill,
} from '../../src/compiler/skills.ts';

describe('RULEBOOK_SKILLS', () => {
  it('are the 17 skills of the rulebook (content-formats §11.6), none an older name', () => {
    expect(RULEBOOK_SKILLS).toHaveLength(17);
    expect(new Set(RULEBOOK_SKILLS).size).toBe(17);
    for (const older of OLDER_SKILL_NAMES.keys()) expect(rulebookSkill(older)).toBeNull();
  });
});

describe('rulebookSkill', () => {
  it('reads a skill whatever its case and spacing, and nothing else', () => {
    expect(rulebookSkill('perception')).toBe('Perception');
    expect(rulebookSkill(' Sleight  of hand ')).toBe('Sleight of Hand');
    expect(rulebookSkill('Spot')).toBeNull();
    expect(rulebookSkill('Endurance')).toBeNull();
  });
});

describe('olderSkill', () => {
  it('reads a 4e-era name whatever its case, with the rulebook skill it became, if any', () => {
    expect(olderSkill(' endurance ')).toEqual({ name: 'Endurance', successor: 'Endure' });
    expect(olderSkill('Thievery')).toEqual({ name: 'Thievery', successor: null });
    expect(olderSkill('Endure')).toBeNull();
    expect(olderSkill('Spot')).toBeNull();
  });
});

describe('checkSkill', () => {
  it('reads a rulebook skill or a 4e-era name as the skill of a check', () => {
    expect(checkSkill('bluff')).toBe('Bluff');
    expect(checkSkill('thievery')).toBe('Thievery');
    expect(checkSkill('Streetwise')).toBe('Streetwise');
    expect(checkSkill('Spot')).toBeNull();
  });
});

describe('compile (class skills)', () => {
  const classWith = (skills: string) =>
    compile([
      {
        path: 'c.md',
        text: `# Wardsinger\n\n**Divine Defender**\n\n## Stats\n\n**Defenses:** +1 Will.\n\n## Proficiency and Training\n\n**Class Skills:**  ${skills}\n`,
      },
    ]);

  it('warns for each skill that is not a rulebook skill, at its line, keeping it as written', () => {
    const { data, diagnostics } = classWith('Endure, Spot, perception, Endurance, Thievery.');
    expect(data.classes[0]!.classSkills).toEqual([
      'Endure',
      'Spot',
      'perception',
      'Endurance',
      'Thievery',
    ]);
    const found = diagnostics.filter((d) => d.code === 'class/unknown-skill');
    expect(found.map((d) => [d.severity, d.line, d.column])).toEqual([
      ['warning', 11, 1],
      ['warning', 11, 1],
      ['warning', 11, 1],
    ]);
    const about = (skill: string) => found.find((d) => d.message.includes(`"${skill}"`))!.message;
    const [spot, endurance, thievery] = ['Spot', 'Endurance', 'Thievery'].map(about);
    expect(spot).toContain('"Spot" is not a skill of the rulebook');
    expect(spot).toContain(RULEBOOK_SKILLS.join(', '));
    expect(endurance).toContain('4e-era name of Endure; write `Endure`');
    expect(thievery).toContain('Write one of Acrobatics');
  });

  it('raises nothing for a list of rulebook skills', () => {
    const { diagnostics } = classWith('Endure, Heal, Insight, Religion, Sleight of Hand.');
    expect(diagnostics.filter((d) => d.code === 'class/unknown-skill')).toEqual([]);
  });
});
