import { useEffect, useState } from 'react';
import type { Translator } from '../../core/i18n';
import type { CityOption } from '../../core/model';
import type { SelectOption } from '../ui/form';
import type { SiteApi } from '../runtime/services';

export interface CriteriaOptions {
  transactions: SelectOption[];
  types: SelectOption[];
  cities: CityOption[];
}

// Broker transaction ids used when the service lists none (1 for sale, 2 for rent).
const FALLBACK_TRANSACTIONS = [
  { id: 1, code: 'FOR_SALE' },
  { id: 2, code: 'TO_RENT' },
];

/** Options for the criteria fields from POST /estate-filters (empty query), labelled in the block's language. */
export function useCriteriaOptions(api: SiteApi, translator: Translator): CriteriaOptions {
  const [options, setOptions] = useState<CriteriaOptions>({ transactions: [], types: [], cities: [] });
  useEffect(
    function loadOptions() {
      let live = true;
      void api.getEstateFilters({ query: {}, sort: [] }).then((answer) => {
        if (!live) return;
        const transactions = answer.transactions?.length ? answer.transactions : FALLBACK_TRANSACTIONS;
        setOptions({
          transactions: transactions.map((o) => ({ value: String(o.id), label: (o.code && translator.enumLabel('Status', o.code)) || ('name' in o && o.name) || String(o.id) })),
          types: answer.headTypes.map((o) => ({ value: String(o.id), label: (o.code && translator.enumLabel('Type', o.code)) || o.name || String(o.id) })),
          cities: answer.locations,
        });
      });
      return function ignoreLateAnswer() {
        live = false;
      };
    },
    [api, translator],
  );
  return options;
}
