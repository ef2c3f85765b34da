import { describe, expect, it } from 'vitest';
import { ajaxTarget } from './ajax';

const at = (path: string, site = 'demo') => ajaxTarget(new URL(path, 'http://host'), site);

describe('spec §2 localized ajax routes of the demo CMS → reference service calls', () => {
  it.each<[string, string, 'GET' | 'POST', string, string]>([
    ['search-city, in the language of the path', '/fr/ajax/search-city?q=gent&limit=5', 'GET', '/sites/demo/search-city', '?q=gent&limit=5&locale=fr'],
    ['estate/{estateId}', '/nl/ajax/estate/100001', 'GET', '/sites/demo/estates/v2/100001', '?locale=nl'],
    ['similar-estate/{estateId}', '/de/ajax/similar-estate/42', 'GET', '/sites/demo/estates/42/similar', '?locale=de'],
    ['notifications (keep me informed)', '/en/ajax/notifications', 'POST', '/sites/demo/notifications', '?locale=en'],
    ['contact-form-handler', '/nl/ajax/contact-form-handler', 'POST', '/sites/demo/contact', '?locale=nl'],
    ['send-to-a-friend', '/fr/ajax/send-to-a-friend', 'POST', '/sites/demo/send-to-a-friend', '?locale=fr'],
  ])('%s', (_rule, path, method, target, search) => {
    expect(at(path)).toMatchObject({ method, path: target, search });
  });

  it('the site switch of the demo selects the site and is not passed on', () => {
    expect(at('/nl/ajax/search-city?q=a&site=demo-hide-sold', 'demo-hide-sold')).toMatchObject({ path: '/sites/demo-hide-sold/search-city', search: '?q=a&locale=nl' });
  });

  it.each(['/nl/aanbod', '/nl/ajax', '/nl/ajax/unknown', '/xx/ajax/search-city', '/nl/ajax/estate'])('%s is not an ajax route', (path) => {
    expect(at(path)).toBeNull();
  });
});
