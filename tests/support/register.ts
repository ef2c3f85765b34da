import type { Locale } from '../../core/i18n/locale';

/**
 * One form of address per language, the formal one (nl u, fr vous, de Sie). Each pattern is
 * an informal pronoun or possessive; a text that contains one mixes registers.
 */
export const INFORMAL: Readonly<Partial<Record<Locale, RegExp>>> = {
  nl: word('je|jij|jouw|jullie'),
  fr: word('tu|toi|ton|ta|tes'),
  // Sie/Ihr are capitalised; du/dich/dir/dein… are informal in any case.
  de: word('du|dich|dir|dein\\p{L}*'),
};

/** A whole-word pattern; \b alone would see a word start after an accented letter ('êtes', 'hôtes'). */
function word(alternatives: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives})(?![\\p{L}\\p{N}_])`, 'iu');
}

/** Every text of a catalogue-like record that uses an informal form, as 'key: text'. */
export function informalTexts(locale: Locale, texts: Record<string, string>): string[] {
  const pattern = INFORMAL[locale];
  if (!pattern) return [];
  // Interpolation names ({{count}}) are no words of the text.
  return Object.entries(texts)
    .filter(([, text]) => typeof text === 'string' && pattern.test(text.replace(/{{[^}]*}}/g, ' ')))
    .map(([key, text]) => `${key}: ${text}`);
}
