import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { NotaryTabs } from './notary-tabs';

const tabs = [{ key: 'general', title: 'Algemeen', fields: [] }, { key: 'financial', title: 'Financieel', fields: [] }];

describe('NotaryTabs', () => {
  it('two listings on one page: each tab controls its own panel (ids unique per page)', () => {
    render(
      <>
        <section aria-label="first"><NotaryTabs tabs={tabs} label="Details" /></section>
        <section aria-label="second"><NotaryTabs tabs={tabs} label="Details" /></section>
      </>,
    );
    const ids = screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-controls'));
    expect(new Set(ids).size).toBe(4);
    for (const name of ['first', 'second']) {
      const section = screen.getByRole('region', { name });
      const tab = within(section).getByRole('tab', { name: 'Algemeen' });
      expect(section.querySelector(`#${tab.getAttribute('aria-controls')}`)?.getAttribute('role')).toBe('tabpanel');
    }
  });
});
