/**
 * The built demo host (.build/demo-host.mjs) as a child process of a script: on a free port (or the
 * one given), with a fresh temporary DATA_DIR (or the one given, which is then kept), resolved once
 * it answers. Build first (`node esbuild.config.mjs`); this module does not.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

/**
 * @param {{ port?: number, dataDir?: string, readyPath?: string, timeoutMs?: number, stdio?: import('node:child_process').StdioOptions, env?: NodeJS.ProcessEnv }} [options]
 *   readyPath: the page that answers 200 once the host is up (default the empty test page).
 *   env: variables over process.env; EB_DEMO is '1' unless given (the demo-only routes the scripts use).
 * @returns {Promise<{ baseURL: string, port: number, dataDir: string, child: import('node:child_process').ChildProcess, stderr: () => string, stop: (signal?: NodeJS.Signals) => Promise<void> }>}
 */
export async function startDemoHost({ port, dataDir, readyPath = '/test-pages/empty.html', timeoutMs = 120_000, stdio = ['ignore', 'ignore', 'pipe'], env = {} } = {}) {
  port ??= await freePort();
  const ownDir = !dataDir;
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'eb-host-'));
  const child = spawn(process.execPath, ['--enable-source-maps', '.build/demo-host.mjs'], { stdio, env: { EB_DEMO: '1', ...process.env, ...env, PORT: String(port), DATA_DIR: dir } });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async (signal = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      await exited;
    }
    if (ownDir) rmSync(dir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`demo host exited (${child.exitCode}): ${stderr}`);
    }
    try {
      if ((await fetch(`${baseURL}${readyPath}`)).ok) return { baseURL, port, dataDir: dir, child, stderr: () => stderr, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop('SIGKILL');
  throw new Error(`demo host did not answer at ${baseURL}${readyPath} within ${timeoutMs / 1000} s`);
}

/** The demo host EB_BASE_URL names (left running), else a fresh one started as above. */
export async function demoHostFromEnv(options) {
  const baseURL = process.env.EB_BASE_URL;
  return baseURL ? { baseURL, stop: async () => {} } : startDemoHost(options);
}
