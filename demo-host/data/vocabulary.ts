import type { Locale } from '../../core/i18n/locale';
import type { Translated } from '../../core/model';
import type { Random } from './random';

export const FIRST_NAMES = ['Lotte', 'Wout', 'Emma', 'Lucas', 'Louise', 'Arthur', 'Elise', 'Noah', 'Camille', 'Jules', 'Marie', 'Thomas', 'Sarah', 'Pieter', 'Nathalie', 'Koen', 'Sofie', 'Benoît', 'Anke', 'Maxime'];
export const LAST_NAMES = ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'Dubois', 'Lambert', 'Dupont', 'Martin', 'Simon', 'Leclercq', 'Hermans', 'Declercq', 'Vermeulen', 'Michiels', 'Lemaire'];

const STREETS_NL = ['Kerkstraat', 'Stationsstraat', 'Molenstraat', 'Schoolstraat', 'Dorpsstraat', 'Kapelstraat', 'Nieuwstraat', 'Beekstraat', 'Lindenlaan', 'Veldstraat', 'Kasteelstraat', 'Meersstraat', 'Populierenlaan', 'Boomgaardstraat', 'Zandstraat'];
const STREETS_FR = ["Rue de l'Église", 'Rue de la Gare', 'Rue du Moulin', "Rue de l'École", 'Grand-Place', 'Rue de la Chapelle', 'Rue Neuve', 'Rue du Ruisseau', 'Avenue des Tilleuls', 'Rue des Champs', 'Rue du Château', 'Chemin des Prés', 'Avenue des Peupliers', 'Rue du Verger', 'Rue du Sablon'];
const STREET_EN = ['Church Street', 'Station Street', 'Mill Street', 'School Street', 'Village Street', 'Chapel Street', 'New Street', 'Brook Street', 'Lime Tree Lane', 'Field Street', 'Castle Street', 'Meadow Street', 'Poplar Lane', 'Orchard Street', 'Sand Street'];
const STREET_DE = ['Kirchstraße', 'Bahnhofstraße', 'Mühlenstraße', 'Schulstraße', 'Dorfstraße', 'Kapellenstraße', 'Neustraße', 'Bachstraße', 'Lindenallee', 'Feldstraße', 'Schlossstraße', 'Wiesenstraße', 'Pappelallee', 'Obstgartenstraße', 'Sandstraße'];

// One shared object per street: a 100,000-estate dataset then holds 15 street objects, not 100,000.
const STREETS: Translated[] = STREETS_NL.map((nl, i) => ({ nl, fr: STREETS_FR[i], en: STREET_EN[i], de: STREET_DE[i] }));

/** A street in four languages; the local language is the one the sign shows. */
export function streetName(rng: Random, localFrench: boolean): { street: Translated; local: string } {
  const i = rng.int(0, STREETS_NL.length - 1);
  return { street: STREETS[i], local: localFrench ? STREETS_FR[i] : STREETS_NL[i] };
}

/** Display words per head type code, in every language. */
export const TYPE_WORDS: Record<string, Translated> = {
  HOUSE: { nl: 'woning', fr: 'maison', en: 'house', de: 'Haus' },
  APARTMENT: { nl: 'appartement', fr: 'appartement', en: 'apartment', de: 'Wohnung' },
  PLOT: { nl: 'bouwgrond', fr: 'terrain', en: 'plot', de: 'Grundstück' },
  COMMERCIAL: { nl: 'handelspand', fr: 'bien commercial', en: 'commercial property', de: 'Gewerbeimmobilie' },
  GARAGE: { nl: 'garage', fr: 'garage', en: 'garage', de: 'Garage' },
  PROJECT: { nl: 'nieuwbouwproject', fr: 'projet neuf', en: 'new-build project', de: 'Neubauprojekt' },
};

/** Adjective forms by grammatical gender: nl de-/het-word, fr masculine/feminine, de neuter/feminine. */
interface Adjective {
  nl: [string, string];
  fr: [string, string];
  en: string;
  de: [string, string];
}

const ADJECTIVES: Adjective[] = [
  { nl: ['Instapklare', 'Instapklaar'], fr: ['Superbe', 'Superbe'], en: 'Move-in ready', de: ['Bezugsfertiges', 'Bezugsfertige'] },
  { nl: ['Ruime', 'Ruim'], fr: ['Spacieux', 'Spacieuse'], en: 'Spacious', de: ['Geräumiges', 'Geräumige'] },
  { nl: ['Lichtrijke', 'Lichtrijk'], fr: ['Lumineux', 'Lumineuse'], en: 'Bright', de: ['Helles', 'Helle'] },
  { nl: ['Energiezuinige', 'Energiezuinig'], fr: ['Économe', 'Économe'], en: 'Energy-efficient', de: ['Energieeffizientes', 'Energieeffiziente'] },
  { nl: ['Charmante', 'Charmant'], fr: ['Charmant', 'Charmante'], en: 'Charming', de: ['Charmantes', 'Charmante'] },
  { nl: ['Te renoveren', 'Te renoveren'], fr: ['À rénover :', 'À rénover :'], en: 'To renovate:', de: ['Renovierungsbedürftiges', 'Renovierungsbedürftige'] },
];

/** Per type: is the nl word a het-word, the fr word feminine, the de word feminine. */
const GENDER: Record<string, { nlHet: boolean; frF: boolean; deF: boolean }> = {
  HOUSE: { nlHet: false, frF: true, deF: false },
  APARTMENT: { nlHet: true, frF: false, deF: true },
  PLOT: { nlHet: false, frF: false, deF: false },
  COMMERCIAL: { nlHet: true, frF: false, deF: true },
  GARAGE: { nlHet: false, frF: false, deF: true },
  PROJECT: { nlHet: true, frF: false, deF: false },
};

function adjectiveFor(a: Adjective, typeCode: string): Translated {
  const g = GENDER[typeCode] ?? GENDER.HOUSE;
  return { nl: a.nl[g.nlHet ? 1 : 0], fr: a.fr[g.frF ? 1 : 0], en: a.en, de: a.de[g.deF ? 1 : 0] };
}

const FEATURES: Translated[] = [
  { nl: 'zuidgerichte tuin', fr: 'jardin orienté sud', en: 'south-facing garden', de: 'Südgarten' },
  { nl: 'ruim terras', fr: 'grande terrasse', en: 'large terrace', de: 'große Terrasse' },
  { nl: 'inpandige garage', fr: 'garage intégré', en: 'integrated garage', de: 'integrierte Garage' },
  { nl: 'zonnepanelen', fr: 'panneaux solaires', en: 'solar panels', de: 'Solarmodule' },
  { nl: 'vloerverwarming', fr: 'chauffage par le sol', en: 'underfloor heating', de: 'Fußbodenheizung' },
  { nl: 'open keuken', fr: 'cuisine ouverte', en: 'open kitchen', de: 'offene Küche' },
  { nl: 'rustige ligging', fr: 'situation calme', en: 'quiet location', de: 'ruhige Lage' },
  { nl: 'vlak bij het station', fr: 'proche de la gare', en: 'close to the station', de: 'nahe am Bahnhof' },
];

const IN: Translated = { nl: 'in', fr: 'à', en: 'in', de: 'in' };
const WITH: Translated = { nl: 'met', fr: 'avec', en: 'with', de: 'mit' };
const AND: Translated = { nl: 'en', fr: 'et', en: 'and', de: 'und' };
const ROOMS: Translated = { nl: 'slaapkamers', fr: 'chambres', en: 'bedrooms', de: 'Schlafzimmer' };
const CONTACT: Translated = {
  nl: 'Neem contact op voor een bezoek.',
  fr: 'Contactez-nous pour une visite.',
  en: 'Contact us to arrange a viewing.',
  de: 'Kontaktieren Sie uns für eine Besichtigung.',
};

function per(fn: (l: Locale) => string): Translated {
  return { nl: fn('nl'), fr: fn('fr'), en: fn('en'), de: fn('de') };
}

export interface EstateTexts {
  title: Translated;
  shortDescription: Translated;
  description: Translated;
}

/** Title, teaser and an HTML description (with a harmless tag mix the client sanitizes) in four languages. */
export function estateTexts(rng: Random, typeCode: string, city: Translated, bedrooms: number | null): EstateTexts {
  const word = TYPE_WORDS[typeCode] ?? TYPE_WORDS.HOUSE;
  const adjective = adjectiveFor(rng.pick(ADJECTIVES), typeCode);
  const f1 = rng.pick(FEATURES);
  const f2 = rng.pick(FEATURES);
  const rooms = (l: Locale) => (bedrooms ? ` ${WITH[l]} ${bedrooms} ${ROOMS[l]}` : '');
  return {
    title: per((l) => `${adjective[l]} ${word[l]} ${IN[l]} ${city[l]}`),
    shortDescription: per((l) => `${adjective[l]} ${word[l]}${rooms(l)}, ${f1[l]}.`),
    description: per(
      (l) => `<p><strong>${adjective[l]} ${word[l]}</strong> ${IN[l]} ${city[l]}${rooms(l)}.</p><ul><li>${f1[l]}</li><li>${f2[l]}</li></ul><p>${CONTACT[l]}</p>`,
    ),
  };
}

export function featurePair(rng: Random): Translated {
  const a = rng.pick(FEATURES);
  const b = rng.pick(FEATURES);
  return per((l) => `${a[l]} ${AND[l]} ${b[l]}`);
}

