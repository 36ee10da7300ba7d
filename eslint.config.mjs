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
  './apps/pim/tsconfig.json',
  './apps/web/tsconfig.json',
  './apps/cms/tsconfig.json',
  './apps/cms/tests/tsconfig.json',
  './tsconfig.json',
];

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
);
