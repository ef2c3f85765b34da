import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// One demo host per run, on its own port: engineers share this machine and run specs concurrently.
// Set in the runner process before the workers start, so every worker sees the same port.
process.env.EB_TEST_PORT ||= String(18000 + (process.pid % 10000));
const PORT = Number(process.env.EB_TEST_PORT);
// The demo-only routes (outbox, test pages, fault hooks) the specs use; also for hosts a spec starts itself.
process.env.EB_DEMO ||= '1';
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * Every spec runs twice: `preact` (dist/, the default build) and `react` (dist/react/, chosen by
 * the cookie eb-build=react that the demo host reads). One demo host serves the whole run.
 */
export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'preact' },
    {
      name: 'react',
      use: {
        storageState: {
          cookies: [
            { name: 'eb-build', value: 'react', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
          ],
          origins: [],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/serve-test.mjs',
    url: `${baseURL}/test-pages/empty.html`,
    // A staging origin added by configuration (allowed-origins.spec.ts): 127.0.0.2 is no development origin.
    env: { PORT: String(PORT), EB_ALLOWED_ORIGINS: 'http://127.0.0.2:*' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
