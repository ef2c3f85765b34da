import { LABELLED_ENUMS } from '../../core/enums';
import nl from '../../core/i18n/catalogues/nl';
import fr from '../../core/i18n/catalogues/fr';
import en from '../../core/i18n/catalogues/en';
import de from '../../core/i18n/catalogues/de';
import { LOCALES, type Locale } from '../../core/i18n/locale';

/**
 * The one raw-text scan. What a visitor must never read: an odd value ("-1", "NaN", "undefined", "null",
 * "[object"), a catalogue key (dotted, camelCase, or a bare field word such as "garden" where a label
 * belongs), an enumeration code, an unlabelled field, doubled brackets, or a label of another language's
 * catalogue that this language's does not have. Pages in the browser are read with rawTextProblems
 * (raw-text-sweep.spec.ts, sample-walk.spec.ts); blocks rendered in component tests with problemsIn
 * (widgets/rendered-texts.test.tsx, widgets/blocks-rendered-texts.test.tsx), which adds the rules that need
 * the text nodes one by one.
 */
const CATALOGUES: Record<Locale, Record<string, string>> = { nl, fr, en, de };

const KEY_PREFIXES = [...new Set(Object.keys(nl).map((k) => k.split('.')[0]))].filter((p) => p.length > 2);
const RAW_KEY = new RegExp(`(^|[^\\w@/.-])((?:${KEY_PREFIXES.join('|')})\\.[A-Za-z_]+(?:\\.[A-Za-z_0-9]+)*)`);
const UPPER_SNAKE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/;
const CAMEL = /\b[a-z]{2,}(?:[A-Z][a-z0-9]+)+\b/;
const ODD_VALUE = /(^|[\s(:])-1([\s,.)]|$)|€ -|NaN|\bundefined\b|\bnull\b|\[object/;
const isText = (value: unknown): value is string => typeof value === 'string';

/** Everything a language's catalogue says, and what a rule needs from it. */
export interface LocaleWords {
  locale: Locale;
  /** Enumeration codes whose label is a word of its own (e.g. HEAT_ACCUMULATION, WOOD, MEDIUM, C_B). */
  codes: Set<string>;
  /** Key segments ('garden', 'bedroomCount') that are no label of this language. */
  fieldWords: Set<string>;
  /** Labels of the other languages that this one never uses (an untranslated text reads as one). */
  foreign: Map<string, Locale>;
}

export function localeWords(locale: Locale): LocaleWords {
  const catalogue = CATALOGUES[locale];
  const own = new Set(Object.values(catalogue).filter(isText).map((v) => v.trim()));
  const ownTokens = new Set([...own].flatMap((label) => label.split(/[^A-Za-z0-9_+]+/)));
  const codes = new Set<string>();
  for (const [key, label] of Object.entries(catalogue)) {
    const m = /^enum\.[A-Za-z]+\.([A-Z][A-Z0-9_]{2,}|[A-G]_[A-G])$/.exec(key);
    if (m && isText(label) && label.trim() !== m[1]) codes.add(m[1]);
  }
  // A code that the language's own texts use as a word ('EPC' in 'EPC-label') cannot be told from that word.
  for (const token of ownTokens) codes.delete(token);
  // innerText applies CSS text-transform: a label shown in capitals ('Sold' as a SOLD sticker) is no code.
  for (const label of own) codes.delete(label.toUpperCase());
  const fieldWords = new Set<string>();
  for (const key of Object.keys(catalogue)) {
    for (const segment of key.split('.')) if (/^[a-z][A-Za-z]{2,}$/.test(segment) && !own.has(segment)) fieldWords.add(segment);
  }
  const foreign = new Map<string, Locale>();
  const ownLower = new Set([...own].map((v) => v.toLowerCase()));
  const others = LOCALES.filter((other) => other !== locale);
  // Which other languages use each label, built once: a scan of every catalogue per label took minutes on a busy machine.
  const usedBy = new Map<string, Set<Locale>>();
  for (const other of others) {
    for (const value of Object.values(CATALOGUES[other])) if (isText(value)) usedBy.set(value.trim(), (usedBy.get(value.trim()) ?? new Set()).add(other));
  }
  const sharedBy = (label: string) => usedBy.get(label)?.size ?? 0;
  for (const other of others) {
    for (const value of Object.values(CATALOGUES[other])) {
      const label = isText(value) ? value.trim() : '';
      // Whole labels of a word or more, no placeholders: a proper name ('Facebook') is every language's.
      if (label.length < 4 || /{{|\d/.test(label) || !/\p{L}{3}/u.test(label) || ownLower.has(label.toLowerCase()) || foreign.has(label)) continue;
      // A word two other languages share ('Studio') is international, not one language's untranslated label.
      if (sharedBy(label) < 2) foreign.set(label, other);
    }
  }
  return { locale, codes, fieldWords, foreign };
}

/** One line per problem found in `pageText` (the same line once). */
export function rawTextProblems(pageText: string, words: LocaleWords): string[] {
  const problems = new Set<string>();
  for (const line of pageText.split('\n')) {
    if (ODD_VALUE.test(line)) problems.add(`odd value: ${line}`);
    const key = RAW_KEY.exec(line);
    if (key) problems.add(`raw catalogue key ${key[2]}: ${line}`);
    const snake = UPPER_SNAKE.exec(line);
    if (snake) problems.add(`raw code ${snake[0]}: ${line}`);
    const camel = CAMEL.exec(line);
    if (camel && !line.includes('@')) problems.add(`camelCase key ${camel[0]}: ${line}`);
    for (const token of line.split(/[^A-Za-z0-9_+]+/)) if (words.codes.has(token)) problems.add(`raw code ${token}: ${line}`);
    // A cell, a list item or a "label: value" line: a field word or another language's label standing alone.
    for (const cell of line.split('\t')) {
      const trimmed = cell.trim();
      for (const part of [trimmed, trimmed.replace(/:\s.*$|:$/, '')]) {
        if (words.fieldWords.has(part)) problems.add(`bare field word "${part}": ${line}`);
        const from = words.foreign.get(part);
        if (from) problems.add(`${from} label "${part}" on a ${words.locale} page: ${line}`);
      }
    }
  }
  return [...problems];
}

/** All-caps codes of 3+ characters (two-letter codes such as NO or BE are ordinary words or country names). */
export const CODES = new Set(
  [...Object.values(LABELLED_ENUMS).flat(), 'MONTH', 'DAY', 'YEAR', 'QUARTER', 'WEEK', 'WEEKEND', 'MIDWEEK']
    .map(String)
    .filter((c) => /^[A-Z][A-Z0-9_]{2,}$/.test(c)),
);

const keysOf = (catalogue: Record<string, string>) => new Set(Object.keys(catalogue).flatMap((k) => [k, k.replace(/_(zero|one|two|few|many|other)$/, '')]));

/** All-caps words the catalogue itself writes ('EPC-waarde'): inside a text they are words, not codes. */
const capsWordsOf = (catalogue: Record<string, string>) => new Set(Object.values(catalogue).flatMap((text) => String(text).match(/\b[A-Z][A-Z0-9_]{2,}\b/g) ?? []));

/** Text nodes one per line, then the accessible attributes. */
export function visibleText(root: Element): string {
  const attributes = [...root.querySelectorAll('*')].flatMap((el) =>
    ['aria-label', 'alt', 'title', 'placeholder', 'aria-description'].map((name) => el.getAttribute(name) ?? ''),
  );
  // Text node by text node: textContent would glue a label and its value into one word ("carpentryWOOD").
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.nodeValue ?? '');
  return [...texts, ...attributes].join('\n');
}

const WORDS: Partial<Record<Locale, LocaleWords>> = {};

/**
 * Every rule of rawTextProblems, and those that need a block's text nodes one by one: raw codes (a text node
 * or attribute that is exactly a code, or a code inside a text that the catalogue does not use as a word),
 * catalogue keys, unlabelled fields (_key_) and doubled brackets.
 */
export function problemsIn(text: string, locale: Locale): string[] {
  const catalogue = CATALOGUES[locale];
  // Component tests scan again and again while they wait: each language's words are worked out once.
  const localeWordsOf = (WORDS[locale] ??= localeWords(locale));
  const words = capsWordsOf(catalogue);
  const texts = new Set(Object.values(catalogue));
  // A heading the catalogue writes as 'EPC' is a word; the same three letters from a feed are a code.
  const whole = text.split('\n').map((line) => line.trim()).filter((line) => CODES.has(line) && !texts.has(line));
  const inside = (text.match(/\b[A-Z][A-Z0-9_]{2,}\b/g) ?? []).filter((token) => CODES.has(token) && !words.has(token));
  const codes = [...new Set([...whole, ...inside])];
  const keys = keysOf(catalogue);
  const rawKeys = (text.match(/\b[a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+\b/g) ?? []).filter((token) => keys.has(token));
  const missingLabels = text.match(/_field\.[^\s]+_/g) ?? [];
  const doubled = text.match(/\(\([^)]*\)\)/g) ?? [];
  return [
    ...codes.map((c) => `code ${c}`),
    ...rawKeys.map((k) => `key ${k}`),
    ...missingLabels.map((k) => `label ${k}`),
    ...doubled.map((d) => `brackets ${d}`),
    ...rawTextProblems(text, localeWordsOf),
  ];
}
