import { useEffect, useState } from 'react';
import type { Translator } from '../../core/i18n';
import type { CityOption } from '../../core/model';
import type { SelectOption } from '../ui/form';
import type { KmiApi } from './schema';
import { transactionOptions } from '../../core/view-models/transaction-options';
import { useSiteSettings } from '../ui/use-site-settings';

export interface CriteriaOptions {
  transactions: SelectOption[];
  types: SelectOption[];
  cities: CityOption[];
  /** Labels of the criteria the form keeps without a field of their own (sub-types by id, countries by code). */
  subTypes: SelectOption[];
  countries: SelectOption[];
  /** False until the service answered (or failed): the form waits, so its fields never jump as options land. */
  loaded: boolean;
}

// Broker transaction ids used when the service lists none (for sale, to rent).
const FALLBACK_TRANSACTIONS = [1, 10, 2, 4, 8];

/** Options for the criteria fields from POST /estate-filters (empty query), labelled in the block's language. */
export function useCriteriaOptions(api: KmiApi, translator: Translator): CriteriaOptions {
  const [options, setOptions] = useState<CriteriaOptions>({ transactions: [], types: [], cities: [], subTypes: [], countries: [], loaded: false });
  // The statuses the site hides are not offered (null until the settings are known: nothing hidden yet).
  const hiddenStatus = useSiteSettings()?.hiddenStatus;
  useEffect(
    function loadOptions() {
      let live = true;
      void api.getEstateFilters({ query: {}, sort: [] }).then((answer) => {
        if (!live) return;
        const transactions = answer.transactions?.length ? answer.transactions.map((o) => o.id) : FALLBACK_TRANSACTIONS;
        setOptions({
          transactions: transactionOptions(transactions, hiddenStatus, (code) => translator.enumLabel('Status', code)),
          types: answer.headTypes.map((o) => ({ value: String(o.id), label: (o.code && translator.enumLabel('Type', o.code)) || o.name || String(o.id) })),
          cities: answer.locations,
          subTypes: (answer.subTypes ?? []).map((o) => ({ value: String(o.id), label: (o.code && translator.enumLabel('SubType', o.code)) || o.name || String(o.id) })),
          countries: answer.countries.map((o) => ({ value: o.id, label: translator.enumLabel('Country', o.id) || o.name || o.id })),
          loaded: true,
        });
      }, () => {
        // Without the service's options the visitor can still subscribe on offer and price.
        if (live) setOptions({ transactions: transactionOptions(FALLBACK_TRANSACTIONS, hiddenStatus, (code) => translator.enumLabel('Status', code)), types: [], cities: [], subTypes: [], countries: [], loaded: true });
      });
      return function ignoreLateAnswer() {
        live = false;
      };
    },
    [api, translator, hiddenStatus],
  );
  return options;
}
