import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ListStatus, type ListStatusProps } from './list-status';

const t = ((key: string, options?: { count?: number }) => (options?.count !== undefined ? `${key}:${options.count}` : key)) as ListStatusProps['t'];

function createProps(partial: Partial<ListStatusProps> = {}): ListStatusProps {
  return { rowCount: 3, isLoading: false, isLoadingNextPage: false, error: null, hasMore: false, onRetry: vi.fn(), onLoadMore: vi.fn(), t, children: <ul aria-label="rows" />, ...partial };
}

describe('ListStatus: the states around a list', () => {
  it('says the list is empty, and shows no list', () => {
    render(<ListStatus {...createProps({ rowCount: 0 })} />);
    expect(screen.getByText('estate.no.results')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'rows' })).toBeNull();
  });

  it('says where the list ends once every row is in', () => {
    render(<ListStatus {...createProps()} />);
    expect(screen.getByRole('list', { name: 'rows' })).toBeTruthy();
    expect(screen.getByText('listing.end:3')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the next page while more remain', () => {
    const props = createProps({ hasMore: true });
    render(<ListStatus {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'listing.load_more' }));
    expect(props.onLoadMore).toHaveBeenCalled();
    expect(screen.queryByText('listing.end:3')).toBeNull();
  });

  it('keeps the rows on an error and offers a retry, not the empty message', () => {
    const props = createProps({ error: new Error('503'), hasMore: true });
    render(<ListStatus {...props} />);
    expect(screen.getByRole('list', { name: 'rows' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'listing.retry' }));
    expect(props.onRetry).toHaveBeenCalled();
    expect(screen.queryByText('estate.no.results')).toBeNull();
  });

  it('shows the next page as loading while rows are still being drawn', () => {
    render(<ListStatus {...createProps({ hasMore: true, rendering: true })} />);
    expect(screen.getByRole('button', { name: 'listing.loading_more' })).toBeTruthy();
  });

  it('a link before the rows moves the focus past them, to the load-more button', () => {
    render(<ListStatus {...createProps({ hasMore: true })} />);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['listing.skip_results']);
    const rows = screen.getByRole('list', { name: 'rows' });
    // Before the list in document order.
    expect(links[0].compareDocumentPosition(rows) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(links[0]);
    const landed = document.activeElement as HTMLElement;
    expect(rows.compareDocumentPosition(landed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(landed.contains(screen.getByRole('button', { name: 'listing.load_more' }))).toBe(true);
  });

  it('no skip link while there are no rows', () => {
    render(<ListStatus {...createProps({ rowCount: 0 })} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  describe('automatic loading', () => {
    const observed: string[] = [];
    afterEach(() => {
      vi.unstubAllGlobals();
      observed.length = 0;
    });
    const stubObserver = () =>
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe() { observed.push('observe'); }
          disconnect() {}
        },
      );

    it('watches the end of the list while autoLoad allows it', () => {
      stubObserver();
      render(<ListStatus {...createProps({ hasMore: true })} />);
      expect(observed).toEqual(['observe']);
    });

    it('after the automatic pages only the button loads', () => {
      stubObserver();
      const props = createProps({ hasMore: true, autoLoad: false });
      render(<ListStatus {...props} />);
      expect(observed).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'listing.load_more' }));
      expect(props.onLoadMore).toHaveBeenCalledTimes(1);
    });
  });
});
