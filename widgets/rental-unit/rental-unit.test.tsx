import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AGREEMENTS, PERIODS, createApi, createUnit, renderRentalUnit } from '../../tests/support/rental-fixtures';

let clock = 1_000_000;
beforeEach(() => {
  clock = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const factsOf = () => {
  const facts = screen.getByRole('region', { name: 'Facts' });
  return within(facts)
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
};

describe('rental-unit block: display (spec §2 rental unit detail, §3 rental unit)', () => {
  it('spec §3: title, address with box and zip city, first photo as main image, one open button per photo', async () => {
    await renderRentalUnit(createApi());
    expect(await screen.findByRole('heading', { level: 2, name: 'Residentie Zeezicht' })).toBeTruthy();
    expect(screen.getByText('Zeedijk 12 / B3, 8300 Knokke-Heist')).toBeTruthy();
    const openers = screen.getAllByRole('button', { name: /^Open photo \d of 3$/ });
    expect(openers).toHaveLength(3);
    expect(within(openers[0]).getByRole('img', { name: 'Residentie Zeezicht, photo 1' }).getAttribute('src')).toBe('/img/77-1.jpg');
  });

  it.each([
    ['fr', 'Digue de Mer 12 / B3, 8300 Knokke'],
    ['nl', 'Zeedijk 12 / B3, 8300 Knokke-Heist'],
    ['de', 'Zeedijk 12 / B3, 8300 Knokke-Heist'],
  ] as const)('spec §3 address rule in %s: street per locale, city alias of the locale when present', async (locale, line) => {
    await renderRentalUnit(createApi(), { locale });
    expect(await screen.findByText(line)).toBeTruthy();
  });

  it('spec §3 address rule: nothing shown when the address is not visible', async () => {
    const unit = createUnit();
    await renderRentalUnit(createApi({ getRentalUnit: async () => ({ ...unit, address: { ...unit.address, visible: false } }) }));
    await screen.findByRole('heading', { level: 2, name: 'Residentie Zeezicht' });
    expect(screen.queryByText(/Zeedijk/)).toBeNull();
  });

  it('spec §3 facts: per-locale labels; 0, null and empty hidden; garage shows yes/no', async () => {
    await renderRentalUnit(createApi());
    await screen.findByRole('region', { name: 'Facts' });
    expect(factsOf()).toEqual([
      'Location: Coast',
      'City: Knokke-Heist',
      'Maximum occupation: 4',
      'Type: Apartment',
      'Bedrooms: 2',
      'Garage available: No',
      'Residence: Residentie Zeezicht',
      'Reference: ZZ-12',
    ]);
  });

  it('spec §3 facts in German, floor shown when not 0, garage unknown hidden', async () => {
    const unit = createUnit();
    const general = { ...unit.general, floor: 2, garage: null };
    await renderRentalUnit(createApi({ getRentalUnit: async () => ({ ...unit, general, rooms: { bedrooms: 1, bathrooms: 1 } }) }), { locale: 'de' });
    const facts = await screen.findByRole('region', { name: 'Merkmale' });
    const terms = within(facts).getAllByRole('term').map((dt) => dt.textContent);
    expect(terms).toContain('Etage');
    expect(terms).toContain('Badezimmer');
    expect(terms.some((t) => /Garage/.test(t ?? ''))).toBe(false);
  });

  it('DESIGN §4: the description is sanitized HTML in the visitor language', async () => {
    await renderRentalUnit(createApi());
    const strong = await screen.findByText('apartment');
    expect(strong.tagName).toBe('STRONG');
    expect(strong.closest('.eb-rental-unit__description')?.textContent).toBe('Spacious apartment by the sea.');
    expect(document.querySelector('.eb-rental-unit__description script')).toBeNull();
    expect(document.querySelector('.eb-rental-unit__description img[onerror]')).toBeNull();
    // happy-dom runs no inline handlers: that nothing runs is proven in the browser (tests/browser/xss.spec.ts).
  });

  it('spec §7 periods: a table of the periods with type, dates dd/mm/yyyy, price; booked periods cannot be chosen', async () => {
    await renderRentalUnit(createApi());
    const table = await screen.findByRole('table', { name: 'Availability and prices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent))).toEqual([
      ['Week', '05/12/2026', '12/12/2026', '€ 850'],
      ['Weekend', '18/12/2026', '20/12/2026', '€ 320'],
      ['Midweek', '04/01/2027', '08/01/2027', '—'],
    ]);
    expect(within(rows[1]).queryByRole('radio')).toBeNull();
    expect(within(rows[1]).getByText('Booked')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('shows the first 8 periods of half a year; "show all" lists every period and says it is expanded', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ ...PERIODS[0], id: 600 + i, start: `2027-02-${String(i + 1).padStart(2, '0')}`, end: `2027-02-${String(i + 8).padStart(2, '0')}` }));
    await renderRentalUnit(createApi({ getRentalUnitPeriods: async () => many }));
    const table = await screen.findByRole('table', { name: 'Availability and prices' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 8);
    const more = screen.getByRole('button', { name: 'Show all 20 periods' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 20);
    expect(screen.getByRole('button', { name: 'Show fewer periods' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says so when no period is published', async () => {
    await renderRentalUnit(createApi({ getRentalUnitPeriods: async () => [] }));
    expect(await screen.findByText(/No periods are published yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each([
    ['a 404', { status: 404 }],
    ['no unit', null],
  ])('not found for %s', async (_name, answer) => {
    const getRentalUnit = answer ? vi.fn().mockRejectedValue(answer) : vi.fn().mockResolvedValue(null);
    await renderRentalUnit(createApi({ getRentalUnit }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be found/);
  });

  it('not found without an id in the configuration or the URL', async () => {
    await renderRentalUnit(createApi(), { config: { scope: 'default' } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be found/);
  });

  it('a failed load shows the error with a retry that loads again', async () => {
    const getRentalUnit = vi.fn().mockRejectedValueOnce({ status: 503 }).mockResolvedValueOnce(createUnit());
    await renderRentalUnit(createApi({ getRentalUnit }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The holiday home could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Residentie Zeezicht' })).toBeTruthy();
    expect(getRentalUnit).toHaveBeenCalledTimes(2);
  });
});

async function fillContact() {
  await screen.findByRole('link', { name: /Privacy statement/ });
  const type = (name: RegExp, value: string) => fireEvent.input(screen.getByRole('textbox', { name }), { target: { value } });
  type(/^First name/, 'Jan');
  type(/^Last name/, 'Peeters');
  type(/^E-mail address/, 'jan@example.be');
  type(/^Phone number/, '0470 12 34 56');
  type(/^Message/, 'Do you allow dogs?');
  fireEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
  clock += 10_000;
}

const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;

describe('rental-unit block: reservation request (spec §2, §3 maxOccupation, DESIGN §4)', () => {
  it('choosing a period fills arrival and departure; typing a date unselects the period', async () => {
    await renderRentalUnit(createApi());
    fireEvent.click(await screen.findByRole('radio', { name: 'Week from 05/12/2026 to 12/12/2026' }));
    // preact may render the store change after the event: wait for it rather than race it.
    await waitFor(() => expect(valueOf(screen.getByLabelText(/^Arrival date/))).toBe('2026-12-05'));
    expect(valueOf(screen.getByLabelText(/^Departure date/))).toBe('2026-12-12');
    expect((screen.getByRole('radio', { name: /^Week from/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.input(screen.getByLabelText(/^Departure date/), { target: { value: '2026-12-13' } });
    await waitFor(() => expect((screen.getByRole('radio', { name: /^Week from/ }) as HTMLInputElement).checked).toBe(false));
    expect(valueOf(screen.getByLabelText(/^Departure date/))).toBe('2026-12-13');
  });

  it('sends one request with the period, people and contact details, then shows success', async () => {
    const requestReservation = vi.fn(async () => ({ id: 'r-9' }));
    await renderRentalUnit(createApi({ requestReservation }));
    fireEvent.click(await screen.findByRole('radio', { name: /^Midweek from/ }));
    fireEvent.input(screen.getByRole('spinbutton', { name: /^Adults/ }), { target: { value: '2' } });
    fireEvent.input(screen.getByRole('spinbutton', { name: /^Children/ }), { target: { value: '1' } });
    await fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Send reservation request' }));
    const success = (await screen.findByText(/Your reservation request has been sent/)).closest('[role="status"]');
    await waitFor(() => expect(document.activeElement).toBe(success));
    expect(requestReservation).toHaveBeenCalledTimes(1);
    expect(requestReservation.mock.calls[0]).toEqual([
      expect.objectContaining({
        rentalUnitId: 77,
        periodId: 503,
        arrival: '2027-01-04',
        departure: '2027-01-08',
        adults: 2,
        children: 1,
        firstName: 'Jan',
        lastName: 'Peeters',
        email: 'jan@example.be',
        phone: '0470 12 34 56',
        message: 'Do you allow dogs?',
        agreements: ['privacy'],
        locale: 'en',
        website: '',
      }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(valueOf(screen.getByRole('textbox', { name: /^First name/ }))).toBe('');
  });

  it.each([
    ['en', 'The number of people exceeds the maximum occupation.', 'Adults'],
    ['fr', "Le nombre de personnes dépasse la capacité d’accueil maximale.", 'Adultes'],
    ['nl', 'Het aantal personen is hoger dan de maximale bezetting.', 'Volwassenen'],
    ['de', 'Die Personenzahl übersteigt die maximale Belegung.', 'Erwachsene'],
  ] as const)('spec §3: more people than maxOccupation is refused in the visitor language (%s)', async (locale, message, adultsLabel) => {
    const requestReservation = vi.fn(async () => ({ id: 'r-1' }));
    await renderRentalUnit(createApi({ requestReservation }), { locale });
    const adults = await screen.findByRole('spinbutton', { name: new RegExp(`^${adultsLabel}`) });
    fireEvent.input(adults, { target: { value: '5' } });
    fireEvent.click(screen.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(adults.getAttribute('aria-invalid')).toBe('true');
    expect(requestReservation).not.toHaveBeenCalled();
  });

  it('shows the maximum occupation as help beside the people field', async () => {
    await renderRentalUnit(createApi());
    expect(await screen.findByText('At most 4 people in total.')).toBeTruthy();
  });

  it('busy while sending: a double click sends one request and the button says so', async () => {
    let answer: (v: { id: string }) => void = () => undefined;
    const requestReservation = vi.fn(() => new Promise<{ id: string }>((resolve) => (answer = resolve)));
    await renderRentalUnit(createApi({ requestReservation }));
    fireEvent.click(await screen.findByRole('radio', { name: /^Week from/ }));
    await fillContact();
    const submit = screen.getByRole('button', { name: 'Send reservation request' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    await waitFor(() => expect(requestReservation).toHaveBeenCalledTimes(1));
    answer({ id: 'r-2' });
    await screen.findByText(/Your reservation request has been sent/);
    expect(requestReservation).toHaveBeenCalledTimes(1);
  });

  it('a failed request keeps every typed value and a retry succeeds', async () => {
    const requestReservation = vi.fn().mockRejectedValueOnce(new Error('503 Service Unavailable')).mockResolvedValueOnce({ id: 'r-3' });
    await renderRentalUnit(createApi({ requestReservation }));
    fireEvent.click(await screen.findByRole('radio', { name: /^Week from/ }));
    fireEvent.input(screen.getByRole('spinbutton', { name: /^Adults/ }), { target: { value: '3' } });
    await fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Send reservation request' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Sending failed. Everything you typed has been kept');
    expect(valueOf(screen.getByRole('textbox', { name: /^First name/ }))).toBe('Jan');
    expect(valueOf(screen.getByRole('textbox', { name: /^Last name/ }))).toBe('Peeters');
    expect(valueOf(screen.getByRole('textbox', { name: /^E-mail address/ }))).toBe('jan@example.be');
    expect(valueOf(screen.getByRole('textbox', { name: /^Phone number/ }))).toBe('0470 12 34 56');
    expect(valueOf(screen.getByRole('textbox', { name: /^Message/ }))).toBe('Do you allow dogs?');
    expect(valueOf(screen.getByRole('spinbutton', { name: /^Adults/ }))).toBe('3');
    expect(valueOf(screen.getByLabelText(/^Arrival date/))).toBe('2026-12-05');
    expect((screen.getByRole('radio', { name: /^Week from/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /I have read and accept/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send reservation request' }));
    await screen.findByText(/Your reservation request has been sent/);
    expect(requestReservation).toHaveBeenCalledTimes(2);
    expect(requestReservation.mock.calls[1][0]).toEqual(requestReservation.mock.calls[0][0]);
  });

  it("server field errors (400) are shown on the field in the visitor's language", async () => {
    const error = Object.assign(new Error('400 Bad Request'), { status: 400, body: { error: 'validation', fields: { email: 'form.error.email' } } });
    const requestReservation = vi.fn().mockRejectedValueOnce(error);
    await renderRentalUnit(createApi({ requestReservation }), { locale: 'fr' });
    fireEvent.click(await screen.findByRole('radio', { name: /^Semaine du/ }));
    await screen.findByRole('link', { name: /Privacy statement/ });
    const type = (name: RegExp, value: string) => fireEvent.input(screen.getByRole('textbox', { name }), { target: { value } });
    type(/^Prénom/, 'Jeanne');
    type(/^Nom/, 'Dubois');
    type(/^Adresse e-mail/, 'jeanne@example.be');
    type(/^Numéro de téléphone/, '0470 12 34 56');
    fireEvent.click(screen.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }));
    clock += 10_000;
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande de réservation' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('Veuillez saisir une adresse e-mail valide'));
    expect(screen.getByRole('textbox', { name: /^Adresse e-mail/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('the agreements of the site are required', async () => {
    const requestReservation = vi.fn();
    await renderRentalUnit(createApi({ requestReservation, getAgreements: async () => AGREEMENTS }));
    fireEvent.click(await screen.findByRole('radio', { name: /^Week from/ }));
    await fillContact();
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send reservation request' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please accept');
    expect(requestReservation).not.toHaveBeenCalled();
  });
});
