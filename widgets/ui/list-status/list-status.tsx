import { useId, useRef, type ReactNode } from 'react';
import type { Translator } from '../../../core/i18n';
import { EmptyState, EndOfList, ErrorState } from '../states';
import { InfiniteScroll } from '../infinite-scroll/infinite-scroll';
import './list-status.css';

export interface ListStatusProps {
  rowCount: number;
  isLoading: boolean;
  isLoadingNextPage: boolean;
  error: unknown;
  hasMore: boolean;
  /** The next page may load by itself when the list's end nears; false leaves it to the button. Default true. */
  autoLoad?: boolean;
  /** Rows that came are still being drawn (the next page waits); default false. */
  rendering?: boolean;
  onRetry: () => void;
  onLoadMore: () => void;
  t: Translator['t'];
  /** The list itself, shown when it has rows. */
  children: ReactNode;
}

/**
 * What stands around a list once it has answered: empty, error with retry, load more, end; and, before
 * the rows, a link (shown on focus) that takes a keyboard user past them.
 */
export function ListStatus({ rowCount, isLoading, isLoadingNextPage, error, hasMore, autoLoad = true, rendering = false, onRetry, onLoadMore, t, children }: ListStatusProps) {
  const after = useRef<HTMLDivElement>(null);
  const afterId = `eb-after-list-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const skip = (event: { preventDefault(): void }) => {
    // Focus moves by script: a fragment navigation would add a history entry the search's URL sync reads.
    event.preventDefault();
    after.current?.focus();
  };
  return (
    <>
      {rowCount === 0 && !isLoading && !error ? <EmptyState message={t('estate.no.results')} /> : null}
      {rowCount > 0 ? (
        <a className="eb-list-status__skip eb-visually-hidden" href={`#${afterId}`} onClick={skip}>
          {t('listing.skip_results')}
        </a>
      ) : null}
      {rowCount > 0 ? children : null}
      <div id={afterId} ref={after} tabIndex={-1} className="eb-list-status__after">
        {error ? <ErrorState message={t('listing.error')} retryLabel={t('listing.retry')} onRetry={onRetry} busy={isLoading || isLoadingNextPage} /> : null}
        {hasMore && !isLoading ? (
          <InfiniteScroll
            hasMore
            loading={isLoadingNextPage || rendering}
            paused={Boolean(error) || !autoLoad}
            onLoadMore={onLoadMore}
            loadMoreLabel={t('listing.load_more')}
            loadingLabel={t('listing.loading_more')}
          />
        ) : null}
        {!hasMore && rowCount > 0 && !isLoading ? <EndOfList message={t('listing.end', { count: rowCount })} /> : null}
      </div>
    </>
  );
}
