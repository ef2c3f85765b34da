import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = ['general', 'financial', 'layout', 'planning'].map((id) => ({
  id,
  label: `Label ${id}`,
  panel: <p>Panel {id}</p>,
}));

function setup(initial?: string) {
  render(<Tabs items={items} label="Details" idPrefix="t" initial={initial} />);
  return screen.getAllByRole('tab');
}

describe('Tabs (WAI-ARIA tabs pattern, spec §2 notary tabs)', () => {
  it('renders a labelled tablist with one selected tab and its panel', () => {
    const tabs = setup();
    expect(screen.getByRole('tablist', { name: 'Details' })).toBeTruthy();
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Panel general');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0].id);
    expect(tabs[0].getAttribute('aria-controls')).toBe(panel.id);
  });

  it('uses a roving tabindex', () => {
    const tabs = setup('layout');
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, -1, 0, -1]);
  });

  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 3, 0],
    ['ArrowLeft', 0, 3],
    ['ArrowLeft', 2, 1],
    ['Home', 2, 0],
    ['End', 1, 3],
  ])('%s from tab %i selects and focuses tab %i', (key, from, to) => {
    const tabs = setup(items[from].id);
    tabs[from].focus();
    fireEvent.keyDown(tabs[from], { key });
    const after = screen.getAllByRole('tab');
    expect(after[to].getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(after[to]);
    expect(after[to].tabIndex).toBe(0);
    expect(screen.getByRole('tabpanel').textContent).toBe(`Panel ${items[to].id}`);
  });

  it('ignores other keys', () => {
    const tabs = setup();
    fireEvent.keyDown(tabs[0], { key: 'a' });
    expect(screen.getAllByRole('tab')[0].getAttribute('aria-selected')).toBe('true');
  });

  it('selects a tab on click', () => {
    const tabs = setup();
    fireEvent.click(tabs[3]);
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel planning');
  });

  it('falls back to the first tab when the initial id is unknown', () => {
    const tabs = setup('nope');
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
  });
});
