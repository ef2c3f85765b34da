// npm test runs this right after the typecheck (scripts/test.mjs); `npx eslint .` runs it alone.
// Not type-aware: typed linting costs about what the typecheck costs on this 2-core machine.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', '.build/', 'test-dist/', 'data/', 'test-results/', 'playwright-report/', 'screenshots/', 'integrations/wordpress/build/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a name kept for its position or to leave a property out of a rest copy.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: {
      // Tests walk parsed JSON of any shape by path; a wrong path fails the assertion it feeds.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
