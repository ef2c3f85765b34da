import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { freePort } from './scripts/free-port.mjs';

// Set in the runner before the workers start, so every worker sees the same ports (engineers share this machine).
process.env.EB_WP_PORT ||= String(await freePort());
process.env.EB_WP_DEMO_PORT ||= String(await freePort());

/**
 * The WordPress plugin (integrations/wordpress/) in a throwaway WordPress beside the demo host: the
 * global setup installs and starts both (scripts/wordpress.mjs) and stops them at the end. Every spec
 * runs with the preact build and with the React build (cookie eb-build=react, read by a test-only
 * must-use plugin that swaps the bundle URL). Build first (`node esbuild.config.mjs`).
 */
export default defineConfig({
  testDir: 'tests/wordpress',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/wordpress/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${process.env.EB_WP_PORT}`,
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'wp-preact' },
    {
      name: 'wp-react',
      // The settings page is PHP only: the same for both builds, so it runs once, under wp-preact.
      testIgnore: /settings\.spec\.ts$/,
      use: {
        storageState: {
          cookies: [{ name: 'eb-build', value: 'react', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
          origins: [],
        },
      },
    },
  ],
});
