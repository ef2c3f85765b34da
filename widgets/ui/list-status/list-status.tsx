import type { ReactNode } from 'react';
import type { Translator } from '../../../core/i18n';
import { EmptyState, EndOfList, ErrorState } from '../states';
import { InfiniteScroll } from '../infinite-scroll/infinite-scroll';

export interface ListStatusProps {
  rowCount: number;
  isLoading: boolean;
  isLoadingNextPage: boolean;
  error: unknown;
  hasMore: boolean;
  /** Rows that came are still being drawn (the next page waits); default false. */
  rendering?: boolean;
  onRetry: () => void;
  onLoadMore: () => void;
  t: Translator['t'];
  /** The list itself, shown when it has rows. */
  children: ReactNode;
}

/** What stands around a list once it has answered: empty, error with retry, load more, end. */
export function ListStatus({ rowCount, isLoading, isLoadingNextPage, error, hasMore, rendering = false, onRetry, onLoadMore, t, children }: ListStatusProps) {
  return (
    <>
      {rowCount === 0 && !isLoading && !error ? <EmptyState message={t('estate.no.results')} /> : null}
      {rowCount > 0 ? children : null}
      {error ? <ErrorState message={t('listing.error')} retryLabel={t('listing.retry')} onRetry={onRetry} busy={isLoading || isLoadingNextPage} /> : null}
      {hasMore && !isLoading ? (
        <InfiniteScroll
          hasMore
          loading={isLoadingNextPage || rendering}
          paused={Boolean(error)}
          onLoadMore={onLoadMore}
          loadMoreLabel={t('listing.load_more')}
          loadingLabel={t('listing.loading_more')}
        />
      ) : null}
      {!hasMore && rowCount > 0 && !isLoading ? <EndOfList message={t('listing.end', { count: rowCount })} /> : null}
    </>
  );
}
