/**
 * The layers, checked: what each folder may import (`npm run lint:deps`, run
 * by `npm test`). docs/architecture.md says what each layer holds. Each rule's
 * comment is printed with a violation: it says what the rule protects and
 * where the code belongs instead.
 *
 * dependency-cruiser reads .ts, .mjs and .cjs files, not .astro ones: the
 * imports of the .astro files' front matter and `<script>`s are checked
 * against these same rules by tests/architecture/boundaries.test.ts, which
 * also checks what no import graph shows (Node globals in the pure core).
 */

/** Local folders, as path patterns (dependency-cruiser matches paths from the project root). */
const COMPILER = 'src/compiler/';
const DICE = 'src/dice/';
const CHARACTER = 'src/character/';
const SITE = 'src/site/';
const CLIENT = 'src/client/';
const IO = 'src/io/';
const LOADERS = 'src/loaders/';
const INTEGRATIONS = 'src/integrations/';
const FOUNDRY = 'src/foundry/';
const ASTRO_SITE = 'src/(?:pages|components|layouts|styles)/|src/content\\.config\\.ts$';
const SCRIPTS = 'scripts/';
const SCHEMAS = 'schemas/';

/** A pattern matching any of `folders` at the start of a path. */
const anyOf = (...folders) => `^(?:${folders.join('|')})`;

/**
 * The layers, from the bottom up: each one's folder, the local folders it may
 * import (its own included), whether it may import Node's built-in modules,
 * and what it is (for the messages).
 */
const LAYERS = [
  {
    name: 'compiler',
    path: COMPILER,
    may: [COMPILER, DICE, SCHEMAS],
    node: false,
    what: 'the pure compiler core, which also runs in the browser (the playground worker)',
  },
  { name: 'dice', path: DICE, may: [DICE], node: false, what: 'the pure dice engine' },
  {
    name: 'character',
    path: CHARACTER,
    may: [CHARACTER, DICE, COMPILER],
    node: false,
    what: "the reader's character model, shared by the pages and the browser",
  },
  {
    name: 'site',
    path: SITE,
    may: [SITE, CHARACTER, DICE, COMPILER, SCHEMAS],
    node: false,
    what: "the pages' pure helpers (views, links, renderers), parts of which the browser runs",
  },
  {
    name: 'client',
    path: CLIENT,
    may: [CLIENT, SITE, CHARACTER, DICE, COMPILER, SCHEMAS],
    node: false,
    what: 'browser code',
  },
  {
    name: 'foundry',
    path: FOUNDRY,
    may: [FOUNDRY, COMPILER, DICE],
    node: false,
    what: 'the pure mapping of compiled records to Foundry VTT documents for the dnd4e system',
  },
  {
    name: 'io',
    path: IO,
    may: [IO, COMPILER, DICE, SCHEMAS],
    node: true,
    what: 'the Node edges shared by the CLI and the site (files, configuration, caches, server)',
  },
  {
    name: 'loaders',
    path: LOADERS,
    may: [LOADERS, IO, SITE, COMPILER, DICE, SCHEMAS],
    node: true,
    what: "Astro's content layer: the loader that stores the compiled rulebook, and the pages' reads of the store",
  },
  {
    name: 'integrations',
    path: INTEGRATIONS,
    may: [INTEGRATIONS, LOADERS, IO, SITE, FOUNDRY, COMPILER, DICE, SCHEMAS],
    node: true,
    what: 'the Astro integrations and Vite plugins (astro.config.mjs)',
  },
  {
    name: 'astro-site',
    path: ASTRO_SITE,
    may: [ASTRO_SITE, LOADERS, IO, SITE, CLIENT, CHARACTER, DICE, COMPILER, SCHEMAS],
    node: true,
    what: 'the Astro pages, components and layouts (rendered in Node at build time)',
  },
  {
    name: 'scripts',
    path: SCRIPTS,
    may: [SCRIPTS, IO, LOADERS, INTEGRATIONS, SITE, CLIENT, CHARACTER, DICE, COMPILER, SCHEMAS],
    node: true,
    what: 'the CLI, the site build, the server, PDFs and the benchmark (the top: nothing in src/ imports it)',
  },
];

/** The rules every layer gets from {@link LAYERS}. */
const layerRules = LAYERS.flatMap((layer) => [
  {
    name: `${layer.name}-imports`,
    severity: 'error',
    comment:
      `${layer.path} (${layer.what}) may import only ${layer.may.join(', ')}: ` +
      'move the code to the layer that may use both, or pass what it needs in as an argument.',
    from: { path: anyOf(layer.path) },
    to: { path: '^(?:src|scripts|tests|schemas)/', pathNot: anyOf(...layer.may) },
  },
  ...(layer.node
    ? []
    : [
        {
          name: `${layer.name}-no-node`,
          severity: 'error',
          comment:
            `${layer.path} (${layer.what}) runs without Node: no Node built-in module. ` +
            'Read files, the environment or the clock in src/io/ and pass the result in.',
          from: { path: anyOf(layer.path) },
          to: { dependencyTypes: ['core'] },
        },
      ]),
]);

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'pure-layers-no-astro',
      severity: 'error',
      comment:
        "Only the Astro site and src/loaders/ use Astro's modules (astro:content, the store): " +
        'the pure layers take the data as arguments (src/loaders/site-data.ts reads it for the pages).',
      from: { path: anyOf(COMPILER, DICE, CHARACTER, SITE, CLIENT, IO, FOUNDRY) },
      to: { path: '^astro:', pathNot: '^astro:assets$' },
    },
    {
      name: 'site-astro-assets-only-in-pictures',
      severity: 'error',
      comment:
        "src/site/ may use Astro's image pipeline (astro:assets) in src/site/pictures.ts only; " +
        'every other helper is plain TypeScript the browser can run.',
      from: { path: anyOf(SITE), pathNot: '^src/site/pictures\\.ts$' },
      to: { path: '^astro:assets$' },
    },
    {
      name: 'no-imports-from-tests',
      severity: 'error',
      comment:
        'Nothing outside tests/ imports a test module: code that tests and the benchmark share ' +
        'lives in scripts/lib/.',
      from: { pathNot: '^tests/' },
      to: { path: '^tests/' },
    },
    {
      name: 'tests-not-bench',
      severity: 'error',
      comment: 'Tests do not import the benchmark: shared code lives in scripts/lib/.',
      from: { path: '^tests/' },
      to: { path: '^scripts/(?:bench/|bench\\.ts$)' },
    },
    {
      name: 'compiler-through-its-entries',
      severity: 'error',
      comment:
        'Outside src/compiler/, import the compiler through src/compiler/index.ts (its public API) ' +
        'or src/compiler/helpers.ts (its light entry, the only one for code the browser runs): ' +
        'export what you need there.',
      from: {
        // Exceptions: tests/ is not checked (the compiler's unit tests test its
        // modules directly); the benchmark times its stages one by one
        // (scripts/bench/); scripts/gen-types.ts writes the compiler's generated
        // types, so it must not load the compiler it regenerates; src/io/config.ts
        // runs at every command's start, before any compile, and loads only the
        // validator (validate.ts), not the compile pipeline behind index.ts.
        // The engine's Node layers drive its stages (compile-content.ts runs
        // the per-file stage on the worker pool, compile-pool.ts and
        // compile-worker.ts are that pool), and compile-output.ts,
        // compile-cache.ts and pictures.ts, which serve an unchanged compile
        // from the cache, load only the light modules they need (schemas,
        // validation, the options' key, the cache's kinds, the picture
        // checks), not the parser behind index.ts (the CLI's start-up test
        // checks what a cached compile loads).
        path: '^(?:src|scripts)/',
        pathNot: [
          anyOf(COMPILER),
          '^scripts/bench/',
          '^scripts/gen-types\\.ts$',
          '^src/io/config\\.ts$',
          '^src/io/(?:compile-(?:cache|content|pool|worker|output)|pictures)\\.ts$',
        ],
      },
      to: { path: anyOf(COMPILER), pathNot: '^src/compiler/(?:index|helpers)\\.ts$' },
    },
    {
      name: 'browser-code-light-entries',
      severity: 'error',
      comment:
        'Code the browser runs imports the compiler through src/compiler/helpers.ts and the dice ' +
        "engine through src/dice/browser.ts (the entries whose size the site's budget measures), " +
        'except for types and the rule profiles (src/dice/rulesets.ts: data, no engine). The ' +
        'playground worker alone bundles the whole compiler.',
      from: {
        path: anyOf(CLIENT, SITE, CHARACTER),
        pathNot: '^src/client/playground/worker\\.ts$',
      },
      to: {
        path: anyOf(COMPILER, DICE),
        pathNot: '^src/(?:compiler/helpers|dice/browser|dice/rulesets)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules that import each other (directly or through others) cannot be understood, tested ' +
        'or loaded one at a time: move what both need into a module both import. A type-only ' +
        'import is erased before any module loads, so it closes no cycle.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-circular-folders',
      severity: 'error',
      comment:
        'Folders that import each other are one layer in two places: move what both need into ' +
        'the lower one.',
      scope: 'folder',
      // tests/ is not checked: tests/build/ and tests/browser/ share helpers both ways.
      from: { path: '^(?:src|scripts)/' },
      to: {
        circular: true,
      },
    },
  ],
  options: {
    exclude: { path: ['/fixtures/', '^[.]build/'] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.mjs', '.js', '.cjs', '.json', '.d.mts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
