import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoHost } from '../../scripts/demo-host-process.mjs';
import { startWordPress } from '../../scripts/wordpress.mjs';
import { createSitePages } from './site-pages';

/** The demo host (site content service + bundle) and a throwaway WordPress with the plugin; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const plugin = spawnSync(process.execPath, ['integrations/wordpress/build.mjs'], { stdio: 'inherit' });
  if (plugin.status !== 0) throw new Error('integrations/wordpress/build.mjs failed (build the bundle first: node esbuild.config.mjs)');
  const t0 = Date.now();
  // Lead limits off, as scripts/serve-test.mjs has them for the browser suite: the journeys send more than 5 forms a minute from one address.
  const demo = await startDemoHost({ port: Number(process.env.EB_WP_DEMO_PORT), env: { EB_LEAD_LIMIT_PER_IP: '0', EB_LEAD_LIMIT_PER_SITE: '0' } });
  let wp;
  try {
    wp = await startWordPress({
      port: Number(process.env.EB_WP_PORT),
      api: `${demo.baseURL}/api`,
      bundle: `${demo.baseURL}/dist/estate-blocks.js`,
      log: (line) => console.log(`[wordpress] ${line}`),
    });
  } catch (error) {
    await demo.stop();
    throw error;
  }
  try {
    // Test-only: the React build for the wp-react project, chosen by the cookie the demo host's own tests use.
    const mu = join(wp.dir, 'wordpress', 'wp-content', 'mu-plugins');
    mkdirSync(mu, { recursive: true });
    writeFileSync(join(mu, 'eb-test-build.php'), `<?php
add_filter('estate_blocks_bundle_url', function ($url) {
  return ($_COOKIE['eb-build'] ?? '') === 'react' ? str_replace('/dist/estate-blocks.js', '/dist/react/estate-blocks.js', $url) : $url;
});
`);
    createSitePages(wp);
  } catch (error) {
    await wp.stop();
    await demo.stop();
    throw error;
  }
  process.env.EB_WP_DEMO_URL = demo.baseURL;
  console.log(`[wordpress] demo host ${demo.baseURL}, WordPress ${wp.url}: ready in ${Date.now() - t0} ms`);
  return async () => {
    await wp.stop();
    await demo.stop();
  };
}
