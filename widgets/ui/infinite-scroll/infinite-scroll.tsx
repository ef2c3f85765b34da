import { useState } from 'react';
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
  // A keyboard user on the button chooses when to load: Tab scrolling it into view must not load pages by itself.
  const [focused, setFocused] = useState(false);
  const sentinel = useNearViewport<HTMLDivElement>(hasMore && !loading && !paused && !focused, onLoadMore, thresholdPx);
  if (!hasMore) return null;
  return (
    // While pages load by themselves, and while one loads or is drawn, the next one's place is held (CSS), so
    // arriving rows do not push the button and the host's footer in view (a layout shift of 0.37 on a phone).
    <div className="eb-infinite-scroll" data-auto={paused && !loading ? undefined : ''}>
      <div ref={sentinel} className="eb-infinite-scroll__sentinel" aria-hidden="true" />
      <button
        type="button"
        className="eb-infinite-scroll__button eb-button-outline"
        // aria-disabled, not disabled: a disabled button drops the focus of the visitor who pressed it.
        onClick={loading ? undefined : onLoadMore}
        aria-disabled={loading}
        aria-busy={loading}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        {loading ? loadingLabel : loadMoreLabel}
      </button>
    </div>
  );
}
