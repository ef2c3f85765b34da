import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { RentalFilterModel, RentalUnit } from '../../core/model';
import { createTranslator, loadCatalogue, LOCALES, type Locale } from '../../core/i18n';
import { rentalUnitLink } from '../../core/routes';
import { RentalCard } from './rental-card';
import { RentalFilters, type RentalFiltersProps } from './rental-filters';

const unit: RentalUnit = {
  id: 12,
  photos: [{ original: '/api/images/r12-1.svg', medium: '/api/images/r12-1-m.svg', thumbnail: '/api/images/r12-1-t.svg' }],
  general: {
    maxOccupation: 6,
    location: { id: 1, name: { nl: 'Kust', fr: 'Côte', en: 'Coast', de: 'Küste' } },
    city: { name: 'De Panne' },
    subKind: { id: 1, name: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' } },
  },
  rooms: { bedrooms: 2 },
};

const options: RentalFilterModel = {
  locations: [{ id: 1, name: { nl: 'Kust', fr: 'Côte', en: 'Coast', de: 'Küste' } }],
  subKinds: [{ id: 2, name: { nl: 'Villa', fr: 'Villa', en: 'Villa', de: 'Villa' } }],
  maxOccupations: [2, 4, 6],
  cities: [{ id: 8630, name: 'Veurne', zip: '8630' }],
  periodTypes: [{ id: 'WEEK', name: { nl: 'Week', fr: 'Semaine', en: 'Week', de: 'Woche' } }],
  periodStartDates: ['2027-07-03'],
  periodDates: [],
};

const t = async (locale: Locale) => createTranslator(locale, await loadCatalogue(locale)).t;

describe('rental-search card (spec §2: a rental unit links to its detail page from its id and the locale)', () => {
  it.each(LOCALES)('%s: title, facts and the localized link', async (locale) => {
    const translate = await t(locale);
    render(<RentalCard unit={unit} locale={locale} t={translate} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe(rentalUnitLink(12, locale));
    expect(link.textContent).toContain('De Panne');
    expect(screen.getByRole('img').getAttribute('src')).toBe('/api/images/r12-1-m.svg');
    expect(document.body.textContent).toContain(translate('rental.card.persons', { count: 6 }));
    expect(document.body.textContent).not.toMatch(/rental\./);
  });

  it('spec §8: a unit without photos shows the placeholder with alt estate.no.image', async () => {
    const translate = await t('en');
    render(<RentalCard unit={{ ...unit, photos: [] }} locale="en" t={translate} />);
    expect(screen.getByRole('img').getAttribute('alt')).toBe(translate('estate.no.image'));
  });
});

describe('rental-search filters (spec §3 rental filter model)', () => {
  async function renderFilters(partial: Partial<RentalFiltersProps> = {}) {
    const props: RentalFiltersProps = { filter: {}, options, locale: 'en', t: await t('en'), idPrefix: 'x', onChange: vi.fn(), ...partial };
    render(<RentalFilters {...props} />);
    return props;
  }

  it.each([
    ['Region', '1', { locationIds: [1] }],
    ['Type', '2', { subKindIds: [2] }],
    ['Town', '8630', { cityIds: [8630] }],
    ['Number of people', '4', { occupation: 4 }],
    ['Length of stay', 'WEEK', { periodType: 'WEEK' }],
    ['Arrival date', '2027-07-03', { periodStart: '2027-07-03' }],
  ])('choosing %s sets its criterion', async (label, value, expected) => {
    const props = await renderFilters();
    fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
    expect(props.onChange).toHaveBeenCalledWith(expect.objectContaining(expected));
  });

  it('choosing "Any" removes the criterion; clear all resets', async () => {
    const props = await renderFilters({ filter: { locationIds: [1], occupation: 4 } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Region' }), { target: { value: '' } });
    expect(props.onChange).toHaveBeenLastCalledWith({ locationIds: [], occupation: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(props.onChange).toHaveBeenLastCalledWith({});
  });

  it('options are localized and dates formatted dd/mm/yyyy (spec §9)', async () => {
    await renderFilters({ locale: 'fr', t: await t('fr') });
    const region = screen.getByRole('combobox', { name: 'Région' });
    expect(within(region).getByRole('option', { name: 'Côte' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '03/07/2027' })).toBeTruthy();
  });
});
