/**
 * `npm start`: installs dependencies when missing or stale, builds, and serves the demo host
 * (PORT, default 8080; DATA_DIR, default ./data). Node built-ins only: it runs before node_modules exists.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[start] ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

/** node_modules is stale when package-lock.json changed after npm last installed it. */
export function needsInstall() {
  const marker = 'node_modules/.package-lock.json';
  if (!existsSync(marker)) return true;
  return statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
}

if (needsInstall()) {
  console.log('[start] installing dependencies (npm ci)…');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}
run(process.execPath, ['esbuild.config.mjs']);

const port = process.env.PORT || '8080';
const server = spawn(process.execPath, ['--enable-source-maps', '.build/demo-host.mjs'], {
  stdio: 'inherit',
  // The demo is what `npm start` is for: its outbox and sample pages on (never with NODE_ENV=production).
  env: { EB_DEMO: '1', ...process.env, PORT: port },
});
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
