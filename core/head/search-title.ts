import type { TranslateVars } from '../i18n/translator';

export interface SearchTitleParts {
  /** Names of the chosen types, e.g. ['Appartement']. */
  types: readonly string[];
  /** Names of the chosen transactions, e.g. ['Te koop']. */
  transactions: readonly string[];
  /** Names of the chosen cities, in the page's language. */
  cities: readonly string[];
  /** Results of the filter; null while unknown. */
  total: number | null;
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);

/**
 * The document title of a filtered search, e.g. "Appartement te koop in Gent — 23 resultaten"; null when
 * no type, transaction or city is chosen (the page keeps its own title).
 */
export function searchDocumentTitle(parts: SearchTitleParts, t: (key: string, vars?: TranslateVars) => string): string | null {
  const what = [parts.types.join(', '), parts.transactions.map((name, i) => (i === 0 && parts.types.length ? lowerFirst(name) : name)).join(', ')]
    .filter(Boolean)
    .join(' ');
  const where = parts.cities.join(', ');
  if (!what && !where) return null;
  const title = what && where ? t('listing.doc_title.in', { what, where }) : what || where;
  return parts.total === null ? title : t('listing.doc_title.results', { title, count: parts.total });
}
