import type { Translated } from '../../core/model';
import type { Municipality } from './municipalities';
import type { Random } from './random';

/**
 * Street names are proper names: a street is called what its sign says in every language of the page.
 * Flanders names in Dutch, Wallonia in French (German in the German-speaking east), Brussels bilingual:
 * each language its own name, English and German both, French first as on the signs.
 */
const DUTCH = ['Kerkstraat', 'Stationsstraat', 'Molenstraat', 'Schoolstraat', 'Dorpsstraat', 'Kapelstraat', 'Nieuwstraat', 'Beekstraat', 'Lindenlaan', 'Veldstraat', 'Kasteelstraat', 'Meersstraat', 'Populierenlaan', 'Boomgaardstraat', 'Zandstraat', 'Markt', 'Hoogstraat', 'Leopoldlaan', 'Bosdreef', 'Steenweg'];
const FRENCH = ["Rue de l'Église", 'Rue de la Gare', 'Rue du Moulin', "Rue de l'École", 'Grand-Place', 'Rue de la Chapelle', 'Rue Neuve', 'Rue du Ruisseau', 'Avenue des Tilleuls', 'Rue des Champs', 'Rue du Château', 'Chemin des Prés', 'Avenue des Peupliers', 'Rue du Verger', 'Rue du Sablon', 'Place communale', 'Rue Haute', 'Avenue Reine Astrid', 'Chaussée de Namur', 'Rue des Écoles'];
const GERMAN = ['Kirchstraße', 'Bahnhofstraße', 'Mühlenweg', 'Schulstraße', 'Dorfstraße', 'Kapellenstraße', 'Neustraße', 'Bachstraße', 'Lindenallee', 'Feldweg', 'Marktplatz', 'Hauptstraße'];
const SPANISH = ['Calle Real', 'Avenida del Mar', 'Calle de la Iglesia', 'Paseo Marítimo', 'Calle Nueva', 'Plaza Mayor'];
/** Brussels: French and Dutch name of the same street. */
const BRUSSELS: readonly (readonly [string, string])[] = [
  ['Rue de la Loi', 'Wetstraat'], ['Avenue Louise', 'Louizalaan'], ['Chaussée de Wavre', 'Waversesteenweg'], ['Rue Neuve', 'Nieuwstraat'],
  ['Rue Royale', 'Koningsstraat'], ['Rue Haute', 'Hoogstraat'], ['Avenue de Tervueren', 'Tervurenlaan'], ['Chaussée de Louvain', 'Leuvensesteenweg'],
  ["Rue de l'Église", 'Kerkstraat'], ['Rue de la Station', 'Stationsstraat'], ['Avenue des Tilleuls', 'Lindenlaan'], ['Rue du Moulin', 'Molenstraat'],
  ["Chaussée d'Ixelles", 'Elsensesteenweg'], ['Boulevard Général Jacques', 'Generaal Jacqueslaan'], ['Avenue Brugmann', 'Brugmannlaan'], ['Rue du Midi', 'Zuidstraat'],
];

/** Municipalities of the German-speaking Community (their streets are signed in German). */
const GERMAN_SPEAKING = new Set(['4700', '4780']);

export type StreetLanguage = 'nl' | 'fr' | 'de' | 'es' | 'nl-fr';

export function streetLanguage(m: Municipality): StreetLanguage {
  if (m.region === 'BRUSSELS') return 'nl-fr';
  if (m.region === 'FLANDERS' || m.country === 'NL') return 'nl';
  if (GERMAN_SPEAKING.has(m.zip)) return 'de';
  if (m.country === 'ES') return 'es';
  return 'fr';
}

const same = (name: string): Translated => ({ nl: name, fr: name, en: name, de: name });
// One shared object per street: a 100,000-estate dataset then holds a few dozen street objects.
const SIGNS: Record<StreetLanguage, readonly { street: Translated; local: string }[]> = {
  nl: DUTCH.map((name) => ({ street: same(name), local: name })),
  fr: FRENCH.map((name) => ({ street: same(name), local: name })),
  de: GERMAN.map((name) => ({ street: same(name), local: name })),
  es: SPANISH.map((name) => ({ street: same(name), local: name })),
  'nl-fr': BRUSSELS.map(([fr, nl]) => ({ street: { nl, fr, en: `${fr} / ${nl}`, de: `${fr} / ${nl}` }, local: `${fr} / ${nl}` })),
};

/** A street of the municipality: `street` per page language, `local` the sign's text. */
export function streetIn(rng: Random, m: Municipality): { street: Translated; local: string } {
  return rng.pick(SIGNS[streetLanguage(m)]);
}

/** Every street name the generator uses, by the language of its sign (the realism test reads them). */
export const STREET_NAMES: Readonly<Record<Exclude<StreetLanguage, 'nl-fr'>, readonly string[]>> & { 'nl-fr': readonly (readonly [string, string])[] } = {
  nl: DUTCH, fr: FRENCH, de: GERMAN, es: SPANISH, 'nl-fr': BRUSSELS,
};
