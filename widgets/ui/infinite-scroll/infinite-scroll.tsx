import { useNearViewport } from './use-near-viewport';
import './infinite-scroll.css';

export interface InfiniteScrollProps {
  /** More pages remain (spec §4: loaded < total). */
  hasMore: boolean;
  /** A page is being fetched; the sentinel and button wait. */
  loading: boolean;
  onLoadMore: () => void;
  /** Visible label of the keyboard / screen-reader alternative, e.g. t('listing.load_more'). */
  loadMoreLabel: string;
  /** Announced while a page loads, e.g. t('listing.loading_more'). */
  loadingLabel: string;
  /** Distance from the bottom that requests the next page (spec §9: 250 px). */
  thresholdPx?: number;
  /** Stops automatic loading (e.g. after an error) while keeping the button. */
  paused?: boolean;
}

export function InfiniteScroll({
  hasMore,
  loading,
  onLoadMore,
  loadMoreLabel,
  loadingLabel,
  thresholdPx = 250,
  paused = false,
}: InfiniteScrollProps) {
  const sentinel = useNearViewport<HTMLDivElement>(hasMore && !loading && !paused, onLoadMore, thresholdPx);
  if (!hasMore) return null;
  return (
    <div className="eb-infinite-scroll">
      <div ref={sentinel} className="eb-infinite-scroll__sentinel" aria-hidden="true" />
      <button
        type="button"
        className="eb-infinite-scroll__button"
        onClick={onLoadMore}
        disabled={loading}
        aria-busy={loading}
      >
        {loading ? loadingLabel : loadMoreLabel}
      </button>
    </div>
  );
}
