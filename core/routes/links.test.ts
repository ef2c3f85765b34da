import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as links from './links';
import { cancelAppointmentLink, estateLink, projectLink, rentalUnitLink, unitLink } from './links';
import type { PropertyListing } from '../model/property-listing';
import { matchRoute } from './routes';
import type { Estate } from '../model/estate';
import { LOCALES } from '../i18n/locale';

const address = { visible: true, street: { nl: 'Dorpsstraat' }, number: '3', city: { id: 9, zip: '9000', name: 'Gent' } };
const project: Estate = { id: 10, status: { id: 1 }, general: { id: 10, project: true, title: { nl: 'Project "Zon"', en: 'Sun project' }, address } };
const unit: Estate = { id: 11, status: { id: 1 }, general: { id: 11, parentId: 10, subType: { id: 1, name: 'Appartement' }, transaction: { id: 1, name: 'Te koop' }, address } };
const house: Estate = { id: 12, status: { id: 1 }, general: { id: 12, subType: { id: 2, name: 'Woning' }, transaction: { id: 2, name: 'Te huur' }, address } };
const bare: Estate = { id: 13, status: { id: 1 }, general: { id: 13 } };

describe('spec §2 links', () => {
  it.each([
    ['spec §2: a project links with its project slug', projectLink(project, 'nl'), '/nl/aanbod/10/project-zon-in-9000-gent'],
    ['spec §2: estateLink of a project is the project link', estateLink(project, 'en'), '/en/offer/10/sun-project-in-9000-gent'],
    ['spec §2: a unit within a project links under the project', unitLink(project, unit, 'fr'), '/fr/offre/10/project-zon-a-9000-gent/11'],
    ['spec §2: estateLink of a unit with its parent', estateLink(unit, 'de', { parent: project }), '/de/angebot/10/project-zon-in-9000-gent/11'],
    ['spec §2: a plain property links with its estate slug', estateLink(house, 'nl'), '/nl/aanbod/12/woning-te-huur-in-dorpsstraat-3-9000-gent'],
    ['spec §2: a unit without its parent links like a plain property', estateLink(unit, 'nl'), '/nl/aanbod/11/appartement-te-koop-in-dorpsstraat-3-9000-gent'],
    ['spec §2: no slug material gives the short form', estateLink(bare, 'en'), '/en/offer/13'],
    ['spec §2: a rental unit links from its id and the locale', rentalUnitLink(5, 'nl'), '/nl/vakantie/5'],
    ['spec §2: a rental unit in German', rentalUnitLink(5, 'de'), '/de/feiertage/5'],
    ['spec §2: cancel appointment link', cancelAppointmentLink('f3a9', 'fr'), '/fr/annuler-rendez-vous/f3a9'],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
    expect(matchRoute(actual)).not.toBeNull();
  });
});

describe('spec §2 link builders never throw (property)', () => {
  it('spec §2: any ids, names and addresses give a matchable link', () => {
    const text = fc.option(fc.string({ unit: 'binary', maxLength: 20 }), { nil: undefined });
    const estateArb = fc.record({
      id: fc.integer({ min: 1 }),
      project: fc.boolean(),
      title: text,
      subType: text,
      transaction: text,
      street: text,
      number: text,
      zip: text,
      city: fc.string({ maxLength: 20 }),
      visible: fc.boolean(),
    });
    fc.assert(
      fc.property(estateArb, estateArb, fc.constantFrom(...LOCALES), (a, b, locale) => {
        const toEstate = (x: typeof a, parentId?: number): Estate => ({
          id: x.id,
          status: { id: 1 },
          general: {
            id: x.id,
            parentId,
            project: parentId === undefined && x.project,
            title: { [locale]: x.title },
            subType: { id: 1, name: x.subType },
            transaction: { id: 1, name: x.transaction },
            address: { visible: x.visible, street: { nl: x.street }, number: x.number, city: { id: 1, zip: x.zip ?? '', name: x.city } },
          },
        });
        const parent = toEstate(a);
        const child = toEstate(b, a.id);
        // Plain checks, not expect(): fast-check reports the failing input, and expect() calls were most of the test's time.
        return [estateLink(parent, locale), estateLink(child, locale, { parent }), unitLink(parent, child, locale)].every(
          (link) => matchRoute(link) !== null && /^\/(nl|fr|en|de)\/[a-z-]+\/\d+(\/[a-z0-9%-]+)?(\/\d+)?$/.test(link),
        );
      }),
      { numRuns: 200 },
    );
  }, 30_000);
});

describe('every link builder honours the site\'s route map', () => {
  const map = { base: '/immo' };
  const listing = { id: 7, status: 1, type: 'HOUSE', general: { zip: '9000', city: 'Gent' } } as unknown as PropertyListing;
  // One row per builder links.ts exports: a builder added there without a row here fails the first test.
  const builders: Record<keyof typeof links, () => string> = {
    projectLink: () => links.projectLink(project, 'nl', map),
    unitLink: () => links.unitLink(project, unit, 'nl', map),
    estateLink: () => links.estateLink(house, 'nl', { map }),
    listingLink: () => links.listingLink(listing, 'nl', {}, map),
    rentalUnitLink: () => links.rentalUnitLink(5, 'nl', map),
    cancelAppointmentLink: () => links.cancelAppointmentLink('abc', 'nl', map),
  };

  it('names each builder links.ts exports', () => {
    expect(Object.keys(builders).sort()).toEqual(Object.keys(links).filter((key) => typeof (links as Record<string, unknown>)[key] === 'function').sort());
  });

  it.each(Object.entries(builders))('%s puts the map\'s base first', (_name, build) => {
    expect(build()).toMatch(/^\/immo\/nl\//);
  });
});
