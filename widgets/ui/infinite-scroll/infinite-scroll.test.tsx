import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { InfiniteScroll, type InfiniteScrollProps } from './infinite-scroll';

type Observed = { cb: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean };
let observers: Observed[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: Observed;
      constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { cb, options, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const createProps = (partial: Partial<InfiniteScrollProps> = {}): InfiniteScrollProps => ({
  hasMore: true,
  loading: false,
  onLoadMore: vi.fn(),
  loadMoreLabel: 'Load more',
  loadingLabel: 'Loading…',
  ...partial,
});

const intersect = (o: Observed) =>
  o.cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);

describe('ui/infinite-scroll', () => {
  it('spec §9 observes the sentinel with a 250 px bottom margin', () => {
    render(<InfiniteScroll {...createProps()} />);
    expect(observers).toHaveLength(1);
    expect(observers[0].options?.rootMargin).toBe('0px 0px 250px 0px');
  });

  it('spec §4 requests the next page when the sentinel nears the viewport', () => {
    const props = createProps();
    render(<InfiniteScroll {...props} />);
    intersect(observers[0]);
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('offers a keyboard reachable load-more button', () => {
    const props = createProps();
    render(<InfiniteScroll {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('while a page loads it does not observe, and the pressed button keeps its focus (aria-disabled, clicks ignored)', () => {
    const props = createProps();
    const { rerender } = render(<InfiniteScroll {...props} />);
    const button = screen.getByRole('button', { name: 'Load more' }) as HTMLButtonElement;
    button.focus();
    fireEvent.click(button);
    rerender(<InfiniteScroll {...props} loading />);
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<InfiniteScroll {...props} loading={false} />);
    expect(document.activeElement).toBe(button);
  });

  it('focus on the button pauses automatic loading (Tab scrolling it into view loads nothing); leaving it resumes', () => {
    const props = createProps();
    render(<InfiniteScroll {...props} />);
    const button = screen.getByRole('button', { name: 'Load more' });
    fireEvent.focus(button);
    expect(observers.at(-1)?.disconnected).toBe(true);
    const live = observers.filter((o) => !o.disconnected);
    expect(live).toHaveLength(0);
    fireEvent.blur(button);
    intersect(observers.at(-1)!);
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('re-observes after a page landed so a sentinel still in view loads again', () => {
    const props = createProps();
    const { rerender } = render(<InfiniteScroll {...props} loading />);
    rerender(<InfiniteScroll {...props} loading={false} />);
    expect(observers).toHaveLength(1);
    rerender(<InfiniteScroll {...props} loading />);
    expect(observers[0].disconnected).toBe(true);
    rerender(<InfiniteScroll {...props} loading={false} />);
    expect(observers).toHaveLength(2);
  });

  it('renders nothing when no more pages remain', () => {
    const { container } = render(<InfiniteScroll {...createProps({ hasMore: false })} />);
    expect(container.textContent).toBe('');
    expect(observers).toHaveLength(0);
  });

  it('paused stops automatic loading but keeps the button', () => {
    render(<InfiniteScroll {...createProps({ paused: true })} />);
    expect(observers).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });
});
