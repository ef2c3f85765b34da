/**
 * A block's api holds only the site calls and the groups of calls it lists in defineBlock({ calls })
 * (a page bundles only the calls its blocks make). The typecheck guards most of it: the api is typed as
 * exactly those groups (BlockApi; tests/types/block-types.ts). What it cannot see is a component naming
 * groups its block does not list (`useBlock<OtherBlockCalls>()`, a shared hook such as useScope that
 * names listingCalls, a cast), so this test still bundles each block as the build does and looks for every
 * call name in the code.
 */
import * as esbuild from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../core/api/client';
import { createSiteApi } from '../core/api/endpoints';
import { siteCalls } from '../core/api/site-calls';
import { listingCalls } from '../core/api/listing-calls';
import { estateCalls } from '../core/api/estate-calls';
import { formCalls, subscriptionCalls } from '../core/api/form-calls';
import { agendaCalls } from '../core/api/agenda-calls';
import { appointmentCalls } from '../core/api/appointment-calls';
import { rentalCalls } from '../core/api/rental-calls';
import { rentalSearchCalls } from '../core/api/rental-search-calls';
import { contentCalls } from '../core/api/content-calls';

const client = { baseUrl: '', siteId: 'demo', locale: 'nl' } as ApiClient;
const GROUPS: Record<string, (c: ApiClient) => object> = {
  listingCalls, estateCalls, formCalls, subscriptionCalls, agendaCalls, appointmentCalls, rentalCalls, rentalSearchCalls, contentCalls,
};
const namesOf = (group: (c: ApiClient) => object) => Object.keys(group(client));
const ALL_CALLS = Object.keys(createSiteApi(client)).filter((name) => name !== 'client');
/** A call read as a property (`api.searchEstates(…)`, `.getAgreements?.(…)`); zustand stores have a `subscribe` too, so that one only on `api`. */
const callPattern = (name: string) => (name === 'subscribe' ? /\bapi\s*\??\.\s*subscribe\b/ : new RegExp(`\\.\\s*${name}\\b(?!\\s*[:=])`));
/** Source text without its one-line string literals (translation keys such as 'kmi.unsubscribe.title'). */
const withoutStrings = (text: string) => text.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");

const blocks = readdirSync('widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join('widgets', d.name, 'index.tsx')))
  .map((d) => d.name);

/** The call names read in the project files (widgets/, core/) the block bundles, as the build bundles them. */
async function callsIn(block: string): Promise<string[]> {
  const result = await esbuild.build({
    entryPoints: [join('widgets', block, 'index.tsx')],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
    define: { __VERSION__: '"test"', 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'empty', '.png': 'dataurl', '.svg': 'dataurl', '.woff2': 'empty' },
    outdir: 'out',
  });
  const inputs = Object.values(result.metafile.outputs).flatMap((o) => Object.entries(o.inputs));
  const code = inputs
    .filter(([path, info]) => /^(widgets|core)\//.test(path) && /\.tsx?$/.test(path) && info.bytesInOutput > 0)
    .map(([path]) => withoutStrings(readFileSync(path, 'utf8')))
    .join('\n');
  return ALL_CALLS.filter((name) => callPattern(name).test(code));
}

describe('every block lists the groups of every call it makes (defineBlock calls)', () => {
  it('the groups together are the whole site API, each call in one group', () => {
    const names = [siteCalls, ...Object.values(GROUPS)].flatMap(namesOf);
    expect([...names].sort()).toEqual([...ALL_CALLS].sort());
  });

  it.each(blocks)('%s', async (block) => {
    const source = readFileSync(join('widgets', block, 'index.tsx'), 'utf8');
    const listed = /calls:\s*\[([^\]]*)\]/.exec(source)?.[1].split(',').map((s) => s.trim()).filter(Boolean) ?? [];
    for (const name of listed) expect(GROUPS, `${block} lists an unknown group ${name}`).toHaveProperty(name);
    const allowed = new Set([siteCalls, ...listed.map((name) => GROUPS[name])].flatMap(namesOf));
    const missing = (await callsIn(block)).filter((name) => !allowed.has(name));
    expect(missing, `${block} calls ${missing.join(', ')} without listing its group in defineBlock({ calls })`).toEqual([]);
  }, 30_000);
});
