import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../i18n/load-catalogue';
import { createTranslator } from '../i18n/translator';
import { LOCALES, type Locale } from '../i18n/locale';
import type { Estate } from '../model/estate';
import { toListingItem } from './listing-item';
import { toFavoriteItem } from './favorite-item';

const cleared = (id: number, general: Partial<Estate['general']> = {}): Estate =>
  ({
    id,
    general: { id, transaction: { id: 1, name: 'x' }, subType: { id: 3, name: 'Villa' }, bedroomCount: -1, price: { value: -1 }, floor: null, ...general },
    dimensions: { areaBuild: -1, areaGround: -1 },
  }) as Estate;

const FROM: Record<Locale, string> = { nl: 'vanaf € 160.000', fr: 'à partir de € 160.000', en: 'from € 160.000', de: 'ab € 160.000' };
const BASEMENT: Record<Locale, string> = { nl: 'Kelder', fr: 'Sous-sol', en: 'Basement', de: 'Untergeschoss' };
const GROUND: Record<Locale, string> = { nl: 'Gelijkvloers', fr: 'Rez-de-chaussée', en: 'Ground floor', de: 'Erdgeschoss' };

describe.each(LOCALES)('list row, card, map popup, favorite, similar estate (%s)', (locale) => {
  const labelsOf = async () => createTranslator(locale, await loadCatalogue(locale));

  it('spec §5: -1 shows nothing — no "-1", "-1 m²" or "€ -1" (one shownAmount rule)', async () => {
    const t = await labelsOf();
    const item = toListingItem(cleared(1), { href: () => '/x', labels: t });
    expect([item.bedrooms, item.livingSpace, item.groundSpace, item.floor]).toEqual(['', '', '', '']);
    expect(item.price).toBe(t.t('listing.price_on_request'));
    expect(JSON.stringify(item)).not.toMatch(/-1/);
    const favorite = toFavoriteItem({ feed: 'broker', estate: cleared(1), parent: null, children: [] }, locale, { t: t.t, enumLabel: t.enumLabel, typeLabel: () => '' });
    expect(JSON.stringify(favorite)).not.toMatch(/-1/);
    const notary = toFavoriteItem(
      { feed: 'notary', listing: { id: 700001, status: 3, type: 'HOUSE', financial: { price: -1 }, construction: { bedrooms_count: -1 } } },
      locale,
      { t: t.t, enumLabel: t.enumLabel, typeLabel: () => '' },
    );
    expect([notary.bedrooms, notary.price]).toEqual(['', t.t('listing.price_on_request')]);
  });

  it('DESIGN §3: a project shows "price from" its lowest available unit', async () => {
    const t = await labelsOf();
    const project = cleared(1, { project: true, price: { value: null, priceFrom: 160000 } });
    expect(toListingItem(project, { href: () => '/x', labels: t }).price).toBe(FROM[locale]);
    const units = [cleared(2, { parentId: 1, price: { value: 160000 } }), cleared(3, { parentId: 1, price: { value: 90000 }, transaction: { id: 5, name: 'Verkocht' } })];
    expect(toListingItem(project, { href: () => '/x', labels: t, units }).price).toBe(FROM[locale]);
  });

  it('the floor of a unit: -1 is the basement, 0 the ground floor, an upper floor its number (the column says "floor")', async () => {
    const t = await labelsOf();
    expect(toListingItem(cleared(2, { parentId: 1, floor: 8 }), { href: () => '/x', labels: t }).floor).toBe('8');
    expect(toListingItem(cleared(2, { parentId: 1, floor: -1 }), { href: () => '/x', labels: t }).floor).toBe(BASEMENT[locale]);
    expect(toListingItem(cleared(2, { parentId: 1, floor: 0 }), { href: () => '/x', labels: t }).floor).toBe(GROUND[locale]);
  });

  it('spec §2: a sold estate shows its transaction name, never the amount', async () => {
    const t = await labelsOf();
    const sold = cleared(4, { price: { value: 1055000 }, transaction: { id: 5, name: 'Verkocht' } });
    expect(toListingItem(sold, { href: () => '/x', labels: t }).price).toBe('Verkocht');
  });
});
