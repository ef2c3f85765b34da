import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { typeErrors } from '../support/type-errors';

/**
 * README "Embed": the npm package as a site builder installs it. `npm pack` of the built repository,
 * unpacked as node_modules/estate-blocks of a fresh project: it holds this project's build (loader,
 * CSS, the versioned release) and its types check a builder's node configuration.
 */

const VERSION = JSON.parse(readFileSync('package.json', 'utf8')).version as string;

test('npm pack gives a package with the build, the release and types that check a node configuration', async () => {
  const info = test.info();
  const project = mkdtempSync(join(tmpdir(), 'eb-npm-package-'));
  const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', project], { encoding: 'utf8' })) as { filename: string; files: { path: string }[] }[];
  const files = packed[0]!.files.map((f) => f.path);
  const build = info.project.name === 'react' ? 'dist/react/' : 'dist/';
  for (const file of ['estate-blocks.js', 'estate-blocks.css']) {
    expect(files).toContain(`${build}${file}`);
    expect(files).toContain(`${build.replace('dist/', `dist/v${VERSION}/`)}${file}`);
  }
  expect(files).toContain(`${build.replace('dist/', `dist/v${VERSION}/`)}integrity.json`);
  expect(files).toContain('types/index.d.ts');
  expect(files).toContain('CHANGELOG.md');
  expect(files.filter((f) => f.endsWith('meta.json'))).toEqual([]);

  mkdirSync(join(project, 'node_modules'));
  execFileSync('tar', ['-xzf', join(project, packed[0]!.filename), '-C', join(project, 'node_modules')]);
  renameSync(join(project, 'node_modules', 'package'), join(project, 'node_modules', 'estate-blocks'));
  const manifest = JSON.parse(readFileSync(join(project, 'node_modules/estate-blocks/package.json'), 'utf8'));
  const loader = info.project.name === 'react' ? './react/estate-blocks.js' : './estate-blocks.js';
  expect(readFileSync(join(project, 'node_modules/estate-blocks', manifest.exports[loader]), 'utf8')).toBe(readFileSync(`${build}estate-blocks.js`, 'utf8'));

  const good = join(project, 'good.ts');
  const bad = join(project, 'bad.ts');
  writeFileSync(good, `import type { EstateTableNode, BlockNodes } from 'estate-blocks';
export const table = { scope: 'main', fullLoad: true, query: { terms: { 'general.transaction.id': [1] } } } satisfies EstateTableNode;
export const detail: BlockNodes['estate-detail'] = { headingLevel: 1, actions: ['favorite', 'contact'] };
`);
  writeFileSync(bad, `import type { EstateTableNode } from 'estate-blocks';
export const unknownKey = { scopes: 'main' } satisfies EstateTableNode;
export const wrongType = { fullLoad: 'yes' } satisfies EstateTableNode;
`);
  const errors = typeErrors([good, bad]);
  expect(errors[good]).toEqual([]);
  expect(errors[bad]).toHaveLength(2);
  expect(errors[bad]![0]).toMatch(/TS(2353|2561).*'scopes' does not exist/);
  expect(errors[bad]![1]).toMatch(/TS2322.*'string' is not assignable to type 'boolean( \| undefined)?'/);
});
