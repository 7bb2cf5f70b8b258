/**
 * Diagnostics: every problem the compiler finds in content, with a stable
 * code, a position an editor can jump to, and a hint saying how to fix it.
 * `docs/diagnostics.md` documents each code; a test keeps the two in step.
 */

import type * as GDiagnostic from './generated/diagnostic.ts';
import { RULEBOOK_SKILLS } from './skills.ts';
import { escapeControls } from './terminal-text.ts';

/**
 * One problem found in content, positioned at a 1-based line and column: the
 * shape of schemas/diagnostic.schema.json (generated), so the CLI's JSON
 * report and this type cannot disagree.
 */
export type Diagnostic = GDiagnostic.Diagnostic;

/**
 * How bad a diagnostic is: errors fail the build, warnings fail it under
 * `--strict`; an `info` is a note for authors (a monster off its role's
 * numbers) that fails nothing and that the CLI lists only when asked.
 */
export type Severity = Diagnostic['severity'];

/**
 * Every diagnostic code the compiler can emit: the `code` enum of
 * schemas/diagnostic.schema.json. A new code goes there (then `npm run
 * gen:types`) and into DIAGNOSTIC_CODES below, which the type checker holds to
 * exactly this list.
 */
export type DiagnosticCode = Diagnostic['code'];

/**
 * The severity and fix of each code: the one source of truth for what a code
 * raises (`docs/diagnostics.md` states the same, checked by a test). An error
 * means the compiler could not build what a reader or a tool relies on; a
 * warning that it built it but something looks like a slip; an info that
 * something may be deliberate and an author may want to know.
 */
export const DIAGNOSTIC_CODES = {
  'frontmatter/invalid-yaml': {
    severity: 'error',
    hint: 'Fix the YAML between the two `---` lines; quote values that contain a colon.',
  },
  'frontmatter/not-a-mapping': {
    severity: 'error',
    hint: 'Front matter must be `key: value` lines, not a list or a single value.',
  },
  'frontmatter/unclosed': {
    severity: 'error',
    hint: 'Close the front matter with a line holding only `---`.',
  },
  'frontmatter/invalid-value': {
    severity: 'error',
    hint: 'title is text, navigation_weight a number, replaces an id or a list of ids (schemas/frontmatter.schema.json).',
  },
  'frontmatter/unused-replaces': {
    severity: 'warning',
    hint: 'List in `replaces` only ids of powers, deities or tables defined by an earlier file (earlier content directory or lower navigation_weight).',
  },
  'kramdown/attribute-list': {
    severity: 'warning',
    hint: 'Kramdown attribute lists such as `{: .class}` have no effect here; delete the line.',
  },
  'section/content-before-heading': {
    severity: 'warning',
    hint: 'Start the file with a `#` heading so this text belongs to a chapter.',
  },
  'section/duplicate-id': {
    severity: 'warning',
    hint: 'Two headings under the same parent have the same title; rename one so links stay stable.',
  },
  'power/missing-name': {
    severity: 'error',
    hint: 'Write the power’s name after the h4 mark: `> #### Basic Melee Attack`.',
  },
  'power/missing-heading': {
    severity: 'warning',
    hint: 'Start a power block with its name as an h4 inside the quote, above the header: `> #### Name`.',
  },
  'power/missing-header': {
    severity: 'error',
    hint: 'After `> #### Name` (and an optional italic flavor line) write the header: `**At-Will** **Attack** **1** (**Standard Action**) ● **Tag**`.',
  },
  'power/bad-header': {
    severity: 'error',
    hint: 'The header reads: frequency (At-Will, Encounter, Twice per Encounter, Daily, Unlimited, Consumable), category (Attack, Utility), an optional level (1–30) or Feature, then the action in parentheses; or the two-line layout `**Encounter** **No Action**` then `**Human Utility Ancestry**`.',
  },
  'power/unknown-action': {
    severity: 'error',
    hint: 'Use Standard, Move, Swift, Free, Counter, Reaction, Immediate, Opportunity, No Action or Special, e.g. `(**Standard Action**)`.',
  },
  'power/missing-action': {
    severity: 'warning',
    hint: 'Write the action in the header: `**Encounter** **Swift Action**`, or `(**Standard Action**)` in the one-line layout; a range word (`Near`) goes on the line below the header: `**Near** burst 3, one ally`.',
  },
  'power/missing-category': {
    severity: 'warning',
    hint: 'Write Attack or Utility in the descriptor, before the level: `**Strong Bidding Attack 7** ● **Spirit**`.',
  },
  'power/heading-level': {
    severity: 'warning',
    hint: 'Write a power’s name as an h4 inside the quote: `> #### Name`.',
  },
  'power/misplaced-line': {
    severity: 'warning',
    hint: 'Put the flavor sentence (in italics, alone on its line) and every labelled line after the header line; only the name and the flavor come before it.',
  },
  'power/tag-separator': {
    severity: 'warning',
    hint: 'Separate the header from its tags with `●` (U+25CF): `(**Standard Action**) ● **Arcane, Fire**`.',
  },
  'power/unknown-label': {
    severity: 'warning',
    hint: 'Known labels: Requirements, Trigger, Target, Attack, Hit, Miss, Effect, Special, Maintain …, Sustain …, Boost, Augment, Form Attack, Secondary Attack/Hit/Miss/Effect, Tertiary Attack/Effect, Aftereffect, Cost, Crit.',
  },
  'power/orphan-scaling': {
    severity: 'error',
    hint: 'A `*Level N:*` line must follow the labelled line it modifies.',
  },
  'power/bad-scaling': {
    severity: 'error',
    hint: 'Write scaling entries as `*Level 11:* text`, several separated by `;`.',
  },
  'power/duplicate-id': {
    severity: 'warning',
    hint: 'Two powers share a name; the later one gets a numbered id. Rename one if they differ.',
  },
  'block/unrecognized': {
    severity: 'error',
    hint: 'A `> ####` block is a monster when the next line is a rank line such as `**Level 5 Elite Skirmisher** (400 XP)`, and a power when it is a power header; fix that line.',
  },
  'monster/bad-type-line': {
    severity: 'warning',
    hint: 'After the rank line write `Size Origin Type[ ● Tag] (Alignment)`, e.g. `Medium Shadow Humanoid ● Undead (Evil)`.',
  },
  'monster/bad-value': {
    severity: 'warning',
    hint: 'Write the number the label expects, e.g. `**AC:** 19`, `**Str:** 20 (+8)`, `**Speed:** 6, fly 8 (hover)`.',
  },
  'monster/unknown-field': {
    severity: 'warning',
    hint: 'Known stat labels: Senses, Skills, Languages, Str, Con, Dex, Int, Wis, Cha, Equipment, Initiative, Speed, Action Points, AC, Fort, Ref, Will, Saving Throws, HP, Staggered, Immune, Resist, Vulnerable.',
  },
  'monster/duplicate-field': {
    severity: 'warning',
    hint: 'Each stat appears once in a stat block; delete the repeated one (it is kept as an extra line).',
  },
  'monster/unreadable-entry': {
    severity: 'warning',
    hint: 'Start an entry with a symbol and bold name (`‡<TAB>**Claw** (standard, at-will)`), a bold name with (action, frequency), or a bold trait name alone on its line.',
  },
  'monster/missing-field': {
    severity: 'warning',
    hint: 'A stat block has a type line, the six abilities, `**AC:** N; **Fort:** N, **Ref:** N, **Will:** N` and `**HP:** N`.',
  },
  'monster/staggered-mismatch': {
    severity: 'warning',
    hint: 'Staggered is HP ÷ 2 rounded down; fix whichever of the two numbers is wrong.',
  },
  'monster/modifier-mismatch': {
    severity: 'warning',
    hint: 'A printed modifier is (score − 10) ÷ 2 rounded down plus level ÷ 2 rounded down: a level-6 monster with Str 20 shows +8.',
  },
  'monster/mook-hp': {
    severity: 'warning',
    hint: 'Mooks have `**HP:** 1` (and no Staggered); write the rank without Mook if the creature has more.',
  },
  'monster/duplicate-id': {
    severity: 'warning',
    hint: 'Two monsters share a name; the later one gets a numbered id. Rename one if they differ.',
  },
  'monster/role-deviation': {
    severity: 'info',
    hint: 'The stat block differs from its role’s numbers (the `### Role` lines under `## Role`) at its level and rank; keep it if the difference is deliberate, else fix the number.',
  },
  'deity/missing-field': {
    severity: 'error',
    hint: 'A deity needs `**Symbol:**`, `**Portfolio:**` and `**Favored Weapon:**` lines under its heading.',
  },
  'deity/duplicate-field': {
    severity: 'warning',
    hint: 'Each deity field appears once; the first one is kept.',
  },
  'deity/duplicate-id': {
    severity: 'warning',
    hint: 'Two deities share a name; the later one gets a numbered id.',
  },
  'feat/missing-benefit': {
    severity: 'warning',
    hint: 'A feat needs a `**Benefit:**` line after its `**Prerequisite:**` line: `**Benefit:** You gain …`; without one it is read with an empty benefit and its other lines in `notes`.',
  },
  'feat/misplaced-line': {
    severity: 'warning',
    hint: 'A feat reads: an optional flavor sentence, `**Prerequisite:**` (with `*option:*` lines), `**Benefit:**` and its continuation lines, then `**Special:**`. Move or label the line.',
  },
  'feat/duplicate-id': {
    severity: 'warning',
    hint: 'Two feats share a name; the later one gets a numbered id. Rename one if they differ.',
  },
  'art/bad-type-line': {
    severity: 'error',
    hint: 'An art starts with the line `Level 3 Divination Incantation (Arcana)`: level, school, Incantation or Practice, and the key skill (or None) in parentheses.',
  },
  'art/missing-field': {
    severity: 'warning',
    hint: 'After the type line write the four lines `**Cost to Learn:**`, `**Completion Time:**`, `**Components:**` and `**Duration:**` (`See below` when the body says).',
  },
  'art/duplicate-id': {
    severity: 'warning',
    hint: 'Two arts share a name; the later one gets a numbered id. Rename one if they differ.',
  },
  'item/empty': {
    severity: 'error',
    hint: 'Write the item under its heading: an optional `*Level N*` line, then its properties and item powers.',
  },
  'item/bad-level-line': {
    severity: 'warning',
    hint: 'Write the level line as `*Level 4*`, `*Level 4, 14 or 24*` or `*Level X*`.',
  },
  'item/duplicate-id': {
    severity: 'warning',
    hint: 'Two items share a name; the later one gets a numbered id. Rename one if they differ.',
  },
  'trap/bad-level-line': {
    severity: 'error',
    hint: 'Write the level line as `**Level 4 Recurring Shooter** (175 XP Trap)`: level, One-Off, Hazard or Recurring, optional Elite, the role.',
  },
  'trap/missing-field': {
    severity: 'warning',
    hint: 'A trap needs a `**Trigger**` line and a `**Countermeasures**` line followed by one countermeasure per line.',
  },
  'trap/misplaced-line': {
    severity: 'warning',
    hint: 'A trap reads: italic description, level line, detection lines (`Perception DC 15: …`), Trigger, Target, the attack with its range, Hit, Miss and Effect lines, Special, Countermeasures.',
  },
  'trap/duplicate-id': {
    severity: 'warning',
    hint: 'Two traps share a name; the later one gets a numbered id. Rename one if they differ.',
  },
  'species/bad-type-line': {
    severity: 'warning',
    hint: 'Write the type line in bold under the species heading: `**Small natural humanoid (amphibian)**` (size, source, type, optional tags).',
  },
  'species/missing-field': {
    severity: 'warning',
    hint: "A species' traits need `**Ability Score Increases:**`, `**Speed:**` and `**Languages:**` lines.",
  },
  'species/misplaced-line': {
    severity: 'warning',
    hint: "Every line of a species' traits starts with a bold label (`**Speed:** 6 squares.`) or continues the trait above it.",
  },
  'species/duplicate-id': {
    severity: 'warning',
    hint: 'Two species share a name; the later one gets a numbered id. Rename one if they differ.',
  },
  'crux/missing-skill-bonus': {
    severity: 'warning',
    hint: "Start a crux's or heritage's list with its skill bonus: `* +2 Endure`.",
  },
  'crux/misplaced-line': {
    severity: 'warning',
    hint: 'After the skill bonus, each bullet is a trait: `* **Weathered:** Cold resistance 5.`',
  },
  'crux/duplicate-id': {
    severity: 'warning',
    hint: 'Two cruxes or heritages share a name; the later one gets a numbered id. Rename one if they differ.',
  },
  'class/missing-section': {
    severity: 'warning',
    hint: 'A class has `## Stats` and `## Proficiency and Training` sections after its role and key-ability lines.',
  },
  'class/misplaced-line': {
    severity: 'warning',
    hint: 'Stats lines are Hit Points at 1st Level, Additional Hit Points at Higher Levels, Recoveries per Long Rest and Defenses; proficiency lines are Armor, Weapon and Focus Proficiencies, Trained Skills and Class Skills.',
  },
  'class/unknown-skill': {
    severity: 'warning',
    hint: `Class skills are skills of the rulebook: ${RULEBOOK_SKILLS.join(', ')}.`,
  },
  'class/duplicate-id': {
    severity: 'warning',
    hint: 'Two classes share a name; the later one gets a numbered id. Rename one if they differ.',
  },
  'discipline/malformed-label': {
    severity: 'warning',
    hint: 'Write the header labels in bold with the colon inside: `**Sources:** Wardsinger (class)`.',
  },
  'discipline/misplaced-line': {
    severity: 'warning',
    hint: 'The lines directly under a discipline heading are `**Key Ability:**`, `**Secondary Ability:**` and `**Sources:**`; leave a blank line before the flavor text.',
  },
  'discipline/duplicate-id': {
    severity: 'warning',
    hint: 'Two disciplines share a name; the later one gets a numbered id. Rename one if they differ.',
  },
  'kit/missing-discipline': {
    severity: 'warning',
    hint: 'End a kit with `**Associated Discipline:** Name.`, or a sentence ending in a colon and one `* Name.` bullet per discipline.',
  },
  'kit/misplaced-line': {
    severity: 'warning',
    hint: 'Nothing but the discipline (or its bullet list) follows `**Associated Discipline:**`; move the line above it.',
  },
  'kit/duplicate-id': {
    severity: 'warning',
    hint: 'Two kits share a name; the later one gets a numbered id. Rename one if they differ.',
  },
  'path/duplicate-id': {
    severity: 'warning',
    hint: 'Two prestige or epic paths share a name; the later one gets a numbered id. Rename one if they differ.',
  },
  'feat-path/no-steps': {
    severity: 'warning',
    hint: 'Write a feat path as `**Name:** *Level 1:* Feat, *Level 2:* Feat, …`, one italic level label before each feat.',
  },
  'feat-path/duplicate-id': {
    severity: 'warning',
    hint: 'Two feat paths share a name; the later one gets a numbered id. Rename one if they differ.',
  },
  'table/ragged': {
    severity: 'error',
    hint: 'Give every row as many `|` cells as the header row.',
  },
  'table/duplicate-id': {
    severity: 'warning',
    hint: 'Two tables share a caption; the later one gets a numbered id.',
  },
  'rules/bad-xp-row': {
    severity: 'warning',
    hint: 'Write each row of `Table - Monster XP` as `| 7 | 75 | 300 | 600 | 1,500 |`: the level, then the XP of a Mook, a Standard, an Elite and a Boss monster (thousands with a comma; a Mook may have a fraction: `31.25`).',
  },
  'rules/encounter-unreadable': {
    severity: 'warning',
    hint: 'Write the encounter-size rule with numbers the tools can read: `A party of four characters is well matched by four Standard monsters of their level. An Elite monster counts as two Standard monsters, a Boss as four or five, and a Mook as a quarter.`',
  },
  'rules/bad-role-line': {
    severity: 'warning',
    hint: 'Write a role’s lines as `*AC:* 13 + level.`, `*Fort:* 12 + level; *Ref:* 14 + level; *Will:* 11 + level.`, `*HP:* 22 + (4 * level) (double for Elite, quadruple for Boss)` and `*Attack:* +6 + level vs AC; +4 + level vs Fortitude, Reflex or Will`.',
  },
  'rules/bad-damage-row': {
    severity: 'warning',
    hint: 'Write each row of `Table - Damage by Level` as `| 1–3 | 1d6 + 3 | 1d8 + 4 | 2d6 + 5 |`: the level or a range of levels (`7`, `1–3`, `1st to 3rd`), then one dice expression per column.',
  },
  'library/revision': {
    severity: 'warning',
    hint: 'Two books of the library hold different text under one name: both versions are kept and linked. Make the texts the same to print one record in both places, or add `replaces: [id]` to the later book’s front matter to keep only its version.',
  },
  'dice/unreadable': {
    severity: 'error',
    hint: 'Write dice as NdX with optional modifiers, e.g. `2d6 + 3` or `1dW + Strength modifier`.',
  },
  'link/broken': {
    severity: 'error',
    hint: 'Point the link at an existing heading: `#heading-slug` in this file or `other.md#heading-slug` beside it.',
  },
  'picture/missing': {
    severity: 'warning',
    hint: 'Put the picture at that path (relative to the markdown file; `pics\\x.png` and `pics/x.png` are the same) or fix the name; the page shows its alt text meanwhile.',
  },
  'picture/outside': {
    severity: 'warning',
    hint: 'Move the picture into a content directory (a path with `..` or a symbolic link may not lead out of them), or set `"symlinksOutsideContent": "follow"` for a link; the page shows its alt text meanwhile.',
  },
  'picture/remote': {
    severity: 'warning',
    hint: 'Save the picture into the content (e.g. `pics/`) and reference it by its relative path; the page shows a link to it meanwhile.',
  },
  'picture/format': {
    severity: 'warning',
    hint: 'Save the picture as PNG, JPEG or WebP to have it resized and converted (WebP, AVIF); it is served as it is meanwhile.',
  },
  'input/line-too-long': {
    severity: 'error',
    hint: 'Break the line into paragraphs; lines over 100,000 characters are not compiled.',
  },
  'input/too-deep': {
    severity: 'error',
    hint: 'Nest blockquotes and lists at most 24 levels deep (24 markers on one line), brackets at most 32; escape brackets and long runs of `*` or `_` meant as text (`\\[`).',
  },
  'input/invalid-utf8': {
    severity: 'warning',
    hint: 'Save the file as UTF-8 (it was probably saved as Latin-1 or Windows-1252); the bad bytes show as �.',
  },
  'input/unreadable': {
    severity: 'error',
    hint: 'Make the file readable (check its permissions, or that a symbolic link points to an existing file outside any loop).',
  },
  'input/symlink-outside': {
    severity: 'warning',
    hint: 'Move or copy the file into a content directory, or list its directory in rulebook.config.json’s "content"; to read links out of the content directories anyway (content you trust), set "symlinksOutsideContent": "follow".',
  },
  'input/dot-file': {
    severity: 'warning',
    hint: 'Names starting with a dot are hidden and not compiled (.git, editor swap files); rename the file without the leading dot to compile it.',
  },
  'input/site-config': {
    severity: 'warning',
    hint: 'Correct the YAML of the content directory’s `_config.yml` (Jekyll’s): only `kramdown: { hard_wrap: true }` (or `false`) is read from it, as the line-break default of that directory’s files; `lineBreaks` in rulebook.config.json overrides it.',
  },
  'input/too-complex': {
    severity: 'error',
    hint: 'Split the block with blank lines, or remove stray `*`, `_` and `~`: a block holds at most 5,000 lines and 4,000 emphasis marks.',
  },
  'input/too-many-definitions': {
    severity: 'error',
    hint: 'Split the file in two, or write links inline (`[text](url)`): a file holds at most 1,000 link and footnote definitions.',
  },
  'schema/out-of-range': {
    severity: 'error',
    hint: 'Use a value the JSON Schema allows (schemas/), e.g. a power level from 1 to 30.',
  },
  'input/duplicate-path': {
    severity: 'error',
    hint: 'Each input path must be unique; the later file was ignored.',
  },
} as const satisfies Record<DiagnosticCode, { severity: Severity; hint: string }>;

/** A 1-based position in a file. */
export interface Point {
  line: number;
  column: number;
}

/** Builds a diagnostic with the code's default severity and hint unless overridden. */
export function diagnostic(
  code: DiagnosticCode,
  file: string,
  at: Point,
  message: string,
  overrides: { hint?: string; severity?: Severity } = {},
): Diagnostic {
  const entry = DIAGNOSTIC_CODES[code];
  return {
    severity: overrides.severity ?? entry.severity,
    code,
    message,
    hint: overrides.hint ?? entry.hint,
    file,
    line: at.line,
    column: at.column,
  };
}

/** Orders diagnostics by file, line, column, then code, so output is deterministic. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      compareStrings(a.file, b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      compareStrings(a.code, b.code) ||
      compareStrings(a.message, b.message),
  );
}

/**
 * Formats a diagnostic the way editors and terminals link it: `file:line:col:
 * severity CODE message`, then its hint on a line of its own. Control
 * characters in the file name, message or hint are escaped, so each diagnostic
 * is exactly these two lines and cannot command the terminal.
 */
export function formatDiagnostic(d: Diagnostic): string {
  const [file, message, hint] = [d.file, d.message, d.hint].map((text) => escapeControls(text));
  return `${file}:${d.line}:${d.column}: ${d.severity} ${d.code} ${message}\n  hint: ${hint}`;
}

/** Locale-independent string comparison, so sorting is the same on every machine. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
