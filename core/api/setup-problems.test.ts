import { describe, expect, it } from 'vitest';
import { dataApiProblem, unknownSiteProblem, unreachableApiProblem } from './setup-problems';

describe("README Embed: setup mistakes say their cause and their fix", () => {
  it.each([
    ['an absolute https URL', 'https://content.example.com/api', false],
    ['an absolute http URL with a port', 'http://127.0.0.1:8080/api', false],
    ['a path on this site', '/api', false],
    ['missing', '', true],
    ['blank', '  ', true],
    ['no scheme', 'content.example.com/api', true],
    ['protocol-relative', '//content.example.com/api', true],
    ['another scheme', 'ftp://content.example.com', true],
    ['javascript:', 'javascript:alert(1)', true],
  ])('data-api: %s', (_rule, api, bad) => {
    const problem = dataApiProblem(api);
    expect(problem !== null).toBe(bad);
    if (problem) expect(problem).toMatch(/^\[estate-blocks\] .*data-api.*: .*e\.g\. data-api="https:\/\/content\.example\.com\/api"\.$/);
  });

  it('an unknown site id names the id, the call and the attribute to check', () => {
    expect(unknownSiteProblem('https://c.example/api', 'agnecy')).toBe(
      '[estate-blocks] the site content service at https://c.example/api does not know the site "agnecy" (GET /sites/agnecy answered 404): check data-site-id on the loader\'s <script>.',
    );
  });

  it('an unreachable service names the page origin and both settings that let it in', () => {
    const message = unreachableApiProblem('https://c.example/api', 'https://staging.agency.be');
    expect(message).toContain('could not be reached from https://staging.agency.be (network error or CORS refusal)');
    expect(message).toContain('allowedOrigins');
    expect(message).toContain('EB_ALLOWED_ORIGINS');
  });
});
