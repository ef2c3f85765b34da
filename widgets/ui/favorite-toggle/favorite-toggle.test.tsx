import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createFavoritesStore } from '../../../core/favorites';
import { FavoriteToggle, FavoriteToggleButton } from './index';

const newStore = () => createFavoritesStore({ siteId: 't', storage: () => null, events: null });

describe('ui/favorite-toggle (spec §1 favorites)', () => {
  it('is a toggle button with aria-pressed and a constant name', () => {
    const onToggle = vi.fn();
    const { rerender } = render(<FavoriteToggleButton pressed={false} onToggle={onToggle} label="Save Villa in Gent" />);
    const button = screen.getByRole('button', { name: 'Save Villa in Gent', pressed: false });
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<FavoriteToggleButton pressed onToggle={onToggle} label="Save Villa in Gent" />);
    expect(screen.getByRole('button', { name: 'Save Villa in Gent', pressed: true })).toBeTruthy();
  });

  it('visible text becomes the name when given', () => {
    render(<FavoriteToggleButton pressed={false} onToggle={() => {}} label="Save" text="Favorite" />);
    expect(screen.getByRole('button', { name: 'Favorite' })).toBeTruthy();
  });

  it('toggles in the shared store and every toggle of the same estate follows', () => {
    const store = newStore();
    render(
      <>
        <FavoriteToggle estateId={12} label="First" store={store} />
        <FavoriteToggle estateId="12" label="Second" store={store} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(store.getState().ids).toEqual(['12']);
    expect(screen.getByRole('button', { name: 'Second', pressed: true })).toBeTruthy();
    act(() => store.remove(12));
    expect(screen.getByRole('button', { name: 'First', pressed: false })).toBeTruthy();
  });
});
