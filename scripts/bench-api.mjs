/**
 * `npm run bench:api`: the reference service's estate search and filters at 2,000 and 100,000 estates
 * (demo-host/api/bench/run-bench.ts, bundled with esbuild; it starts the service and a fixed-JSON floor in processes of their own).
 * Env: BENCH_SIZES (default 2000,100000), BENCH_REQUESTS (sequential, default 200), BENCH_LOAD_MS (10 connections, default 5000).
 * Each size is measured twice: with the service's answer cache, and cold (ESTATE_ANSWER_CACHE=off).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = join(root, 'node_modules/.cache/estate-blocks/bench-api.mjs');
mkdirSync(dirname(outfile), { recursive: true });
await esbuild.build({
  entryPoints: [join(root, 'demo-host/api/bench/run-bench.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
const run = spawnSync(process.execPath, [outfile], { stdio: 'inherit', cwd: root, env: process.env });
process.exit(run.status ?? 1);
