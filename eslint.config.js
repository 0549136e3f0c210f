// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'clients/typescript/dist/', 'coverage/', 'scratch/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // The portal's one script runs in the browser.
    files: ['src/portal/assets/**/*.js'],
    languageOptions: { globals: { document: 'readonly', navigator: 'readonly', window: 'readonly' } },
  },
  {
    // The client runs wherever fetch does (Node, Deno, Bun, edge runtimes): their common globals only.
    files: ['clients/typescript/src/**'],
    languageOptions: {
      globals: {
        fetch: 'readonly',
        Headers: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        crypto: 'readonly',
      },
    },
  },
  {
    files: ['src/cli/**', 'bench/**', 'scripts/**', 'test/**'],
    rules: { 'no-console': 'off' },
  },
)
