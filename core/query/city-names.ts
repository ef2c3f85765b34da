import { foldName } from './fold-name';

/**
 * Belgian places known under several names: Dutch, French, English, German (accents and case aside: Brüssel
 * is Brussel). A city search matches any of them, whichever language the service answers in ("Brussels" finds 1000 Bruxelles).
 */
const ALIASES: readonly (readonly string[])[] = [
  ['Brussel', 'Bruxelles', 'Brussels'],
  ['Antwerpen', 'Anvers', 'Antwerp'],
  ['Gent', 'Gand', 'Ghent'],
  ['Luik', 'Liège', 'Lüttich'],
  ['Brugge', 'Bruges'],
  ['Oostende', 'Ostende', 'Ostend'],
  ['Leuven', 'Louvain', 'Löwen'],
  ['Mechelen', 'Malines', 'Mecheln', 'Mechlin'],
  ['Namen', 'Namur'],
  ['Bergen', 'Mons'],
  ['Doornik', 'Tournai'],
  ['Kortrijk', 'Courtrai'],
  ['Ieper', 'Ypres', 'Ypern'],
  ['Aarlen', 'Arlon'],
  ['Nijvel', 'Nivelles'],
  ['Hoei', 'Huy'],
  ['Tongeren', 'Tongres', 'Tongern'],
  ['Sint-Truiden', 'Saint-Trond'],
  ['Aalst', 'Alost'],
  ['Dendermonde', 'Termonde'],
  ['Oudenaarde', 'Audenarde'],
  ['Geraardsbergen', 'Grammont'],
  ['Ronse', 'Renaix'],
  ['Waver', 'Wavre'],
  ['Edingen', 'Enghien'],
  ['Halle', 'Hal'],
  ['Vilvoorde', 'Vilvorde'],
  ['Tienen', 'Tirlemont'],
  ['Lier', 'Lierre'],
  ['Veurne', 'Furnes'],
  ['Diksmuide', 'Dixmude'],
  ['Menen', 'Menin'],
  ['Komen', 'Comines'],
  ['Moeskroen', 'Mouscron'],
  ['Zinnik', 'Soignies'],
  ['Aat', 'Ath'],
  ['Lessen', 'Lessines'],
  ['Geldenaken', 'Jodoigne'],
  ['Wezet', 'Visé'],
  ['Borgworm', 'Waremme'],
  ['Sint-Genesius-Rode', 'Rhode-Saint-Genèse'],
  ['Sint-Pieters-Leeuw', 'Leeuw-Saint-Pierre'],
];

const GROUP = new Map<string, readonly string[]>();
for (const group of ALIASES) for (const name of group) GROUP.set(foldName(name), group);

/** Every name of the place(s) these names stand for, the given ones first, without repeats. */
export function cityNames(...names: readonly string[]): string[] {
  const all = [...names, ...names.flatMap((n) => GROUP.get(foldName(n)) ?? [])];
  const seen = new Set<string>();
  return all.filter((n) => !seen.has(foldName(n)) && seen.add(foldName(n)));
}

/** The other names of a place than the one given ("Bruxelles" → Brussel, Brussels, Brüssel). */
export const cityAlsoKnownAs = (name: string): string[] => cityNames(name).slice(1);

/**
 * The texts to send a city search (which knows each place by its local names only) so that a typed
 * name in any language finds it: the text itself, then the other names of places one of whose names
 * starts with it (from three letters, at most `max` texts in all).
 */
export function cityQueries(typed: string, max = 6): string[] {
  const q = foldName(typed);
  if (!q) return [];
  const extra = q.length < 3 ? [] : ALIASES.filter((g) => g.some((n) => foldName(n).startsWith(q))).flat();
  return cityNames(typed.trim(), ...extra).slice(0, max);
}
