import { beforeEach, describe, expect, it } from 'vitest';
import { applyDocumentHead } from './document-head';
import { titleWithSiteSuffix } from './title-suffix';

describe('titleWithSiteSuffix', () => {
  it.each([
    ['Aanbod · Immo Demo', 'Villa in Gent', 'Villa in Gent · Immo Demo'],
    ['Offer | Agency', 'Villa', 'Villa | Agency'],
    ['Offre – Immo · Demo', 'Villa', 'Villa · Demo'],
    ['Plain title', 'Villa', 'Villa'],
    ['', 'Villa', 'Villa'],
  ])('%s + %s → %s', (current, page, expected) => {
    expect(titleWithSiteSuffix(current, page)).toBe(expected);
  });
});

describe('applyDocumentHead', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>Aanbod · Immo Demo</title><script type="application/ld+json">{"@type":"RealEstateListing","name":"old"}</script><script type="application/ld+json">{"@type":"Organization"}</script>';
  });

  it('sets title, canonical and replaces the JSON-LD of the same type, leaving others alone', () => {
    applyDocumentHead({ title: 'Villa', canonical: 'https://x.be/nl/aanbod/1/villa', jsonLd: { '@type': 'RealEstateListing', name: 'Villa </script>' } });
    expect(document.title).toBe('Villa · Immo Demo');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://x.be/nl/aanbod/1/villa');
    const scripts = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts).toHaveLength(2);
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual({ '@type': 'RealEstateListing', name: 'Villa </script>' });
    expect(scripts[0].textContent).not.toContain('</script>');
    expect(JSON.parse(scripts[1].textContent ?? '')).toEqual({ '@type': 'Organization' });
  });

  it('updates the same elements on the next estate instead of adding more', () => {
    applyDocumentHead({ title: 'A', canonical: 'https://x.be/a', jsonLd: { '@type': 'RealEstateListing', name: 'A' } });
    applyDocumentHead({ title: 'B', canonical: 'https://x.be/b', jsonLd: { '@type': 'RealEstateListing', name: 'B' } });
    expect(document.title).toBe('B · Immo Demo');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('script[data-estate-blocks]')).toHaveLength(1);
    expect(document.head.querySelector('script[data-estate-blocks]')?.textContent).toContain('"B"');
  });
});
