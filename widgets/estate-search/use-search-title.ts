import { useEffect, useRef } from 'react';
import { searchDocumentTitle } from '../../core/head/search-title';
import type { FilterOption } from '../../core/model';
import type { EstateFilterState } from '../../core/query';
import type { Translator } from '../../core/i18n/translator';
import { titleWithSiteSuffix } from '../ui/document-head/title-suffix';

const namesOf = (options: readonly FilterOption[] | undefined, ids: readonly number[] | undefined) =>
  (ids ?? []).map((id) => options?.find((o) => o.id === id)?.name).filter((name): name is string => Boolean(name));

interface SearchTitleInput {
  filter: EstateFilterState;
  headTypes: readonly FilterOption[];
  transactions: readonly FilterOption[] | undefined;
  cities: readonly { name: string }[];
  /** Results of the filter; null while they load. */
  total: number | null;
  t: Translator['t'];
  /** Only the search that filters this page in place names its filter in the tab title. */
  enabled: boolean;
}

/** Keeps document.title in step with the active filter ("Appartement te koop in Gent — 23 resultaten"); the page's own title comes back when the filter is cleared. */
export function useSearchTitle({ filter, headTypes, transactions, cities, total, t, enabled }: SearchTitleInput) {
  const pageTitle = useRef<string | null>(null);
  const types = namesOf(headTypes, filter.type).join('\n');
  const deals = namesOf(transactions, filter.transaction).join('\n');
  const places = cities.map((c) => c.name).join('\n');
  useEffect(
    function nameFilterInTitle() {
      if (!enabled) return;
      pageTitle.current ??= document.title;
      const split = (s: string) => (s ? s.split('\n') : []);
      const title = searchDocumentTitle({ types: split(types), transactions: split(deals), cities: split(places), total }, t);
      document.title = title ? titleWithSiteSuffix(pageTitle.current, title) : pageTitle.current;
    },
    [types, deals, places, total, t, enabled],
  );
}
