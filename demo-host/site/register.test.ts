import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { informalTexts } from '../../tests/support/register';
import type { Locale } from '../../core/i18n/locale';
import { appointmentCancelledMail, appointmentMail, receivedMail, sendToFriendMail, subscriptionMail } from '../api/outbox-messages';

const ROOT = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'bench' || entry.name === 'testing' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The demo host writes its texts in per-locale records, one locale's entry per line: `nl: '…'` or
 * `nl: { privacy: '…', terms: '…' }`. Every string literal from `nl:` to the next locale key counts.
 */
function localizedLiterals(locale: Locale): Record<string, string> {
  const texts: Record<string, string> = {};
  const entry = new RegExp(`\\b${locale}:\\s(.*?)(?=\\b(?:nl|fr|en|de):\\s|$)`, 'g');
  const literal = /(['"`])((?:\\.|(?!\1).)*)\1/g;
  for (const file of sources(ROOT)) {
    readFileSync(file, 'utf8').split('\n').forEach((line, n) => {
      for (const [, rest] of line.matchAll(entry)) {
        for (const [, , text] of rest.matchAll(literal)) texts[`${file.slice(ROOT.length + 1)}:${n + 1}:${Object.keys(texts).length}`] = text;
      }
    });
  }
  return texts;
}

describe('demo host texts: one register per language', () => {
  it.each(['nl', 'fr', 'de'] as const)('%s page texts (layout, pages, CMS content, overrides, notary texts)', (locale) => {
    const texts = localizedLiterals(locale);
    expect(Object.keys(texts).length).toBeGreaterThan(20);
    expect(informalTexts(locale, texts)).toEqual([]);
  });

  it.each(['nl', 'fr', 'de'] as const)('%s mails', (locale) => {
    const mails = [
      subscriptionMail(locale, 'a@b.be', 'tok', 'http://x'),
      appointmentMail(locale, 'a@b.be', 'id', '2027-01-07T13:00:00Z', 'REF', 'http://x'),
      appointmentCancelledMail(locale, 'a@b.be'),
      sendToFriendMail(locale, 'a@b.be', 'Jan', undefined, '/x', 'Villa', 'http://x'),
      receivedMail('contact', locale, 'a@b.be', ''),
    ];
    const texts = Object.fromEntries(mails.flatMap((m, i) => [[`${m.kind}.${i}.subject`, m.subject], [`${m.kind}.${i}.body`, m.body]]));
    expect(informalTexts(locale, texts)).toEqual([]);
  });
});
