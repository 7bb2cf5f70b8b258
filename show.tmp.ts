import { readFileSync } from 'node:fs';
import { compile } from './src/compiler/index.ts';
for (const name of process.argv.slice(2)) {
  const text = readFileSync(`tests/compiler/fixtures/${name}/input.md`, 'utf8');
  const { data, diagnostics } = compile([{ path: 'input.md', text }]);
  console.log('=====', name);
  for (const p of data.powers) {
    const { id, section, context, source, lines, ...rest } = p;
    console.log(JSON.stringify({ ...rest, source: [source.line, source.endLine] }));
    for (const l of lines) console.log('   ', JSON.stringify({ key: l.key, label: l.label, sub: l.subLabel, lvl: l.level, g: l.attackGroup, att: l.attack, text: l.text, sc: l.scaling.map((e) => [e.level, e.text]) }));
  }
  for (const d of diagnostics) console.log('  D', d.severity, d.code, d.line, d.message);
  for (const s of data.sections) if (s.text) console.log('  S', s.id, JSON.stringify(s.text).slice(0, 200));
}
