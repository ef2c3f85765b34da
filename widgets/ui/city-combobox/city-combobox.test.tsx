import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CityCombobox, type CityComboboxProps } from './city-combobox';
import type { CityOption } from '../../../core/model';

const GENT: CityOption = { id: 1, zip: '9000', name: 'Gent', lat: 51.05, lon: 3.72 };
const GENK: CityOption = { id: 2, zip: '3600', name: 'Genk', lat: 50.96, lon: 5.5 };

const createProps = (partial: Partial<CityComboboxProps> = {}): CityComboboxProps => ({
  label: 'City',
  hint: 'Type 2 characters',
  noneText: 'No city found',
  removeLabel: (n) => `Remove ${n}`,
  resultsText: (n) => `${n} cities`,
  selected: [],
  onSelect: vi.fn(),
  onRemove: vi.fn(),
  search: vi.fn(async () => [GENT, GENK]),
  debounceMs: 0,
  ...partial,
});

describe('city combobox (WAI-ARIA combobox, search-city call)', () => {
  it('searches after 2 characters and lists the cities in a listbox', async () => {
    const props = createProps();
    render(<CityCombobox {...props} />);
    const box = screen.getByRole('combobox', { name: 'City' });
    fireEvent.input(box, { target: { value: 'Ge' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(props.search).toHaveBeenCalledWith('Ge', expect.any(AbortSignal));
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('arrow keys only move the active option; Enter chooses it', async () => {
    const props = createProps();
    render(<CityCombobox {...props} />);
    const box = screen.getByRole('combobox');
    fireEvent.input(box, { target: { value: 'Ge' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = box.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toContain('Genk');
    expect(props.onSelect).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(props.onSelect).toHaveBeenCalledWith(GENK);
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('Escape closes the popup', async () => {
    render(<CityCombobox {...createProps()} />);
    const box = screen.getByRole('combobox');
    fireEvent.input(box, { target: { value: 'Ge' } });
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the no-match text', async () => {
    render(<CityCombobox {...createProps({ search: async () => [] })} />);
    fireEvent.input(screen.getByRole('combobox'), { target: { value: 'Zz' } });
    await waitFor(() => expect(screen.getByText('No city found')).toBeTruthy());
  });

  it('chosen cities are chips with a remove button and are not offered again', async () => {
    const props = createProps({ selected: [GENT] });
    render(<CityCombobox {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Gent' }));
    expect(props.onRemove).toHaveBeenCalledWith(GENT);
    fireEvent.input(screen.getByRole('combobox'), { target: { value: 'Ge' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option').textContent).toContain('Genk');
  });

  it('Enter on an open list with no active option chooses nothing and does not submit the form around it', async () => {
    const props = createProps();
    render(
      <form>
        <CityCombobox {...props} />
      </form>,
    );
    const box = screen.getByRole('combobox');
    fireEvent.input(box, { target: { value: 'Ge' } });
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    box.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(props.onSelect).not.toHaveBeenCalled();
  });

  it('says what no chosen city means in the list\'s place, until one is chosen', () => {
    const { rerender } = render(<CityCombobox {...createProps({ noneSelectedText: 'Every city' })} />);
    expect(screen.getByRole('combobox', { description: 'Every city Type 2 characters' })).toBeTruthy();
    rerender(<CityCombobox {...createProps({ noneSelectedText: 'Every city', selected: [GENT] })} />);
    expect(screen.queryByText('Every city')).toBeNull();
  });

  it('takes the id it is given, for a form whose error summary links to the field', () => {
    render(<CityCombobox {...createProps({ id: 'cities-field' })} />);
    expect(screen.getByRole('combobox', { name: 'City' }).id).toBe('cities-field');
  });
});
