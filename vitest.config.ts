import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const define = { __VERSION__: JSON.stringify('test') };

// preact/compat stands in for React in the default build, so component tests run against both.
const preactAlias = [
  { find: /^react-dom\/test-utils$/, replacement: r('./node_modules/preact/test-utils/dist/testUtils.mjs') },
  { find: /^react-dom\/client$/, replacement: r('./node_modules/preact/compat/client.mjs') },
  { find: /^react-dom$/, replacement: r('./node_modules/preact/compat/dist/compat.mjs') },
  { find: /^react\/jsx-runtime$/, replacement: r('./node_modules/preact/jsx-runtime/dist/jsxRuntime.mjs') },
  { find: /^react\/jsx-dev-runtime$/, replacement: r('./node_modules/preact/jsx-runtime/dist/jsxRuntime.mjs') },
  { find: /^react$/, replacement: r('./node_modules/preact/compat/dist/compat.mjs') },
  { find: /^@testing-library\/react$/, replacement: r('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js') },
];

const widgetTests = ['widgets/**/*.test.{ts,tsx}'];

// Hooks that build realistic datasets (1,500–2,000 generated estates served over HTTP) take ~2 s on an
// idle machine and 10 s or more on a busy 2-core one: vitest's 10 s default failed a whole run there.
const timeouts = { hookTimeout: 60_000, testTimeout: 30_000 };

export default defineConfig({
  define,
  test: {
    ...timeouts,
    projects: [
      {
        define,
        // The reference service's tests use its demo-only routes (outbox, fault hooks): demo-host/demo-mode.ts.
        test: { ...timeouts, name: 'core', environment: 'node', env: { EB_DEMO: '1' }, include: ['core/**/*.test.ts', 'demo-host/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'] },
      },
      {
        define,
        test: { ...timeouts, name: 'react', env: { EB_DEMO: '1' }, environment: 'happy-dom', include: widgetTests, setupFiles: ['tests/setup-dom.ts'] },
      },
      {
        define,
        resolve: { alias: preactAlias },
        test: {
          ...timeouts,
          name: 'preact',
          env: { EB_DEMO: '1' },
          environment: 'happy-dom',
          include: widgetTests,
          setupFiles: ['tests/setup-dom.ts'],
          server: { deps: { inline: [/@testing-library\/react/, /zustand/, /preact/] } },
        },
      },
    ],
  },
});
