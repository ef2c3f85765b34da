import { useId } from 'react';
import type { RentalFilter } from '../../core/rentals/rental-list-store';
import { useBlock } from '../runtime/block-context';
import { InfiniteScroll } from '../ui/infinite-scroll/infinite-scroll';
import { EmptyState, EndOfList, ErrorState, LoadingSkeleton } from '../ui/states';
import { RentalCard } from './rental-card';
import { RENTAL_AUTO_LOAD_PAGES, mayAutoLoad, pagesLoaded } from '../../core/query/paging';
import { RENTAL_PAGE_SIZE } from '../../core/rentals/rental-list-store';
import { RentalFilters } from './rental-filters';
import { useRentalList } from './use-rental-list';
import type { Calls, RentalSearchConfig } from './schema';


export function RentalSearch({ config }: { config: RentalSearchConfig }) {
  const { api, t, locale } = useBlock<Calls>();
  const { showFilters = true, syncUrl = true, ...initialFilter } = config;
  const { state, store, today, change } = useRentalList(api, pickFilter(initialFilter), syncUrl);
  const idPrefix = `eb-rs${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const { units, total, isLoading, isLoadingNextPage, error } = state;
  const countText = t('rental.results_count', { count: total });
  return (
    <section className="eb-rental-search" aria-labelledby={`${idPrefix}-title`}>
      <h2 className="eb-rental-search__title" id={`${idPrefix}-title`}>
        {t('rental.search.title')}
      </h2>
      {showFilters && (
        <RentalFilters filter={state.filter} options={state.options} locale={locale} t={t} idPrefix={idPrefix} today={today} onChange={change} />
      )}
      <p className="eb-rental-search__count" role="status" aria-live="polite">
        {isLoading ? '' : countText}
      </p>
      {isLoading && units.length === 0 ? (
        <LoadingSkeleton label={t('rental.loading')} rows={4} variant="cards" />
      ) : error && units.length === 0 ? (
        <ErrorState message={t('rental.error')} retryLabel={t('rental.retry')} onRetry={() => void store.load()} />
      ) : units.length === 0 ? (
        <EmptyState message={t('rental.no_results')} actionLabel={t('rental.filters.clear')} onAction={() => change({})} />
      ) : (
        <>
          <ul className="eb-rental-search__list" aria-busy={isLoading}>
            {units.map((unit) => (
              <li key={unit.id} className="eb-rental-search__item">
                <RentalCard unit={unit} locale={locale} t={t} periodType={state.filter.periodType} />
              </li>
            ))}
          </ul>
          {error ? (
            <ErrorState message={t('rental.error')} retryLabel={t('rental.retry')} onRetry={() => void store.loadMore()} />
          ) : null}
          <InfiniteScroll
            hasMore={units.length < total}
            loading={isLoadingNextPage}
            // One page, then the button: a visitor scrolling or tabbing reaches what follows the list.
            paused={!!error || !mayAutoLoad(pagesLoaded(units.length, RENTAL_PAGE_SIZE), RENTAL_AUTO_LOAD_PAGES)}
            onLoadMore={() => void store.loadMore()}
            loadMoreLabel={t('rental.load_more')}
            loadingLabel={t('rental.loading_more')}
          />
          {units.length >= total ? <EndOfList message={t('rental.end', { count: total })} /> : null}
        </>
      )}
    </section>
  );
}

function pickFilter(config: RentalFilter): RentalFilter {
  const { locationIds, subKindIds, cityIds, occupation, periodType, periodStart } = config;
  return { locationIds, subKindIds, cityIds, occupation, periodType, periodStart };
}
