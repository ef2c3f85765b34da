import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PriceInput, parsePrice } from './price-input';

describe('estate-search price input (spec §3 price-min / price-max, §9 format)', () => {
  it.each([
    ['250000', 250000],
    ['250.000', 250000],
    ['€ 250 000', 250000],
    ['250.000,50', 250000],
    ['', undefined],
    ['abc', undefined],
  ])('parsePrice(%j) = %j', (text, expected) => {
    expect(parsePrice(text)).toBe(expected);
  });

  it('shows the value with Belgian thousands separators', () => {
    render(<PriceInput label="Minimum price" value={1250000} onCommit={vi.fn()} />);
    expect((screen.getByRole('textbox', { name: 'Minimum price' }) as HTMLInputElement).value).toBe('1.250.000');
  });

  it('commits once on blur with the parsed amount and reformats', () => {
    const onCommit = vi.fn();
    render(<PriceInput label="Maximum price" value={undefined} onCommit={onCommit} />);
    const input = screen.getByRole('textbox', { name: 'Maximum price' }) as HTMLInputElement;
    fireEvent.input(input, { target: { value: '400000' } });
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(onCommit).toHaveBeenCalledWith(400000);
    expect(input.value).toBe('400.000');
  });

  it('Enter commits; an unchanged value commits nothing', () => {
    const onCommit = vi.fn();
    render(<PriceInput label="Maximum price" value={400000} onCommit={onCommit} />);
    const input = screen.getByRole('textbox', { name: 'Maximum price' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.input(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledWith(undefined);
  });
});
