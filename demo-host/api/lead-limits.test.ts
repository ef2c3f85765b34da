import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateDataset } from '../data/dataset';
import { createLeadLimits, isLeadPost, leadLimitsFromEnv } from './lead-limits';
import { serveApi, type ServedApi } from './testing/serve';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe('lead limits: per address and per site, sliding window', () => {
  it.each([
    ['POST', '/sites/demo/contact', true],
    ['POST', '/sites/demo/send-to-a-friend', true],
    ['POST', '/sites/demo/notifications', true],
    ['POST', '/sites/demo/live-agenda/reservation', true],
    ['POST', '/sites/demo/rental-units/reservation', true],
    ['PUT', '/sites/demo/notifications/abc', false],
    ['POST', '/sites/demo/estates', false],
    ['GET', '/sites/demo/contact', false],
  ])('%s %s is a lead send: %s', (method, path, expected) => {
    expect(isLeadPost(method, path)).toBe(expected);
  });

  it('the 6th send from one address within the window waits until the oldest leaves it; other addresses still send', () => {
    let t = 0;
    const limits = createLeadLimits({ perIp: 5, perSite: 8, windowS: 60 }, () => t);
    for (let i = 0; i < 5; i++, t += 1000) expect(limits.take('1.1.1.1', 'demo')).toBeUndefined();
    expect(limits.take('1.1.1.1', 'demo')).toBe(55);
    expect(limits.take('2.2.2.2', 'demo')).toBeUndefined();
    expect(limits.take('2.2.2.2', 'demo')).toBeUndefined();
    expect(limits.take('2.2.2.2', 'demo')).toBeUndefined();
    expect(limits.take('3.3.3.3', 'demo'), 'site limit: 8 a minute').toBe(55);
    expect(limits.take('3.3.3.3', 'other')).toBeUndefined();
    t = 60_001;
    expect(limits.take('1.1.1.1', 'demo')).toBeUndefined();
  });

  it('0 turns a limit off; the defaults are 5 per address and 300 per site a minute', () => {
    const limits = createLeadLimits({ perIp: 0, perSite: 0, windowS: 60 }, () => 0);
    for (let i = 0; i < 50; i++) expect(limits.take('1.1.1.1', 'demo')).toBeUndefined();
    vi.stubEnv('EB_LEAD_LIMIT_PER_IP', '');
    vi.stubEnv('EB_LEAD_LIMIT_PER_SITE', 'x');
    expect(leadLimitsFromEnv()).toEqual({ perIp: 5, perSite: 300, windowS: 60 });
    vi.stubEnv('EB_LEAD_LIMIT_PER_IP', '0');
    expect(leadLimitsFromEnv().perIp).toBe(0);
    vi.unstubAllEnvs();
  });
});

describe('the service: 429 with Retry-After on the 6th contact in a minute from one address', () => {
  const NOW = Date.UTC(2026, 10, 22, 9);
  let served: ServedApi;
  beforeAll(async () => {
    served = await serveApi({ dataset: generateDataset({ size: 200, now: NOW }), now: () => NOW, leadLimits: { perIp: 5, perSite: 300, windowS: 60 } });
  });
  afterAll(() => served.close());

  it('answers 429, says when to try again, and stores nothing of the refused send', async () => {
    const post = (message: string) => fetch(`${served.baseUrl}/sites/demo/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-site-id': 'demo' },
      body: JSON.stringify({ website: '', startedAt: NOW - 10_000, firstName: 'Tom', lastName: 'Claes', email: 'tom@example.com', phone: '+32 470 12 34 56', message, locale: 'en', agreements: ['privacy-statement'] }),
    });
    for (let i = 1; i <= 5; i++) expect((await post(`message ${i}`)).status).toBe(201);
    const refused = await post('message 6');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ error: 'too-many-requests', retryAfter: 60, message: 'too many sends: try again in 60 s' });
    const stored = served.handler.context.db.sqlite.prepare("select count(*) as n from messages where payload like '%message 6%'").get() as { n: number };
    expect(stored.n).toBe(0);
  });
});
