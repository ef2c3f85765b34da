import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { RentalFilterModel, RentalUnit } from '../../core/model';
import { createTranslator, loadCatalogue, LOCALES, type Locale } from '../../core/i18n';
import { rentalUnitLink } from '../../core/routes';
import { RentalCard } from './rental-card';
import { RentalFilters, type RentalFiltersProps } from './rental-filters';
import { RentalSearch } from './rental-search';
import { renderInBlock } from '../../tests/support/block-test-utils';

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

  it.each(LOCALES)('%s: -1 occupation and bedrooms show nothing (spec §5)', async (locale) => {
    const translate = await t(locale);
    render(<RentalCard unit={{ ...unit, general: { ...unit.general, maxOccupation: -1 }, rooms: { bedrooms: -1 } }} locale={locale} t={translate} />);
    expect(document.body.textContent).not.toMatch(/-1/);
  });

  it('shows the week\'s "from" price, or the filtered stay length\'s; nothing without prices', async () => {
    const translate = await t('nl');
    const priced = { ...unit, prices: [{ periodType: 'WEEK', from: 650 }, { periodType: 'WEEKEND', from: 325 }] };
    const { rerender } = render(<RentalCard unit={priced} locale="nl" t={translate} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('vanaf € 650 / week')).toBeTruthy();
    rerender(<RentalCard unit={priced} locale="nl" t={translate} periodType="WEEKEND" />);
    expect(within(card).getByText('vanaf € 325 / weekend')).toBeTruthy();
    rerender(<RentalCard unit={unit} locale="nl" t={translate} />);
    expect(card.textContent).not.toMatch(/vanaf|€/);
  });

  it('spec §8: a unit without photos shows the placeholder with alt estate.no.image', async () => {
    const translate = await t('en');
    render(<RentalCard unit={{ ...unit, photos: [] }} locale="en" t={translate} />);
    expect(screen.getByRole('img').getAttribute('alt')).toBe(translate('estate.no.image'));
  });
});

describe('rental-search filters (spec §3 rental filter model)', () => {
  async function renderFilters(partial: Partial<RentalFiltersProps> = {}) {
    const props: RentalFiltersProps = { filter: {}, options, locale: 'en', t: await t('en'), idPrefix: 'x', today: '2027-06-15', onChange: vi.fn(), ...partial };
    render(<RentalFilters {...props} />);
    return props;
  }

  it.each([
    ['Region', '1', { locationIds: [1] }],
    ['Type', '2', { subKindIds: [2] }],
    ['Town', '8630', { cityIds: [8630] }],
    ['Number of people', '4', { occupation: 4 }],
    ['Length of stay', 'WEEK', { periodType: 'WEEK' }],
  ])('choosing %s sets its criterion', async (label, value, expected) => {
    const props = await renderFilters();
    fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
    expect(props.onChange).toHaveBeenCalledWith(expect.objectContaining(expected));
  });

  it.each([
    ['nl', 'minstens 4 personen'],
    ['fr', 'au moins 4 personnes'],
    ['en', 'at least 4 people'],
    ['de', 'mindestens 4 Personen'],
  ] as const)('%s: the occupation filter says what the service does (N or more people)', async (locale, label) => {
    await renderFilters({ locale, t: await t(locale) });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain(label);
  });

  it('choosing "Any" removes the criterion; clear all resets', async () => {
    const props = await renderFilters({ filter: { locationIds: [1], occupation: 4 } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Region' }), { target: { value: '' } });
    expect(props.onChange).toHaveBeenLastCalledWith({ locationIds: [], occupation: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(props.onChange).toHaveBeenLastCalledWith({});
  });

  it('options are localized', async () => {
    await renderFilters({ locale: 'fr', t: await t('fr') });
    const region = screen.getByRole('combobox', { name: 'Région' });
    expect(within(region).getByRole('option', { name: 'Côte' })).toBeTruthy();
  });

  it('arrival and departure search once both are set: arrival from today, departure after it, up to the last published day', async () => {
    const props = await renderFilters({ filter: { occupation: 4 }, options: { ...options, periodDates: [{ start: '2027-07-03', end: '2027-07-10' }, { start: '2027-11-27', end: '2027-12-04' }] } });
    const arrival = screen.getByLabelText('Arrival');
    const departure = screen.getByLabelText('Departure');
    expect([arrival.getAttribute('type'), arrival.getAttribute('min'), arrival.getAttribute('max')]).toEqual(['date', '2027-06-15', '2027-12-04']);
    fireEvent.input(arrival, { target: { value: '2027-07-03' } });
    expect(props.onChange).not.toHaveBeenCalled();
    expect(departure.getAttribute('min')).toBe('2027-07-04');
    fireEvent.input(departure, { target: { value: '2027-07-10' } });
    expect(props.onChange).toHaveBeenLastCalledWith({ occupation: 4, from: '2027-07-03', to: '2027-07-10' });
  });

  it.each([
    ['nl', 'De vertrekdatum moet na de aankomstdatum liggen.', 'Kies een aankomstdatum vanaf vandaag.'],
    ['fr', 'La date de départ doit être postérieure à la date d’arrivée.', 'Choisissez une date d’arrivée à partir d’aujourd’hui.'],
    ['en', 'The departure date must be after the arrival date.', 'Choose an arrival date from today on.'],
    ['de', 'Das Abreisedatum muss nach dem Anreisedatum liegen.', 'Wählen Sie ein Anreisedatum ab heute.'],
  ] as const)('%s: a departure not after the arrival, or an arrival before today, says so and does not search', async (locale, order, past) => {
    const translate = await t(locale);
    const props = await renderFilters({ locale, t: translate });
    const arrival = screen.getByLabelText(translate('rental.filters.arrival'));
    const departure = screen.getByLabelText(translate('rental.filters.departure'));
    fireEvent.input(arrival, { target: { value: '2027-07-10' } });
    fireEvent.input(departure, { target: { value: '2027-07-10' } });
    expect(departure.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(departure.getAttribute('aria-describedby')!)!.textContent).toBe(order);
    fireEvent.input(arrival, { target: { value: '2027-06-01' } });
    expect(document.getElementById(arrival.getAttribute('aria-describedby')!)!.textContent).toBe(past);
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('the searched stay shows in the inputs (back/forward, a shared link); clearing a date ends the stay', async () => {
    const props = await renderFilters({ filter: { from: '2027-07-03', to: '2027-07-10' } });
    expect((screen.getByLabelText('Arrival') as HTMLInputElement).value).toBe('2027-07-03');
    expect((screen.getByLabelText('Departure') as HTMLInputElement).value).toBe('2027-07-10');
    fireEvent.input(screen.getByLabelText('Departure'), { target: { value: '' } });
    expect(props.onChange).toHaveBeenLastCalledWith({ from: undefined, to: undefined });
  });
});

describe('rental counts in every locale (plurals through i18next)', () => {
  it.each<[Locale, string]>([
    ['nl', '1 slaapkamer'],
    ['fr', '1 chambre'],
    ['en', '1 bedroom'],
    ['de', '1 Schlafzimmer'],
  ])('%s: a rental with one bedroom reads "%s"', async (locale, expected) => {
    render(<RentalCard unit={{ ...unit, rooms: { bedrooms: 1 } }} locale={locale} t={await t(locale)} />);
    expect(screen.getByText(expected)).toBeTruthy();
  });

  const counts: [Locale, number, string][] = [
    ['nl', 0, 'Geen vakantiewoningen gevonden'], ['nl', 1, '1 vakantiewoning gevonden'], ['nl', 7, '7 vakantiewoningen gevonden'],
    ['fr', 0, 'Aucune location de vacances trouvée'], ['fr', 1, '1 location de vacances trouvée'], ['fr', 7, '7 locations de vacances trouvées'],
    ['en', 0, 'No holiday homes found'], ['en', 1, '1 holiday home found'], ['en', 7, '7 holiday homes found'],
    ['de', 0, 'Keine Ferienwohnungen gefunden'], ['de', 1, '1 Ferienwohnung gefunden'], ['de', 7, '7 Ferienwohnungen gefunden'],
  ];
  it.each(counts)('%s, %i holiday homes: the status reads "%s"', async (locale, total, expected) => {
    const translator = createTranslator(locale, await loadCatalogue(locale));
    const api = {
      searchRentalUnits: vi.fn(async () => ({ total, results: Array.from({ length: Math.min(total, 2) }, (_, i) => ({ ...unit, id: i + 1 })) })),
      getRentalFilters: vi.fn(async () => options),
    };
    renderInBlock(<RentalSearch config={{ scope: 'default', syncUrl: true, showFilters: true }} />, { api: api as never, locale, translator });
    // The result count is the first live status; an empty result adds the empty state's own.
    await waitFor(() => expect(screen.getAllByRole('status')[0]!.textContent).toBe(expected));
  });
});
