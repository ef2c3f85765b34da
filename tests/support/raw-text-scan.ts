import { LABELLED_ENUMS } from '../../core/enums';
import type { Catalogue } from '../../core/i18n';

/**
 * Nothing visible in one language only. The scan of rendered blocks for raw enumeration codes and
 * catalogue keys (widgets/rendered-texts.test.tsx, widgets/blocks-rendered-texts.test.tsx).
 */

/** All-caps codes of 3+ characters (two-letter codes such as NO or BE are ordinary words or country names). */
export const CODES = new Set(
  [...Object.values(LABELLED_ENUMS).flat(), 'MONTH', 'DAY', 'YEAR', 'QUARTER', 'WEEK', 'WEEKEND', 'MIDWEEK']
    .map(String)
    .filter((c) => /^[A-Z][A-Z0-9_]{2,}$/.test(c)),
);

const keysOf = (catalogue: Catalogue) => new Set(Object.keys(catalogue).flatMap((k) => [k, k.replace(/_(zero|one|two|few|many|other)$/, '')]));

/** All-caps words the catalogue itself writes ('EPC-waarde'): inside a text they are words, not codes. */
const capsWordsOf = (catalogue: Catalogue) => new Set(Object.values(catalogue).flatMap((text) => String(text).match(/\b[A-Z][A-Z0-9_]{2,}\b/g) ?? []));

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

/**
 * Raw codes (a text node or attribute that is exactly a code, or a code inside a text that the catalogue
 * does not use as a word), catalogue keys, unlabelled fields (_key_) and doubled brackets.
 */
export function problemsIn(text: string, catalogue: Catalogue): string[] {
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
  return [...codes.map((c) => `code ${c}`), ...rawKeys.map((k) => `key ${k}`), ...missingLabels.map((k) => `label ${k}`), ...doubled.map((d) => `brackets ${d}`)];
}
