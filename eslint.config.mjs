// ESLint for the whole repository (`npm run lint`, with `prettier --check .`): type-aware rules from
// typescript-eslint, React's hooks rules and Next's rules for the site, Vitest's rules for the tests, and the rule
// that keeps a `lib/` folder's index.ts its only door. Formatting is Prettier's job, so no stylistic rules here.
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import vitest from '@vitest/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Every tsconfig that owns files; the type-aware rules use the first one that includes a file. */
const projects = [
  './packages/markets/tsconfig.json',
  './packages/pim-contract/tsconfig.json',
  './packages/content-events/tsconfig.json',
  './packages/loop-delay/tsconfig.json',
  './apps/pim/tsconfig.json',
  './apps/web/tsconfig.json',
  './apps/cms/tsconfig.json',
  './apps/cms/tests/tsconfig.json',
  './tsconfig.json',
];

/**
 * A `lib/` folder of the site is a room whose index.ts is its door; a folder with server-only code has a second
 * door, server.ts (it starts with `import 'server-only'`). Any other file of the folder is reached only from
 * inside it. The pattern catches the alias (`@/lib/cms/client`), relative paths from the site's other folders
 * (`../lib/x/y`, `../src/lib/x/y` from server/, `../../apps/web/src/lib/x/y` from tests) and, in tests, allows
 * the folders' fixtures as well.
 */
/** @typedef {{ regex: string, message: string }} ImportPattern */

/**
 * @param {{ fixtures?: boolean }} [options]
 * @returns {ImportPattern[]}
 */
function libDoorPatterns({ fixtures = false } = {}) {
  const allowed = fixtures ? '(?!(?:server|fixtures|[^/]+\\.fixture)$)' : '(?!server$)';
  const message =
    "Import a lib/ folder through its door: '@/lib/<folder>', or '@/lib/<folder>/server' for its server-only part.";
  const from = '^(?:@/|(?:\\.\\./)+(?:[\\w.-]+/)*src/|(?:\\.\\./)+)';
  return [
    { regex: `${from}lib/[^/]+/${allowed}`, message },
    {
      regex: `${from}features/[^/]+/[^/]+/${allowed}`,
      message:
        "Import a feature's part through its door: '@/features/<feature>/<part>', or '@/features/<feature>/<part>/server' for its server-only part.",
    },
  ];
}

/**
 * The site's floors, top to bottom: app (routes) → views (one per route kind) → blocks → components → i18n → lib. A
 * module imports from its own floor and the floors below it, never from one above: what two floors share lives on
 * the lower one. Tests are exempt (they assemble floors to test them). Relative paths count as well
 * (`../../blocks` from components/).
 */
const FLOORS = ['app', 'views', 'blocks', 'components', 'i18n', 'lib'];

/**
 * A feature folder (`features/<feature>/`, e.g. the catalogue) keeps one feature's parts together, each part on a
 * floor: its views on the components floor, its query, browser cache and worker on the lib floor. A part is
 * entered through its door (index.ts, or server.ts for its server-only part), like a lib/ folder.
 * @type {Record<string, string>}
 */
const FEATURE_PARTS = { views: 'components', query: 'lib', cache: 'lib', worker: 'lib' };

/**
 * @param {string} floor
 * @returns {ImportPattern[]}
 */
function upwardImports(floor) {
  const above = FLOORS.slice(0, FLOORS.indexOf(floor));
  if (above.length === 0) return [];
  const parts = Object.keys(FEATURE_PARTS).filter((part) => above.includes(FEATURE_PARTS[part] ?? ''));
  const message = `${floor}/ is below ${above.join(', ')}: it never imports from a floor above it (app → views → blocks → components → i18n → lib). Move what both need down to ${floor}/ or lower.`;
  return [
    { regex: `^(?:@/|(?:\\.\\./)+)(?:${above.join('|')})(?:/|$)`, message },
    ...(parts.length === 0
      ? []
      : [
          {
            // A feature's part on a floor above (from anywhere, or from a sibling part: `../views`).
            regex: `^(?:(?:@/|(?:\\.\\./)+)features/[^/]+/|\\.\\./)(?:${parts.join('|')})(?:/|$)`,
            message: `${message} (features/*/${parts.join(', ')} stand on ${[...new Set(parts.map((p) => FEATURE_PARTS[p]))].join(', ')}.)`,
          },
        ]),
  ];
}

/** Inside a lib/ folder or a feature's part, a sibling is entered through its door too (`../cms`, not `../cms/query`). */
const SIBLING_DOOR = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!server$)',
  message: "Import a sibling lib/ folder or feature part through its door: '../<folder>' or '@/lib/<folder>'.",
};

/** The site reads its environment in lib/config alone (zod-checked at start); `process.env` elsewhere bypasses it. */
const PROCESS_ENV_MESSAGE = "Read configuration through '@/lib/config' (lib/config is the only reader of process.env).";
const processEnvImports = ['process', 'node:process'].map((name) => ({
  name,
  importNames: ['env'],
  message: PROCESS_ENV_MESSAGE,
}));

/** Another app's sources are not the site's: what the site (or its bench) uses of one is that app's package export. */
const OTHER_APP_SOURCE = {
  regex: '^(?:\\.\\./)+(?:apps/)?(?:pim|cms)/',
  message: "Import another app through its package export (e.g. '@qilak/pim/generate'), not its source.",
};

/**
 * no-restricted-imports for the site: the lib/ doors, `env` from `node:process` (but in tests), another app's
 * sources (but in the repository's tests, which read the CMS's seed), and `extra`.
 * @param {{ fixtures?: boolean, env?: boolean, otherApps?: boolean, extra?: ImportPattern[] }} [options]
 * @returns {import('eslint').Linter.RuleEntry}
 */
function siteImports({ fixtures = false, env = true, otherApps = false, extra = [] } = {}) {
  const patterns = [...libDoorPatterns({ fixtures }), ...(otherApps ? [] : [OTHER_APP_SOURCE]), ...extra];
  return ['error', { paths: env ? processEnvImports : [], patterns }];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/.next/',
      '**/dist/',
      '**/dist-server/',
      '**/build/',
      '**/coverage/',
      '.local/',
      'apps/web/.instances/',
      'apps/web/public/',
      'apps/web/next-env.d.ts',
      'apps/cms/.strapi/',
      'apps/cms/.tmp/',
      'apps/cms/public/',
      'apps/cms/types/generated/',
      'apps/cms/seed/media/',
      'apps/cms/src/admin/',
      'apps/pim/var/',
      'bench/results/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
      parserOptions: { project: projects, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    // Plain JavaScript (scripts, configs): checked with JSDoc types through the root tsconfig's checkJs.
    files: ['**/*.mjs', '**/*.cjs', '**/*.js', '**/*.jsx'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The site: React's hooks rules (with the compiler-based checks of react-hooks 7) and Next's rules.
    files: ['apps/web/**/*.{ts,tsx,mjs}', 'bench/bare-next/**/*.{js,jsx,mjs}'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { next: { rootDir: ['apps/web/', 'bench/bare-next/'] } },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
  },
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.e2e.ts',
      'tests/**/*.ts',
      'apps/*/test/**/*.ts',
      'apps/cms/tests/**/*.ts',
    ],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      // Browser and integration tests assert inside helpers (`expectStatus`, `waitForDecision`).
      // Browser tests also assert by waiting for an address (it throws when the page never gets there).
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect*', 'assert*', '*.expect*', 'page.waitForURL', 'decided'] },
      ],
      // Titles built from a table (`for (const [label, path] of pages) it(label, ...)`).
      'vitest/valid-title': ['error', { allowArguments: true }],
      // A hook may check its own preconditions (the entry it edits exists) before the tests rely on them.
      'vitest/no-standalone-expect': [
        'error',
        { additionalTestBlockFunctions: ['beforeAll', 'beforeEach', 'afterEach', 'afterAll'] },
      ],
      // Tests read the untyped JSON of the system under test (API bodies, content files) and check it with
      // expect(), which is their type check; typing every response body again would only restate the assertions.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // Test doubles implement async interfaces with plain values (`async () => response`).
      '@typescript-eslint/require-await': 'off',
      // Vitest's expect takes a message as its second argument.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
    },
  },
  {
    // The doors of the site's lib/ folders, for everything of the site (its pages, web server, bench and tests).
    files: ['apps/web/**/*.{ts,tsx,mjs}'],
    rules: { 'no-restricted-imports': siteImports() },
  },
  {
    // Tests and benchmarks may also use a folder's test fixtures (`fixtures.ts`, `*.fixture.ts`).
    files: ['apps/web/**/*.test.{ts,tsx}', 'apps/web/bench/**/*.{ts,mjs}'],
    rules: { 'no-restricted-imports': siteImports({ fixtures: true }) },
  },
  {
    // The repository's tests reach the site's lib/ folders through their doors as well (they start the stack, so
    // they read their own environment).
    files: ['tests/**/*.ts'],
    rules: { 'no-restricted-imports': siteImports({ fixtures: true, env: false, otherApps: true }) },
  },
  {
    // Inside lib/, a sibling folder is entered through its door too (`../cms`, not `../cms/query`).
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': siteImports({
        extra: [SIBLING_DOOR, ...upwardImports('lib')],
      }),
    },
  },
  {
    // A client component never imports a server door: it would either fail the build or ship server code.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Program:has(> ExpressionStatement[directive='use client']) ImportDeclaration[importKind!='type'][source.value=/^@\\u002F(?:lib\\u002F[^\\u002F]+|features\\u002F[^\\u002F]+\\u002F[^\\u002F]+)\\u002Fserver$/]",
          message:
            "A 'use client' module imports a lib/ folder's (or a feature part's) server door; use its index (client-safe) door.",
        },
      ],
    },
  },
  ...['views', 'blocks', 'components', 'i18n'].map((floor) => ({
    // The floors: nothing imports from a floor above its own (lib/ has the rule with its doors, above).
    files: [`apps/web/src/${floor}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': siteImports({ extra: upwardImports(floor) }) },
  })),
  ...Object.entries(FEATURE_PARTS).map(([part, floor]) => ({
    // A feature's part stands on its floor: the same rule as the floor's own folder, and its siblings' doors.
    files: [`apps/web/src/features/*/${part}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': siteImports({ extra: [SIBLING_DOOR, ...upwardImports(floor)] }) },
  })),
  .../** @type {[string, string, string][]} */ ([
    ['views', 'apps/web/src/views/**/*.{ts,tsx}', '^(?:@/views|\\.|\\./index)$'],
    ['blocks', 'apps/web/src/blocks/*/**/*.{ts,tsx}', '^(?:@/blocks|\\.\\.|\\.\\./index|\\./index)$'],
  ]).map(([registry, files, regex]) => ({
    // A registry (views/index.tsx, blocks/index.tsx) imports every view or block; one of those importing the
    // registry back (or a block folder's view importing its own index) would be an import cycle.
    files: [files],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': siteImports({
        extra: [
          { regex, message: `A ${registry} module never imports the registry that imports it: a cycle.` },
          ...upwardImports(registry),
        ],
      }),
    },
  })),
  {
    // No `process.env` in the site outside lib/config (Next inlines nothing else: no NEXT_PUBLIC_ variables).
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/server/**/*.ts'],
    ignores: ['apps/web/src/lib/config/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: PROCESS_ENV_MESSAGE }],
    },
  },
);
