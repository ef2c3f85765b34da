import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../i18n/load-catalogue';
import { createTranslator } from '../i18n/translator';
import { LOCALES, type Locale } from '../i18n/locale';
import type { Estate } from '../model/estate';
import { brokerEstate, notaryListing } from '../../tests/support/detail-fixtures';
import { toDetailModel } from './to-detail-model';
import type { DetailModel } from './detail-view';
import { toListingItem } from './listing-item';
import { mapMarkerTitle } from './map-marker';
import { createField } from './field';

const labelsOf = async (locale: Locale) => createTranslator(locale, await loadCatalogue(locale));
const ctxOf = async (locale: Locale) => ({ ...(await labelsOf(locale)), hiddenTabs: [], currentSlug: '' });
const broker = async (locale: Locale, estate: Estate) => toDetailModel({ feed: 'broker', estate, parent: null, children: [] }, await ctxOf(locale));
const fields = (model: DetailModel) => [...model.sections, ...model.tabs].flatMap((s) => s.fields);
const field = (model: DetailModel, key: string) => fields(model).find((f) => f.key === key);

const GROUND: Record<Locale, string> = { nl: 'Gelijkvloers', fr: 'Rez-de-chaussée', en: 'Ground floor', de: 'Erdgeschoss' };
const BASEMENT: Record<Locale, string> = { nl: 'Kelder', fr: 'Sous-sol', en: 'Basement', de: 'Untergeschoss' };
const FEED_FLOOR_NAME = { nl: 'Verdieping 0', fr: 'Étage 0', en: 'Floor 0', de: 'Etage 0' };
const room = (typeId: number, name: string, count = 1, surface = 10) => ({ typeId, name: { nl: name, fr: name, en: name, de: name }, count, surface, sort: typeId });

/** Rooms listed once per room, floors with counts: a 3-bedroom house whose floors say 1 + 2 bedrooms. */
const layoutEstate = brokerEstate({
  layout: {
    rooms: [room(1, 'Bed'), room(1, 'Bed'), room(5, 'Bath')],
    floors: [
      { level: -1, name: { nl: 'Verdieping -1', fr: 'Étage -1', en: 'Floor -1', de: 'Etage -1' }, rooms: [room(6, 'Garage')] },
      { level: 0, name: FEED_FLOOR_NAME, rooms: [room(1, 'Bed')] },
      { level: 1, name: { nl: 'Verdieping 1', fr: 'Étage 1', en: 'Floor 1', de: 'Etage 1' }, rooms: [room(1, 'Bed', 2), room(5, 'Bath')] },
    ],
  },
} as Partial<Estate>, { bedroomCount: 3 });

describe.each(LOCALES)('one value, one text on the detail page (%s)', (locale) => {
  it('DESIGN §3: the layout names floor 0 the ground floor and -1 the basement, never "Floor 0"', async () => {
    const model = await broker(locale, layoutEstate);
    const labels = fields(model).filter((f) => f.key.startsWith('layout.floor')).map((f) => f.label);
    expect(labels).toContain(`${GROUND[locale]}: Bed`);
    expect(labels).toContain(`${BASEMENT[locale]}: Garage`);
    expect(labels.join(' ')).not.toMatch(/(Verdieping|Étage|Floor|Etage) -?[0]/);
  });

  it('the layout summary counts the rooms the floors list, as the key facts do (3 bedrooms, not 2)', async () => {
    const model = await broker(locale, layoutEstate);
    expect(field(model, 'layout.summary')?.value).toMatch(/^3 × /);
    expect(model.keyFacts.find((f) => f.key === 'bedrooms')?.value).toBe('3');
  });

  it.each([
    ['an unknown enumeration code', { technical: { oLevelSensitivity: 'LOW' } }, 'technical.oLevelSensitivity'],
    ['a code of another enumeration', { technical: { directionGarden: 'HIGH' } }, 'technical.directionGarden'],
  ])('a row without a value is not shown: %s', async (_name, partial, key) => {
    const model = await broker(locale, brokerEstate(partial as Partial<Estate>));
    expect(field(model, key)).toBeUndefined();
    expect(fields(model).filter((f) => f.value.trim() === '')).toEqual([]);
  });

  it('an asbestos certificate shows its reference', async () => {
    const model = await broker(locale, brokerEstate({}, { certificateAsbestos: 'ASB-547867' }));
    expect(field(model, 'general.certificateAsbestos')?.value).toBe('ASB-547867');
  });

  it('a contact person reached on a mobile number has it labelled as mobile', async () => {
    const model = await broker(locale, brokerEstate({ salesRep: { firstname: 'Lucas', lastname: 'Jacobs', phone: '+32 16 311 31 43', mobile: '+32 473 45 37 59' } }));
    expect(model.contactPerson).toMatchObject({ mobile: '+32 473 45 37 59' });
    expect(model.contactPerson?.phone).toBeFalsy();
    const landline = await broker(locale, brokerEstate({ salesRep: { firstname: 'Anna', phone: '+32 9 123 45 67' } }));
    expect(landline.contactPerson).toMatchObject({ phone: '+32 9 123 45 67' });
    expect(landline.contactPerson?.mobile).toBeFalsy();
  });

  it('a notary listing names its notary as the contact, with phone and e-mail', async () => {
    const listing = notaryListing({ notary: { notary_name: 'Notaire Lambert', notary_phone: '+32 6 643 40 57', notary_email: 'kantoor36@notaris-demo.be' } } as never);
    const model = toDetailModel({ feed: 'notary', listing }, await ctxOf(locale));
    expect(model.contactPerson).toMatchObject({ name: 'Notaire Lambert', phone: '+32 6 643 40 57', email: 'kantoor36@notaris-demo.be' });
  });
});

const BRUSSELS = { id: 89, zip: '1000', name: 'Bruxelles', alias: { nl: 'Brussel' } };
const inBrussels = brokerEstate({}, { address: { visible: true, city: BRUSSELS }, subType: { id: 40, name: 'Woonboot' } });

describe('the city alias of the page language, in every view', () => {
  it.each([
    ['nl', 'Brussel'],
    ['fr', 'Bruxelles'],
  ] as const)('%s: list row, card, similar estate, map marker say %s', async (locale, city) => {
    const labels = await labelsOf(locale);
    const item = toListingItem(inBrussels, { href: () => '/x', labels });
    expect([item.city, item.title]).toEqual([city, `Woonboot – ${city}`]);
    expect(mapMarkerTitle(inBrussels, locale)).toBe(`Woonboot – ${city}`);
  });
});

describe('createField', () => {
  it.each([
    ['a known code', 'S', true],
    ['an unknown code', 'LOW', false],
    ['no code', null, false],
  ])('an enumeration field with %s is visible: %s', async (_name, raw, visible) => {
    const labels = await labelsOf('nl');
    expect(createField({ key: 'field.technical.directionGarden', raw, enumName: 'Orientation' }, labels).visible).toBe(visible);
  });
});

describe.each(LOCALES)('the floor of a unit in its detail (%s)', (locale) => {
  it.each([
    [0, GROUND[locale]],
    [-1, BASEMENT[locale]],
  ])('floor %i reads as the list says it: %s', async (floor, text) => {
    const model = await broker(locale, brokerEstate({}, { parentId: 1, floor }));
    expect(field(model, 'general.floor')?.value).toBe(text);
  });

  it('an upper floor names the level', async () => {
    const model = await broker(locale, brokerEstate({}, { parentId: 1, floor: 3 }));
    expect(field(model, 'general.floor')?.value).toMatch(/3/);
    expect(field(model, 'general.floor')?.value).not.toBe('3');
  });
});
