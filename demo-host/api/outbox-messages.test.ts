import { describe, expect, it } from 'vitest';
import { appointmentMail, sendToFriendMail, subscriptionMail } from './outbox-messages';
import { siteRouteMap } from '../data/generate-site';

describe('demo mails: Belgian times and absolute links', () => {
  it.each([
    ['nl', '07/01/2027 09:00 (Belgische tijd)'],
    ['fr', '07/01/2027 09:00 (heure belge)'],
    ['en', '07/01/2027 09:00 (Belgian time)'],
    ['de', '07/01/2027 09:00 (belgische Zeit)'],
  ] as const)('%s: an appointment at 08:00 UTC in winter reads 09:00, as on the page', (locale, when) => {
    const mail = appointmentMail(locale, 'a@b.be', 'abc', '2027-01-07T08:00:00Z', 'REF-1', 'http://127.0.0.1:8080');
    expect(mail.subject).toContain(when);
    expect(mail.body).not.toContain('UTC');
    expect(mail.links[0].href).toMatch(/^http:\/\/127\.0\.0\.1:8080\/[a-z]{2}\/[a-z-]+\/abc$/);
  });

  it('summer time: 08:00 UTC in July is 10:00 in Brussels', () => {
    expect(appointmentMail('nl', 'a@b.be', 'abc', '2027-07-07T08:00:00Z', 'R', 'http://x').subject).toContain('07/07/2027 10:00');
  });

  it('subscription and send-to-a-friend links are absolute', () => {
    expect(subscriptionMail('fr', 'a@b.be', 'tok', 'https://immo.example').links.every((l) => l.href.startsWith('https://immo.example/fr/'))).toBe(true);
    expect(sendToFriendMail('en', 'a@b.be', 'Ann', undefined, '/en/offer/1', 'Villa', 'https://immo.example').links[0].href).toBe('https://immo.example/en/offer/1');
  });

  it("DESIGN §3: the links follow the site's route map (settings.routes)", () => {
    const map = siteRouteMap('demo-static');
    expect(map).toEqual({ form: 'query' });
    expect(subscriptionMail('fr', 'a@b.be', 'tok', 'https://immo.example', map).links.map((l) => l.href)).toEqual([
      'https://immo.example/fr/keep-me-informed/?token=tok',
      'https://immo.example/fr/keep-me-informed/?unsubscribe=tok',
    ]);
    expect(appointmentMail('nl', 'a@b.be', 'abc', '2027-01-07T08:00:00Z', 'R', 'https://immo.example', map).links[0].href).toBe('https://immo.example/nl/afspraak-annuleren/?appointment=abc');
    expect(siteRouteMap('demo')).toEqual({});
    expect(siteRouteMap('no-such-site')).toEqual({});
  });
});
