import { describe, expect, it } from 'vitest';
import { severeAdvisories, shippedPackages } from './shipped-audit.mjs';

describe('shipped dependencies audit', () => {
  it('lists the node_modules packages of a metafile once each, scoped names whole, with their versions', () => {
    const meta = { inputs: { 'node_modules/preact/dist/preact.module.js': {}, 'node_modules/preact/hooks/dist/hooks.module.js': {}, 'node_modules/@lit/reactive-element/x.js': {}, 'core/format/units.ts': {} } };
    expect(shippedPackages(meta, (name: string) => `${name.length}.0.0`)).toEqual({ '@lit/reactive-element': ['21.0.0'], preact: ['6.0.0'] });
  });

  it('keeps only high and critical advisories', () => {
    const answer = {
      dompurify: [{ severity: 'high', vulnerable_versions: '<3.2.4', title: 'XSS', url: 'https://example.test/1' }, { severity: 'low', vulnerable_versions: '<3', title: 'minor' }],
      leaflet: [{ severity: 'moderate', vulnerable_versions: '<1', title: 'm' }],
      preact: [{ severity: 'critical', vulnerable_versions: '<10', title: 'RCE' }],
    };
    expect(severeAdvisories(answer)).toEqual(['dompurify <3.2.4: XSS (high) https://example.test/1', 'preact <10: RCE (critical)']);
    expect(severeAdvisories({})).toEqual([]);
  });
});
