/**
 * Builds the plugin's generated files into integrations/wordpress/build/: blocks.json (the block
 * schemas the bundle build writes to .build/blocks.json), routes.json (core's path templates and route
 * words, from which includes/routes.php makes the rewrite rules and data-routes) and editor.js (the block-editor code, React
 * API against WordPress's own wp.element, so no React is bundled). Run after `node esbuild.config.mjs`.
 */
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'build');

/** Core's route tables as data for PHP: { templates: PATH_TEMPLATES, params: ROUTE_PARAMS, words: ROUTE_WORDS }. */
async function coreRoutes() {
  const result = await build({
    stdin: {
      contents: "export { PATH_TEMPLATES as templates, ROUTE_PARAMS as params } from './core/routes/route-map'; export { ROUTE_WORDS as words } from './core/routes/words';",
      resolveDir: join(here, '..', '..'),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'warning',
  });
  const { templates, params, words } = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
  return { templates, params, words };
}

export async function buildWordPressPlugin() {
  const schemas = join(here, '..', '..', '.build', 'blocks.json');
  if (!existsSync(schemas)) throw new Error(`[wordpress] ${schemas} is missing: run node esbuild.config.mjs first`);
  mkdirSync(out, { recursive: true });
  copyFileSync(schemas, join(out, 'blocks.json'));
  writeFileSync(join(out, 'routes.json'), `${JSON.stringify(await coreRoutes(), null, 1)}\n`);
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
