import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { EmptyState, EndOfList, ErrorState, LoadingSkeleton } from './index';

const createErrorProps = (partial: Partial<Parameters<typeof ErrorState>[0]> = {}) => ({
  message: 'Something went wrong',
  retryLabel: 'Try again',
  onRetry: vi.fn(),
  ...partial,
});

describe('ui/states', () => {
  it('skeleton announces loading and reserves one placeholder per row', () => {
    const { container } = render(<LoadingSkeleton label="Loading" rows={7} />);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading');
    expect(container.querySelectorAll('.eb-states__skeleton-item--rows')).toHaveLength(7);
  });

  it('skeleton card variant', () => {
    const { container } = render(<LoadingSkeleton label="Loading" rows={4} variant="cards" />);
    expect(container.querySelectorAll('.eb-states__skeleton-item--cards')).toHaveLength(4);
  });

  it('spec §8 empty list shows the message and an optional action', () => {
    const onAction = vi.fn();
    render(<EmptyState message="No results" actionLabel="Clear all" onAction={onAction} />);
    expect(screen.getByRole('status').textContent).toContain('No results');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('empty state without action renders no button', () => {
    render(<EmptyState message="No results" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('error state is an alert with a retry button', () => {
    const props = createErrorProps();
    render(<ErrorState {...props} />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('error retry is disabled while busy', () => {
    render(<ErrorState {...createErrorProps({ busy: true })} />);
    expect((screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('end of list shows its message', () => {
    render(<EndOfList message="All 12 shown" />);
    expect(screen.getByText('All 12 shown')).toBeTruthy();
  });
});
