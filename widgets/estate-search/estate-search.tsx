import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { resultsPageUrl } from '../../core/query/url-params';
import { alertFilter } from '../../core/query/subscription-query';
import { sameOriginPath } from '../../core/security/same-origin-path';
import type { EstateFilterState } from '../../core/query/filter-state';
import { buildRoute } from '../../core/routes/routes';
import { selectedTransaction, transactionOptions } from '../../core/view-models/transaction-options';
import { useBlock } from '../runtime/block-context';
import { useScope } from '../runtime/use-scope';
import { CityCombobox } from '../ui/city-combobox/city-combobox';
import { MultiChoiceField } from './multi-choice-field';
import { PriceRangeField } from './price-range-field';
import { FilterSheet } from './filter-sheet';
import { useNarrowBlock } from '../ui/use-narrow-block';
import { SelectField } from '../ui/form/select-field';
import { useKnownCities } from './use-known-cities';
import { useSearchTitle } from './use-search-title';
import { useSearchEvent } from './use-search-event';
import { FILTERS, type FilterKey } from '../../core/query/filters';
import { bedroomChoices, priceSteps } from '../../core/query/option-choices';
import { sortChoiceOf, sortChoices, sortPatch } from '../../core/query/sort-choices';
import { formatCount } from '../../core/format/number';
import { activeFilters } from '../../core/query/active-filters';
import { formatCurrency } from '../../core/format/units';
import { ActiveFilterChips } from './active-filter-chips';
import type { Calls, EstateSearchConfig } from './schema';
import './estate-search.css';


/** Phone-wide: the block's own width up to 32rem (the search's container query uses the same). */
const PHONE_REM = 32;
const form = (key: FilterKey) => FILTERS[key].form!;
const multi = (key: FilterKey) => FILTERS[key].multi!;
const look = (name: string) => ({ field: `eb-estate-search__field eb-estate-search__field--${name}`, label: 'eb-estate-search__label', control: 'eb-input' });

export function EstateSearch({ config }: { config: EstateSearchConfig }) {
  const { t, api, locale, translator, element, routes } = useBlock<Calls>();
  const resultsPage = config.resultsPage === 'auto' ? buildRoute({ name: 'search', locale }, routes) : sameOriginPath(config.resultsPage);
  const alertPage = config.alertPage === 'auto' ? buildRoute({ name: 'keepMeInformed', locale }, routes) : sameOriginPath(config.alertPage);
  // A search that leads to another page keeps the URL of this one and loads its own count.
  const scope = useScope(resultsPage ? { ...config, syncUrl: false } : config, resultsPage ? 'page' : undefined);
  useEffect(() => scope.showOptions(), [scope]);
  const filter = useStore(scope.filter, (s) => s.filter);
  const options = useStore(scope.filter, (s) => s.options);
  const total = useStore(scope.list, (s) => s.total);
  const hiddenStatus = useStore(scope.list, (s) => s.hiddenStatus);
  const transactions = useMemo(
    () => transactionOptions((options.transactions ?? []).map((o) => o.id), hiddenStatus, (code) => translator.enumLabel('Status', code)),
    [options.transactions, hiddenStatus, translator],
  );
  const answered = useStore(scope.list, (s) => s.estates.length > 0 && !s.isLoading);
  const { selected, remember } = useKnownCities(options.locations, filter.city);
  // The count the list or the map has answered: a list below the fold has not loaded yet, its 0 is no answer.
  const knownTotal = useStore(scope.total, (s) => s.total);
  const listFilter = useStore(scope.list, (s) => s.filter);
  useSearchEvent(listFilter, knownTotal, element);
  useSearchTitle({ filter, headTypes: options.headTypes, transactions: options.transactions, cities: selected, total: knownTotal, t, enabled: !resultsPage && config.syncUrl !== false });
  const apply = (patch: Partial<EstateFilterState>) => scope.applyFilter({ ...filter, ...patch });
  const search = useCallback(
    (q: string, signal: AbortSignal) => api.searchCities(q, 10, { signal }),
    [api],
  );
  const subTypes = useMemo(
    () => (options.subTypes ?? []).filter((s) => !filter.type?.length || filter.type.includes(s.headTypeId)),
    [options.subTypes, filter.type],
  );
  const exact = typeof filter.bedrooms === 'number' ? filter.bedrooms : undefined;
  const bedrooms = bedroomChoices(options.bedrooms, filter.bedMin);
  const geoCity = selected.length === 1 ? selected[0] : undefined;
  const opt = (list: Array<{ id: number | string; name?: string; code?: string }>) =>
    list.map((o) => ({ value: String(o.id), label: o.name ?? o.code ?? String(o.id) }));
  const nameOf = <T extends number | string>(list: Array<{ id: T; name?: string }> | undefined) => (id: T) => list?.find((o) => o.id === id)?.name;
  const chips = activeFilters(filter, {
    transaction: (ids) => transactions.find((o) => o.value === selectedTransaction(transactions, ids))?.label,
    type: nameOf(options.headTypes),
    subType: nameOf(options.subTypes),
    city: (id) => {
      const city = selected.find((c) => c.id === id);
      return city ? `${city.zip} ${city.name}` : undefined;
    },
    country: nameOf(options.countries),
    priceMin: (amount) => t('listing.filters.price_min', { price: formatCurrency(amount) }),
    priceMax: (amount) => t('listing.filters.price_max', { price: formatCurrency(amount) }),
    bedrooms: (v) =>
      v === 'large'
        ? t('listing.filters.bedrooms_min', { count: 6 })
        : 'atLeast' in v
          ? t('listing.filters.bedrooms_min', { count: v.atLeast })
          : t('listing.filters.bedrooms_exact', { count: v.exactly }),
    geoRange: (km) => t('listing.filters.within', { count: km }),
    area: t('listing.filters.area'),
  });
  // Sorting is no filter: "clear all" keeps the order the visitor chose.
  const clearAll = () => scope.applyFilter({ sortType: filter.sortType, sortOrder: filter.sortOrder });
  const moreCount = (filter.subType?.length ?? 0) + (filter.country?.length ?? 0) + (filter.geoRange ? 1 : 0);
  const shown = formatCount(total, locale);
  const narrow = useNarrowBlock(element, PHONE_REM);
  const [moreOpen, setMoreOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const moreId = `eb-search-more-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const closeSheet = () => {
    setSheetOpen(false);
    toggle.current?.focus();
  };

  const primary = (
    <>
      <SelectField name="transaction" classes={look('transaction')} label={t('listing.search.transaction')} emptyLabel={t('listing.search.any')}
        value={selectedTransaction(transactions, filter.transaction)} options={transactions} onChange={(v) => apply(form('transaction').patch(v))} />
      <MultiChoiceField name="type" label={t('listing.search.type')} anyLabel={t('listing.search.any')}
        value={multi('type').values(filter)} options={opt(options.headTypes)} onChange={(v) => apply(multi('type').patch(v))} />
      <CityCombobox
        label={t('listing.search.city')}
        hint={t('listing.search.city_hint')}
        noneText={t('listing.search.city_none')}
        removeLabel={(name) => t('listing.search.city_remove', { name })}
        resultsText={(n) => t('listing.search.city_results', { count: n })}
        selected={selected}
        search={search}
        onSelect={(city) => {
          remember(city);
          apply({ city: [...(filter.city ?? []), city.id], geoRange: undefined });
        }}
        onRemove={(city) => apply({ city: (filter.city ?? []).filter((id) => id !== city.id), geoRange: undefined })}
      />
      <PriceRangeField
        label={t('listing.search.price')}
        min={{ label: t('listing.search.price_min'), placeholder: t('listing.search.price_min_short'), value: filter.priceMin, onCommit: (priceMin) => apply({ priceMin }) }}
        max={{ label: t('listing.search.price_max'), placeholder: t('listing.search.price_max_short'), value: filter.priceMax, onCommit: (priceMax) => apply({ priceMax }) }}
        steps={priceSteps(options.prices, [filter.priceMin, filter.priceMax])}
      />
      <SelectField name="bedrooms" classes={look('bedrooms')} label={t('listing.search.bedrooms_short')} fullLabel={t('listing.search.bedrooms')} emptyLabel={t('listing.search.any')}
        value={form('bedrooms').value(filter)}
        options={[
          ...(exact !== undefined ? [{ value: `exact-${exact}`, label: t('listing.search.bedrooms_exact', { count: exact }) }] : []),
          ...bedrooms.atLeast.map((n) => ({ value: String(n), label: `${n}+` })),
          ...(bedrooms.large || filter.bedrooms === 'large' ? [{ value: 'large', label: t('listing.search.bedrooms_large') }] : []),
        ]}
        onChange={(v) => apply(form('bedrooms').patch(v))} />
    </>
  );
  const more = (
    <>
      <MultiChoiceField name="subtype" label={t('listing.search.subtype')} anyLabel={t('listing.search.any')}
        value={multi('subType').values(filter)} options={opt(subTypes)} onChange={(v) => apply(multi('subType').patch(v))} />
      {geoCity || filter.geoRange ? (
        <SelectField name="geo-range" classes={look('geo-range')}
          label={geoCity ? t('listing.search.geo_range', { city: geoCity.name }) : t('listing.search.geo_range_label')}
          emptyLabel={t('listing.search.geo_range_none')}
          value={filter.geoRange ? String(filter.geoRange.distanceKm) : ''}
          options={[...new Set([...(FILTERS.geoRange.choices as number[]), ...(filter.geoRange ? [filter.geoRange.distanceKm] : [])])]
            .sort((a, b) => a - b)
            .map((km) => ({ value: String(km), label: t('listing.search.km', { count: km }) }))}
          onChange={(v) => {
            const center = geoCity ?? filter.geoRange;
            apply({ geoRange: v && center ? { distanceKm: Number(v), lat: center.lat, lon: 'lon' in center ? center.lon : 0 } : undefined });
          }} />
      ) : null}
      <MultiChoiceField name="country" label={t('listing.search.country')} anyLabel={t('listing.search.any')}
        value={multi('country').values(filter)} options={opt(options.countries)} onChange={(v) => apply(multi('country').patch(v))} />
    </>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!resultsPage) return;
    scope.cancel();
    location.assign(resultsPageUrl(resultsPage, scope.filter.getState().filter));
  };
  const searchLabel = t('listing.search.label');

  return (
    <div className={`eb-estate-search${narrow ? ' eb-estate-search--narrow' : ''}`}>
      {narrow ? (
        <>
          <button ref={toggle} type="button" className="eb-button-outline eb-estate-search__toggle" aria-haspopup="dialog" aria-expanded={sheetOpen ? 'true' : 'false'} onClick={() => setSheetOpen(true)}>
            {chips.length ? t('listing.filters.toggle', { n: chips.length }) : t('listing.filters.toggle_none')}
          </button>
          <FilterSheet
            open={sheetOpen}
            title={t('listing.filters.title')}
            closeLabel={t('listing.filters.close')}
            showLabel={t('listing.filters.show', { count: total, n: shown })}
            clear={chips.length ? { label: t('listing.search.clear_all'), onClear: clearAll } : undefined}
            onClose={closeSheet}
          >
            <form role="search" aria-label={searchLabel} className="eb-estate-search__form eb-estate-search__form--sheet" onSubmit={submit}>
              {primary}
              {more}
              {resultsPage ? <button type="submit" className="eb-estate-search__submit">{t('listing.search.submit')}</button> : null}
            </form>
          </FilterSheet>
        </>
      ) : (
        <form role="search" aria-label={searchLabel} className="eb-estate-search__form" onSubmit={submit}>
          <div className="eb-estate-search__bar">
            {primary}
            <div className="eb-estate-search__field eb-estate-search__field--more">
              <button type="button" className="eb-button-outline eb-estate-search__more-toggle" aria-expanded={moreOpen ? 'true' : 'false'} aria-controls={moreId} onClick={() => setMoreOpen(!moreOpen)}>
                {moreCount ? t('listing.search.more_filters_n', { n: moreCount }) : t('listing.search.more_filters')}
              </button>
            </div>
          </div>
          <div id={moreId} className="eb-estate-search__more" hidden={!moreOpen}>
            {more}
          </div>
          {resultsPage ? <button type="submit" className="eb-estate-search__submit">{t('listing.search.submit')}</button> : null}
        </form>
      )}
      {chips.length ? (
        <div className="eb-estate-search__chips-row">
          <ActiveFilterChips
            chips={chips}
            labels={{ group: t('listing.filters.active'), remove: (name) => t('listing.filters.remove', { name }) }}
            onRemove={(chip) => scope.applyFilter(chip.without)}
          />
          <button type="button" className="eb-estate-search__clear" onClick={clearAll}>
            {t('listing.search.clear_all')}
          </button>
        </div>
      ) : null}
      <div className="eb-estate-search__footer">
        <p className="eb-estate-search__count" role="status" aria-live="polite">
          {answered ? t('listing.count', { count: total, n: shown }) : ''}
        </p>
        {alertPage ? (
          // The subscribe page prefills its form from these parameters (keep-me-informed prefillFromSearch).
          <a className="eb-estate-search__alert" href={resultsPageUrl(alertPage, alertFilter(filter))}>
            <svg className="eb-estate-search__alert-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z" />
            </svg>
            {t('listing.save_search')}
          </a>
        ) : null}
        <SelectField name="sort" classes={look('sort')} label={t('listing.search.sort')} value={sortChoiceOf(filter).value}
          options={sortChoices(filter).map((c) => ({ value: c.value, label: t(`listing.search.sort_${c.sortType}_${c.order}`) }))}
          onChange={(v) => apply(sortPatch(v))} />
      </div>
    </div>
  );
}
