import { useCallback, useMemo } from 'react';
import type { PriceBand } from '../../core/grouping/group-estates';
import type { StatusCode } from '../../core/model/status';
import { formatCurrency } from '../../core/format/units';
import { useStore } from 'zustand';
import { selectGroups } from '../../core/stores/list-selectors';
import { useBlock } from '../runtime/block-context';
import { useScope } from '../runtime/use-scope';
import { loaderFacts } from './loader-facts';
import { useListingItemFactory } from '../ui/estate-card/use-listing-items';
import { ErrorState, LoadingSkeleton } from '../ui/states';
import { ListStatus } from '../ui/list-status/list-status';
import { useListState } from '../ui/list-status/use-list-state';
import { CHUNK_ROWS, TableView, type TableViewLabels } from './table-view';
import { useSlicedCount } from './use-sliced-count';
import { useTableGroups } from './use-table-groups';
import type { EstateTableConfig } from './schema';
import { useNarrowBlock } from '../ui/use-narrow-block';
import { CARD_LAYOUT_REM } from './card-layout';
import './estate-table.css';

export function EstateTable({ config }: { config: EstateTableConfig }) {
  const { t, element } = useBlock();
  const cardLayout = useNarrowBlock(element, CARD_LAYOUT_REM);
  const scope = useScope(config, loaderFacts.firstLoad?.(config));
  const list = scope.list;
  const state = useListState(list);
  const { rows, answered, isLoading, error } = state;
  const groups = useStore(list, selectGroups);
  const firstPage = useStore(list, (s) => s.estates[0]);
  const grouped = useStore(list, (s) => Boolean(s.node?.groupOptions?.groupBy));

  const itemOf = useListingItemFactory();
  // A full load grows by about 8 ms of rows per frame; a page of 20 (or 25) appears at once.
  const shown = useSlicedCount(rows.length, 10, firstPage, CHUNK_ROWS, 8);
  const bandLabel = useCallback(
    (band: PriceBand) => {
      const range = `${formatCurrency(band.min)} – ${formatCurrency(band.max)}`;
      return band.period ? t(`price.per_period.${band.period}`, { price: range }) : range;
    },
    [t],
  );
  const statusLabel = useCallback((status: StatusCode) => t(`enum.Status.${status}`), [t]);
  const tableGroups = useTableGroups(groups, itemOf, shown, grouped, t('group.projects'), bandLabel, statusLabel);
  const labels = useMemo<TableViewLabels>(
    () => ({
      caption: t('listing.results'),
      moreInfo: t('listing.more_info'),
      moreInfoAbout: (title) => t('listing.more_info_about', { title }),
      moreInfoAboutUnit: (title, project) => t('listing.more_info_about_unit', { title, project }),
      showUnits: (count) => t('listing.units.show', { count }),
      hideUnits: t('listing.units.hide'),
      noImage: t('estate.no.image'),
      favorite: (title) => t('listing.favorite', { title }),
      columns: [
        t('listing.column.photo'), t('listing.column.sticker'), t('listing.column.number'), t('listing.column.reference'), t('listing.column.type'),
        t('listing.column.price'), t('listing.column.bedrooms'), t('listing.column.living_space'),
        t('listing.column.ground_space'), t('listing.column.floor'), t('listing.column.more_info'),
      ],
    }),
    [t],
  );
  const retry = () => void (answered ? list.getState().loadMore() : list.getState()[list.getState().mode === 'full' ? 'loadAll' : 'load']());

  if (!answered) {
    return (
      <div className="eb-estate-table eb-estate-table--loading">
        {error ? (
          <ErrorState message={t('listing.error')} retryLabel={t('listing.retry')} onRetry={retry} busy={isLoading} />
        ) : (
          <div className="eb-estate-table__skeleton">
            <LoadingSkeleton label={t('listing.loading')} rows={20} />
          </div>
        )}
      </div>
    );
  }
  return (
    <div className={`eb-estate-table${cardLayout ? ' eb-estate-table--cards' : ''}${isLoading ? ' eb-estate-table--busy' : ''}`} aria-busy={isLoading || shown < rows.length}>
      <ListStatus {...state} rowCount={rows.length} rendering={shown < rows.length} t={t} onRetry={retry} onLoadMore={() => void list.getState().loadMore()}>
        <div className="eb-estate-table__scroller">
          <TableView groups={tableGroups} labels={labels} photo={config.photo} cardLayout={cardLayout} />
        </div>
      </ListStatus>
    </div>
  );
}
