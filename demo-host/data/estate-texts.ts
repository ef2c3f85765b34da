import { LOCALES, type Locale } from '../../core/i18n/locale';
import type { Translated, TypeCode } from '../../core/model';

/** Every language's text (a Translated with no gap). */
type Words = Readonly<Record<Locale, string>>;
import { cityName, type Municipality } from './municipalities';
import { formatSurface } from '../../core/format/units';
import { counted, type CountedWord } from './plural';
import type { Random } from './random';
import { subTypeLabel } from './sub-type-labels';

/** What a listing's texts may speak of: each is a fact of the estate's data (generate-broker.ts featuresOf, the notary's comfort and garden). */
export type Feature = 'SOUTH_GARDEN' | 'GARDEN' | 'TERRACE' | 'GARAGE' | 'SOLAR_PANELS' | 'HEAT_PUMP' | 'SWIMMING_POOL' | 'ELEVATOR';

/** A feature in a list (nominative) and after 'with' (German takes the dative there). */
export const FEATURE_WORDS: Readonly<Record<Feature, { list: Words; with: Words }>> = {
  SOUTH_GARDEN: { list: { nl: 'zuidgerichte tuin', fr: 'jardin orienté sud', en: 'south-facing garden', de: 'Südgarten' }, with: { nl: 'zuidgerichte tuin', fr: 'jardin orienté sud', en: 'south-facing garden', de: 'Südgarten' } },
  GARDEN: { list: { nl: 'tuin', fr: 'jardin', en: 'garden', de: 'Garten' }, with: { nl: 'tuin', fr: 'jardin', en: 'garden', de: 'Garten' } },
  TERRACE: { list: { nl: 'terras', fr: 'terrasse', en: 'terrace', de: 'Terrasse' }, with: { nl: 'terras', fr: 'terrasse', en: 'terrace', de: 'Terrasse' } },
  GARAGE: { list: { nl: 'inpandige garage', fr: 'garage intégré', en: 'integral garage', de: 'integrierte Garage' }, with: { nl: 'inpandige garage', fr: 'garage intégré', en: 'integral garage', de: 'integrierter Garage' } },
  SOLAR_PANELS: { list: { nl: 'zonnepanelen', fr: 'panneaux solaires', en: 'solar panels', de: 'Solarmodule' }, with: { nl: 'zonnepanelen', fr: 'panneaux solaires', en: 'solar panels', de: 'Solarmodulen' } },
  HEAT_PUMP: { list: { nl: 'warmtepomp', fr: 'pompe à chaleur', en: 'heat pump', de: 'Wärmepumpe' }, with: { nl: 'warmtepomp', fr: 'pompe à chaleur', en: 'heat pump', de: 'Wärmepumpe' } },
  SWIMMING_POOL: { list: { nl: 'zwembad', fr: 'piscine', en: 'swimming pool', de: 'Schwimmbad' }, with: { nl: 'zwembad', fr: 'piscine', en: 'swimming pool', de: 'Schwimmbad' } },
  ELEVATOR: { list: { nl: 'lift', fr: 'ascenseur', en: 'lift', de: 'Aufzug' }, with: { nl: 'lift', fr: 'ascenseur', en: 'lift', de: 'Aufzug' } },
};

/** Condition codes (spec §3 technical.condition) as the texts name them. */
export const CONDITION_WORDS: Readonly<Record<string, Words>> = {
  NEW: { nl: 'nieuwbouw', fr: 'neuf', en: 'new build', de: 'Neubau' },
  EXCELLENT_CONDITION: { nl: 'in uitstekende staat', fr: 'en excellent état', en: 'in excellent condition', de: 'in ausgezeichnetem Zustand' },
  GOOD_CONDITION: { nl: 'in goede staat', fr: 'en bon état', en: 'in good condition', de: 'in gutem Zustand' },
  RENEWED: { nl: 'gerenoveerd', fr: 'rénové', en: 'renovated', de: 'renoviert' },
  TO_FRESHEN_UP: { nl: 'op te frissen', fr: 'à rafraîchir', en: 'needs refreshing', de: 'auffrischungsbedürftig' },
  TO_RENOVATE: { nl: 'te renoveren', fr: 'à rénover', en: 'to renovate', de: 'sanierungsbedürftig' },
};

/** Energy-efficient: said only of EPC A++ … B. */
export const EFFICIENT: Words = { nl: 'energiezuinig', fr: 'économe en énergie', en: 'energy-efficient', de: 'energieeffizient' };
export const EFFICIENT_LABELS = new Set(['A++', 'A+', 'A', 'B']);

export const BEDROOMS: Readonly<Record<Locale, CountedWord>> = {
  nl: { one: 'slaapkamer', other: 'slaapkamers' },
  fr: { one: 'chambre', other: 'chambres' },
  en: { one: 'bedroom', other: 'bedrooms' },
  de: { one: 'Schlafzimmer', other: 'Schlafzimmer' },
};
/** German 'mit' takes the dative plural: 'mit 3 Schlafzimmern'. */
const BEDROOMS_WITH: Readonly<Record<Locale, CountedWord>> = { ...BEDROOMS, de: { one: 'Schlafzimmer', other: 'Schlafzimmern' } };

const WITH: Words = { nl: 'met', fr: 'avec', en: 'with', de: 'mit' };
const OF_AREA: Words = { nl: 'van', fr: 'de', en: 'of', de: 'mit' };
const AND: Words = { nl: 'en', fr: 'et', en: 'and', de: 'und' };
const BUILT: Words = { nl: 'Bouwjaar', fr: 'Construit en', en: 'Built in', de: 'Baujahr' };
const DELIVERY: Words = { nl: 'Oplevering', fr: 'Livraison', en: 'Completion', de: 'Fertigstellung' };
const LIVING: Words = { nl: 'woonoppervlakte', fr: 'habitables', en: 'of living space', de: 'Wohnfläche' };
const FLOOR_SPACE: Words = { nl: 'oppervlakte', fr: 'de surface', en: 'of floor space', de: 'Fläche' };
const PLOT: Words = { nl: 'perceel van', fr: 'terrain de', en: 'plot of', de: 'Grundstück von' };
/** Belgium's French name of the certificate is PEB. */
const ENERGY_CERTIFICATE: Words = { nl: 'EPC', fr: 'PEB', en: 'EPC', de: 'EPC' };
const CONTACT: Words = {
  nl: 'Neem contact op voor een bezoek.',
  fr: 'Contactez-nous pour une visite.',
  en: 'Contact us to arrange a viewing.',
  de: 'Kontaktieren Sie uns für eine Besichtigung.',
};

/** 'in Gent', 'à Gand', 'au Coq' (French contracts à + le). */
export function inCity(locale: Locale, m: Municipality): string {
  const name = cityName(m, locale);
  if (locale !== 'fr') return `in ${name}`;
  return name.startsWith('Le ') ? `au ${name.slice(3)}` : name.startsWith('Les ') ? `aux ${name.slice(4)}` : `à ${name}`;
}

export interface EstateFacts {
  type: TypeCode;
  subType: string;
  bedrooms: number | null;
  /** Living or usable area (m²). */
  area: number | null;
  /** Plot (m²). */
  land: number | null;
  condition: string | null;
  /** Construction year; a year after `currentYear` is a planned completion. */
  year: number | null;
  currentYear: number;
  energyLabel: string | null;
  features: readonly Feature[];
  municipality: Municipality;
}

export interface EstateTexts {
  title: Translated;
  shortDescription: Translated;
  description: Translated;
}

const RESIDENTIAL = new Set<TypeCode>(['HOUSE', 'APARTMENT']);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const per = (fn: (l: Locale) => string): Translated => Object.fromEntries(LOCALES.map((l) => [l, fn(l)])) as Translated;

/** The energy label a text may name: a combined pair (before_after) is named by its result. */
function shownLabel(label: string | null): string | null {
  return label ? label.split('_').pop()! : null;
}

/**
 * Title, teaser and HTML description in four languages, each a statement of the estate's own data:
 * the sub-type's name, its bedrooms (counted with the language's plural), area, features, condition and EPC.
 */
export function estateTexts(rng: Random, f: EstateFacts): EstateTexts {
  const label = subTypeLabel(f.subType);
  const residential = RESIDENTIAL.has(f.type);
  const bedrooms = residential && f.bedrooms ? f.bedrooms : null;
  const size = f.type === 'PLOT' ? f.land : f.area;
  const headline = f.features.length && rng.chance(0.4) ? f.features[0] : null;
  const title = per((l) => {
    if (headline) return `${label[l]} ${WITH[l]} ${FEATURE_WORDS[headline].with[l]} ${inCity(l, f.municipality)}`;
    if (bedrooms) return `${label[l]} ${WITH[l]} ${counted(l, bedrooms, BEDROOMS_WITH[l])} ${inCity(l, f.municipality)}`;
    if (size) return `${label[l]} ${OF_AREA[l]} ${formatSurface(size)} ${inCity(l, f.municipality)}`;
    return `${label[l]} ${inCity(l, f.municipality)}`;
  });

  const energy = shownLabel(f.energyLabel);
  const efficient = energy !== null && EFFICIENT_LABELS.has(energy);
  const condition = f.condition ? CONDITION_WORDS[f.condition] : undefined;
  const facts = (l: Locale) => {
    const out: string[] = [];
    if (f.year !== null) out.push(`${f.year > f.currentYear ? DELIVERY[l] : BUILT[l]} ${f.year}`);
    if (condition) out.push(condition[l]);
    if (energy) out.push(`${ENERGY_CERTIFICATE[l]} ${energy}`);
    if (efficient) out.push(EFFICIENT[l]);
    return out;
  };
  const sizeClause = (l: Locale) => {
    let clause = '';
    if (f.area) clause += ` ${WITH[l]} ${formatSurface(f.area)} ${residential ? LIVING[l] : FLOOR_SPACE[l]}`;
    if (bedrooms) clause += ` ${f.area ? AND[l] : WITH[l]} ${counted(l, bedrooms, BEDROOMS_WITH[l])}`;
    if (f.land) clause += `, ${PLOT[l]} ${formatSurface(f.land)}`;
    return clause;
  };
  const teaser = (l: Locale) => {
    const out: string[] = [];
    if (condition) out.push(condition[l]);
    if (bedrooms) out.push(counted(l, bedrooms, BEDROOMS[l]));
    else if (size) out.push(formatSurface(size));
    for (const feature of f.features.slice(0, 2)) out.push(FEATURE_WORDS[feature].list[l]);
    return out.length ? cap(out.join(' · ')) : label[l];
  };
  return {
    title,
    shortDescription: per(teaser),
    description: per((l) => {
      const list = f.features.length ? `<ul>${f.features.map((x) => `<li>${cap(FEATURE_WORDS[x].list[l])}</li>`).join('')}</ul>` : '';
      const known = facts(l);
      return `<p><strong>${label[l]}</strong> ${inCity(l, f.municipality)}${sizeClause(l)}.</p>${list}${known.length ? `<p>${cap(known.join(' · '))}.</p>` : ''}<p>${CONTACT[l]}</p>`;
    }),
  };
}

const APARTMENTS: Readonly<Record<Locale, CountedWord>> = {
  nl: { one: 'appartement', other: 'appartementen' },
  fr: { one: 'appartement', other: 'appartements' },
  en: { one: 'apartment', other: 'apartments' },
  de: { one: 'Wohnung', other: 'Wohnungen' },
};
const PARKING_SPACES: Readonly<Record<Locale, CountedWord>> = {
  nl: { one: 'parkeerplaats', other: 'parkeerplaatsen' },
  fr: { one: 'place de parking', other: 'places de parking' },
  en: { one: 'parking space', other: 'parking spaces' },
  de: { one: 'Stellplatz', other: 'Stellplätze' },
};
const RESIDENCE: Words = { nl: 'Residentie', fr: 'Résidence', en: 'Residence', de: 'Residenz' };

export interface ProjectFacts {
  name: string;
  apartments: number;
  parkingSpaces: number;
  /** Year of completion. */
  year: number;
  currentYear: number;
  energyLabel: string | null;
  municipality: Municipality;
}

/** A new-build project's texts: its name, 'new-build development', what it holds (counted) and its completion. */
export function projectTexts(f: ProjectFacts): EstateTexts {
  const label = subTypeLabel('NEW_DEVELOPMENT');
  const holds = (l: Locale) => [counted(l, f.apartments, APARTMENTS[l]), ...(f.parkingSpaces ? [counted(l, f.parkingSpaces, PARKING_SPACES[l])] : [])];
  const when = (l: Locale) => `${f.year > f.currentYear ? DELIVERY[l] : BUILT[l]} ${f.year}`;
  const energy = shownLabel(f.energyLabel);
  const efficient = energy !== null && EFFICIENT_LABELS.has(energy);
  return {
    title: per((l) => `${RESIDENCE[l]} ${f.name}, ${l === 'de' ? label[l] : label[l].toLowerCase()} ${inCity(l, f.municipality)}`),
    shortDescription: per((l) => cap([CONDITION_WORDS.NEW[l], ...holds(l)].join(' · '))),
    description: per((l) => {
      const energyLine = energy ? ` · ${ENERGY_CERTIFICATE[l]} ${energy}${efficient ? ` · ${EFFICIENT[l]}` : ''}` : '';
      return `<p><strong>${label[l]}</strong> ${inCity(l, f.municipality)}${l === 'fr' ? '\u00a0:' : ':'} ${holds(l).join(` ${AND[l]} `)}.</p><p>${cap(CONDITION_WORDS.NEW[l])} · ${when(l)}${energyLine}.</p><p>${CONTACT[l]}</p>`;
    }),
  };
}
