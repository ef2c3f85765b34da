import type { Locale } from '../../core/i18n/locale';
import type { Translated } from '../../core/model';
import type { Random } from './random';

export const FIRST_NAMES = ['Lotte', 'Wout', 'Emma', 'Lucas', 'Louise', 'Arthur', 'Elise', 'Noah', 'Camille', 'Jules', 'Marie', 'Thomas', 'Sarah', 'Pieter', 'Nathalie', 'Koen', 'Sofie', 'Benoît', 'Anke', 'Maxime'];
export const LAST_NAMES = ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'Dubois', 'Lambert', 'Dupont', 'Martin', 'Simon', 'Leclercq', 'Hermans', 'Declercq', 'Vermeulen', 'Michiels', 'Lemaire'];

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

const AND: Translated = { nl: 'en', fr: 'et', en: 'and', de: 'und' };

function per(fn: (l: Locale) => string): Translated {
  return { nl: fn('nl'), fr: fn('fr'), en: fn('en'), de: fn('de') };
}

export function featurePair(rng: Random): Translated {
  const a = rng.pick(FEATURES);
  const b = rng.pick(FEATURES);
  return per((l) => `${a[l]} ${AND[l]} ${b[l]}`);
}

