import { energyLabelText } from '../ui/estate-card/energy-label-text';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { selectHasMore, selectRows } from '../../core/stores';
import { useBlock } from '../runtime/block-context';
import { useScope, type ListingNodeConfig } from '../ui/estate-card/use-scope';
import { useListingItems } from '../ui/estate-card/use-listing-items';
import { EmptyState, EndOfList, ErrorState, LoadingSkeleton } from '../ui/states';
import { InfiniteScroll } from '../ui/infinite-scroll/infinite-scroll';
import { GalleryView, type GalleryViewProps } from './gallery-view';
import './estate-gallery.css';

export type EstateGalleryConfig = ListingNodeConfig;

export function EstateGallery({ config }: { config: EstateGalleryConfig }) {
  const { t, translator } = useBlock();
  const scope = useScope(config, 'page');
  const list = scope.list;
  const rows = useStore(list, selectRows);
  const hasMore = useStore(list, selectHasMore);
  const answered = useStore(list, (s) => s.estates.length > 0);
  const isLoading = useStore(list, (s) => s.isLoading);
  const isLoadingNextPage = useStore(list, (s) => s.isLoadingNextPage);
  const error = useStore(list, (s) => s.error);
  const items = useListingItems(rows);
  const labels = useMemo<GalleryViewProps['labels']>(
    () => ({
      list: t('listing.results'),
      noImage: t('estate.no.image'),
      sold: t('listing.sold'),
      energyLabel: (code) => energyLabelText(translator, code, 'listing.energy_label'),
      units: (count) => t('listing.units_count', { count }),
    }),
    [t, translator],
  );
  const retry = () => void (answered ? list.getState().loadMore() : list.getState().load());

  if (!answered) {
    return (
      <div className="eb-estate-gallery">
        {error ? (
          <ErrorState message={t('listing.error')} retryLabel={t('listing.retry')} onRetry={retry} busy={isLoading} />
        ) : (
          <div className="eb-estate-gallery__skeleton">
            <LoadingSkeleton label={t('listing.loading')} rows={4} variant="cards" />
          </div>
        )}
      </div>
    );
  }
  return (
    <div className={`eb-estate-gallery${isLoading ? ' eb-estate-gallery--busy' : ''}`} aria-busy={isLoading}>
      {rows.length === 0 && !isLoading && !error ? <EmptyState message={t('estate.no.results')} /> : null}
      {rows.length > 0 ? <GalleryView items={items} labels={labels} /> : null}
      {error ? <ErrorState message={t('listing.error')} retryLabel={t('listing.retry')} onRetry={retry} busy={isLoading || isLoadingNextPage} /> : null}
      {hasMore && !isLoading ? (
        <InfiniteScroll
          hasMore
          loading={isLoadingNextPage}
          paused={Boolean(error)}
          onLoadMore={() => void list.getState().loadMore()}
          loadMoreLabel={t('listing.load_more')}
          loadingLabel={t('listing.loading_more')}
        />
      ) : null}
      {!hasMore && rows.length > 0 && !isLoading ? <EndOfList message={t('listing.end', { count: rows.length })} /> : null}
    </div>
  );
}
