import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { EstateDetail } from '../../core/api/types';
import type { Estate, Site } from '../../core/model';
import { pageFavorites } from '../runtime/favorites';
import type { LoaderSettings } from '../runtime/block-contract';
import { renderInBlock } from '../../tests/support/block-test-utils';
import { Favorites } from './favorites';

const estate = (id: number, city: string): Estate =>
  ({
    id,
    general: { id, subType: { id: 3, name: 'Villa' }, transaction: { id: 1, name: 'For sale' }, price: { value: 450000 }, address: { city: { id: 1, zip: '9000', name: city } } },
  }) as Estate;

const details: Record<string, EstateDetail | null> = {
  '12': { feed: 'broker', estate: estate(12, 'Gent'), children: [] },
  '13': { feed: 'broker', estate: { ...estate(13, 'Brugge'), status: { id: 4 } }, children: [] },
  '40': { feed: 'notary', listing: { id: 40, type: 'HOUSE', status: 1, title: { en: 'Notary house in Leuven' }, financial: { price: 300000 } } },
};

function api(hiddenStatus: number[] = []) {
  return {
    getSite: vi.fn(async () => ({ settings: { hiddenStatus } }) as Site),
    getEstate: vi.fn(async (id: string | number) => {
      if (String(id) === '99') throw Object.assign(new Error('404 Not Found'), { status: 404 });
      if (String(id) === '77') throw Object.assign(new Error('503'), { status: 503 });
      return details[String(id)] ?? null;
    }),
  };
}

/** The loader settings of a page of its own (with its own page runtime, so its own favorites store). */
const page = (siteId: string): LoaderSettings => ({ siteId, api: 'http://127.0.0.1/api', locale: 'en', version: 'test', base: '/' });

let siteCounter = 0;
function setup(ids: Array<string | number>, hiddenStatus: number[] = []) {
  const settings = page(`fav-${++siteCounter}`);
  const store = pageFavorites(settings);
  ids.slice().reverse().forEach((id) => store.add(id));
  const fake = api(hiddenStatus);
  renderInBlock(<Favorites config={{ headingLevel: 2, scope: 'default' }} />, { api: fake, settings });
  return { store, fake };
}

afterEach(() => localStorage.clear());

describe('favorites block (spec §1, §2 favorites)', () => {
  it('shows an empty state without favorites', () => {
    setup([]);
    expect(screen.getByText('favorites.empty')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'favorites.title' })).toBeTruthy();
  });

  it('shows each favorite as a card with current data and a link to its detail (both feeds)', async () => {
    setup([12, 40]);
    const villa = await screen.findByRole('link', { name: 'Villa – Gent' });
    expect(villa.getAttribute('href')).toMatch(/^\/en\/offer\/12\//);
    expect(screen.getByRole('link', { name: 'Notary house in Leuven' }).getAttribute('href')).toBe('/en/offer/40');
    expect(screen.getByText(/favorites\.count/)).toBeTruthy();
  });

  it('keeps an estate that is no longer published, shown as such', async () => {
    setup([99]);
    expect(await screen.findByText('favorites.unpublished')).toBeTruthy();
    expect(screen.getByRole('button', { name: /favorites\.remove_label/ })).toBeTruthy();
  });

  it('spec §4 an estate whose status the site hides is listed as no longer available, with its title', async () => {
    setup([12, 13], [4]);
    expect(await screen.findByRole('link', { name: 'Villa – Gent' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Villa – Brugge' })).toBeNull();
    expect(screen.getByText('Villa – Brugge')).toBeTruthy();
    expect(screen.getByText('favorites.unpublished')).toBeTruthy();
  });

  it('removes a favorite from the shared store and announces it', async () => {
    const { store } = setup([12]);
    fireEvent.click(await screen.findByRole('button', { name: /favorites\.remove_label/ }));
    expect(store.getState().ids).toEqual([]);
    expect(screen.getByText(/favorites\.removed/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Villa – Gent' })).toBeNull();
  });

  it('follows the store: a toggle elsewhere on the page adds a card', async () => {
    const { store } = setup([]);
    act(() => store.add(12));
    expect(await screen.findByRole('link', { name: 'Villa – Gent' })).toBeTruthy();
  });

  it('a failed load offers a retry', async () => {
    const { fake } = setup([77]);
    const retry = await screen.findByRole('button', { name: 'favorites.retry' });
    fireEvent.click(retry);
    await waitFor(() => expect(fake.getEstate).toHaveBeenCalledTimes(2));
  });

  it('says clearly when favorites cannot be stored', () => {
    const settings = page('fav-nostorage');
    const store = pageFavorites(settings);
    act(() => store.setState({ problem: 'unavailable' }));
    renderInBlock(<Favorites config={{ headingLevel: 2, scope: 'default' }} />, { api: api(), settings });
    expect(screen.getByRole('alert').textContent).toBe('favorites.storage.unavailable');
  });
});
