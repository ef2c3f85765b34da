/**
 * The security advisories of the packages the bundle ships (step "shipped dependencies audit" of
 * `npm test`). Every runtime library is a devDependency (the bundle carries it; the npm package installs
 * nothing), so `npm audit --omit=dev` would check nothing and plain `npm audit` would fail on build tools
 * that never reach a visitor. This asks the registry's bulk advisory endpoint about exactly the packages
 * whose files are in dist/ (esbuild's metafile inputs) at their installed versions, and fails on an
 * advisory of high or critical severity. When the endpoint does not answer (offline, or a registry proxy
 * without it), it says so loudly and reports nothing checked: a skip, never a pass.
 */
import { readFileSync } from 'node:fs';

const SEVERE = new Set(['high', 'critical']);

/** `{ name: [version] }` of the node_modules packages among a metafile's inputs. */
export function shippedPackages(meta, versionOf) {
  const names = new Set();
  for (const path of Object.keys(meta.inputs)) {
    const m = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
    if (m) names.add(m[1]);
  }
  return Object.fromEntries([...names].sort().map((name) => [name, [versionOf(name)]]));
}

/** The severe advisories of a bulk answer: `name@range: title (severity)`. */
export function severeAdvisories(answer) {
  return Object.entries(answer).flatMap(([name, list]) =>
    (Array.isArray(list) ? list : []).filter((a) => SEVERE.has(a.severity)).map((a) => `${name} ${a.vulnerable_versions}: ${a.title} (${a.severity}) ${a.url ?? ''}`.trim()));
}

async function main() {
  const version = (name) => JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version;
  const packages = {};
  for (const file of ['dist/meta.json', 'dist/react/meta.json']) Object.assign(packages, shippedPackages(JSON.parse(readFileSync(file, 'utf8')), version));
  const registry = (process.env.npm_config_registry || 'https://registry.npmjs.org/').replace(/\/?$/, '/');
  console.log(`[audit] ${Object.keys(packages).length} shipped packages: ${Object.entries(packages).map(([n, [v]]) => `${n}@${v}`).join(', ')}`);
  let res;
  try {
    res = await fetch(`${registry}-/npm/v1/security/advisories/bulk`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(packages), signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    res = { ok: false, status: String(error?.cause?.code ?? error?.name ?? error) };
  }
  if (!res.ok) {
    console.log(`[audit] NOT CHECKED: the advisory endpoint of ${registry} did not answer (${res.status}). Run this step where the public npm registry is reachable.`);
    return 'unchecked';
  }
  const severe = severeAdvisories(await res.json());
  for (const line of severe) console.error(`[audit] ${line}`);
  console.log(severe.length ? `[audit] ${severe.length} high or critical advisories in shipped packages` : '[audit] no high or critical advisory in any shipped package');
  return severe.length ? 'failed' : 'clean';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outcome = await main();
  process.exit(outcome === 'failed' ? 1 : outcome === 'unchecked' ? 3 : 0);
}
