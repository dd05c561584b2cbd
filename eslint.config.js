// ESLint for TypeScript and TSX (type-aware: floating promises), import order, unused code.
// Formatting is Prettier's (npm run format); unused files, exports and dependencies are knip's.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import order, type-only imports and unused code: the same in TypeScript and Astro files. */
const IMPORT_RULES = {
  'simple-import-sort/imports': 'error',
  'simple-import-sort/exports': 'error',
  '@typescript-eslint/no-unused-vars': [
    'error',
    { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
  ],
  '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
  // `import { type A }` keeps the module as a side-effect import (verbatimModuleSyntax): a
  // browser bundle would carry it (zod with an entity schema) for nothing.
  '@typescript-eslint/no-import-type-side-effects': 'error',
};

const NO_TOOLING = {
  regex: '(^|/)tools/sample-photos(/|$)|^sample-photos(/|$)',
  message:
    'tools/sample-photos is tooling, not product: use the pictures it wrote under public/images.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.astro/',
      '.netlify/',
      '.data/',
      'data/',
      'public/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Astro components: their frontmatter and <script> blocks (virtual *.astro/*.ts files).
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.astro/*'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['eslint.config.js', 'drizzle.config.ts', '.dependency-cruiser.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      ...IMPORT_RULES,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  // The same import and unused-code rules in Astro components. Type-aware rules need a TypeScript
  // program, which .astro files are not part of (astro check type-checks them).
  // The same type-import and unused-code rules in Astro components (frontmatter and <script>).
  // Their imports keep the order they were written in: a component's import order is the order of
  // its components' styles in the page, so sorting them can change which rule wins. Type-aware
  // rules need a TypeScript program, which .astro files are not part of (astro check types them).
  {
    files: ['**/*.astro', '**/*.astro/*.ts'],
    rules: {
      ...IMPORT_RULES,
      'simple-import-sort/imports': 'off',
      'simple-import-sort/exports': 'off',
    },
  },
  // The sample-photo renderer is tooling: the product and its tests read the pictures it drew,
  // never its code.
  {
    files: ['**/*.{ts,tsx,js,mjs,astro}', '**/*.astro/*.ts'],
    ignores: ['tools/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_TOOLING] }] },
  },
  // Inside src/, an import that leaves its folder says where it goes: `~/features/leads/…`, not `../../`.
  {
    files: ['src/**/*.{ts,tsx,astro}', 'src/**/*.astro/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_TOOLING,
            {
              regex: '^(\\.\\./){2,}',
              message:
                'Import across folders with the ~/ alias (~/features/…), not by climbing ../../.',
            },
          ],
        },
      ],
    },
  },
  // File names mean one thing (docs/architecture.md): a plain x.ts is pure, so the browser's
  // globals and the network belong in x.client.ts, the server's in x.server.ts.
  {
    files: ['src/**/*.ts'],
    ignores: [
      '**/*.client.ts',
      '**/*.server.ts',
      '**/*.worker.ts',
      '**/*.test.ts',
      '**/*.d.ts',
      'src/pages/**',
      // An Astro component's <script> runs in the browser.
      '**/*.astro/*',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'navigator',
          'fetch',
          'XMLHttpRequest',
          'Worker',
        ].map((name) => ({
          name,
          message: `A plain .ts file is pure: code that uses ${name} goes in a .client.ts (browser) or .server.ts file.`,
        })),
      ],
    },
  },
  // The environment is read in one place: src/services/env.server.ts (astro:env).
  {
    files: ['src/**/*.{ts,tsx,astro}', 'src/**/*.astro/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read the environment through src/services (declared in src/services/env.ts, read by env.server.ts).',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message:
            'Read the environment through src/services (declared in src/services/env.ts, read by env.server.ts).',
        },
      ],
    },
  },
  // Browser tests take `test` and `expect` from tests/support/test.ts, where each test is a
  // visitor of its own (the per-client limits).
  {
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [NO_TOOLING],
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: 'Import test and expect from tests/support/test.ts.',
            },
          ],
        },
      ],
    },
  },
  // Ambient module declarations can only name types with import().
  { files: ['**/*.d.ts'], rules: { '@typescript-eslint/consistent-type-imports': 'off' } },
);
