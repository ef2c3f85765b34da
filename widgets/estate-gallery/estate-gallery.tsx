import { energyLabelText } from '../ui/estate-card/energy-label-text';
import { useMemo } from 'react';
import { useBlock } from '../runtime/block-context';
import { useScope } from '../runtime/use-scope';
import { loaderFacts } from './loader-facts';
import { useListingItems } from '../ui/estate-card/use-listing-items';
import { ErrorState, LoadingSkeleton } from '../ui/states';
import { ListStatus } from '../ui/list-status/list-status';
import { useListState } from '../ui/list-status/use-list-state';
import { GalleryView, type GalleryViewProps } from './gallery-view';
import type { EstateGalleryConfig } from './schema';
import './estate-gallery.css';


export function EstateGallery({ config }: { config: EstateGalleryConfig }) {
  const { t, translator } = useBlock();
  const scope = useScope(config, loaderFacts.firstLoad?.(config));
  const list = scope.list;
  const state = useListState(list);
  const { rows, answered, isLoading, error } = state;
  const items = useListingItems(rows);
  const labels = useMemo<GalleryViewProps['labels']>(
    () => ({
      list: t('listing.results'),
      noImage: t('estate.no.image'),
      sold: t('listing.sold'),
      energyLabel: (code) => energyLabelText(translator, code, 'listing.energy_label'),
      units: (count) => t('listing.units_count', { count }),
      favorite: (title) => t('listing.favorite', { title }),
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
      <ListStatus {...state} rowCount={rows.length} t={t} onRetry={retry} onLoadMore={() => void list.getState().loadMore()}>
        <GalleryView items={items} labels={labels} />
      </ListStatus>
    </div>
  );
}
