import { describe, expect, it } from 'vitest';
import { formatSurface } from '../../core/format/units';
import { LOCALES, type Locale } from '../../core/i18n/locale';
import type { Estate, PropertyListing } from '../../core/model';
import { generateDataset } from './dataset';
import { createRandom } from './random';
import { subTypeLabel } from './sub-type-labels';

/**
 * Believable listings. 500 estates sampled from the default dataset; each rule lists the
 * estates that break it (an empty list passes). The sub-type names are the widgets' own (core/i18n).
 */
const NOW = Date.UTC(2026, 10, 22, 12);
const YEAR = new Date(NOW).getUTCFullYear();
const data = generateDataset({ size: 2000, now: NOW });
const pick = createRandom(21);
const SAMPLE: Estate[] = [...data.estates].sort(() => pick.next() - 0.5).slice(0, 500);

const sub = (e: Estate) => e.general.subType?.code ?? '';
const type = (e: Estate) => e.general.headType?.code ?? '';
const listing = (e: Estate): PropertyListing | undefined => data.listings.get(e.id);
const isUnit = (e: Estate) => e.general.parentId != null;
const isProject = (e: Estate) => e.general.project && !isUnit(e);
const forRent = (e: Estate) => e.general.price?.period === 'MONTH';
const region = (e: Estate) => e.general.address?.region ?? null;
const texts = (e: Estate, l: Locale) => [e.general.title?.[l], e.general.shortDescription?.[l], e.general.description?.[l]].join('\n');
const condition = (e: Estate) => e.technical?.condition ?? listing(e)?.construction?.condition ?? null;
const year = (e: Estate) => e.technical?.constructionYear ?? listing(e)?.construction?.construction_year ?? null;
const area = (e: Estate) => e.dimensions?.areaBuild ?? null;
const efficient = (label: string | null | undefined) => ['A++', 'A+', 'A', 'B'].includes(String(label ?? '').split('_').pop()!);
const has = (e: Estate, code: string) => (e.facilities ?? []).some((f) => f.code === code);

type Rule = (e: Estate) => boolean;
function breaking(rule: Rule, among: Estate[] = SAMPLE): string[] {
  return among.filter((e) => !rule(e)).map((e) => `${e.id} ${sub(e)} «${e.general.title?.nl}»`);
}
function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : NaN;
}

/** A feature list item → whether the estate has it (the broker feed's layout and facilities, the notary feed's comfort and garden). */
const FEATURE_ITEMS: readonly [RegExp, Rule][] = [
  [/^(zwembad|piscine|swimming pool|Schwimmbad)$/, (e) => has(e, 'SWIMMING_POOL') || listing(e)?.comfort?.swimming_pool === true],
  [/^(zuidgerichte tuin|jardin orienté sud|south-facing garden|Südgarten)$/, (e) => ['S', 'SE', 'SW'].includes(e.technical?.directionGarden ?? '')],
  [/^(tuin|jardin|garden|Garten)$/, (e) => Boolean(e.technical?.directionGarden || listing(e)?.other?.garden)],
  [/^(terras|terrasse|terrace|Terrasse)$/, (e) => (e.layout?.floors ?? []).some((f) => f.rooms.some((r) => r.typeId === 10))],
  [/^(inpandige garage|garage intégré|integral garage|integrierte Garage)$/, (e) => (e.layout?.floors ?? []).some((f) => f.rooms.some((r) => r.typeId === 6))],
  [/^(zonnepanelen|panneaux solaires|solar panels|Solarmodule)$/, (e) => has(e, 'SOLAR_PANELS')],
  [/^(warmtepomp|pompe à chaleur|heat pump|Wärmepumpe)$/, (e) => has(e, 'HEAT_PUMP')],
  [/^(lift|ascenseur|Aufzug)$/, (e) => e.technical?.elevator === true],
];

/** A word in the texts → the data that must be behind it. */
const CLAIMS: readonly [string, RegExp, Rule][] = [
  ['to renovate', /te renoveren|à rénover|to renovate|sanierungsbedürftig/i, (e) => condition(e) === 'TO_RENOVATE'],
  ['new build', /nieuwbouw|\bneuf\b|new.build|Neubau/i, (e) => condition(e) === 'NEW' || isProject(e) || /NEW_BUILD|NEW_DEVELOPMENT/.test(sub(e))],
  ['energy-efficient', /energiezuinig|économe en énergie|energy-efficient|energieeffizient/i, (e) => efficient(e.energy?.energyLabel)],
  ['move-in ready or good condition', /in goede staat|en bon état|in good condition|in gutem Zustand/i, (e) => condition(e) === 'GOOD_CONDITION'],
];

const DUTCH_STREET = /(straat|laan|dreef|weg|markt|plein|steenweg|kaai|lei)$/i;
const FRENCH_STREET = /^(Rue|Avenue|Chemin|Place|Grand-Place|Chaussée|Boulevard|Allée|Quai)\b/;
const GERMAN_STREET = /(straße|weg|allee|platz)$/i;
const GERMAN_SPEAKING = new Set(['4700', '4780']);

describe('believable data (500 sampled estates)', () => {
  it('the sample holds every kind the rules speak of', () => {
    const kinds = new Set(SAMPLE.map((e) => `${isProject(e) ? 'project' : isUnit(e) ? 'unit' : type(e)}/${region(e)}/${e.feed}`));
    for (const k of ['project/', 'unit/', 'HOUSE/BRUSSELS', 'HOUSE/FLANDERS/broker', 'HOUSE/WALLONIA', 'APARTMENT/BRUSSELS', 'PLOT/', 'GARAGE/', 'COMMERCIAL/', 'HOUSE/FLANDERS/notary']) {
      expect([...kinds].some((x) => x.startsWith(k) || x.includes(k)), k).toBe(true);
    }
  });

  describe('titles and descriptions follow the sub-type and its features, in four languages', () => {
    it.each(LOCALES.map((l) => [l]))('%s: a property is titled by its sub-type, a unit by sub-type and number, a project as a new-build development', (l) => {
      expect(breaking((e) => {
        const label = subTypeLabel(sub(e))[l];
        const title = e.general.title?.[l] ?? '';
        if (isProject(e)) return title.toLowerCase().includes(subTypeLabel('NEW_DEVELOPMENT')[l].toLowerCase());
        if (isUnit(e)) return title === `${label} ${e.general.entityNumber}`;
        return title.startsWith(`${label} `);
      })).toEqual([]);
    });

    it.each(LOCALES.map((l) => [l]))('%s: the description opens with the sub-type', (l) => {
      expect(breaking((e) => (e.general.description?.[l] ?? '').startsWith(`<p><strong>${subTypeLabel(isProject(e) ? 'NEW_DEVELOPMENT' : sub(e))[l]}</strong>`))).toEqual([]);
    });

    it.each(LOCALES.map((l) => [l]))('%s: an area in a text is written as the page writes the area fields (formatSurface)', (l) => {
      const areas = SAMPLE.flatMap((e) => [...texts(e, l).matchAll(/(\d[\d.,\u00a0\u202f ]*)\s?m²/g)].map((m) => m[0]));
      expect(areas.length).toBeGreaterThan(50);
      expect(areas.filter((text) => text !== formatSurface(Number(text.replace(/[^\d,]/g, '').replace(',', '.'))))).toEqual([]);
    });

    it.each(LOCALES.map((l) => [l]))('%s: each listed feature is one the estate has', (l) => {
      expect(breaking((e) => {
        const items = [...(e.general.description?.[l] ?? '').matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]);
        // A list item starts with a capital (a bullet reads as a heading); the feature word is matched either way.
        const uncapped = (item: string) => item.charAt(0).toLowerCase() + item.slice(1);
        return items.every((item) => FEATURE_ITEMS.some(([word, holds]) => (word.test(item) || word.test(uncapped(item))) && holds(e)));
      })).toEqual([]);
    });

    it.each(CLAIMS.flatMap(([name, word, rule]) => LOCALES.map((l) => [name, l, word, rule] as const)))('%s (%s) is said only where the data says so', (_name, l, word, rule) => {
      expect(breaking((e) => !word.test(texts(e, l)) || rule(e))).toEqual([]);
    });

    it('a sub-type of another head type never titles an estate (no houseboat titled house, no cellar titled garage)', () => {
      expect(breaking((e) => {
        if (isProject(e)) return true;
        const label = subTypeLabel(sub(e)).nl;
        const title = e.general.title?.nl ?? '';
        return !/^(Woning|Garage|Appartement)\b/.test(title) || title.startsWith(label);
      })).toEqual([]);
    });
  });

  describe('projects are new-build; their units are named by floor and number', () => {
    const projectRecords = SAMPLE.filter((e) => e.general.project || isUnit(e));

    it.each([
      // Parking spaces carry no building data of their own.
      ['built this year or planned (never long ago)', (e: Estate) => type(e) === 'GARAGE' || ((year(e) ?? 0) >= YEAR - 1 && (year(e) ?? 0) <= YEAR + 3)],
      ['condition new, flagged new-build', (e: Estate) => type(e) === 'GARAGE' || (e.technical?.condition === 'NEW' && e.technical?.newBuilding === true)],
      ['EPC A or B', (e: Estate) => type(e) === 'GARAGE' || efficient(e.energy?.energyLabel)],
      ['the Dutch texts say nieuwbouw (projects)', (e: Estate) => isUnit(e) || /nieuwbouw/i.test(texts(e, 'nl'))],
    ] as const)('%s', (_name, rule) => {
      expect(projectRecords.length).toBeGreaterThan(20);
      expect(breaking(rule, projectRecords)).toEqual([]);
    });

    it('every unit has its own name: sub-type, floor and number (Appartement 2.03, Parkeerplaats P.01)', () => {
      for (const [projectId, units] of data.unitsByProject) {
        const titles = units.map((u) => u.general.title?.nl);
        expect(new Set(titles).size, `project ${projectId}`).toBe(units.length);
        for (const u of units) {
          const floor = u.general.floor!;
          expect(u.general.entityNumber).toMatch(floor < 0 ? /^P\.\d{2}$/ : new RegExp(`^${floor}\\.\\d{2}$`));
        }
      }
    });
  });

  describe('prices: regional levels in the right order, municipalities spread, sensible per type', () => {
    // The asking price as the feed holds it: a sold notary listing's list record carries none (spec §5 hides it), its listing does.
    const asking = (e: Estate) => e.general.price?.value ?? listing(e)?.financial?.price ?? 0;
    const sales = SAMPLE.filter((e) => !forRent(e) && !isProject(e) && asking(e) > 0);

    it.each(['HOUSE', 'APARTMENT'])('%s: median asking price Brussels > Flanders > Wallonia', (t) => {
      const med = (r: string) => {
        const prices = sales.filter((e) => type(e) === t && !isUnit(e) && region(e) === r).map(asking);
        expect(prices.length, `${t} in ${r}`).toBeGreaterThanOrEqual(8);
        return median(prices);
      };
      const [brussels, flanders, wallonia] = [med('BRUSSELS'), med('FLANDERS'), med('WALLONIA')];
      expect(brussels, `Brussels ${brussels} vs Flanders ${flanders}`).toBeGreaterThan(flanders);
      expect(flanders, `Flanders ${flanders} vs Wallonia ${wallonia}`).toBeGreaterThan(wallonia);
    });

    it('price per m² of a dwelling differs by municipality (the dearest ≥ 1.6 × the cheapest, 2+ sales each)', () => {
      const byCity = new Map<string, number[]>();
      for (const e of sales.filter((x) => (type(x) === 'HOUSE' || type(x) === 'APARTMENT') && area(x))) {
        const city = e.general.address?.city?.name ?? '';
        byCity.set(city, [...(byCity.get(city) ?? []), asking(e) / area(e)!]);
      }
      const medians = [...byCity.values()].filter((v) => v.length >= 2).map(median);
      expect(medians.length).toBeGreaterThan(10);
      expect(Math.max(...medians) / Math.min(...medians)).toBeGreaterThan(1.6);
    });

    const SALE_RANGES: readonly [string, (e: Estate) => boolean, number, number][] = [
      ['castle, manor, exceptional property', (e) => ['CASTLE', 'MANOR', 'EXCEPTIONAL_PROPERTY'].includes(sub(e)), 700_000, 30_000_000],
      ['villa', (e) => sub(e) === 'VILLA', 250_000, 8_000_000],
      ['house (tiny house and studio house aside)', (e) => type(e) === 'HOUSE' && !['TINY_HOUSE', 'STUDIO_HOUSE'].includes(sub(e)), 60_000, 30_000_000],
      ['apartment (studio and student room aside)', (e) => type(e) === 'APARTMENT' && !['STUDIO', 'STUDENT_ROOM'].includes(sub(e)), 70_000, 8_000_000],
      ['studio', (e) => sub(e) === 'STUDIO', 50_000, 400_000],
      ['student room', (e) => sub(e) === 'STUDENT_ROOM', 30_000, 250_000],
      ['garage, parking space, carport', (e) => type(e) === 'GARAGE' && sub(e) !== 'CELLAR', 5_000, 150_000],
      ['cellar', (e) => sub(e) === 'CELLAR', 1_000, 40_000],
    ];
    it.each(SALE_RANGES)('sale price of a %s between its bounds', (_name, applies, min, max) => {
      const among = sales.filter(applies);
      expect(breaking((e) => asking(e) >= min && asking(e) <= max, among)).toEqual([]);
    });

    it('monthly rent of a dwelling € 250 – 15,000; of a garage € 25 – 400', () => {
      const rents = SAMPLE.filter((e) => forRent(e) && (e.general.price?.value ?? 0) > 0);
      expect(rents.length).toBeGreaterThan(20);
      expect(breaking((e) => {
        const v = e.general.price!.value!;
        if (type(e) === 'HOUSE' || type(e) === 'APARTMENT') return v >= 250 && v <= 15_000;
        if (type(e) === 'GARAGE') return v >= 25 && v <= 400;
        return true;
      }, rents)).toEqual([]);
    });
  });

  describe('bedrooms are consistent with type and area', () => {
    it.each([
      ['a studio or student room has at most 1', (e: Estate) => !['STUDIO', 'STUDENT_ROOM', 'STUDIO_HOUSE'].includes(sub(e)) || (e.general.bedroomCount ?? 0) <= 1],
      ['a garage, parking space or plot has none', (e: Estate) => !['GARAGE', 'PLOT'].includes(type(e)) || !e.general.bedroomCount],
      ['a castle or manor has at least 5', (e: Estate) => !['CASTLE', 'MANOR'].includes(sub(e)) || (e.general.bedroomCount ?? 0) >= 5],
      ['a house or apartment has at least 1 (studios aside)', (e: Estate) => !['HOUSE', 'APARTMENT'].includes(type(e)) || ['STUDIO', 'STUDENT_ROOM', 'STUDIO_HOUSE'].includes(sub(e)) || (e.general.bedroomCount ?? 0) >= 1],
      ['the area holds them (15 m² living plus 9 m² a bedroom)', (e: Estate) => !e.general.bedroomCount || (area(e) ?? 0) >= 15 + 9 * e.general.bedroomCount],
      ['the layout counts as many as the record', (e: Estate) => !e.layout?.floors?.length || e.layout.floors.flatMap((f) => f.rooms).filter((r) => r.typeId === 1).reduce((n, r) => n + (r.count ?? 1), 0) === (e.general.bedroomCount ?? 0)],
    ] as const)('%s', (_name, rule) => {
      expect(breaking(rule)).toEqual([]);
    });
  });

  describe("street names in the municipality's language, never translated (both in Brussels)", () => {
    const belgian = SAMPLE.filter((e) => e.general.address?.country?.id === 'BE' && e.general.address.street);
    const street = (e: Estate) => e.general.address!.street!;
    const sameEverywhere = (e: Estate) => new Set(LOCALES.map((l) => street(e)[l])).size === 1;

    it.each([
      ['Flanders: Dutch, the same in every language', 'FLANDERS', (e: Estate) => sameEverywhere(e) && DUTCH_STREET.test(street(e).nl!)],
      ['Wallonia: French (German in the German-speaking east), the same in every language', 'WALLONIA', (e: Estate) =>
        sameEverywhere(e) && (GERMAN_SPEAKING.has(e.general.address!.city!.zip!) ? GERMAN_STREET.test(street(e).nl!) : FRENCH_STREET.test(street(e).nl!))],
      ['Brussels: Dutch in Dutch, French in French, both in English and German', 'BRUSSELS', (e: Estate) => {
        const s = street(e);
        return DUTCH_STREET.test(s.nl!) && FRENCH_STREET.test(s.fr!) && s.en === `${s.fr} / ${s.nl}` && s.de === s.en;
      }],
    ] as const)('%s', (_name, r, rule) => {
      const among = belgian.filter((e) => region(e) === r);
      expect(among.length).toBeGreaterThan(20);
      expect(breaking(rule, among)).toEqual([]);
    });

    it('the one-line address starts with the street as signed', () => {
      expect(breaking((e) => (e.general.address!.street_address ?? '').startsWith(street(e).en!), belgian)).toEqual([]);
    });
  });

  it.each(LOCALES.map((l) => [l]))('%s: counted words agree with their number (no "1 slaapkamers", no "3 bedroom")', (l) => {
    const wrong = /(^|[^\d.,])1 (slaapkamers|chambres|bedrooms|Schlafzimmern|appartementen|appartements|apartments|Wohnungen|parkeerplaatsen|places de parking|parking spaces|Stellplätze)\b|\b([2-9]|\d{2,}) (slaapkamer|chambre|bedroom|appartement|apartment|Wohnung|parkeerplaats|place de parking|parking space|Stellplatz)\b(?![a-zäs])/;
    expect(breaking((e) => !wrong.test(texts(e, l)))).toEqual([]);
  });
});

describe('notary comfort notes and apartment installations', () => {
  const listings = [...data.listings.values()];
  it.each(['shutters', 'swimming_pool', 'tennis_court'] as const)('a note on %s only where the feature is there', (feature) => {
    const contradicting = listings.filter((l) => l.comfort && l.comfort[feature] !== true && l.comfort[`${feature}_information`]);
    expect(contradicting.map((l) => l.id)).toEqual([]);
  });

  it('apartments say whether their meter and heating are shared; houses do not', () => {
    const built = listings.filter((l) => l.comfort);
    const apartments = built.filter((l) => l.type === 'APARTMENT');
    expect(apartments.length).toBeGreaterThan(10);
    expect(apartments.every((l) => l.comfort?.common_heating && l.comfort.common_meter && l.comfort.common_meter_type)).toBe(true);
    expect(built.filter((l) => l.type !== 'APARTMENT' && l.comfort?.common_meter)).toEqual([]);
  });
});

