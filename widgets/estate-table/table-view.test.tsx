import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { TableView, CHUNK_ROWS, type TableViewProps } from './table-view';
import type { ListingItem } from '../../core/view-models/listing-item';
import { renderInBlock } from '../../tests/support/block-test-utils';
import { pageFavorites } from '../runtime/favorites';
import type { LoaderSettings } from '../runtime/block-contract';

const item = (id: number, partial: Partial<ListingItem> = {}): ListingItem => ({
  id,
  title: `Villa – Gent ${id}`,
  href: `/nl/aanbod/${id}/villa`,
  sold: false,
  price: '€ 450.000',
  number: 'A1',
  reference: `REF-${id}`,
  type: 'Villa',
  bedrooms: '3',
  livingSpace: '180,00 m²',
  groundSpace: '500,00 m²',
  floor: '1',
  city: 'Gent',
  sticker: { name: 'Nieuw' },
  ...partial,
});

const COLUMNS = ['Label', 'Nr.', 'Referentie', 'Type', 'Prijs', 'Slaapkamers', 'Bewoonbare oppervlakte', 'Grondoppervlakte', 'Verdieping', 'Details'] as const;
const createProps = (partial: Partial<TableViewProps> = {}): TableViewProps => ({
  groups: [{ key: 'none', label: '', items: [item(1), item(2)] }],
  labels: {
    caption: 'Zoekresultaten',
    columns: ['Foto', ...COLUMNS],
    moreInfo: 'Meer info',
    moreInfoAbout: (t) => `Meer info over ${t}`,
    moreInfoAboutUnit: (t, p) => `Meer info over ${t}, eenheid van ${p}`,
    showUnits: (n) => `Toon de ${n} eenheden`,
    hideUnits: 'Eenheden verbergen',
    noImage: 'Geen foto beschikbaar',
  },
  photo: 'none',
  ...partial,
});

describe('estate-table view (spec §2 table block)', () => {
  it('spec §2 has the ten columns in order', () => {
    render(<TableView {...createProps()} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(COLUMNS);
    expect(screen.getByRole('table', { name: 'Zoekresultaten' })).toBeTruthy();
  });

  it('spec §2 each row links to the localized detail route', () => {
    render(<TableView {...createProps()} />);
    const link = screen.getByRole('link', { name: 'Meer info over Villa – Gent 2' });
    expect(link.getAttribute('href')).toBe('/nl/aanbod/2/villa');
    const row = link.closest('tr')!;
    expect(within(row).getByText('REF-2')).toBeTruthy();
    expect(within(row).getByText('180,00 m²')).toBeTruthy();
    // The card layout of a narrow block repeats each column's header in its cell.
    expect(within(row).getByText('REF-2').getAttribute('data-label')).toBe('Referentie');
  });

  it('spec §1 §3 a project lists its units behind a disclosure button; each unit links to its unit route', () => {
    const project = item(10, { title: 'Residentie Zuid', href: '/nl/aanbod/10/residentie-zuid-in-9000-gent' });
    const units = [item(11, { title: 'A0 – Appartement', href: '/nl/aanbod/10/residentie-zuid-in-9000-gent/11' }), item(12, { title: 'B1 – Appartement', sold: true, price: 'Verkocht' })];
    render(<TableView {...createProps({ groups: [{ key: 'none', label: '', items: [{ ...project, units }, item(2)] }] })} />);
    const toggle = screen.getByRole('button', { name: 'Toon de 2 eenheden' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: /eenheid van/ })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Eenheden verbergen' }).getAttribute('aria-expanded')).toBe('true');
    const link = screen.getByRole('link', { name: 'Meer info over A0 – Appartement, eenheid van Residentie Zuid' });
    expect(link.getAttribute('href')).toBe('/nl/aanbod/10/residentie-zuid-in-9000-gent/11');
    expect(link.closest('tr')!.className).toContain('eb-estate-table__row--unit');
    expect(screen.getByText('Verkocht').closest('tr')!.className).toContain('eb-estate-table__row--sold');
    // The units follow their project, before the next estate.
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/nl/aanbod/10/residentie-zuid-in-9000-gent', '/nl/aanbod/10/residentie-zuid-in-9000-gent/11', '/nl/aanbod/12/villa', '/nl/aanbod/2/villa',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Eenheden verbergen' }));
    expect(screen.queryByRole('link', { name: /eenheid van/ })).toBeNull();
  });

  it('spec §2 a sold row is styled differently and shows the transaction name instead of the price', () => {
    render(<TableView {...createProps({ groups: [{ key: 'x', label: '', items: [item(3, { sold: true, price: 'Verkocht' })] }] })} />);
    const row = screen.getByText('Verkocht').closest('tr')!;
    expect(row.className).toContain('eb-estate-table__row--sold');
    expect(screen.queryByText('€ 450.000')).toBeNull();
  });

  it('spec §9 grouped rows get one heading per group, in the given order', () => {
    render(
      <TableView
        {...createProps({
          groups: [
            { key: '1', label: 'Huis', items: [item(1)] },
            { key: '', label: 'Projecten', items: [item(2)] },
          ],
        })}
      />,
    );
    const heads = screen.getAllByRole('columnheader').slice(COLUMNS.length).map((h) => h.textContent);
    expect(heads).toEqual(['Huis', 'Projecten']);
  });

  it('rows are split into contained chunks of CHUNK_ROWS', () => {
    const items = Array.from({ length: CHUNK_ROWS * 2 + 1 }, (_, i) => item(i + 1));
    const { container } = render(<TableView {...createProps({ groups: [{ key: 'none', label: '', items }] })} />);
    expect(container.querySelectorAll('tbody.eb-estate-table__chunk')).toHaveLength(3);
    expect(container.querySelectorAll('tr.eb-estate-table__row')).toHaveLength(items.length);
  });

  it('an optional column no row on screen has a value for is left out; type, price and details stay; opened units count', () => {
    const bare = { number: '', sticker: undefined, floor: '', bedrooms: '', groundSpace: '' };
    render(<TableView {...createProps({ groups: [{ key: 'none', label: '', items: [item(1, bare), { ...item(2, bare), units: [item(3, { ...bare, floor: '2', number: 'B3' })] }] }] })} />);
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    // The units' number and floor are not on screen while their project is closed: no empty "Nr." column.
    expect(headers()).toEqual(['Referentie', 'Type', 'Prijs', 'Bewoonbare oppervlakte', 'Details']);
    expect(screen.getByText('REF-1').closest('tr')!.querySelectorAll('td')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: /Toon/ }));
    expect(headers()).toEqual(['Nr.', 'Referentie', 'Type', 'Prijs', 'Bewoonbare oppervlakte', 'Verdieping', 'Details']);
    expect(screen.getByText('B3').closest('tr')!.querySelectorAll('td')).toHaveLength(7);
    fireEvent.click(screen.getByRole('button', { name: /verbergen/ }));
    expect(headers()).toEqual(['Referentie', 'Type', 'Prijs', 'Bewoonbare oppervlakte', 'Details']);
  });

  it('a sold row\'s sticker is not shown, so a column of sold rows only has no Label column', () => {
    render(<TableView {...createProps({ groups: [{ key: 'none', label: '', items: [item(1, { sold: true, price: 'Verkocht' })] }] })} />);
    expect(screen.queryByRole('columnheader', { name: 'Label' })).toBeNull();
  });

  it('native table semantics without redundant ARIA roles', () => {
    const { container } = render(<TableView {...createProps()} />);
    expect(container.querySelectorAll('table[role], thead[role], tbody[role], tr[role], th[role], td[role]')).toHaveLength(0);
    expect(screen.getAllByRole('row').length).toBeGreaterThan(2);
  });

  it('a "column" photo is the first column: a lazy thumbnail with its box reserved, decorative (the row names the estate), the sticker on it', () => {
    render(<TableView {...createProps({ photo: 'column', groups: [{ key: 'none', label: '', items: [item(1, { image: '/api/images/estate/1/1-thumb.svg' })] }] })} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Foto', ...COLUMNS.slice(1)]);
    expect(screen.getByRole('cell', { name: 'Nieuw' }).className).toContain('eb-estate-table__cell--photo');
    const row = screen.getByRole('link', { name: 'Meer info over Villa – Gent 1' }).closest('tr')!;
    const photo = within(row).getByRole('presentation');
    expect(photo.getAttribute('src')).toBe('/api/images/estate/1/1-thumb.svg');
    expect(photo.getAttribute('alt')).toBe('');
    expect([photo.getAttribute('width'), photo.getAttribute('height'), photo.getAttribute('decoding')]).toEqual(['240', '180', 'async']);
  });

  it('the first two rows\' photos load at once with a high priority (a phone\'s first screen), the others lazily', () => {
    const items = [1, 2, 3, 4].map((id) => item(id, { image: `/api/images/estate/${id}/1-thumb.png` }));
    const { container } = render(<TableView {...createProps({ photo: 'cards', cardLayout: true, groups: [{ key: 'a', label: 'A', items: items.slice(0, 1) }, { key: 'b', label: 'B', items: items.slice(1) }] })} />);
    const photos = [...container.querySelectorAll('img')].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(photos).toEqual([['eager', 'high'], ['eager', 'high'], ['lazy', null], ['lazy', null]]);
  });

  it.each([
    ['no picture', undefined],
    ['a URL that is not a picture address', 'javascript:alert(1)'],
  ])('spec §2 a row with %s shows the placeholder named "no picture"', (_case, image) => {
    render(<TableView {...createProps({ photo: 'cards', cardLayout: true, groups: [{ key: 'none', label: '', items: [item(1, { image })] }] })} />);
    const placeholder = screen.getByRole('img', { name: 'Geen foto beschikbaar' });
    expect(placeholder.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('"cards" (the default) renders the photo only in the card layout of a narrow block; "none" never', () => {
    const rows = [{ key: 'none', label: '', items: [item(1, { image: '/a.svg' })] }];
    const { container, rerender } = render(<TableView {...createProps({ photo: undefined, groups: rows })} />);
    expect(container.querySelector('table')!.className).toContain('eb-estate-table__table--photo-cards');
    // A wide table: no image element for CSS to hide, no photo header.
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: 'Foto' })).toBeNull();
    rerender(<TableView {...createProps({ photo: undefined, cardLayout: true, groups: rows })} />);
    expect(screen.getAllByRole('presentation')).toHaveLength(1);
    rerender(<TableView {...createProps({ photo: 'none', cardLayout: true, groups: rows })} />);
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('a property row names its city (in the page language) under its type; a unit row does not repeat its project\'s', () => {
    const project = item(10, { title: 'Residentie Zuid', city: 'Bruxelles' });
    render(<TableView {...createProps({ groups: [{ key: 'none', label: '', items: [{ ...project, units: [item(11, { title: 'A0 – Appartement', city: 'Bruxelles' })] }] }] })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Toon de 1 eenheden' }));
    const [projectRow, unitRow] = screen.getAllByRole('link', { name: /Meer info/ }).map((a) => a.closest('tr')!);
    expect(within(projectRow).getByRole('cell', { name: 'Villa Bruxelles' })).toBeTruthy();
    expect(within(unitRow).queryByText('Bruxelles')).toBeNull();
  });

  it('a heart beside each row\'s link saves the estate in the page\'s favourites, named by title and reference', () => {
    const settings: LoaderSettings = { siteId: 'table-hearts', api: 'http://127.0.0.1/api', locale: 'nl', version: 'test', base: '/' };
    renderInBlock(<TableView {...createProps({ labels: { ...createProps().labels, favorite: (title) => `${title} bewaren als favoriet` } })} />, { settings });
    const heart = screen.getByRole('button', { name: 'Villa – Gent 2 – REF-2 bewaren als favoriet', pressed: false });
    const row = heart.closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Meer info over Villa – Gent 2' })).toBeTruthy();
    fireEvent.click(heart);
    expect(screen.getByRole('button', { name: 'Villa – Gent 2 – REF-2 bewaren als favoriet', pressed: true })).toBeTruthy();
    expect(pageFavorites(settings).getState().ids).toEqual(['2']);
    expect(screen.getByRole('button', { name: 'Villa – Gent 1 – REF-1 bewaren als favoriet', pressed: false })).toBeTruthy();
  });

  it('no heart without its label', () => {
    render(<TableView {...createProps()} />);
    expect(screen.queryByRole('button', { name: /favoriet/ })).toBeNull();
  });
});
