/**
 * `npm run bench:api`: p50/p95 latency of the reference service's estate search and filters at 2,000 and
 * 100,000 estates (demo-host/api/bench/run-bench.ts, bundled with esbuild and run in a child Node process).
 * Env: BENCH_SIZES (default 2000,100000), BENCH_REQUESTS (default 300 per call and size).
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
// A large young generation keeps garbage collection from dominating the 100,000-estate generation.
const run = spawnSync(process.execPath, ['--expose-gc', '--max-semi-space-size=64', '--max-old-space-size=4096', outfile], { stdio: 'inherit', cwd: root, env: process.env });
process.exit(run.status ?? 1);
