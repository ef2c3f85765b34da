/**
 * Playwright's webServer: builds (unless EB_SKIP_BUILD=1, as `npm test` has just built) and starts
 * the demo host on PORT (default 8181) with a fresh temporary DATA_DIR, removed on exit.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

if (process.env.EB_SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, ['esbuild.config.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'eb-test-data-'));
const server = spawn(process.execPath, ['--enable-source-maps', '.build/demo-host.mjs'], {
  stdio: 'inherit',
  // Lead limits off: the suite posts many forms from 127.0.0.1 in parallel (lead-limits.spec.ts starts a host with the defaults).
  env: { EB_LEAD_LIMIT_PER_IP: '0', EB_LEAD_LIMIT_PER_SITE: '0', ...process.env, EB_DEMO: '1', PORT: process.env.PORT || '8181', DATA_DIR: dataDir },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
