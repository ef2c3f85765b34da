import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EstateCard, type EstateCardProps } from './estate-card';
import type { ListingItem } from '../../../core/view-models/listing-item';
import { stickerColors } from './sticker-colors';
import { fireEvent } from '@testing-library/react';
import { renderInBlock } from '../../../tests/support/block-test-utils';
import { pageFavorites } from '../../runtime/favorites';
import type { LoaderSettings } from '../../runtime/block-contract';

const createItem = (partial: Partial<ListingItem> = {}): ListingItem => ({
  id: 7,
  title: 'Villa – Gent',
  href: '/nl/aanbod/7/villa-te-koop-in-kerkstraat-1-9000-gent',
  sold: false,
  price: '€ 450.000',
  number: '',
  reference: 'REF-7',
  type: 'Villa',
  bedrooms: '3',
  livingSpace: '180 m²',
  groundSpace: '',
  floor: '',
  city: 'Gent',
  ...partial,
});
const createProps = (partial: Partial<EstateCardProps> = {}): EstateCardProps => ({
  item: createItem(),
  labels: { noImage: 'Geen afbeelding', sold: 'Verkocht', energyLabel: (l) => `Energielabel ${l}` },
  ...partial,
});

describe('ui/estate-card (spec §2 gallery block)', () => {
  it('spec §2 links the title to the detail route and shows price and sub-type', () => {
    render(<EstateCard {...createProps()} />);
    expect(screen.getByRole('link', { name: 'Villa – Gent' }).getAttribute('href')).toContain('/nl/aanbod/7/');
    expect(screen.getByText('€ 450.000')).toBeTruthy();
    expect(screen.getByText('Villa')).toBeTruthy();
  });

  it('spec §8/§9 placeholder image with alt estate.no.image when there is no thumbnail, width 570', () => {
    render(<EstateCard {...createProps()} />);
    const img = screen.getByRole('img', { name: 'Geen afbeelding' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(img.getAttribute('width')).toBe('570');
  });

  it('a real picture is decorative next to the title link', () => {
    const { container } = render(<EstateCard {...createProps({ item: createItem({ image: '/img/7.jpg' }) })} />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('spec §2 sticker label', () => {
    render(<EstateCard {...createProps({ item: createItem({ sticker: { name: 'Nieuw', color: 'ff0000' } }) })} />);
    expect(screen.getByText('Nieuw').className).toContain('eb-sticker');
  });

  it('spec §2 sold label (transaction name) replaces sticker and price', () => {
    render(
      <EstateCard {...createProps({ item: createItem({ sold: true, price: 'Verkocht', sticker: { name: 'Nieuw' } }) })} />,
    );
    expect(screen.getByText('Verkocht').className).toContain('eb-sticker--sold');
    expect(screen.queryByText('Nieuw')).toBeNull();
    expect(screen.queryByText('€ 450.000')).toBeNull();
  });

  it('spec §1 §3 a project card says how many of its units the list holds', () => {
    const labels = { ...createProps().labels, units: (n: number) => `${n} eenheden` };
    render(<EstateCard {...createProps({ item: { ...createItem(), units: Array.from({ length: 6 }, (_, i) => createItem({ id: 200 + i })) }, labels })} />);
    expect(screen.getByText('6 eenheden')).toBeTruthy();
  });

  it('spec §2 energy label', () => {
    render(<EstateCard {...createProps({ item: createItem({ energyLabel: 'A+' }) })} />);
    expect(screen.getByText('Energielabel A+').className).toContain('eb-estate-card__energy--ap');
  });
});

describe('stickerColors (spec §5 sticker colours)', () => {
  it.each([
    ['ffffff background counts as unset', 'ffffff', '222222', { text: '#222222' }],
    ['000000 text counts as unset: readable text chosen', '0b5cad', '000000', { background: '#0b5cad', text: '#ffffff' }],
    ['both set and readable', 'ffd700', '111111', { background: '#ffd700', text: '#111111' }],
    ['unreadable text replaced (WCAG AA)', 'ffd700', 'ffffff', { background: '#ffd700', text: '#000000' }],
    ['nothing set', null, null, {}],
    ['invalid hex ignored', 'red', 'zzz', {}],
    ['3-digit hex accepted', 'f00', null, { background: '#ff0000', text: '#000000' }],
  ])('%s', (_name, color, text, expected) => {
    expect(stickerColors(color, text)).toEqual(expected);
  });

  it('a heart on the card toggles the estate in the page\'s favourites; it is not part of the link', () => {
    const settings: LoaderSettings = { siteId: 'card-hearts', api: 'http://127.0.0.1/api', locale: 'nl', version: 'test', base: '/' };
    renderInBlock(<EstateCard {...createProps({ labels: { ...createProps().labels, favorite: (title) => `${title} bewaren als favoriet` } })} />, { settings });
    const heart = screen.getByRole('button', { name: 'Villa – Gent – REF-7 bewaren als favoriet', pressed: false });
    expect(heart.closest('a')).toBeNull();
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(pageFavorites(settings).getState().ids).toEqual(['7']);
  });
});
