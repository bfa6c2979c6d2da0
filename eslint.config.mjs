import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import boundaries from './scripts/eslint-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/releases/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      '.run/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // React Compiler rules: advisory for now, the build does not use the compiler
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      // one way to import types (docs/decisions/049-type-imports.md): a type-only import is its own
      // `import type` statement, erased whole, never a `type` specifier inside a value import
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports', disallowTypeAnnotations: false },
      ],
      'import-x/consistent-type-specifier-style': ['error', 'prefer-top-level'],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // runtime plugins and the embed loader run in the browser, built by webpack
    files: ['shared/build/src/*.mjs'],
    languageOptions: { globals: { ...globals.browser, __APP_NAME__: 'readonly' } },
  },
  {
    // inlined by the shell server into server-rendered pages: it runs in the browser, as is
    files: ['shell-host/server/render/early-presses.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Boundaries (docs/decisions/009-boundaries.md): remotes never import each other or the shell; a
  // feature never imports another feature's internals; shared/* never imports an app; api/ and
  // identity/ never import front-end code; a remote emits only its own team's events. The API's layers
  // (docs/decisions/064-api-layers.md): only app.ts mounts route files, runtime code never imports the
  // seed, route files run no SQL.
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { cle: boundaries },
    rules: { 'cle/imports': 'error', 'cle/own-events': 'error', 'cle/no-sql-in-routes': 'error' },
  },
  // No function over 80 lines (issue 40): long components become a page that composes named parts and
  // a hook; long server functions become named steps. Tests and the e2e suite are exempt.
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    ignores: ['**/*.test.*', '**/test/**', 'e2e/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  // No import circles (docs/decisions/072-no-import-circles-libraries-smaller-files.md), dynamic
  // import() included; packages in node_modules are not followed (~10 s more CPU for `npm run lint`).
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
