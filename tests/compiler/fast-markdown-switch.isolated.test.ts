/**
 * The switch that turns the fast markdown path off (rulebook.config.json's
 * `markdown.fastPath`, the compile option `fastMarkdown`): with it off, no
 * text goes through the fast parser — counted by the parse's stats and by a
 * spy on `parseFast` (a module mock, hence `.isolated`) — in the plain
 * compile, the incremental compiler and the CLI's compile; the output is the
 * same either way.
 */
import { describe, expect, it, vi } from 'vitest';
import configSchema from '../../schemas/config.schema.json' with { type: 'json' };

vi.mock('../../src/compiler/fast-markdown/index.ts', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../../src/compiler/fast-markdown/index.ts')>();
  return { ...original, parseFast: vi.fn(original.parseFast) };
});

const { parseFast } = await import('../../src/compiler/fast-markdown/index.ts');
const { parseMarkdown } = await import('../../src/compiler/parse-markdown.ts');
const { prepareFile } = await import('../../src/compiler/prepare.ts');
const { compile } = await import('../../src/compiler/compile.ts');
const { createIncrementalCompiler } = await import('../../src/compiler/incremental.ts');
const { compileContent } = await import('../../src/io/compile-content.ts');
const { DEFAULT_CONFIG, parseConfig, RulebookConfigError } = await import('../../src/io/config.ts');
const { fixtureInputs } = await import('./fixture-inputs.ts');

const spy = vi.mocked(parseFast);
const TEXT = '# Title\n\nA paragraph with *emphasis*.\n\n> **Hit** 1d6 damage.\n\n- one\n- two\n';
const inputs = fixtureInputs('power-basic');

/** How many times the fast parser ran during `run`. */
async function fastParses(run: () => unknown): Promise<number> {
  spy.mockClear();
  await run();
  return spy.mock.calls.length;
}

describe('the fast markdown switch', () => {
  it('sends every character to remark when off, and most of them to the fast parser when on', () => {
    const off = { fast: 0, total: 0 };
    const on = { fast: 0, total: 0 };
    const remarkTree = parseMarkdown(TEXT, undefined, { fastMarkdown: false, stats: off });
    const fastTree = parseMarkdown(TEXT, undefined, { stats: on });
    expect(off).toEqual({ fast: 0, total: TEXT.length });
    expect(on).toEqual({ fast: TEXT.length, total: TEXT.length });
    expect(remarkTree).toStrictEqual(fastTree);
  });

  it('reaches the parse from the per-file stage', () => {
    const stats = { fast: 0, total: 0 };
    prepareFile('a.md', TEXT, undefined, { fastMarkdown: false, stats });
    expect(stats.fast).toBe(0);
    expect(stats.total).toBe(TEXT.length);
  });

  it('keeps the fast parser out of compile, the incremental compiler and compileContent', async () => {
    const off = { fastMarkdown: false };
    expect(await fastParses(() => compile(inputs))).toBeGreaterThan(0);
    expect(await fastParses(() => compile(inputs, off))).toBe(0);
    expect(await fastParses(() => createIncrementalCompiler().compile(inputs, off))).toBe(0);
    expect(
      await fastParses(() => compileContent(inputs, off, { cache: null, workers: false })),
    ).toBe(0);
    expect(compile(inputs, off)).toEqual(compile(inputs));
  });

  it('is rulebook.config.json’s markdown.fastPath, on by default', () => {
    expect(DEFAULT_CONFIG.markdown.fastPath).toBe(true);
    expect(configSchema.properties.markdown.properties.fastPath.default).toBe(true);
    expect(parseConfig('{}').markdown).toEqual({ fastPath: true });
    expect(parseConfig('{ "markdown": { "fastPath": false } }').markdown).toEqual({
      fastPath: false,
    });
    expect(() => parseConfig('{ "markdown": { "fastPath": "no" } }')).toThrow(RulebookConfigError);
    expect(() => parseConfig('{ "markdown": { "fastPath": "no" } }')).toThrow(
      /markdown\.fastPath: must be of type boolean/,
    );
  });
});
