/**
 * Builds the plugin's generated files into integrations/wordpress/build/: blocks.json (the block
 * schemas the bundle build writes to .build/blocks.json) and editor.js (the block-editor code, React
 * API against WordPress's own wp.element, so no React is bundled). Run after `node esbuild.config.mjs`.
 */
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'build');

export async function buildWordPressPlugin() {
  const schemas = join(here, '..', '..', '.build', 'blocks.json');
  if (!existsSync(schemas)) throw new Error(`[wordpress] ${schemas} is missing: run node esbuild.config.mjs first`);
  mkdirSync(out, { recursive: true });
  copyFileSync(schemas, join(out, 'blocks.json'));
  const shim = (file) => join(here, 'editor', file);
  if (existsSync(join(here, 'editor', 'index.tsx'))) await build({
    entryPoints: [join(here, 'editor', 'index.tsx')],
    outfile: join(out, 'editor.js'),
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    jsx: 'automatic',
    alias: { react: shim('wp-react.ts'), 'react/jsx-runtime': shim('wp-jsx-runtime.ts') },
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildWordPressPlugin();
